/**
 * The Settings writes, through the outbox: the profile update and the avatar upload, each one entry
 * the user can see, edit (at /settings?entry=<id>) or discard while it is not sent.
 */
import type { OutboxError } from '../../../shared/outbox/entry';
import { write } from '../../lib/outbox/write';
import { authKeys } from '../auth/queries';
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import type { SettingsForm } from './form-values';
import { settingsTexts } from './texts';
import { refusalText } from '../../lib/refusals/words';

export const PROFILE_UPDATE = 'profile.update';
export const AVATAR_UPLOAD = 'avatar.upload';
const EDIT_PATH = '/settings';

/** Everything that shows a player's username or region: own profile, public profiles, rankings, region lists, records. */
const PROFILE_READERS: unknown[][] = [
  [...authKeys.all],
  [...playerKeys.all, 'username'],
  [...playerKeys.all, 'leaderboard'],
  [...playerKeys.all, 'region'],
  [...playerKeys.staff()],
  [...levelKeys.all, 'records'],
  [...regionKeys.list()],
];

const failure = (error: OutboxError | null) =>
  error?.code === 'payload_too_large'
    ? { title: settingsTexts.uploadFailed, description: settingsTexts.uploadTooLarge }
    : { title: settingsTexts.failure, description: refusalText(error) };

/** PUT /api/authenticated/players/profile/update; `form` is kept with the entry so the screen can show it. */
export function updateProfile(body: Record<string, unknown>, form: SettingsForm, fields: string[], entryId?: string) {
  return write(
    {
      method: 'PUT',
      path: '/api/authenticated/players/profile/update',
      body: { kind: 'json', value: body },
      kind: PROFILE_UPDATE,
      label: settingsTexts.label(fields),
      data: form,
      invalidate: PROFILE_READERS,
      editPath: EDIT_PATH,
    },
    { success: settingsTexts.success, failure },
    entryId,
  );
}

/** POST /api/authenticated/players/upload/avatar, multipart field `file`. */
export function uploadAvatar(file: File, playerId: number, success: string, entryId?: string) {
  return write(
    {
      method: 'POST',
      path: '/api/authenticated/players/upload/avatar',
      body: { kind: 'file', field: 'file', file, name: file.name || 'avatar' },
      kind: AVATAR_UPLOAD,
      label: settingsTexts.avatarLabel,
      // The picture itself, and every answer carrying `hasAvatar` (a first avatar turns it true).
      invalidate: [[...playerKeys.avatar(playerId)], [...authKeys.all], [...playerKeys.all, 'username'], [...playerKeys.all, 'leaderboard'], [...playerKeys.all, 'region']],
      editPath: EDIT_PATH,
    },
    { success, failure },
    entryId,
  );
}
