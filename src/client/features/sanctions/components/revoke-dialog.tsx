/**
 * Revoke a sanction: why, and whether it was issued in error (then it never counts as an offence, and
 * the guidelines' next step is worked out without it) or is lifted early (it still counts). The
 * revoke goes through the outbox as every staff write does; its toast says how it went.
 */
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { SANCTION_REASON_MAX } from '../../../../shared/schemas/input/sanctions';
import { hasErrors } from '../../../components/form/field-errors';
import { useFormValues } from '../../../components/form/form-save';
import { Field, FieldTextarea } from '../../../components/ui/on-demand/field';
import { FormActions, FormDialog } from '../../../components/ui/on-demand/form-dialog';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { notify } from '../../../lib/toast';
import { revokeSanction } from '../mutations';
import type { Sanction } from '../queries';
import { sanctionTexts } from '../texts';

const texts = sanctionTexts.revoke;
type Why = 'early' | 'error';

function RevokeForm({ sanction, player, onDone }: { sanction: Sanction; player: string; onDone: () => void }) {
  const { form, errors, setErrors, change } = useFormValues({ why: 'early' as string, reason: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = form.reason.trim();
    const found = reason ? {} : { reason: [texts.reasonRequired] };
    if (hasErrors(found)) return setErrors(found);
    onDone();
    revokeSanction(sanction, player, { reason, inError: form.why === 'error' }).catch(() =>
      notify(sanctionTexts.toasts.revokeFailed, { type: 'error' }),
    );
  };
  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <SegmentGroup<Why>
        label={texts.why}
        value={form.why as Why}
        options={[
          { value: 'early', label: texts.early },
          { value: 'error', label: texts.inError },
        ]}
        onChange={change('why')}
      />
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })} data-revoke-effect>
        {form.why === 'error' ? texts.inErrorEffect : texts.earlyEffect}
      </p>
      <Field label={texts.reason} required errors={errors.reason}>
        <FieldTextarea
          rows={3}
          maxLength={SANCTION_REASON_MAX}
          value={form.reason}
          onChange={(event) => change('reason')(event.target.value)}
        />
      </Field>
      <FormActions submit={texts.confirm} />
    </form>
  );
}

type Props = { sanction: Sanction | null; player: string; onClose: () => void };

export function RevokeDialog({ sanction, player, onClose }: Props) {
  return (
    <FormDialog
      open={sanction !== null}
      onClose={onClose}
      title={texts.title}
      description={sanctionTexts.history.revokeDescription(player)}
      width="narrow"
    >
      {sanction ? <RevokeForm key={sanction.id} sanction={sanction} player={player} onDone={onClose} /> : null}
    </FormDialog>
  );
}
