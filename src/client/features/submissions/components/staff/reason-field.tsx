/** A rejection's reason for its player, as the review dialog and the row's Reject ask for it (optional, trimmed by the caller). */
import { REJECTION_REASON_MAX } from '../../../../../shared/schemas/input/submissions';
import { Field, FieldTextarea } from '../../../../components/ui/on-demand/field';
import { staffSubmissionTexts } from '../../staff-texts';

const texts = staffSubmissionTexts.review;

export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label={texts.reason} helper={texts.reasonHelper}>
      <FieldTextarea rows={2} maxLength={REJECTION_REASON_MAX} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
