/**
 * A record's value: the percentage of a classic record, the time of a platformer one. Shared by the
 * Create Submission form and the staff's record form; its errors are the server's field names.
 */
import type { LevelType } from '../../../shared/constants';
import { Field, FieldInput } from '../ui/on-demand/field';
import type { FieldErrors } from './field-errors';
import { recordValueTexts as texts } from '../../lib/record-values/texts';

type Props = {
  type: LevelType;
  value: { percentage: string; time: string };
  errors: FieldErrors;
  onChange: (key: 'percentage' | 'time', path: 'recordPercentage' | 'recordTime', value: string) => void;
};

export function RecordValueField({ type, value, errors, onChange }: Props) {
  return type === 'classic' ? (
    <Field label={texts.percentage} required errors={errors.recordPercentage}>
      <FieldInput
        inputMode="numeric"
        autoComplete="off"
        value={value.percentage}
        onChange={(event) => onChange('percentage', 'recordPercentage', event.target.value)}
      />
    </Field>
  ) : (
    <Field label={texts.time} required errors={errors.recordTime}>
      {/*
        A phone's numeric keypad (inputMode="numeric") has no ':' and no '.'; the decimal one has digits and
        the decimal separator ('.', ',' or '٫' by the phone's language), which the time rule takes in place of
        both (src/shared/duration.ts: '00.01.10.200'), so the time can be typed from the keypad.
      */}
      <FieldInput
        inputMode="decimal"
        autoComplete="off"
        placeholder={texts.timePlaceholder}
        value={value.time}
        onChange={(event) => onChange('time', 'recordTime', event.target.value)}
      />
    </Field>
  );
}
