/**
 * The Settings writes, through the outbox: the profile update and the avatar upload, each one entry
 * the user can see, edit (at /settings?entry=<id>) or discard while it is not sent.
 */
import * as v from 'valibot';
import type { OutboxError } from '../../../shared/outbox/entry';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { refusalText } from '../../lib/refusals/words';
import { authKeys } from '../auth/queries';
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { StoredSettingsSchema, type SettingsForm } from './form-values';
import { settingsTexts } from './texts';

const EDIT_PATH = '/settings';

/** Everything that shows a player's username or region: own profile, public profiles, rankings, region lists, records. */
const profileReaders = () => [
  authKeys.all,
  [...playerKeys.all, 'username'],
  [...playerKeys.all, 'leaderboard'],
  [...playerKeys.all, 'region'],
  playerKeys.staff(),
  [...levelKeys.all, 'records'],
  regionKeys.list(),
];

/** PUT /api/authenticated/players/profile/update; the form is kept with the entry so the screen can show it. */
export const PROFILE_UPDATE = defineWrite({
  kind: 'profile.update',
  method: 'PUT',
  path: () => '/api/authenticated/players/profile/update',
  data: StoredSettingsSchema,
  invalidate: profileReaders,
  editPath: EDIT_PATH,
});
/** POST /api/authenticated/players/upload/avatar, multipart field `file`. */
export const AVATAR_UPLOAD = defineWrite({
  kind: 'avatar.upload',
  method: 'POST',
  path: () => '/api/authenticated/players/upload/avatar',
  data: v.object({ playerId: v.number() }),
  // The picture itself, and every answer carrying `hasAvatar` (a first avatar turns it true).
  invalidate: ({ playerId }) => [
    playerKeys.avatar(playerId),
    authKeys.all,
    [...playerKeys.all, 'username'],
    [...playerKeys.all, 'leaderboard'],
    [...playerKeys.all, 'region'],
  ],
  editPath: EDIT_PATH,
});

const failure = (error: OutboxError | null) =>
  error?.code === 'payload_too_large'
    ? { title: settingsTexts.uploadFailed, description: settingsTexts.uploadTooLarge }
    : { title: settingsTexts.failure, description: refusalText(error) };

export function updateProfile(body: Record<string, unknown>, form: SettingsForm, fields: string[], entryId?: string) {
  const intent = intentOf(PROFILE_UPDATE, form, { label: settingsTexts.label(fields), body: jsonBody(body) });
  return write(intent, { success: settingsTexts.success, failure, form: true }, entryId);
}

export function uploadAvatar(file: File, playerId: number, success: string, entryId?: string) {
  const intent = intentOf(
    AVATAR_UPLOAD,
    { playerId },
    {
      label: settingsTexts.avatarLabel,
      body: { kind: 'file', field: 'file', file, name: file.name || 'avatar' },
    },
  );
  return write(intent, { success, failure }, entryId);
}
