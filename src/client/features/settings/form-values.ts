/**
 * What the Settings form holds (text, as typed; socials as bare handles) and how it becomes the body
 * of PUT /api/authenticated/players/profile/update. Rules kept here:
 * - socials are sent as full addresses built by `socialAddress`, so a typed address is never prefixed twice;
 * - the region is sent only while the stored one is empty (it is locked once saved);
 * - `isActive` is sent true when an inactive account changes its username (the server decides the same way).
 */
import * as v from 'valibot';
import type { SocialNetwork } from '../../../shared/constants';
import type { OwnProfile } from '../../../shared/schemas/own-profile';
import { socialAddress, socialHandle } from '../../../shared/social';

export type SettingsForm = {
  username: string;
  region: string;
  discord: string;
  youtube: string;
  twitter: string;
  twitch: string;
};

/** The form as kept in an outbox entry; read back leniently (what is missing is taken from the profile). */
export const StoredSettingsSchema = v.fallback(
  v.object({
    username: v.optional(v.string()),
    region: v.optional(v.string()),
    discord: v.optional(v.string()),
    youtube: v.optional(v.string()),
    twitter: v.optional(v.string()),
    twitch: v.optional(v.string()),
  }),
  {},
);

export const SOCIALS = ['youtube', 'twitter', 'twitch'] as const satisfies readonly SocialNetwork[];
const FIELDS = ['username', 'region', 'discord', ...SOCIALS] as const satisfies readonly (keyof SettingsForm)[];

export function formOfProfile(profile: OwnProfile): SettingsForm {
  return {
    username: profile.username,
    region: profile.region == null ? '' : String(profile.region),
    discord: profile.discord ?? '',
    youtube: socialHandle('youtube', profile.youtube ?? ''),
    twitter: socialHandle('twitter', profile.twitter ?? ''),
    twitch: socialHandle('twitch', profile.twitch ?? ''),
  };
}

/** A form kept in an outbox entry, completed from the profile. */
export function formFrom(kept: v.InferOutput<typeof StoredSettingsSchema>, profile: OwnProfile): SettingsForm {
  const stored = formOfProfile(profile);
  const text = (key: keyof SettingsForm) => kept[key] ?? stored[key];
  return {
    username: text('username'),
    region: text('region'),
    discord: text('discord'),
    youtube: text('youtube'),
    twitter: text('twitter'),
    twitch: text('twitch'),
  };
}

/** The form as it will be kept: trimmed, and any typed address turned into its handle. */
export function normalised(form: SettingsForm): SettingsForm {
  return {
    ...form,
    username: form.username.trim(),
    discord: form.discord.trim(),
    youtube: socialHandle('youtube', form.youtube),
    twitter: socialHandle('twitter', form.twitter),
    twitch: socialHandle('twitch', form.twitch),
  };
}

/** The request body, before the shared schema checks it. */
export function bodyOf(form: SettingsForm, profile: OwnProfile): Record<string, unknown> {
  const username = form.username.trim();
  const region = profile.region ?? (form.region ? Number(form.region) : null);
  return {
    id: profile.id,
    username,
    discord: form.discord.trim() || null,
    youtube: socialAddress('youtube', form.youtube),
    twitter: socialAddress('twitter', form.twitter),
    twitch: socialAddress('twitch', form.twitch),
    isActive: profile.isActive || username !== profile.username,
    region,
  };
}

/** The fields that differ from the stored profile, in form order (for the outbox label). */
export function changedFields(form: SettingsForm, profile: OwnProfile): (keyof SettingsForm)[] {
  const stored = formOfProfile(profile);
  const now = normalised(form);
  return FIELDS.filter((field) => now[field] !== stored[field]);
}

export const sameForm = (a: SettingsForm, b: SettingsForm) => FIELDS.every((field) => a[field] === b[field]);

/**
 * The form after its starting values changed underneath it (the stored profile refreshed, a queued
 * entry appeared or was sent): fields the user has not touched take the new values, typed ones stay.
 */
export function rebase(values: SettingsForm, base: SettingsForm, next: SettingsForm): SettingsForm {
  if (sameForm(base, next)) return values;
  const merged = { ...next };
  for (const field of FIELDS) if (values[field] !== base[field]) merged[field] = values[field];
  return merged;
}
