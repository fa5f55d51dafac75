import * as v from 'valibot';
import { PlayerSchema } from './players';

/**
 * The signed-in player's own profile: the public shape plus their email and their standing, which the
 * submission form reads: `flagged` (raw footage required with every submission) and `ban` (null when
 * none is in force; `until` null for a permanent one).
 */
export const OwnProfileSchema = v.object({
  ...PlayerSchema.entries,
  email: v.nullable(v.string()),
  flagged: v.boolean(),
  ban: v.nullable(v.object({ until: v.nullable(v.string()) })),
});
export type OwnProfile = v.InferOutput<typeof OwnProfileSchema>;
