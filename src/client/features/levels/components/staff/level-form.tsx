/**
 * The Add/Edit level form. Every field is a Field with its own errors: the shared schema's first
 * (form-values.ts), the server's issues when it refused this change. It saves as every form does
 * (components/form/form-save.ts); the toasts tell what came of it.
 */
import { type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { DIFFICULTIES, DURATIONS, type LevelType } from '../../../../../shared/constants';
import type { FieldErrors } from '../../../../components/form/field-errors';
import { useFormValues, useFormWrite } from '../../../../components/form/form-save';
import { Button } from '../../../../components/ui/first-visit/button';
import { Field, FieldInput, FieldSelect } from '../../../../components/ui/on-demand/field';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import type { Level } from '../../queries';
import { holderField } from '../../../../../shared/schemas/input/levels';
import { checkLevel, type LevelForm as FormValues } from '../../form-values';
import { createLevel, updateLevel } from '../../mutations';
import { staffLevelTexts } from '../../staff-texts';
import { HolderField } from './holder-field';
import { FormAlert } from '../../../../components/form/form-alert';

const texts = staffLevelTexts.form;

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  pair: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }),
  readOnly: css({ _readOnly: { bg: 'bg.subtle', color: 'fg.muted' } }),
};

type Props = {
  type: LevelType;
  /** The level edited (as shown); null to add one. */
  level: Level | null;
  initial: FormValues;
  initialErrors: FieldErrors;
  /** The queued change this form replaces, if any. */
  entryId: string | undefined;
  /** This change, refused while the dialog is open: the corrected form replaces it. */
  refused: OutboxEntry | null;
  onRefused: (entry: OutboxEntry) => void;
  onDone: () => void;
};

/** The fields of the request body the form shows (the holder's is the type's own). */
const FIELDS = ['id', 'name', 'publisher', 'link', 'thumbnail', 'difficulty', 'ranking', 'duration', 'minimumCompletion'];

export function LevelForm({ type, level, initial, initialErrors, entryId, refused, onRefused, onDone }: Props) {
  const { form, errors, setErrors, change } = useFormValues(initial, initialErrors);
  const holder = holderField(type);
  const { saving, save } = useFormWrite({
    failed: level ? staffLevelTexts.toasts.updateFailed : staffLevelTexts.toasts.addFailed,
    fields: [...FIELDS, holder],
    onErrors: setErrors,
    onRefused,
    onDone,
  });

  const input = (key: keyof FormValues) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => change(key)(event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLevel(type, form, level ?? undefined);
    if (!checked.ok) return setErrors(checked.errors);
    const replaced = refused?.id ?? entryId;
    void save(level ? updateLevel(type, level, checked.body, form, replaced) : createLevel(type, checked.body, form, replaced));
  };

  return (
    <form noValidate onSubmit={submit} className={styles.form} data-level-form>
      <FormAlert errors={errors['']} />
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
      <Button type="submit" disabled={saving} className={css({ justifySelf: 'end' })}>
        {level ? texts.submitEdit : texts.submitAdd}
      </Button>
    </form>
  );
}
