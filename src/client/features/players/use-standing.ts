/**
 * A player's standing in a mode, from the mode's leaderboard and their region's players (both
 * cached and answered offline from the synced copy). A player without a region asks for no region.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LevelType } from '../../../shared/constants';
import { leaderboardQueryOptions, regionPlayersQueryOptions } from './queries';
import { placeIn, regionRanking, type Place } from './standing';

/** A place, null for unranked (or no region), undefined while unknown (loading, or failed with nothing saved). */
export type StandingState = { rank: Place | null | undefined; regionRank: Place | null | undefined; pending: boolean };

export function useStanding(type: LevelType, playerId: number, regionId: number | null): StandingState {
  const board = useQuery(leaderboardQueryOptions(type));
  const region = useQuery({ ...regionPlayersQueryOptions(regionId ?? 0), enabled: regionId !== null });
  const hasRegion = regionId !== null;
  return useMemo(() => {
    const rank = board.data ? placeIn(board.data, playerId) : undefined;
    let regionRank: Place | null | undefined;
    if (!hasRegion) regionRank = null;
    // Ties follow the leaderboard's order once it is there; only without it are they sorted here.
    else if (region.data && !board.isPending) regionRank = placeIn(regionRanking(region.data, type, board.data), playerId);
    return { rank, regionRank, pending: board.isPending || (hasRegion && region.isPending) };
  }, [board.data, board.isPending, region.data, region.isPending, hasRegion, playerId, type]);
}
