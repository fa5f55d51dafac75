/**
 * The leaderboard's rows as the screen shows them. Each row keeps its true overall rank, also when a
 * filter hides the rows around it. Until the whole ranking is here the screen draws its top (a small
 * answer); filters need the whole ranking, and filter what is already on the device, so they work
 * offline. The region filter keeps the players of the region's roster.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LevelType } from '../../../shared/constants';
import type { PointsRow } from '../../../shared/schemas/players';
import type { QueryLike } from '../../components/ui/first-visit/query-state';
import { isApiError } from '../../lib/api-error';
import { leaderboardQueryOptions, leaderboardTopQueryOptions, wantsTop, regionPlayersQueryOptions } from './queries';

export type RankedRow = PointsRow & { rank: number };
/** `name`: text anywhere in the username, ignoring case ('' for any); `region`: a region id, or undefined for all. */
export type LeaderboardFilters = { name: string; region: number | undefined };

export const isFiltering = ({ name, region }: LeaderboardFilters) => name.trim() !== '' || region !== undefined;

/** Rows in ranking order with their ranks, the first being `first`. */
export const rankRows = (rows: readonly PointsRow[], first = 1): RankedRow[] => rows.map((row, index) => ({ ...row, rank: first + index }));

/** The rows whose username holds `name` (ignoring case) and, when `members` is given, whose id is in it. */
export function filterRows(rows: readonly RankedRow[], name: string, members?: ReadonlySet<number>): RankedRow[] {
  const needle = name.trim().toLowerCase();
  if (!needle && !members) return rows as RankedRow[];
  return rows.filter((row) => (!members || members.has(row.id)) && (!needle || row.username.toLowerCase().includes(needle)));
}

export type LeaderboardRows = {
  /** The rows to draw, as one query's states for QueryState. */
  query: QueryLike<RankedRow[]>;
  /** True while only the top is drawn and the rest is on its way. */
  loadingRest: boolean;
  /** True when only the top is drawn because the whole ranking failed to load. */
  restFailed: boolean;
};

export function useLeaderboardRows(type: LevelType, filters: LeaderboardFilters): LeaderboardRows {
  const filtering = isFiltering(filters);
  const whole = useQuery(leaderboardQueryOptions(type));
  const top = useQuery({ ...leaderboardTopQueryOptions(type), enabled: wantsTop(whole.data, filtering) });
  const region = useQuery({ ...regionPlayersQueryOptions(filters.region ?? 0), enabled: filters.region !== undefined });

  const ranked = useMemo(() => whole.data && rankRows(whole.data), [whole.data]);
  const rankedTop = useMemo(() => top.data && rankRows(top.data), [top.data]);
  // An unknown region (deleted meanwhile) has no players: the filter then matches nobody.
  const regionGone = isApiError(region.error) && region.error.status === 404;
  const members = useMemo(
    () => (regionGone ? new Set<number>() : region.data && new Set(region.data.map((row) => row.id))),
    [region.data, regionGone],
  );
  const waitsForRegion = filters.region !== undefined && members === undefined;
  const filtered = useMemo(
    () =>
      ranked && filtering && !waitsForRegion
        ? filterRows(ranked, filters.name, filters.region === undefined ? undefined : members)
        : undefined,
    [ranked, filtering, waitsForRegion, filters.name, filters.region, members],
  );

  const data = !ranked ? (filtering ? undefined : rankedTop) : filtering ? filtered : ranked;
  const pendingOn = !ranked ? whole : region;
  const query: QueryLike<RankedRow[]> = {
    data,
    isPending: data === undefined && (whole.isPending || (ranked !== undefined && waitsForRegion && region.isPending)),
    fetchStatus: pendingOn.fetchStatus,
    refetch: () => {
      if (!ranked) void whole.refetch();
      if (waitsForRegion) void region.refetch();
    },
  };
  return {
    query,
    loadingRest: !ranked && data !== undefined && !whole.isError,
    restFailed: !ranked && data !== undefined && whole.isError,
  };
}
