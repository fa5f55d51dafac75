/**
 * Flag or ban a player. It opens on the step the player's history calls for (proposal.ts) and says
 * why; staff may choose otherwise. The form is checked on the device with the server's own schema,
 * and saves as every form does (components/form/form-save.ts): a refusal shows on its field and the
 * corrected form replaces the refused sanction; offline it closes and the sanction waits in the outbox.
 */
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { BAN_DAYS, type SanctionKind } from '../../../../shared/constants';
import { SanctionInputSchema } from '../../../../shared/schemas/input/sanctions';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../../../components/form/field-errors';
import { useFormValues, useFormWrite, useRefusedEntry } from '../../../components/form/form-save';
import { Field, FieldInput, FieldTextarea } from '../../../components/ui/on-demand/field';
import { FormActions, FormDialog } from '../../../components/ui/on-demand/form-dialog';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { addSanction, type SanctionDraft } from '../mutations';
import { proposedDays, type Proposal } from '../proposal';
import { sanctionTexts } from '../texts';
import { FormAlert } from '../../../components/form/form-alert';

const texts = sanctionTexts.form;
const FIELDS = ['kind', 'until', 'days', 'reason'];

/**
 * Whom to sanction, what the form starts with, and the proposal it shows; `entry`: a queued or refused
 * sanction reopened from the outbox, its typed values kept, which the corrected one replaces.
 */
export type SanctionTarget = {
  playerId: number;
  player: string;
  kind: SanctionKind;
  proposal: Proposal;
  entry?: { id: string; draft: SanctionDraft };
};

type Length = 'days' | 'permanent';

function draftOf(target: SanctionTarget, form: { kind: string; length: string; days: string; reason: string }): SanctionDraft {
  const days = form.kind === 'BAN' && form.length === 'days' ? Number(form.days.trim()) : null;
  return { playerId: target.playerId, player: target.player, kind: form.kind as SanctionKind, days, reason: form.reason };
}

/** The device's check: the server's schema, in the form's own words for its two fields. */
function check(draft: SanctionDraft, daysText: string): FieldErrors {
  const body =
    draft.kind === 'BAN' && draft.days !== null
      ? { kind: draft.kind, days: draft.days, reason: draft.reason }
      : { kind: draft.kind, reason: draft.reason };
  const result = v.safeParse(SanctionInputSchema, body);
  const errors = result.success ? {} : fieldErrorsOf(result.issues);
  if (draft.kind === 'BAN' && draft.days !== null && (!/^\d+$/.test(daysText.trim()) || errors.days)) errors.days = [texts.daysInvalid];
  if (!draft.reason.trim()) errors.reason = [texts.reasonRequired];
  return errors;
}

type FormProps = { target: SanctionTarget; refused: OutboxEntry | null; onRefused: (entry: OutboxEntry) => void; onDone: () => void };

function SanctionForm({ target, refused, onRefused, onDone }: FormProps) {
  const queued = target.entry?.draft;
  const permanent = queued
    ? queued.kind === 'BAN' && queued.days === null
    : target.kind === 'BAN' && target.proposal.kind === 'BAN' && target.proposal.days === null;
  const { form, errors, setErrors, change } = useFormValues({
    kind: target.kind as string,
    length: (permanent ? 'permanent' : 'days') as string,
    days: String(queued?.days ?? proposedDays(target.proposal)),
    reason: queued?.reason ?? '',
  });
  const { saving, save } = useFormWrite({ failed: sanctionTexts.toasts.addFailed, fields: FIELDS, onErrors: setErrors, onRefused, onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = draftOf(target, form);
    const found = check(draft, form.days);
    if (hasErrors(found)) return setErrors(found);
    void save(addSanction({ ...draft, reason: draft.reason.trim() }, refused?.id ?? target.entry?.id));
  };

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <p className={css({ textStyle: 'sm', p: '3', borderWidth: '1px', borderRadius: 'l2', bg: 'bg.subtle' })} data-proposal>
        {target.proposal.why}
      </p>
      <FormAlert errors={errors['']} />
      <SegmentGroup<SanctionKind>
        label={texts.kind}
        value={form.kind as SanctionKind}
        options={[
          { value: 'FLAG', label: texts.kinds.FLAG },
          { value: 'BAN', label: texts.kinds.BAN },
        ]}
        onChange={change('kind')}
      />
      {form.kind === 'BAN' ? (
        <>
          <SegmentGroup<Length>
            label={texts.length}
            value={form.length as Length}
            options={[
              { value: 'days', label: texts.lengths.days },
              { value: 'permanent', label: texts.lengths.permanent },
            ]}
            onChange={change('length', 'days')}
          />
          {form.length === 'days' ? (
            <Field label={texts.days} required helper={texts.daysHelper} errors={errors.days}>
              <FieldInput
                type="number"
                inputMode="numeric"
                min={BAN_DAYS.min}
                max={BAN_DAYS.max}
                step={1}
                value={form.days}
                onChange={(event) => change('days')(event.target.value)}
              />
            </Field>
          ) : null}
        </>
      ) : null}
      <Field label={texts.reason} required errors={errors.reason}>
        <FieldTextarea rows={3} value={form.reason} onChange={(event) => change('reason')(event.target.value)} />
      </Field>
      <FormActions submit={texts.save} busy={saving ? texts.saving : undefined} />
    </form>
  );
}

type Props = { target: SanctionTarget | null; onClose: () => void };

export function SanctionDialog({ target, onClose }: Props) {
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  return (
    <FormDialog
      open={target !== null}
      onClose={() => close(true)}
      title={target ? texts.title(target.player) : ''}
      description={texts.description}
      width="narrow"
    >
      {target ? <SanctionForm target={target} refused={refused} onRefused={setRefused} onDone={() => close(false)} /> : null}
    </FormDialog>
  );
}
