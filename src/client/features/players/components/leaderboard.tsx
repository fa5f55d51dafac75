/** The leaderboard: Classic/Platformer toggle, ranked players with medals, 10 skeleton rows. */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { PlayerRows, PlayerRowsSkeleton } from '../../../components/player-rows';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { useAuth } from '../../../lib/auth/auth-store';
import { pointsText } from '../../../lib/format';
import { leaderboardQueryOptions } from '../queries';

const TYPES = [
  { value: 'classic', label: 'Classic' },
  { value: 'platformer', label: 'Platformer' },
] as const;

export function Leaderboard({ type, onTypeChange }: { type: LevelType; onTypeChange: (type: LevelType) => void }) {
  const query = useQuery(leaderboardQueryOptions(type));
  const { user } = useAuth();
  const field = type === 'classic' ? 'classicPoints' : 'platformerPoints';
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>Leaderboard</h1>
        <SegmentGroup label="List type" value={type} options={TYPES} onChange={onTypeChange} />
      </div>
      <QueryState query={query} loading={<PlayerRowsSkeleton count={10} />} error="Failed to fetch leaderboard" empty="No players ranked yet.">
        {(rows) => <PlayerRows rows={rows} label={`${type === 'classic' ? 'Classic' : 'Platformer'} leaderboard`} ranked points={(row) => pointsText(row[field])} you={user?.playerId} />}
      </QueryState>
    </section>
  );
}
