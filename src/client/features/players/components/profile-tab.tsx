/** One tab of a profile: hardest level, level counts, first-victor or record-holder levels, completed levels. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { LevelName } from '../../../../shared/schemas/levels';
import { buttonClass } from '../../../components/ui/first-visit/button';
import { QueryState, type QueryLike } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { playerHardestLevelQueryOptions, playerLevelCountsQueryOptions, playerLevelsQueryOptions } from '../../levels/queries';

const styles = {
  tab: css({ display: 'grid', gap: '6', pt: '4' }),
  block: css({ display: 'grid', gap: '2' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  levels: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  counts: css({ display: 'flex', gap: '6', flexWrap: 'wrap', '& dt': { color: 'fg.muted', textStyle: 'sm' }, '& dd': { fontWeight: 'semibold', textStyle: 'lg' } }),
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

function LevelButton({ type, level }: { type: LevelType; level: LevelName }) {
  return (
    <Link to="/$levelType/level/$id" params={{ levelType: type, id: level.id }} className={buttonClass({ variant: 'outline' }, css({ whiteSpace: 'normal', textAlign: 'start' }))}>
      {level.name}
    </Link>
  );
}

const pending = <Skeleton className={css({ height: '10', width: '48' })} />;

/** Level buttons of one query; a failed load shows the empty text (SPEC §8: failed list loads show empty lists). */
function LevelButtons({ type, query }: { type: LevelType; query: QueryLike<LevelName[]> }) {
  return (
    <QueryState query={query} loading={pending} empty="No levels available">
      {(levels) => (
        <ul className={styles.levels}>
          {levels.map((level) => (
            <li key={level.id}>
              <LevelButton type={type} level={level} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export function ProfileTab({ type, playerId }: { type: LevelType; playerId: number }) {
  const hardest = useQuery(playerHardestLevelQueryOptions(type, playerId));
  const counts = useQuery(playerLevelCountsQueryOptions(type, playerId));
  const held = useQuery(playerLevelsQueryOptions(type, playerId, type === 'classic' ? 'firstVictor' : 'recordHolder'));
  const completed = useQuery(playerLevelsQueryOptions(type, playerId, 'completed'));

  return (
    <div className={styles.tab}>
      <Block title="Hardest level">
        <QueryState query={hardest} loading={pending} empty="No level available">
          {(level) => (
            <div>
              <LevelButton type={type} level={level} />
            </div>
          )}
        </QueryState>
      </Block>
      <Block title="Level count">
        <dl className={styles.counts}>
          {(['main', 'extended', 'legacy'] as const).map((tier) => (
            <div key={tier}>
              <dt>{tier.charAt(0).toUpperCase() + tier.slice(1)}</dt>
              <dd>{counts.data?.[tier] ?? (counts.isPending ? '…' : 0)}</dd>
            </div>
          ))}
        </dl>
      </Block>
      <Block title={type === 'classic' ? 'First victor levels' : 'Record holder levels'}>
        <LevelButtons type={type} query={held} />
      </Block>
      <Block title="Completed levels">
        <LevelButtons type={type} query={completed} />
      </Block>
    </div>
  );
}
