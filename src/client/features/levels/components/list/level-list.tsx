/**
 * The level list block: skeleton cards while loading, the failure text with a retry, the empty text, then the cards
 * (compact rows on a phone, full cards from `sm` up; see level-card.tsx), with first victors and completed marks.
 * A list longer than a main list is virtualised (a legacy list of thousands stays smooth); shorter
 * ones render plainly, so a first visit does not load the virtualizer: the first cards at once, the
 * rest a batch at a time, so a long list never holds up the first paint or a tap with one long task.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, memo, startTransition, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../../shared/constants';
import { levelListQueryOptions, type Level } from '../../queries';
import { QueryState } from '../../../../components/ui/first-visit/query-state';
import { levelListTexts as texts } from '../../texts';
import { LevelCard, LevelCardSkeleton } from './level-card';
import { useLevelMarks, type LevelMarks } from './use-level-marks';
import { lazyPart } from '../../../../lib/lazy-part';

// Outside list/: every module of that folder ships with the first visit (vite.config.ts).
const VirtualLevelCards = lazyPart(() => import('../virtual-level-cards'));
export const VIRTUALIZE_FROM = 100;
const BATCH = 8;

const grid = css({ display: 'grid', gap: { base: '2', sm: '4' } });

const Card = memo(function Card({
  level,
  index,
  type,
  victor,
  completed,
}: {
  level: Level;
  index: number;
  type: LevelType;
  victor: string | null;
  completed: boolean;
}) {
  return (
    <li>
      <LevelCard level={level} type={type} eager={index < 2} victor={victor} completed={completed} />
    </li>
  );
});

/** How many of `total` items to show: one batch at first, then one more batch per task until all are shown. */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(BATCH);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + BATCH)));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

function PlainCards({ levels, type, marks }: { levels: Level[]; type: LevelType; marks: LevelMarks }) {
  const shown = useRevealed(levels.length);
  return (
    <ul aria-label={texts.levels} className={grid}>
      {levels.slice(0, shown).map((level, index) => (
        <Card key={level.id} level={level} index={index} type={type} victor={marks.victor(level)} completed={marks.completed(level.id)} />
      ))}
    </ul>
  );
}

/** Today's list, or with `at` the list as it stood then. */
export function LevelList({ type, list, at }: { type: LevelType; list: ListType; at?: string }) {
  const query = useQuery(levelListQueryOptions(type, list, at));
  const marks = useLevelMarks(type);
  const loading = (
    <div className={grid} aria-busy="true" aria-label={texts.loading}>
      {Array.from({ length: 4 }, (_, index) => (
        <LevelCardSkeleton key={index} victor={type === 'classic'} />
      ))}
    </div>
  );
  return (
    <QueryState query={query} loading={loading} error={texts.failed} empty={texts.empty}>
      {(levels) =>
        levels.length < VIRTUALIZE_FROM ? (
          <PlainCards levels={levels} type={type} marks={marks} />
        ) : (
          <Suspense fallback={<PlainCards levels={levels.slice(0, 10)} type={type} marks={marks} />}>
            <VirtualLevelCards levels={levels} type={type} marks={marks} />
          </Suspense>
        )
      }
    </QueryState>
  );
}
