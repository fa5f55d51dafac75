/** One tab of a profile: hardest level, level counts, first-victor or record-holder levels, completed levels (both by tier). */
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LIST_TYPES, type LevelType } from '../../../../shared/constants';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { playerHardestLevelQueryOptions, playerLevelCountsQueryOptions, playerLevelsQueryOptions } from '../../levels/queries';
import { profileTexts as texts } from '../texts';
import { RankedLevelLink, TierLevels, levelsPending } from './tier-levels';

const styles = {
  tab: css({ display: 'grid', gap: '6', pt: '4' }),
  block: css({ display: 'grid', gap: '2' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  counts: css({
    display: 'flex',
    gap: '6',
    flexWrap: 'wrap',
    '& dt': { color: 'fg.muted', textStyle: 'sm' },
    '& dd': { fontWeight: 'semibold', textStyle: 'lg' },
  }),
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProfileTab({ type, playerId }: { type: LevelType; playerId: number }) {
  const hardest = useQuery(playerHardestLevelQueryOptions(type, playerId));
  const counts = useQuery(playerLevelCountsQueryOptions(type, playerId));
  const held = useQuery(playerLevelsQueryOptions(type, playerId, type === 'classic' ? 'firstVictor' : 'recordHolder'));
  const completed = useQuery(playerLevelsQueryOptions(type, playerId, 'completed'));

  return (
    <div className={styles.tab}>
      <Block title={texts.hardestLevel}>
        <QueryState query={hardest} loading={levelsPending} empty={texts.noLevel}>
          {(level) => <RankedLevelLink type={type} level={level} />}
        </QueryState>
      </Block>
      <Block title={texts.levelCount}>
        <dl className={styles.counts}>
          {LIST_TYPES.map((tier) => (
            <div key={tier}>
              <dt>{texts.tiers[tier]}</dt>
              <dd>{counts.data?.[tier] ?? (counts.isPending ? '…' : 0)}</dd>
            </div>
          ))}
        </dl>
      </Block>
      <Block title={texts.heldLevels[type]}>
        <TierLevels type={type} query={held} />
      </Block>
      <Block title={texts.completedLevels}>
        <TierLevels type={type} query={completed} />
      </Block>
    </div>
  );
}
