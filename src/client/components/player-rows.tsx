/**
 * Player rows, virtualised against the window scroll (a leaderboard of thousands stays smooth). Each
 * row is a link to the profile; ranked rows carry their rank, the first three a medal. Shared by the
 * leaderboard (players) and the stat viewer (regions), so it lives outside both features.
 */
import { Link } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Medal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { PointsRow } from '../../shared/schemas/players';
import { Avatar } from './ui/on-demand/avatar';
import { Skeleton } from './ui/first-visit/skeleton';
import { avatarPath } from '../features/players/queries';

const ROW_HEIGHT = 64;
const MEDALS = ['gold', 'silver', 'bronze'] as const;
const MEDAL_COLOURS = { gold: css({ color: 'amber.9' }), silver: css({ color: 'gray.9' }), bronze: css({ color: 'orange.10' }) };

const styles = {
  row: css({
    display: 'flex', alignItems: 'center', gap: '3', height: '14', px: '3', borderRadius: 'l2', bg: 'bg.default', borderWidth: '1px',
    _hover: { bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  rank: css({ width: '10', flexShrink: '0', fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '1', fontVariantNumeric: 'tabular-nums' }),
  name: css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 'medium' }),
  points: css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', textStyle: 'sm', whiteSpace: 'nowrap' }),
};

export function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <span className={styles.rank}>
      {medal ? <Medal aria-label={`${medal} medal`} role="img" size={18} className={MEDAL_COLOURS[medal]} /> : null}
      {rank}
    </span>
  );
}

type Props = { rows: PointsRow[]; label: string; ranked?: boolean; points: (row: PointsRow) => ReactNode };

export function PlayerRows({ rows, label, ranked = false, points }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: offset });
  return (
    <ol ref={listRef} aria-label={label} className={css({ position: 'relative' })} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <li
            key={row.id}
            className={css({ position: 'absolute', top: '0', insetInlineStart: '0', width: 'full' })}
            style={{ height: ROW_HEIGHT, transform: `translateY(${item.start - offset}px)` }}
          >
            <Link to="/profile/$username" params={{ username: row.username }} className={styles.row}>
              {ranked ? <Rank rank={item.index + 1} /> : null}
              <Avatar src={row.hasAvatar ? avatarPath(row.id) : null} name="" size="sm" />
              <span className={styles.name}>{row.username}</span>
              <span className={styles.points}>{points(row)}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

export function PlayerRowsSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading players" className={css({ display: 'grid', gap: '2' })}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} data-testid="player-skeleton" className={css({ height: '14', width: 'full' })} />
      ))}
    </div>
  );
}
