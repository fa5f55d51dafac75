/**
 * The Add Record and Edit Record form. Adding chooses the level and the player (searchable); editing
 * shows them read-only. Every field shows its own errors: the device's checks (checks.ts) first, then
 * the server's when it refused. Online, the form waits for the server's answer so that a refusal
 * (a duplicate, a field) shows here and the corrected form replaces the refused change; offline it
 * closes at once and the change waits in the outbox, shown in the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { hasErrors } from '../../../components/form/field-errors';
import { useFormValues, useFormWrite } from '../../../components/form/form-save';
import { Combobox } from '../../../components/ui/on-demand/combobox';
import { RecordValueField } from '../../../components/form/record-value-field';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { FormActions } from '../../../components/ui/on-demand/form-dialog';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { rankedLevelsQueryOptions, type LevelRecord } from '../../levels/queries';
import { playerNamesQueryOptions } from '../../players/queries';
import { checkRecord } from '../checks';
import { emptyForm, type RecordForm as FormValues } from '../form-values';
import { createRecord, updateRecord } from '../mutations';
import { staffRecordTexts } from '../texts';
import { FormAlert } from '../../../components/form/form-alert';

const texts = staffRecordTexts.form;

/** Add a record, or edit one: `form` as shown (a queued update's), `pending` the record's queued change. */
export type RecordTarget =
  { mode: 'add' } | { mode: 'edit'; record: LevelRecord; form: FormValues; levelName: string; pending: OutboxEntry | undefined };

type Props = {
  type: LevelType;
  target: RecordTarget;
  refused: OutboxEntry | null;
  onRefused: (entry: OutboxEntry) => void;
  onDone: () => void;
};

export function RecordForm({ type, target, refused, onRefused, onDone }: Props) {
  const { form, errors, setErrors, change } = useFormValues(target.mode === 'edit' ? target.form : emptyForm);
  const adding = target.mode === 'add';
  const levels = useQuery({ ...rankedLevelsQueryOptions(type), enabled: adding });
  const players = useQuery({ ...playerNamesQueryOptions(), enabled: adding });
  const { saving, save } = useFormWrite({
    failed: adding ? staffRecordTexts.toasts.addFailed : staffRecordTexts.toasts.updateFailed,
    conflicts: { record_exists: ['player', staffRecordTexts.toasts.existsDescription] },
    fields: ['level', 'player', 'recordPercentage', 'recordTime', 'link'],
    onErrors: setErrors,
    onRefused,
    onDone,
  });
  const levelItems = useMemo(
    () => (levels.data ?? []).map((level) => ({ value: level.id, label: `#${level.ranking} - ${level.name}` })),
    [levels.data],
  );
  const playerItems = useMemo(
    () => (players.data ?? []).map((player) => ({ value: String(player.id), label: player.username })),
    [players.data],
  );

  const write = () => {
    if (target.mode === 'edit') return updateRecord(type, target.record, form, target.levelName, refused ?? target.pending);
    const names = {
      level: levels.data?.find((level) => level.id === form.level)?.name ?? form.level,
      player: players.data?.find((player) => String(player.id) === form.player)?.username ?? form.player,
    };
    return createRecord(type, form, names, refused?.id);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRecord(type, adding ? 'create' : 'update', form);
    if (hasErrors(found)) return setErrors(found);
    await save(write());
  };

  const unavailable = (query: { isError: boolean }, loading: string, failed: string) => (
    <FieldInput disabled placeholder={query.isError ? failed : loading} />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={css({ display: 'grid', gap: '4' })}>
      <FormAlert errors={errors['']} />
      {target.mode === 'edit' ? (
        <>
          <Field label={texts.level} readOnly>
            <FieldInput readOnly value={target.levelName} />
          </Field>
          <Field label={texts.player} readOnly>
            <FieldInput readOnly value={target.record.player} />
          </Field>
        </>
      ) : (
        <>
          <Field label={texts.level} required errors={errors.level}>
            {levels.data ? (
              <Combobox
                items={levelItems}
                value={form.level}
                onValueChange={change('level')}
                placeholder={texts.levelPlaceholder}
                emptyText={texts.noLevel}
                triggerLabel={texts.level}
              />
            ) : (
              unavailable(levels, texts.levelsLoading, staffRecordTexts.toasts.levelsFailed)
            )}
          </Field>
          <Field label={texts.player} required errors={errors.player}>
            {players.data ? (
              <Combobox
                items={playerItems}
                value={form.player}
                onValueChange={change('player')}
                placeholder={texts.playerPlaceholder}
                emptyText={texts.noPlayer}
                triggerLabel={texts.player}
              />
            ) : (
              unavailable(players, texts.playersLoading, staffRecordTexts.toasts.playersFailed)
            )}
          </Field>
        </>
      )}
      <RecordValueField type={type} value={form} errors={errors} onChange={(key, path, value) => change(key, path)(value)} />
      <Field label={texts.link} errors={errors.link}>
        <FieldInput
          type="url"
          inputMode="url"
          autoComplete="off"
          value={form.link}
          onChange={(event) => change('link')(event.target.value)}
        />
      </Field>
      <FormActions submit={texts.save} busy={saving ? texts.saving : undefined} />
    </form>
  );
}
