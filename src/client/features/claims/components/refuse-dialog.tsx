/**
 * Refuse a claim, with a reason its claimant reads (optional). Saved as every form is
 * (components/form/form-save.ts): a refusal of the reason shows on its field; offline it closes and
 * the refusal waits in the outbox.
 */
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { ClaimRefusalInputSchema } from '../../../../shared/schemas/claims';
import { fieldErrorsOf, hasErrors } from '../../../components/form/field-errors';
import { useFormValues, useFormWrite, useRefusedEntry } from '../../../components/form/form-save';
import { Field, FieldTextarea } from '../../../components/ui/on-demand/field';
import { FormActions, FormDialog } from '../../../components/ui/on-demand/form-dialog';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { refuseClaim } from '../staff-mutations';
import type { Claim } from '../queries';
import { staffClaimTexts } from '../staff-texts';
import { FormAlert } from '../../../components/form/form-alert';

const texts = staffClaimTexts.refuseForm;

type FormProps = { claim: Claim; refused: OutboxEntry | null; onRefused: (entry: OutboxEntry) => void; onDone: () => void };

function RefuseForm({ claim, refused, onRefused, onDone }: FormProps) {
  const { form, errors, setErrors, change } = useFormValues({ reason: '' });
  const { saving, save } = useFormWrite({
    failed: staffClaimTexts.toasts.refuseFailed,
    fields: ['reason'],
    onErrors: setErrors,
    onRefused,
    onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(ClaimRefusalInputSchema, { reason: form.reason });
    const found = result.success ? {} : fieldErrorsOf(result.issues);
    if (hasErrors(found)) return setErrors(found);
    void save(refuseClaim({ id: claim.id, player: claim.player.name, reason: form.reason }, refused?.id));
  };

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <FormAlert errors={errors['']} />
      <Field label={texts.reason} errors={errors.reason}>
        <FieldTextarea rows={3} dir="auto" value={form.reason} onChange={(event) => change('reason')(event.target.value)} />
      </Field>
      <FormActions submit={texts.save} busy={saving ? texts.saving : undefined} />
    </form>
  );
}

type Props = { claim: Claim | null; onClose: () => void };

export function RefuseDialog({ claim, onClose }: Props) {
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  return (
    <FormDialog
      open={claim !== null}
      onClose={() => close(true)}
      title={claim ? texts.title(claim.player.name) : ''}
      description={texts.description}
      width="narrow"
    >
      {claim ? <RefuseForm claim={claim} refused={refused} onRefused={setRefused} onDone={() => close(false)} /> : null}
    </FormDialog>
  );
}
