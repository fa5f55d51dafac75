/** What a player sends about themselves: their profile and their avatar. */
import * as v from 'valibot';
import { USERNAME_MAX, USERNAME_MIN } from '../../constants';
import { SOCIAL_HANDLE_PATTERN, socialHandle } from '../../social';
import { USERNAME_PATTERN, normalizeUsername } from '../../username';
import { SerialIdSchema, numeric } from './common';

/**
 * A username (src/shared/username.ts): normalised (trimmed, NFC), then checked; the output is the
 * name to store. Lengths are counted in code points, as JSON Schema counts them: the length checks
 * run on the name's list of characters.
 */
export const UsernameSchema = v.pipe(
  v.string('username is required'),
  v.transform(normalizeUsername),
  v.transform((name) => Array.from(name)),
  v.minLength(USERNAME_MIN, `username must be at least ${USERNAME_MIN} characters`),
  v.maxLength(USERNAME_MAX, `username must be at most ${USERNAME_MAX} characters`),
  v.transform((characters) => characters.join('')),
  v.regex(USERNAME_PATTERN, 'username must be made of letters and digits of any alphabet, _ . - and single spaces between words'),
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
  region: v.optional(
    v.nullable(
      v.union(
        [
          SerialIdSchema,
          v.pipe(
            v.literal(''),
            v.transform(() => null),
          ),
        ],
        'must be a number',
      ),
    ),
  ),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;
