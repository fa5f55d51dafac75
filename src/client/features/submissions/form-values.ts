/**
 * What the Create Submission form holds (text, as typed) and how it becomes the request body.
 */
import type { LevelType } from '../../../shared/constants';

export type SubmissionForm = {
  level: string;
  link: string;
  rawFootage: string;
  comment: string;
  percentage: string;
  time: string;
};

export const emptyForm: SubmissionForm = { level: '', link: '', rawFootage: '', comment: '', percentage: '', time: '' };

/** The body of POST /api/authenticated/{type}-submissions/create, before the shared schema checks it. */
export function bodyOf(type: LevelType, form: SubmissionForm): Record<string, unknown> {
  const common = { level: form.level, link: form.link.trim(), rawFootage: form.rawFootage.trim() || null, comment: form.comment.trim() || null };
  if (type === 'platformer') return { ...common, recordTime: form.time.trim() };
  const percentage = form.percentage.trim();
  return { ...common, recordPercentage: /^\d{1,3}$/.test(percentage) ? Number(percentage) : percentage };
}

/** Reads back a form kept in an outbox entry's data or a draft; anything missing is empty. */
export function formFrom(value: unknown): SubmissionForm {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: keyof SubmissionForm) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return { level: text('level'), link: text('link'), rawFootage: text('rawFootage'), comment: text('comment'), percentage: text('percentage'), time: text('time') };
}
