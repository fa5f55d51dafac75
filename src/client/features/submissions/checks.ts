/**
 * The device's checks of a submission, before anything is queued: the shared schema (the server's
 * own), then the rules the server applies with data the device may hold: the level's requirement
 * (classic: its minimumCompletion in main, 100 after; src/shared/points.ts) and the player's own
 * record on the level, which a submission must beat, and the raw footage a flagged player must send. When the records are not on the device the last
 * check is left to the staff's review. Errors are keyed by the body's field names, as the server's issues are.
 */
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import { parseRecordTime } from '../../../shared/duration';
import { classicRequirement } from '../../../shared/points';
import { ClassicSubmissionInputSchema, PlatformerSubmissionInputSchema } from '../../../shared/schemas/input/submissions';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/field-errors';
import { recordValueTexts } from '../../lib/record-values/texts';
import { percentText, timeText } from '../../lib/record-values/values';
import { isClassicLevel, isClassicRecord, type Level, type LevelRecord } from '../levels/queries';
import { bodyOf, type SubmissionForm } from './form-values';
import { submissionTexts } from './texts';

const texts = submissionTexts.checks;

/** `levels` is the list the level is chosen from (undefined while unknown), `records` the level's records if on the device. */
export type CheckContext = {
  levels: Level[] | undefined;
  records: LevelRecord[] | undefined;
  username: string | undefined;
  flagged: boolean;
};

function add(errors: FieldErrors, path: string, message: string): void {
  errors[path] = [...(errors[path] ?? []), message];
}

/** The player's own record on the level, as the value text the list would show; null when none or unknown. */
function betterOwnRecord(type: LevelType, form: SubmissionForm, { records, username }: CheckContext): string | null {
  const own = username ? records?.find((record) => record.player === username) : undefined;
  if (!own) return null;
  if (isClassicRecord(own)) {
    return type === 'classic' && own.recordPercentage >= Number(form.percentage) ? percentText(own.recordPercentage) : null;
  }
  const held = parseRecordTime(own.recordTime);
  const sent = parseRecordTime(form.time.trim());
  return held !== null && sent !== null && held <= sent ? timeText(held) : null;
}

export function checkSubmission(type: LevelType, form: SubmissionForm, context: CheckContext): FieldErrors {
  const schema = type === 'classic' ? ClassicSubmissionInputSchema : PlatformerSubmissionInputSchema;
  const result = v.safeParse(schema, bodyOf(type, form));
  const errors = result.success ? {} : fieldErrorsOf(result.issues);
  const level = context.levels?.find((candidate) => candidate.id === form.level);
  if (!form.level || (context.levels && !level)) errors.level = [texts.levelRequired];
  if (type === 'platformer') {
    const time = parseRecordTime(form.time.trim());
    if (time === null) errors.recordTime = [recordValueTexts.timeFormat];
    else if (time === 0) errors.recordTime = [texts.timePositive];
  }
  // A flagged player's submission without raw footage is refused by the server in the same words.
  if (context.flagged && !form.rawFootage.trim() && !errors.rawFootage) errors.rawFootage = [submissionTexts.flagged];
  const valuePath = type === 'classic' ? 'recordPercentage' : 'recordTime';
  if (errors[valuePath] || !level) return errors;
  if (type === 'classic' && isClassicLevel(level)) {
    const required = classicRequirement(level.ranking, level.minimumCompletion);
    if (Number(form.percentage) < required) add(errors, valuePath, texts.belowRequirement(required));
  }
  const better = errors[valuePath] ? null : betterOwnRecord(type, form, context);
  if (better) add(errors, valuePath, texts.alreadyBetter(better));
  return errors;
}
