/**
 * The Add Region and Edit Region dialog. The name is checked on the device with the server's own
 * schema first; online, the dialog waits for the server's answer, so a taken name or a refused field
 * shows under the field, and the corrected name replaces the refused change. Offline it closes at
 * once: the change waits in the outbox and the list shows it, not yet sent.
 */
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { RegionInputSchema } from '../../../../../shared/schemas/input/regions';
import type { Region } from '../../../../../shared/schemas/regions';
import { fieldErrorsOf, type FieldErrors } from '../../../../components/form/field-errors';
import { useFormWrite, useRefusedEntry } from '../../../../components/form/form-save';
import { FormActions, FormDialog } from '../../../../components/ui/on-demand/form-dialog';
import { Field, FieldInput } from '../../../../components/ui/on-demand/field';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import { createRegion, updateRegion } from '../../mutations';
import { staffRegionTexts } from '../../staff-texts';

const texts = staffRegionTexts.form;

/** Add a region, or rename one: `name` as shown (a queued rename's), `pending` the region's queued change. */
export type RegionTarget = { mode: 'add' } | { mode: 'edit'; region: Region; name: string; pending: OutboxEntry | undefined };

type FormProps = { target: RegionTarget; refused: OutboxEntry | null; onRefused: (entry: OutboxEntry) => void; onDone: () => void };

function RegionForm({ target, refused, onRefused, onDone }: FormProps) {
  const [name, setName] = useState(target.mode === 'edit' ? target.name : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, save } = useFormWrite({
    failed: target.mode === 'add' ? staffRegionTexts.toasts.addFailed : staffRegionTexts.toasts.updateFailed,
    conflicts: { region_exists: ['name', texts.nameTaken] },
    onErrors: setErrors,
    onRefused,
    onDone,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(RegionInputSchema, { name });
    if (!result.success) {
      const found = fieldErrorsOf(result.issues);
      if (!name.trim()) found.name = [texts.nameRequired];
      return setErrors(found);
    }
    const sent = result.output.name;
    const written = target.mode === 'add' ? createRegion(sent, refused?.id) : updateRegion(target.region, sent, refused ?? target.pending);
    await save(written);
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
