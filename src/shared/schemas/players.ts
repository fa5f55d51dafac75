import * as v from 'valibot';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../constants';
import { SOCIAL_HANDLE_PATTERN, socialHandle } from '../social';
import { SerialIdSchema, numeric } from './common';

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
});
export type Player = v.InferOutput<typeof PlayerSchema>;

/** The signed-in player's own profile: the public shape plus their email. */
export const OwnProfileSchema = v.object({ ...PlayerSchema.entries, email: v.nullable(v.string()) });
export type OwnProfile = v.InferOutput<typeof OwnProfileSchema>;

export const PlayerNameSchema = v.object({ id: v.number(), username: v.string() });
export const StaffEntrySchema = v.object({ username: v.string() });
export const PointsRowSchema = v.object({
  id: v.number(), username: v.string(), classicPoints: v.number(), platformerPoints: v.number(), hasAvatar: HasAvatarSchema,
});
export type PointsRow = v.InferOutput<typeof PointsRowSchema>;

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
  region: v.optional(v.nullable(SerialIdSchema)),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

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

/** Multipart avatar upload: one image in the field `file` (its size limit is checked by the route, as a 413). */
export const AvatarUploadSchema = v.object({ file: v.file('file is required: send the image in the form field "file"') });
export const AvatarUploadResultSchema = v.object({ etag: v.string() });
