/**
 * The Create Submission form. Every field is a Field with its own errors: the device's checks
 * (checks.ts) before anything is queued, the server's issues when it refused it. It saves as every form
 * does (components/form/form-save.ts). What is typed is kept as a draft (drafts.ts) until it is saved
 * or queued, unless an outbox entry is being edited, which holds it itself.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { hasErrors, type FieldErrors } from '../../../components/form/field-errors';
import { useFormValues, useFormWrite } from '../../../components/form/form-save';
import { Button } from '../../../components/ui/first-visit/button';
import { Combobox } from '../../../components/ui/on-demand/combobox';
import { RecordValueField } from '../../../components/form/record-value-field';
import { Field, FieldInput, FieldTextarea } from '../../../components/ui/on-demand/field';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { ownProfileQueryOptions } from '../../auth/queries';
import { levelRecordsQueryOptions } from '../../levels/queries';
import { checkSubmission } from '../checks';
import { clearDraft, saveDraft, useDraftSaver } from '../drafts';
import type { SubmissionForm as FormValues } from '../form-values';
import { createSubmission } from '../mutations';
import { submissionLevelsQueryOptions } from '../queries';
import { submissionTexts } from '../texts';
import { FormAlert } from '../../../components/form/form-alert';

const texts = submissionTexts.form;

type Props = {
  type: LevelType;
  playerId: number;
  username: string | undefined;
  initial: FormValues;
  initialErrors: FieldErrors;
  /** The outbox entry being edited, with the level name it was queued with. */
  entry: { id: string; levelName: string } | null;
  /** This submission, refused while the dialog is open: the corrected form replaces it. */
  refused: OutboxEntry | null;
  onRefused: (entry: OutboxEntry) => void;
  onDone: () => void;
};

/** The fields of the request body the form shows. */
const FIELDS = ['level', 'recordPercentage', 'recordTime', 'link', 'rawFootage', 'comment'];

export function SubmissionForm({ type, playerId, username, initial, initialErrors, entry, refused, onRefused, onDone }: Props) {
  const { form, errors, setErrors, change } = useFormValues(initial, initialErrors);
  const { saving, save } = useFormWrite({
    failed: submissionTexts.toasts.createFailed,
    fields: FIELDS,
    onErrors: setErrors,
    onRefused,
    onDone: () => {
      // Saved or queued: the outbox holds it now.
      if (!entry) void clearDraft(playerId, type);
      onDone();
    },
  });
  const levels = useQuery(submissionLevelsQueryOptions(type));
  const flagged = useQuery(ownProfileQueryOptions(playerId)).data?.flagged === true;
  const records = useQuery({ ...levelRecordsQueryOptions(type, form.level), enabled: form.level !== '' });
  const draft = useDraftSaver(playerId, type, form, entry === null);
  const items = useMemo(
    () => (levels.data ?? []).map((level) => ({ value: level.id, label: `#${level.ranking} - ${level.name}` })),
    [levels.data],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSubmission(type, form, { levels: levels.data, records: records.data, username, flagged });
    if (hasErrors(found)) return setErrors(found);
    draft.stop();
    const levelName = levels.data?.find((level) => level.id === form.level)?.name ?? entry?.levelName ?? form.level;
    const written = createSubmission(type, form, levelName, refused?.id ?? entry?.id);
    // Not even queued: what was typed stays a draft.
    written.catch(() => !entry && void saveDraft(playerId, type, form));
    void save(written);
  };

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <FormAlert errors={errors['']} />
      <Field label={texts.level} required errors={errors.level}>
        {levels.data ? (
          <Combobox
            items={items}
            value={form.level}
            onValueChange={change('level')}
            placeholder={texts.levelPlaceholder}
            emptyText={texts.noLevel}
            triggerLabel={texts.level}
          />
        ) : (
          <FieldInput disabled placeholder={levels.isError ? submissionTexts.toasts.levelsFailed : texts.levelsLoading} />
        )}
      </Field>
      <RecordValueField type={type} value={form} errors={errors} onChange={(key, path, value) => change(key, path)(value)} />
      <Field label={texts.link} required errors={errors.link}>
        <FieldInput
          type="url"
          inputMode="url"
          autoComplete="off"
          value={form.link}
          onChange={(event) => change('link')(event.target.value)}
        />
      </Field>
      <Field label={texts.rawFootage} required={flagged} helper={flagged ? submissionTexts.flagged : undefined} errors={errors.rawFootage}>
        <FieldInput
          type="url"
          inputMode="url"
          autoComplete="off"
          value={form.rawFootage}
          onChange={(event) => change('rawFootage')(event.target.value)}
        />
      </Field>
      <Field label={texts.comment} errors={errors.comment}>
        <FieldTextarea rows={3} value={form.comment} onChange={(event) => change('comment')(event.target.value)} />
      </Field>
      {entry ? null : <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{texts.draftKept}</p>}
      <Button type="submit" disabled={saving} className={css({ justifySelf: 'end' })}>
        {texts.submit}
      </Button>
    </form>
  );
}
