/**
 * The device's checks of the record form, before anything is queued: the shared schema (the
 * server's own), with plain words for a field left empty and for a time not typed `HH:mm:ss.SSS`
 * (src/shared/duration.ts: a decimal keypad's separators and Arabic-Indic digits count too).
 * Errors are keyed by the body's field names, as the server's issues are.
 */
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import {
  ClassicRecordInputSchema,
  ClassicRecordUpdateSchema,
  PlatformerRecordInputSchema,
  PlatformerRecordUpdateSchema,
} from '../../../shared/schemas/input/records';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/field-errors';
import { parseClockTime } from '../../../shared/duration';
import { recordValueTexts } from '../../lib/record-values/texts';
import { createBodyOf, updateBodyOf, type RecordForm } from './form-values';
import { staffRecordTexts } from './texts';

const texts = staffRecordTexts.checks;

const schemas = {
  classic: { create: ClassicRecordInputSchema, update: ClassicRecordUpdateSchema },
  platformer: { create: PlatformerRecordInputSchema, update: PlatformerRecordUpdateSchema },
};

export function checkRecord(type: LevelType, mode: 'create' | 'update', form: RecordForm): FieldErrors {
  const body = mode === 'create' ? createBodyOf(type, form) : updateBodyOf(type, form);
  const result = v.safeParse(schemas[type][mode], body);
  const errors = result.success ? {} : fieldErrorsOf(result.issues);
  if (mode === 'create' && !form.level) errors.level = [texts.levelRequired];
  if (mode === 'create' && !form.player) errors.player = [texts.playerRequired];
  if (type === 'classic' && !form.percentage.trim()) errors.recordPercentage = [texts.percentageRequired];
  if (type === 'platformer') {
    const time = form.time.trim();
    if (!time) errors.recordTime = [texts.timeRequired];
    else if (parseClockTime(time) === null) errors.recordTime = [recordValueTexts.timeFormat];
  }
  return errors;
}
