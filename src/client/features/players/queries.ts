/**
 * Player queries: profiles, the leaderboard, a region's players, the players' names, and an avatar
 * kept as a data address. The staff list (features/site) loads with the screens that show it.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import { PlayerNameSchema, PlayerSchema, PointsRowSchema } from '../../../shared/schemas/players';
import { api, requestBlob } from '../../lib/api-client';
import { avatarPath } from '../../lib/avatar-path';

export const playerKeys = {
  all: ['players'] as const,
  byUsername: (username: string) => [...playerKeys.all, 'username', username] as const,
  avatar: (playerId: number) => [...playerKeys.all, 'avatar', playerId] as const,
  leaderboard: (type: LevelType) => [...playerKeys.all, 'leaderboard', type] as const,
  leaderboardTop: (type: LevelType) => [...playerKeys.leaderboard(type), 'top'] as const,
  ofRegion: (regionId: number) => [...playerKeys.all, 'region', regionId] as const,
  staff: () => [...playerKeys.all, 'staff'] as const,
  names: () => [...playerKeys.all, 'names'] as const,
};

export const playerByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: playerKeys.byUsername(username),
    queryFn: ({ signal }) => api.get(`/api/public/players/username/${encodeURIComponent(username)}`, PlayerSchema, signal),
  });

export const leaderboardQueryOptions = (type: LevelType) =>
  queryOptions({
    queryKey: playerKeys.leaderboard(type),
    queryFn: ({ signal }) => api.get(`/api/public/players/${type}-points`, v.array(PointsRowSchema), signal),
  });

/** How many rows the leaderboard's first screen asks for: more than a screen, in one small answer. */
export const LEADERBOARD_TOP_ROWS = 50;

/** The top of a leaderboard: its first screen, drawn while the whole ranking (`leaderboardQueryOptions`) loads. */
export const leaderboardTopQueryOptions = (type: LevelType) =>
  queryOptions({
    queryKey: playerKeys.leaderboardTop(type),
    queryFn: ({ signal }) => api.get(`/api/public/players/${type}-points?limit=${LEADERBOARD_TOP_ROWS}`, v.array(PointsRowSchema), signal),
  });

/**
 * Whether the leaderboard asks for its top first (a small answer, so a phone draws its first screen
 * without waiting for the whole country): not once the whole ranking is here, nor when a filter needs
 * the whole ranking anyway.
 */
export const wantsTop = (whole: unknown, filtered: boolean): boolean => whole === undefined && !filtered;

/** Starts the leaderboard's reads: its top first when it is wanted, then the whole ranking. */
export function prefetchLeaderboard(queryClient: QueryClient, type: LevelType, filtered: boolean): void {
  if (wantsTop(queryClient.getQueryData(playerKeys.leaderboard(type)), filtered))
    void queryClient.prefetchQuery(leaderboardTopQueryOptions(type));
  void queryClient.prefetchQuery(leaderboardQueryOptions(type));
}

export const regionPlayersQueryOptions = (regionId: number) =>
  queryOptions({
    queryKey: playerKeys.ofRegion(regionId),
    queryFn: ({ signal }) => api.get(`/api/public/players/region/${regionId}`, v.array(PointsRowSchema), signal),
  });

export type PlayerName = v.InferOutput<typeof PlayerNameSchema>;

/** Every player's id and username, by username. */
export const playerNamesQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.names(),
    queryFn: ({ signal }): Promise<PlayerName[]> => api.get('/api/public/players', v.array(PlayerNameSchema), signal),
  });

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The avatar as a JPEG data address (it persists with the cache, unlike an object URL); null when none.
 * Fetched only for a player whose `hasAvatar` is true (strictly: a profile cached before the field
 * existed has it undefined, which must not enable the query).
 */
export const avatarQueryOptions = ({ id, hasAvatar }: { id: number; hasAvatar: boolean | undefined }) =>
  queryOptions({
    queryKey: playerKeys.avatar(id),
    queryFn: async ({ signal }) => {
      const blob = await requestBlob(avatarPath(id), signal);
      return blob ? toDataUrl(blob) : null;
    },
    enabled: hasAvatar === true,
    staleTime: 60 * 60 * 1000,
  });
