/** Level cards virtualised against the window scroll, for lists long enough to need it (loaded on demand). */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { Level } from '../queries';
import { LevelCard } from './list/level-card';

export default function VirtualLevelCards({ levels, type }: { levels: Level[]; type: LevelType }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the page, measured once: the virtualizer works in window coordinates.
  useLayoutEffect(() => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);
  const virtualizer = useWindowVirtualizer({
    count: levels.length,
    estimateSize: () => 180,
    overscan: 4,
    scrollMargin: offset,
    getItemKey: (index) => levels[index]!.id,
  });
  return (
    <ul ref={listRef} aria-label="Levels" className={css({ position: 'relative' })} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className={css({ position: 'absolute', top: '0', left: '0', width: 'full', pb: '4' })}
          style={{ transform: `translateY(${item.start - offset}px)` }}
        >
          <LevelCard level={levels[item.index]!} type={type} eager={item.index < 2} />
        </li>
      ))}
    </ul>
  );
}
