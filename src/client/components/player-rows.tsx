/**
 * Player rows, virtualised against the window scroll (a leaderboard of thousands stays smooth). Each
 * row is a link to the profile; ranked rows carry their rank, the first three a medal in its own
 * colour beside the number. The signed-in player's row (`you`) is marked, with a button above the list
 * that scrolls to it and focuses it. Shared by the leaderboard (players) and the stat viewer
 * (regions), so it lives outside both features. A row's rank is its position unless `rankAt` says
 * otherwise (a filtered leaderboard keeps each player's overall rank).
 */
import { Link } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Medal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './ui/first-visit/button';
import { css } from 'styled-system/css';
import type { PointsRow } from '../../shared/schemas/players';
import { Avatar } from './ui/on-demand/avatar';
import { Skeleton } from './ui/first-visit/skeleton';
import { Name } from './ui/first-visit/name';
import { avatarPath } from '../lib/avatar-path';
import { playerRowsTexts as texts } from './texts';

const ROW_HEIGHT = 64;
const MEDALS = ['gold', 'silver', 'bronze'] as const;
const MEDAL_COLOURS = {
  gold: css({ color: 'medal.gold' }),
  silver: css({ color: 'medal.silver' }),
  bronze: css({ color: 'medal.bronze' }),
};

const styles = {
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    height: '14',
    px: '3',
    borderRadius: 'l2',
    bg: 'bg.default',
    borderWidth: '1px',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  rank: css({
    width: '10',
    flexShrink: '0',
    fontWeight: 'semibold',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    fontVariantNumeric: 'tabular-nums',
  }),
  // The name keeps at least 8rem: where the points would leave it less (a region's player, both
  // modes, on a phone), they go under it instead.
  body: css({ flex: '1', minWidth: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', lineHeight: '1.25' }),
  name: css({ flex: '1 1 8rem', fontWeight: 'medium' }),
  points: css({ marginInlineStart: 'auto', textAlign: 'end', fontVariantNumeric: 'tabular-nums', textStyle: 'sm', maxWidth: 'full' }),
  you: css({ borderColor: 'colorPalette.default', borderWidth: '2px', bg: 'bg.subtle' }),
  youTag: css({ textStyle: 'xs', fontWeight: 'semibold', color: 'colorPalette.text', flexShrink: '0' }),
};

export function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <span className={styles.rank}>
      {medal ? <Medal aria-label={texts.medal[medal]} role="img" size={18} className={MEDAL_COLOURS[medal]} /> : null}
      {rank}
    </span>
  );
}

type Props = {
  rows: PointsRow[];
  label: string;
  ranked?: boolean;
  /** The rank of the row at `index`; by default its position. */
  rankAt?: (index: number) => number;
  points: (row: PointsRow) => ReactNode;
  /** The signed-in player's id: their row is marked and can be jumped to. */
  you?: number;
};

const byPosition = (index: number) => index + 1;

export function PlayerRows({ rows, label, ranked = false, rankAt = byPosition, points, you }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  const yourIndex = you === undefined ? -1 : rows.findIndex((row) => row.id === you);
  const jumpShown = yourIndex >= 0;
  // Measured again when what sits above the list may have changed (the jump button comes and goes with the rows).
  useLayoutEffect(() => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), [rows, jumpShown]);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: offset });
  const jump = () => {
    virtualizer.scrollToIndex(yourIndex, { align: 'center' });
    // The row exists once the scroll has drawn it.
    const focus = (tries: number) => {
      const link = listRef.current?.querySelector<HTMLElement>('[data-you] a');
      if (link) link.focus({ preventScroll: true });
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    requestAnimationFrame(() => focus(30));
  };
  return (
    <>
      {yourIndex >= 0 ? (
        <Button variant="outline" className={css({ justifySelf: 'start' })} onClick={jump}>
          {texts.jumpToYou(rankAt(yourIndex))}
        </Button>
      ) : null}
      <ol ref={listRef} aria-label={label} className={css({ position: 'relative' })} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const isYou = item.index === yourIndex;
          return (
            <li
              key={row.id}
              data-you={isYou || undefined}
              className={css({ position: 'absolute', top: '0', insetInlineStart: '0', width: 'full' })}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start - offset}px)` }}
            >
              <Link
                to="/profile/$username"
                params={{ username: row.username }}
                className={isYou ? `${styles.row} ${styles.you}` : styles.row}
              >
                {ranked ? <Rank rank={rankAt(item.index)} /> : null}
                <Avatar src={row.hasAvatar ? avatarPath(row.id) : null} name="" size="sm" />
                <span className={styles.body}>
                  <Name className={styles.name}>{row.username}</Name>
                  {isYou ? <span className={styles.youTag}>{texts.you}</span> : null}
                  <span className={styles.points}>{points(row)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export function PlayerRowsSkeleton({ count = 10, label = texts.loading }: { count?: number; label?: string }) {
  return (
    <div aria-busy="true" aria-label={label} className={css({ display: 'grid', gap: '2' })}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} data-testid="player-skeleton" className={css({ height: '14', width: 'full' })} />
      ))}
    </div>
  );
}
