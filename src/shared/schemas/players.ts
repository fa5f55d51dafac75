import * as v from 'valibot';

/** Clients ask for the picture only when there is one: a missing avatar is a 404 that browsers log. */
const HasAvatarSchema = v.pipe(
  v.boolean(),
  v.description('True when the player has an avatar at /api/public/players/{id}/avatar; false means that address answers 404.'),
);

export const PlayerSchema = v.object({
  id: v.number(),
  username: v.string(),
  region: v.nullable(v.number()),
  classicPoints: v.number(),
  platformerPoints: v.number(),
  discord: v.nullable(v.string()),
  youtube: v.nullable(v.string()),
  twitter: v.nullable(v.string()),
  twitch: v.nullable(v.string()),
  isStaff: v.boolean(),
  isActive: v.boolean(),
  dateJoined: v.string(),
  hasAvatar: HasAvatarSchema,
  /** Present while a ban is in force: until when (ISO 8601), null for a permanent ban. Absent otherwise, as the 2024 shape has it. */
  ban: v.optional(v.object({ until: v.nullable(v.string()) })),
});
export type Player = v.InferOutput<typeof PlayerSchema>;

export const PlayerNameSchema = v.object({ id: v.number(), username: v.string() });
export const StaffEntrySchema = v.object({ username: v.string() });
export const PointsRowSchema = v.object({
  id: v.number(),
  username: v.string(),
  classicPoints: v.number(),
  platformerPoints: v.number(),
  hasAvatar: HasAvatarSchema,
});
export type PointsRow = v.InferOutput<typeof PointsRowSchema>;

/** A username in a path; any text up to a sane length, matched case-insensitively. */
export const UsernameParamSchema = v.object({
  username: v.pipe(v.string(), v.nonEmpty('username is required'), v.maxLength(64, 'username is too long')),
});
export const RegionIdParamSchema = v.object({
  regionId: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'region id must be a positive whole number'),
    v.transform(Number),
    v.minValue(1, 'region id must be a positive whole number'),
  ),
});

export const AvatarUploadResultSchema = v.object({ etag: v.string() });
