/**
 * A player's levels grouped by tier (Main, Extended, Legacy), each as '#ranking name' in ranking
 * order. The rankings come from the mode's ranked list (cached, and answered offline from the synced
 * copy); should it be out of reach, the levels still show, by name, in the order the API gave them.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { LevelName } from '../../../../shared/schemas/levels';
import { QueryState, type QueryLike } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { rankedLevelsQueryOptions } from '../../levels/queries';
import { groupByTier, rankingsById, type TierGroup } from '../level-tiers';
import { profileTexts as texts } from '../texts';

const styles = {
  groups: css({ display: 'grid', gap: '4' }),
  group: css({ display: 'grid', gap: '2' }),
  tier: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted' }),
  // Two columns on a phone, more as the screen widens.
  levels: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))', gap: '2' }),
  level: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'touch',
    height: 'full',
    px: '3',
    py: '1',
    bg: 'bg.default',
    borderWidth: '1px',
    borderRadius: 'l2',
    textStyle: 'sm',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  position: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', flexShrink: '0' }),
  name: css({ fontWeight: 'medium', overflowWrap: 'anywhere', minWidth: '0' }),
};

export const levelsPending = <Skeleton className={css({ height: '10', width: '48' })} />;

type RankedName = LevelName & { ranking?: number };

function LevelLink({ type, level }: { type: LevelType; level: RankedName }) {
  return (
    <Link to="/$levelType/level/$id" params={{ levelType: type, id: level.id }} className={styles.level}>
      {level.ranking === undefined ? null : <span className={styles.position}>{texts.position(level.ranking)}</span>}{' '}
      <span className={styles.name}>
        <bdi>{level.name}</bdi>
      </span>
    </Link>
  );
}

function LevelLinks({ type, levels }: { type: LevelType; levels: readonly RankedName[] }) {
  return (
    <ul className={styles.levels}>
      {levels.map((level) => (
        <li key={level.id}>
          <LevelLink type={type} level={level} />
        </li>
      ))}
    </ul>
  );
}

/** One level as the lists' buttons show it, '#12 Bloodbath', its rank from the mode's ranked list (none while out of reach). */
export function RankedLevelLink({ type, level }: { type: LevelType; level: LevelName }) {
  const ranked = useQuery(rankedLevelsQueryOptions(type));
  const ranking = useMemo(() => ranked.data?.find((candidate) => candidate.id === level.id)?.ranking, [ranked.data, level.id]);
  return (
    <div className={css({ display: 'flex' })}>
      <LevelLink type={type} level={{ ...level, ranking }} />
    </div>
  );
}

function Group({ type, group }: { type: LevelType; group: TierGroup }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h3 id={id} className={styles.tier}>
        {group.tier ? texts.tiers[group.tier] : texts.otherLevels}
      </h3>
      <LevelLinks type={type} levels={group.levels} />
    </section>
  );
}

/** The levels of one query by tier; a failed load shows the empty text. */
export function TierLevels({ type, query }: { type: LevelType; query: QueryLike<LevelName[]> }) {
  const ranked = useQuery(rankedLevelsQueryOptions(type));
  const rankings = useMemo(() => (ranked.data ? rankingsById(ranked.data) : undefined), [ranked.data]);
  // Wait for the rankings while they are on their way; without them (failed, or offline with none saved) group nothing.
  const waiting = query.data !== undefined && !rankings && ranked.fetchStatus === 'fetching';
  const groups = useMemo(() => (query.data && !waiting ? groupByTier(query.data, rankings) : undefined), [query.data, rankings, waiting]);
  const state: QueryLike<TierGroup[]> = {
    data: groups,
    isPending: query.isPending || waiting,
    fetchStatus: query.fetchStatus,
    refetch: query.refetch,
  };
  return (
    <QueryState query={state} loading={levelsPending} empty={texts.noLevels}>
      {(list) =>
        list.length === 1 && list[0]!.tier === null ? (
          <LevelLinks type={type} levels={list[0]!.levels} />
        ) : (
          <div className={styles.groups}>
            {list.map((group) => (
              <Group key={group.tier ?? 'other'} type={type} group={group} />
            ))}
          </div>
        )
      }
    </QueryState>
  );
}
