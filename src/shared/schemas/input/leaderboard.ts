/** What a leaderboard is asked for: a slice or the whole ranking (apart from the players' own input, so the device's offline answers carry no form's rules). */
import * as v from 'valibot';
import { LEADERBOARD_LIMIT_DEFAULT, LEADERBOARD_LIMIT_MAX } from '../../constants';
import { intText } from './common';

/**
 * A slice of a leaderboard: `limit` rows (1 to LEADERBOARD_LIMIT_MAX) from `offset` (0 is the top).
 * Both are optional: without either the whole ranking is sent; with either, one slice (an `offset`
 * alone gets LEADERBOARD_LIMIT_DEFAULT rows).
 */
export const LeaderboardQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      intText('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(LEADERBOARD_LIMIT_MAX, `limit must be at most ${LEADERBOARD_LIMIT_MAX}`),
    ),
  ),
  offset: v.optional(intText('offset must be a whole number from 0')),
});
export type LeaderboardQuery = v.InferOutput<typeof LeaderboardQuerySchema>;

/** The slice a leaderboard query asks for, or null for the whole ranking. */
export function leaderboardWindow({ limit, offset }: LeaderboardQuery): { limit: number; offset: number } | null {
  if (limit === undefined && offset === undefined) return null;
  return { limit: limit ?? LEADERBOARD_LIMIT_DEFAULT, offset: offset ?? 0 };
}
