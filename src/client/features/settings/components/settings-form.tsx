/**
 * The Settings form: avatar, username, region, Discord and the three social handles. What the user
 * typed survives a refresh of the values it started from (form-values.ts `rebase`). It checks the
 * would-be request with the shared ProfileUpdateSchema on the device (errors on their fields) and only
 * then hands the values to `onSave`; the server's per-field errors come in as `serverErrors`.
 */
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import type { OwnProfile } from '../../../../shared/schemas/own-profile';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../../../components/form/field-errors';
import { Button } from '../../../components/ui/first-visit/button';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { ProfileUpdateSchema } from '../../../../shared/schemas/input/players';
import { SOCIALS, bodyOf, normalised, rebase, sameForm, type SettingsForm as Values } from '../form-values';
import { settingsTexts } from '../texts';
import { AvatarChooser } from './avatar-chooser';
import { RegionField } from './region-field';
import { SocialField } from './social-field';

type SettingsFormProps = {
  profile: OwnProfile;
  initial: Values;
  avatar: string | null;
  waitingAvatar: Blob | null;
  serverErrors: FieldErrors;
  /** True while a save this page started has not been answered. */
  busy: boolean;
  onSave: (values: Values, avatar: File | null) => Promise<void>;
};

const formClass = css({ display: 'grid', gap: '5', maxWidth: '2xl' });

export function SettingsForm({ profile, initial, avatar, waitingAvatar, serverErrors, busy, onSave }: SettingsFormProps) {
  const [form, setForm] = useState({ base: initial, values: initial });
  if (!sameForm(form.base, initial)) setForm({ base: initial, values: rebase(form.values, form.base, initial) });
  const values = form.values;
  const [file, setFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [deviceErrors, setDeviceErrors] = useState<FieldErrors | null>(null);

  const errors = deviceErrors ?? serverErrors;
  const set = (key: keyof Values) => (value: string) => setForm((current) => ({ ...current, values: { ...current.values, [key]: value } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(ProfileUpdateSchema, bodyOf(values, profile));
    const found = checked.success ? {} : fieldErrorsOf(checked.issues);
    setDeviceErrors(hasErrors(found) ? found : null);
    if (hasErrors(found)) return;
    // Kept as it will be sent (handles, trimmed), so the fields match the entry and the stored profile.
    const ready = normalised(values);
    setForm((current) => ({ ...current, values: ready }));
    await onSave(ready, file);
    setFile(null);
    setAvatarError(null);
  };

  return (
    <form className={formClass} noValidate onSubmit={(event) => void submit(event)}>
      <AvatarChooser
        name={profile.username}
        current={avatar}
        file={file}
        waiting={waitingAvatar}
        errors={avatarError ? [avatarError] : errors.avatar}
        onChoose={(choice) => {
          setFile(choice.file);
          setAvatarError(choice.error);
        }}
      />
      <Field label={settingsTexts.username} errors={errors.username} required>
        <FieldInput
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(event) => set('username')(event.target.value)}
        />
      </Field>
      <RegionField value={values.region} locked={profile.region != null} errors={errors.region} onChange={set('region')} />
      <Field label={settingsTexts.discord} helper={settingsTexts.discordHelper} errors={errors.discord}>
        <FieldInput name="discord" autoComplete="off" value={values.discord} onChange={(event) => set('discord')(event.target.value)} />
      </Field>
      {SOCIALS.map((network) => (
        <SocialField key={network} network={network} value={values[network]} errors={errors[network]} onChange={set(network)} />
      ))}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {settingsTexts.save}
        </Button>
      </div>
    </form>
  );
}
