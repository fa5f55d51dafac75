/**
 * What the Create Submission form holds (text, as typed) and how it becomes the request body.
 */
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import { formatClock, parseClockTime } from '../../../shared/duration';
import { storedText } from '../../lib/stored';

/** The form as typed, and as kept in an outbox entry or a draft (read back leniently: anything missing is empty). */
export const SubmissionFormSchema = v.fallback(
  v.object({
    level: storedText(),
    link: storedText(),
    rawFootage: storedText(),
    comment: storedText(),
    percentage: storedText(),
    time: storedText(),
  }),
  { level: '', link: '', rawFootage: '', comment: '', percentage: '', time: '' },
);
export type SubmissionForm = v.InferOutput<typeof SubmissionFormSchema>;

export const emptyForm: SubmissionForm = v.parse(SubmissionFormSchema, {});

/** The body of POST /api/authenticated/{type}-submissions/create, before the shared schema checks it. */
export function bodyOf(type: LevelType, form: SubmissionForm): Record<string, unknown> {
  const common = {
    level: form.level,
    link: form.link.trim(),
    rawFootage: form.rawFootage.trim() || null,
    comment: form.comment.trim() || null,
  };
  if (type === 'platformer') {
    // A clock time typed with a keypad's separators goes out in the wire form, HH:mm:ss.SSS.
    const ms = parseClockTime(form.time.trim());
    return { ...common, recordTime: ms === null ? form.time.trim() : formatClock(ms) };
  }
  const percentage = form.percentage.trim();
  return { ...common, recordPercentage: /^\d{1,3}$/.test(percentage) ? Number(percentage) : percentage };
}

/** Reads back a form kept in an outbox entry's data or a draft; anything missing is empty. */
export const formFrom = (value: unknown): SubmissionForm => v.parse(SubmissionFormSchema, value);
