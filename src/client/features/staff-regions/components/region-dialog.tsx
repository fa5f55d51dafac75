/**
 * The Add Region and Edit Region dialog. The name is checked on the device with the server's own
 * schema first; online, the dialog waits for the server's answer, so a taken name or a refused field
 * shows under the field, and the corrected name replaces the refused change. Offline it closes at
 * once: the change waits in the outbox and the list shows it, not yet sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import type { OutboxError } from '../../../../shared/outbox/entry';
import { RegionInputSchema } from '../../../../shared/schemas/input/regions';
import type { Region } from '../../../../shared/schemas/regions';
import { fieldErrorsFromServer, fieldErrorsOf, type FieldErrors } from '../../../components/form/field-errors';
import { useRefusedEntry } from '../../../components/outbox/use-refused-entry';
import { FormActions, FormDialog } from '../../../components/ui/on-demand/form-dialog';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import type { OutboxEntry, Outcome } from '../../../lib/outbox/outbox';
import { notify } from '../../../lib/toast';
import { regionKeys } from '../../regions/queries';
import { createRegion, updateRegion } from '../mutations';
import { staffRegionTexts } from '../texts';

const texts = staffRegionTexts.form;

/** Add a region, or rename one: `name` as shown (a queued rename's), `pending` the region's queued change. */
export type RegionTarget = { mode: 'add' } | { mode: 'edit'; region: Region; name: string; pending: OutboxEntry | undefined };

/** A refusal the form can show on its field; null for one the outbox panel handles (stale, gone). */
function refusalErrors(error: OutboxError | null | undefined): FieldErrors | null {
  if (!error) return null;
  if (error.code === 'region_exists') return { name: [texts.nameTaken] };
  return error.issues.length ? fieldErrorsFromServer(error.issues) : null;
}

type FormProps = { target: RegionTarget; refused: OutboxEntry | null; onRefused: (entry: OutboxEntry) => void; onDone: () => void };

function RegionForm({ target, refused, onRefused, onDone }: FormProps) {
  const [name, setName] = useState(target.mode === 'edit' ? target.name : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  const applied = (outcome: Outcome, sent: string) => {
    if (outcome.state !== 'done' || target.mode !== 'edit') return;
    // Shown at once; the refetch the outbox starts confirms it.
    queryClient.setQueryData(regionKeys.list(), (rows: Region[] | undefined) => rows?.map((row) => (row.id === target.region.id ? { ...row, name: sent } : row)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(RegionInputSchema, { name });
    if (!result.success) {
      const found = fieldErrorsOf(result.issues);
      if (!name.trim()) found.name = [texts.nameRequired];
      return setErrors(found);
    }
    const sent = result.output.name;
    setSaving(true);
    const written = target.mode === 'add' ? createRegion(sent, refused?.id) : updateRegion(target.region, sent, refused ?? target.pending);
    if (!navigator.onLine) {
      void written.then((outcome) => applied(outcome, sent), () => undefined);
      return onDone();
    }
    let outcome: Outcome;
    try {
      outcome = await written;
    } catch {
      notify(target.mode === 'add' ? staffRegionTexts.toasts.addFailed : staffRegionTexts.toasts.updateFailed, { type: 'error' });
      return setSaving(false);
    }
    applied(outcome, sent);
    const refusal = outcome.state === 'attention' ? refusalErrors(outcome.entry?.error) : null;
    if (refusal && outcome.entry) {
      onRefused(outcome.entry);
      setErrors(refusal);
      return setSaving(false);
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={css({ display: 'grid', gap: '4' })}>
      <Field label={texts.name} required errors={errors.name}>
        <FieldInput
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors({});
          }}
        />
      </Field>
      <FormActions submit={texts.save} busy={saving ? texts.saving : undefined} />
    </form>
  );
}

type Props = { target: RegionTarget | null; onClose: () => void };

export function RegionDialog({ target, onClose }: Props) {
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  const editing = target?.mode === 'edit';
  return (
    <FormDialog
      open={target !== null}
      onClose={() => close(true)}
      title={editing ? texts.editTitle : texts.addTitle}
      description={editing ? texts.editDescription : texts.addDescription}
      width="narrow"
    >
      {target ? <RegionForm target={target} refused={refused} onRefused={setRefused} onDone={() => close(false)} /> : null}
    </FormDialog>
  );
}
