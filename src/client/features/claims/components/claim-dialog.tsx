/**
 * 'This is me': the proof staff check (a link to a video, or a chat handle they can ask). Checked on
 * the device with the server's own schema and saved as every form is (components/form/form-save.ts):
 * a refusal shows on its field; offline it closes and the claim waits in the outbox.
 */
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { ClaimInputSchema } from '../../../../shared/schemas/claims';
import { fieldErrorsOf, hasErrors } from '../../../components/form/field-errors';
import { useFormValues, useFormWrite, useRefusedEntry } from '../../../components/form/form-save';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { FormActions, FormDialog } from '../../../components/ui/on-demand/form-dialog';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { createClaim } from '../mutations';
import { claimTexts } from '../texts';
import { FormAlert } from '../../../components/form/form-alert';

const texts = claimTexts.form;

/** The player claimed and the signed-in account claiming it. */
export type ClaimTarget = { player: number; name: string; by: number };

type FormProps = { target: ClaimTarget; refused: OutboxEntry | null; onRefused: (entry: OutboxEntry) => void; onDone: () => void };

function ClaimForm({ target, refused, onRefused, onDone }: FormProps) {
  const { form, errors, setErrors, change } = useFormValues({ proof: '' });
  const { saving, save } = useFormWrite({ failed: claimTexts.toasts.failed, fields: ['proof'], onErrors: setErrors, onRefused, onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proof = form.proof.trim();
    const result = v.safeParse(ClaimInputSchema, { player: target.player, proof });
    const found = result.success ? {} : fieldErrorsOf(result.issues);
    if (!proof) found.proof = [texts.proofRequired];
    if (hasErrors(found)) return setErrors(found);
    void save(createClaim({ ...target, proof }, refused?.id));
  };

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <FormAlert errors={errors['']} />
      <Field label={texts.proof} required helper={texts.proofHelper} errors={errors.proof}>
        <FieldInput dir="auto" autoComplete="off" value={form.proof} onChange={(event) => change('proof')(event.target.value)} />
      </Field>
      <FormActions submit={texts.save} busy={saving ? texts.saving : undefined} />
    </form>
  );
}

type Props = { target: ClaimTarget | null; onClose: () => void };

export function ClaimDialog({ target, onClose }: Props) {
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  return (
    <FormDialog
      open={target !== null}
      onClose={() => close(true)}
      title={target ? texts.title(target.name) : ''}
      description={texts.description}
      width="narrow"
    >
      {target ? <ClaimForm target={target} refused={refused} onRefused={setRefused} onDone={() => close(false)} /> : null}
    </FormDialog>
  );
}
