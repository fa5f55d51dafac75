/**
 * Level cards virtualised against the window scroll, for lists long enough to need it (loaded on demand).
 * Every row of a list has one height (level-card.tsx: a phone row is as tall as a two-line name's), so the first row
 * measured becomes the estimate of all the others: the list's height is right before a row is drawn,
 * and scrolling far or back up never moves what is on screen. A change of layout (a phone turned, a
 * window resized across the breakpoint) measures again.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { Level } from '../queries';
import { levelListTexts as texts } from '../texts';
import { CARD_GAP, LevelCard, WIDE_QUERY } from './list/level-card';
import type { LevelMarks } from './list/use-level-marks';

/** Row heights (px) until the first row is measured: a classic phone row and a full card, as drawn at the default font size. */
const FIRST_ESTIMATE = { phone: 112, wide: 206 } as const;

const list = css({ position: 'relative' });
const row = css({ position: 'absolute', top: '0', insetInlineStart: '0', width: 'full' });

let wideQuery: MediaQueryList | undefined;
const wide = () => (wideQuery ??= window.matchMedia(WIDE_QUERY));

/** Whether the full cards show (the list renders on every scroll step: one query list, read, not made anew). */
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      wide().addEventListener('change', onChange);
      return () => wide().removeEventListener('change', onChange);
    },
    () => wide().matches,
  );
}

/** Where the list starts in the page (the virtualizer works in window coordinates), kept right when content above it changes height. */
function useListOffset(listRef: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
      setOffset((previous) => (Math.abs(previous - top) < 0.5 ? previous : top));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);
  return offset;
}

export default function VirtualLevelCards({ levels, type, marks }: { levels: Level[]; type: LevelType; marks: LevelMarks }) {
  const listRef = useRef<HTMLUListElement>(null);
  const layout = useWide() ? 'wide' : 'phone';
  const offset = useListOffset(listRef);
  const rowSize = useRef<number | undefined>(undefined);
  const getItemKey = useCallback((index: number) => levels[index]!.id, [levels]);
  const virtualizer = useWindowVirtualizer({
    count: levels.length,
    estimateSize: () => rowSize.current ?? FIRST_ESTIMATE[layout],
    gap: CARD_GAP[layout],
    overscan: 6,
    scrollMargin: offset,
    getItemKey,
  });
  // The first row drawn gives every unmeasured row its height; a new layout measures again from the rows on screen.
  const measureRow = useCallback(
    (element: HTMLLIElement | null) => {
      // Whole pixels, as the virtualizer measures rows.
      if (element && rowSize.current === undefined) rowSize.current = element.offsetHeight || undefined;
      virtualizer.measureElement(element);
    },
    [virtualizer],
  );
  const drawnLayout = useRef(layout);
  useLayoutEffect(() => {
    if (drawnLayout.current === layout) return;
    drawnLayout.current = layout;
    rowSize.current = listRef.current?.querySelector('li')?.offsetHeight || undefined;
    virtualizer.measure();
  }, [layout, virtualizer]);
  const margin = virtualizer.options.scrollMargin;
  return (
    <ul ref={listRef} aria-label={texts.levels} className={list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const level = levels[item.index]!;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={measureRow}
            aria-setsize={levels.length}
            aria-posinset={item.index + 1}
            className={row}
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            <LevelCard
              level={level}
              type={type}
              eager={item.index < 2}
              victor={marks.victor(level)}
              completed={marks.completed(level.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
