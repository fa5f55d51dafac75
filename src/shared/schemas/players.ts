import * as v from 'valibot';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../constants';
import { SOCIAL_HANDLE_PATTERN, socialHandle } from '../social';
import { SerialIdSchema } from './common';

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
});
export type Player = v.InferOutput<typeof PlayerSchema>;

export const PlayerNameSchema = v.object({ id: v.number(), username: v.string() });
export const StaffEntrySchema = v.object({ username: v.string() });
export const PointsRowSchema = v.object({ id: v.number(), username: v.string(), classicPoints: v.number(), platformerPoints: v.number() });
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
  id: v.optional(v.nullable(v.number())),
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
