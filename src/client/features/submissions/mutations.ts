/**
 * The player's submission writes, one per endpoint, through the outbox: each builds a WriteIntent
 * (with what the list needs to show it before the server has it) and hands it to `write`.
 */
import type { LevelType } from '../../../shared/constants';
import type { WriteIntent } from '../../../shared/outbox/entry';
import { write } from '../../lib/outbox/write';
import { bodyOf, type SubmissionForm } from './form-values';
import { submissionKeys } from './queries';
import { submissionTexts as texts } from './texts';
import { typedValueText } from '../../lib/record-values';

export const SUBMISSION_CREATE = 'submission.create';
export const SUBMISSION_DELETE = 'submission.delete';

/** What a queued create carries for the list and for editing it: see PendingSubmission. */
export type CreateData = { type: LevelType; levelId: string; levelName: string; value: string; form: SubmissionForm };
export type DeleteData = { type: LevelType; id: number };

/** Queues a new submission, or replaces the queued one being edited (`entryId`). */
export function createSubmission(type: LevelType, form: SubmissionForm, levelName: string, entryId?: string) {
  const value = typedValueText(type, form);
  const data: CreateData = { type, levelId: form.level, levelName, value, form };
  const intent: WriteIntent = {
    method: 'POST',
    path: `/api/authenticated/${type}-submissions/create`,
    body: { kind: 'json', value: bodyOf(type, form) },
    kind: SUBMISSION_CREATE,
    label: texts.label(levelName, value),
    data,
    invalidate: [[...submissionKeys.all]],
    editPath: '/submissions',
  };
  return write(intent, { success: texts.toasts.created, failure: texts.toasts.createFailed }, entryId);
}

export function deleteSubmission(type: LevelType, id: number, levelName: string, value: string) {
  const data: DeleteData = { type, id };
  const intent: WriteIntent = {
    method: 'DELETE',
    path: `/api/authenticated/${type}-submissions/delete/${id}`,
    kind: SUBMISSION_DELETE,
    label: texts.deleteLabel(levelName, value),
    data,
    invalidate: [[...submissionKeys.all]],
  };
  return write(intent, { success: texts.toasts.deleted, failure: texts.toasts.deleteFailed });
}
