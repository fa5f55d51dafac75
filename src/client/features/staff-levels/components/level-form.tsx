/**
 * The Add/Edit level form. Every field is a Field with its own errors: the shared schema's first
 * (form-values.ts), the server's issues when it refused an earlier send of this change. Submitting
 * queues the write in the outbox and closes; the toasts tell what came of it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { DIFFICULTIES, DURATIONS, type LevelType } from '../../../../shared/constants';
import type { FieldErrors } from '../../../components/form/field-errors';
import { Button } from '../../../components/ui/first-visit/button';
import { Field, FieldInput, FieldSelect } from '../../../components/ui/on-demand/field';
import { notify } from '../../../lib/toast';
import { levelKeys, type Level } from '../../levels/queries';
import { checkLevel, holderField, type LevelForm as FormValues } from '../form-values';
import { createLevel, updateLevel } from '../mutations';
import { staffLevelTexts } from '../texts';
import { HolderField } from './holder-field';

const texts = staffLevelTexts.form;

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  pair: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }),
  general: css({ color: 'fg.error', textStyle: 'sm' }),
  readOnly: css({ _readOnly: { bg: 'bg.subtle', color: 'fg.muted' } }),
};

/** The level's own fields, as the list keeps them (not the ranking nor the holder: the refetch brings those). */
const OWN_FIELDS = ['name', 'publisher', 'difficulty', 'link', 'thumbnail', 'duration', 'minimumCompletion'] as const;

type Props = {
  type: LevelType;
  /** The level edited (as shown); null to add one. */
  level: Level | null;
  initial: FormValues;
  initialErrors: FieldErrors;
  /** The queued change this form replaces, if any. */
  entryId: string | undefined;
  onQueued: () => void;
};

export function LevelForm({ type, level, initial, initialErrors, entryId, onQueued }: Props) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const holder = holderField(type);

  const change = (key: keyof FormValues, path: string = key) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [path]: undefined, '': undefined }));
  };
  const input = (key: keyof FormValues) => ({ value: form[key], onChange: (event: { target: { value: string } }) => change(key)(event.target.value) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLevel(type, form, level ?? undefined);
    if (!checked.ok) return setErrors(checked.errors);
    const { body } = checked;
    const failed = level ? staffLevelTexts.toasts.updateFailed : staffLevelTexts.toasts.addFailed;
    const queued = level ? updateLevel(type, level, body, form, entryId) : createLevel(type, body, form, entryId);
    queued
      .then((outcome) => {
        if (outcome.state !== 'done' || !level) return;
        // Applied: the list shows the new fields at once, before its refetch.
        const own = Object.fromEntries(OWN_FIELDS.filter((key) => key in body).map((key) => [key, body[key]]));
        queryClient.setQueryData(levelKeys.ranked(type), (rows: Level[] | undefined) => rows?.map((row) => (row.id === level.id ? { ...row, ...own } : row)));
      })
      .catch(() => notify(failed, { type: 'error' }));
    onQueued();
  };

  return (
    <form noValidate onSubmit={submit} className={styles.form} data-level-form>
      {errors['']?.length ? (
        <p role="alert" className={styles.general}>
          {errors[''].join(' ')}
        </p>
      ) : null}
      <Field label={texts.id} required={!level} readOnly={!!level} errors={errors.id}>
        <FieldInput inputMode="numeric" autoComplete="off" {...input('id')} readOnly={!!level} className={styles.readOnly} />
      </Field>
      <Field label={texts.name} required errors={errors.name}>
        <FieldInput autoComplete="off" {...input('name')} />
      </Field>
      <Field label={texts.publisher} required errors={errors.publisher}>
        <FieldInput autoComplete="off" {...input('publisher')} />
      </Field>
      <Field label={texts.link} required helper={texts.linkHelper} errors={errors.link}>
        <FieldInput type="url" inputMode="url" autoComplete="off" {...input('link')} />
      </Field>
      <Field label={texts.thumbnail} required errors={errors.thumbnail}>
        <FieldInput type="url" inputMode="url" autoComplete="off" {...input('thumbnail')} />
      </Field>
      <div className={styles.pair}>
        <Field label={texts.difficulty} required errors={errors.difficulty}>
          <FieldSelect {...input('difficulty')}>
            <option value="">{texts.difficultyNone}</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {texts.difficulties[difficulty]}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <Field label={texts.ranking} helper={level ? texts.rankingEditHelper : texts.rankingAddHelper} errors={errors.ranking}>
          <FieldInput inputMode="numeric" autoComplete="off" {...input('ranking')} />
        </Field>
      </div>
      {type === 'classic' ? (
        <div className={styles.pair}>
          <Field label={texts.duration} required errors={errors.duration}>
            <FieldSelect {...input('duration')}>
              <option value="">{texts.durationNone}</option>
              {DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {texts.durations[duration]}
                </option>
              ))}
            </FieldSelect>
          </Field>
          <Field label={texts.minimumCompletion} required errors={errors.minimumCompletion}>
            <FieldInput inputMode="numeric" autoComplete="off" {...input('minimumCompletion')} />
          </Field>
        </div>
      ) : null}
      {level ? <HolderField type={type} value={form.holder} errors={errors[holder]} onChange={change('holder', holder)} /> : null}
      <Button type="submit" className={css({ justifySelf: 'end' })}>
        {level ? texts.submitEdit : texts.submitAdd}
      </Button>
    </form>
  );
}
