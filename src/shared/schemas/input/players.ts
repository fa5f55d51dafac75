/** What a player sends about themselves: their profile and their avatar. */
import * as v from 'valibot';
import { LEADERBOARD_LIMIT_DEFAULT, LEADERBOARD_LIMIT_MAX, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../../constants';
import { SOCIAL_HANDLE_PATTERN, socialHandle } from '../../social';
import { SerialIdSchema, intText, numeric } from '../common';

export const UsernameSchema = v.pipe(
  v.string('username is required'),
  v.trim(),
  v.minLength(USERNAME_MIN, `username must be at least ${USERNAME_MIN} characters`),
  v.maxLength(USERNAME_MAX, `username must be at most ${USERNAME_MAX} characters`),
  v.regex(USERNAME_PATTERN, 'username may use letters, digits, _ . and - only'),
);

const social = (network: 'youtube' | 'twitter' | 'twitch') =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(`${network} must be text`), v.maxLength(200, `${network} is too long`)))),
    v.transform((input) => (input == null ? '' : socialHandle(network, input))),
    v.check((handle) => handle === '' || SOCIAL_HANDLE_PATTERN.test(handle), `${network} must be a handle (letters, digits, _ . -)`),
  );

/** Own profile update. Socials arrive as handles or full addresses and are stored as full addresses. */
export const ProfileUpdateSchema = v.object({
  id: v.optional(v.nullable(numeric('id must be a number'))),
  username: UsernameSchema,
  discord: v.pipe(
    v.optional(v.nullable(v.pipe(v.string('discord must be text'), v.trim(), v.maxLength(64, 'discord must be at most 64 characters')))),
    v.transform((input) => input || null),
  ),
  youtube: social('youtube'),
  twitter: social('twitter'),
  twitch: social('twitch'),
  isActive: v.optional(v.nullable(v.boolean())),
  /** Null, absent or empty leave the region as it is; the 2024 client's region picker sends `""` for the one already set. */
  region: v.optional(v.nullable(v.union([SerialIdSchema, v.pipe(v.literal(''), v.transform(() => null))], 'must be a number'))),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;


/**
 * A slice of a leaderboard: `limit` rows (1 to LEADERBOARD_LIMIT_MAX) from `offset` (0 is the top).
 * Both are optional: without either the whole ranking is sent; with either, one slice (an `offset`
 * alone gets LEADERBOARD_LIMIT_DEFAULT rows).
 */
export const LeaderboardQuerySchema = v.object({
  limit: v.optional(v.pipe(
    intText('limit must be a whole number'),
    v.minValue(1, 'limit must be at least 1'),
    v.maxValue(LEADERBOARD_LIMIT_MAX, `limit must be at most ${LEADERBOARD_LIMIT_MAX}`),
  )),
  offset: v.optional(intText('offset must be a whole number from 0')),
});
export type LeaderboardQuery = v.InferOutput<typeof LeaderboardQuerySchema>;

/** The slice a leaderboard query asks for, or null for the whole ranking. */
export function leaderboardWindow({ limit, offset }: LeaderboardQuery): { limit: number; offset: number } | null {
  if (limit === undefined && offset === undefined) return null;
  return { limit: limit ?? LEADERBOARD_LIMIT_DEFAULT, offset: offset ?? 0 };
}
