/** The leaderboard: Classic/Platformer toggle, ranked players with medals, 10 skeleton rows. */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { LoadError } from '../../../components/ui/first-visit/load-error';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { pointsText } from '../../../lib/format';
import { leaderboardQueryOptions } from '../queries';
import { PlayerRows, PlayerRowsSkeleton } from './player-rows';

const TYPES = [
  { value: 'classic', label: 'Classic' },
  { value: 'platformer', label: 'Platformer' },
] as const;

export function Leaderboard({ type, onTypeChange }: { type: LevelType; onTypeChange: (type: LevelType) => void }) {
  const query = useQuery(leaderboardQueryOptions(type));
  const field = type === 'classic' ? 'classicPoints' : 'platformerPoints';
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>Leaderboard</h1>
        <SegmentGroup label="List type" value={type} options={TYPES} onChange={onTypeChange} />
      </div>
      {query.isPending ? (
        <PlayerRowsSkeleton count={10} />
      ) : query.data ? (
        query.data.length ? (
          <PlayerRows rows={query.data} label={`${type === 'classic' ? 'Classic' : 'Platformer'} leaderboard`} ranked points={(row) => pointsText(row[field])} />
        ) : (
          <p className={css({ color: 'fg.muted' })}>No players ranked yet.</p>
        )
      ) : (
        <LoadError text="Failed to fetch leaderboard" onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}
