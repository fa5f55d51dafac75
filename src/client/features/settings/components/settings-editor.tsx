/**
 * Where the form meets the outbox. The form starts from the latest profile update of this player that
 * is not sent yet (or the one opened with ?entry=), else from the stored profile; a refused one shows
 * the server's error and its per-field issues. Saving replaces that entry rather than queueing another.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { OutboxEntry } from '../../../../shared/outbox/entry';
import type { OwnProfile } from '../../../../shared/schemas/own-profile';
import { refusalErrors } from '../../../components/form/field-errors';
import { useOwnEntries } from '../../../lib/outbox/outbox';
import type { WriteDef } from '../../../lib/outbox/writes';
import { notify } from '../../../lib/toast';
import { ownProfileQueryOptions } from '../../auth/queries';
import { avatarQueryOptions } from '../../players/queries';
import { bodyOf, changedFields, formFrom, formOfProfile, normalised, type SettingsForm as Values } from '../form-values';
import { AVATAR_UPLOAD, PROFILE_UPDATE, updateProfile, uploadAvatar } from '../mutations';
import { settingsTexts } from '../texts';
import { Notice } from './notice';
import { SettingsForm } from './settings-form';
import { refusalText } from '../../../lib/refusals/words';

const UNSENT = new Set<OutboxEntry['state']>(['waiting', 'held', 'attention']);

/** The entry the screen shows: the one being edited, else the newest of this player's. */
function useShownEntry<K extends string, D>(write: WriteDef<K, D>, entryId: string | undefined): OutboxEntry | undefined {
  const mine = useOwnEntries().filter((entry) => entry.kind === write.kind);
  return mine.find((entry) => entry.id === entryId) ?? mine.at(-1);
}

function avatarErrors(entry: OutboxEntry | undefined): string[] | undefined {
  const error = entry?.state === 'attention' ? entry.error : null;
  if (!error) return undefined;
  return [error.code === 'payload_too_large' ? settingsTexts.uploadTooLarge : refusalText(error)];
}

export function SettingsEditor({ profile, entryId }: { profile: OwnProfile; entryId?: string }) {
  const queryClient = useQueryClient();
  const avatar = useQuery(avatarQueryOptions({ id: profile.id, hasAvatar: profile.hasAvatar }));
  const entry = useShownEntry(PROFILE_UPDATE, entryId);
  const avatarEntry = useShownEntry(AVATAR_UPLOAD, entryId);
  // The values being saved by this page, shown until the stored profile has them (no flash of the old ones).
  const [saving, setSaving] = useState<Values | null>(null);

  const kept = entry && PROFILE_UPDATE.read(entry);
  const initial = saving ?? (kept ? formFrom(kept, profile) : formOfProfile(profile));
  const refused = entry?.state === 'attention' ? entry.error : null;
  // A refusal of fields is said once, on its fields; the banner says any other (stale, gone…).
  const refusedFields = refusalErrors(refused);
  const waitingFile = avatarEntry?.body?.kind === 'file' ? avatarEntry.body.file : null;

  const save = async (typed: Values, file: File | null) => {
    const values = normalised(typed);
    const fields = changedFields(values, profile);
    const sendProfile = fields.length > 0 || !file || entry !== undefined;
    const target = (shown: OutboxEntry | undefined) => (shown && UNSENT.has(shown.state) ? shown.id : undefined);
    setSaving(values);
    try {
      const outcomes = await Promise.all([
        sendProfile ? updateProfile(bodyOf(values, profile), values, fields, target(entry)) : null,
        file
          ? uploadAvatar(file, profile.id, sendProfile ? settingsTexts.avatarSuccess : settingsTexts.success, target(avatarEntry))
          : null,
      ]);
      if (outcomes.some((outcome) => outcome?.state === 'done')) {
        await queryClient.fetchQuery({ ...ownProfileQueryOptions(profile.id), staleTime: 0 }).catch(() => undefined);
      }
    } catch {
      // Not even recorded (signed out meanwhile): nothing was queued.
      notify(settingsTexts.failure, { type: 'error' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      {entry && UNSENT.has(entry.state) && !refused ? <Notice>{settingsTexts.pending}</Notice> : null}
      {avatarEntry && UNSENT.has(avatarEntry.state) && avatarEntry.state !== 'attention' ? (
        <Notice>{settingsTexts.pendingAvatar}</Notice>
      ) : null}
      {refused && !refusedFields ? (
        <Notice tone="warning" role="alert" title={settingsTexts.attention}>
          {refusalText(refused)}
        </Notice>
      ) : null}
      <SettingsForm
        profile={profile}
        initial={initial}
        avatar={avatar.data ?? null}
        waitingAvatar={waitingFile}
        serverErrors={{ ...refusedFields, avatar: avatarErrors(avatarEntry) }}
        busy={saving !== null}
        onSave={save}
      />
    </div>
  );
}
