/**
 * The submission writes, through the outbox. A player creates and deletes their own; staff change a
 * submission's status (which may make or undo a record, so points move: records, levels, players and
 * regions are refreshed once it is applied) and delete one, on the version they saw (If-Match), so a
 * change made offline is refused as stale, not applied blindly, when someone else decided meanwhile.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { LEVEL_TYPES, SUBMISSION_STATUSES, type LevelType, type SubmissionStatus } from '../../../shared/constants';
import { ClassicRecordSchema, PlatformerRecordSchema } from '../../../shared/schemas/records';
import { ClassicSubmissionSchema, PlatformerSubmissionSchema } from '../../../shared/schemas/submissions';
import { ifMatchOf } from '../../../shared/versions';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { percentText, recordTimeText, typedValueText } from '../../lib/record-values/values';
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { SubmissionFormSchema, bodyOf, type SubmissionForm } from './form-values';
import { submissionKeys, type Submission } from './queries';
import { staffSubmissionKeys, type StaffSubmission } from './staff-queries';
import { staffSubmissionTexts } from './staff-texts';
import { submissionTexts as texts } from './texts';

const Type = v.picklist(LEVEL_TYPES);

/** The player's own submissions as an applied write leaves them, at once; the refetch confirms it. */
const showOwn = (cache: QueryClient, type: LevelType, change: (rows: Submission[]) => Submission[]) =>
  cache.setQueryData(submissionKeys.list(type), (rows: Submission[] | undefined) => rows && change(rows));

/** A new submission: what the list shows of it before the server has it, and the form to edit it. */
export const SUBMISSION_CREATE = defineWrite({
  kind: 'submission.create',
  method: 'POST',
  path: ({ type }) => `/api/authenticated/${type}-submissions/create`,
  data: v.object({ type: Type, levelId: v.string(), levelName: v.string(), value: v.string(), form: SubmissionFormSchema }),
  invalidate: () => [submissionKeys.all],
  editPath: '/submissions',
  // The server's answer is the new submission: it shows at once, also offline when the service worker sent it.
  applied: (cache, { type }, answer) => {
    const made = v.safeParse(type === 'classic' ? ClassicSubmissionSchema : PlatformerSubmissionSchema, answer);
    if (made.success) showOwn(cache, type, (rows) => (rows.some((row) => row.id === made.output.id) ? rows : [made.output, ...rows]));
  },
});
export const SUBMISSION_DELETE = defineWrite({
  kind: 'submission.delete',
  method: 'DELETE',
  path: ({ type, id }) => `/api/authenticated/${type}-submissions/delete/${id}`,
  data: v.object({ type: Type, id: v.number() }),
  invalidate: () => [submissionKeys.all],
  applied: (cache, { type, id }) => showOwn(cache, type, (rows) => rows.filter((row) => row.id !== id)),
});

/** The staff records' lists (another screen's keys, refreshed by prefix when an approval moves a record). */
const STAFF_RECORDS_PREFIX = ['staff', 'records'];

export const STAFF_SUBMISSION_STATUS = defineWrite({
  kind: 'staff.submission.status',
  method: 'PUT',
  path: ({ type, id, status }) => `/api/staff/${type}-submissions/${id}/change-status/${status}`,
  data: v.object({ type: Type, id: v.number(), status: v.picklist(SUBMISSION_STATUSES), reason: v.optional(v.nullable(v.string())) }),
  invalidate: () => [staffSubmissionKeys.all, STAFF_RECORDS_PREFIX, levelKeys.all, playerKeys.all, regionKeys.all, submissionKeys.all],
});
export const STAFF_SUBMISSION_DELETE = defineWrite({
  kind: 'staff.submission.delete',
  method: 'DELETE',
  path: ({ type, id }) => `/api/authenticated/${type}-submissions/delete/${id}`,
  data: v.object({ type: Type, id: v.number() }),
  invalidate: () => [staffSubmissionKeys.all, submissionKeys.all],
});

/** Queues a new submission, or replaces the queued one being edited (`entryId`). */
export function createSubmission(type: LevelType, form: SubmissionForm, levelName: string, entryId?: string) {
  const value = typedValueText(type, form);
  const intent = intentOf(
    SUBMISSION_CREATE,
    { type, levelId: form.level, levelName, value, form },
    { label: texts.label(levelName, value), body: jsonBody(bodyOf(type, form)) },
  );
  return write(intent, { success: texts.toasts.created, failure: texts.toasts.createFailed, form: true }, entryId);
}

export function deleteSubmission(type: LevelType, id: number, levelName: string, value: string) {
  const intent = intentOf(SUBMISSION_DELETE, { type, id }, { label: texts.deleteLabel(levelName, value) });
  return write(intent, { success: texts.toasts.deleted, failure: texts.toasts.deleteFailed });
}

const AnswerRecordSchema = v.object({ record: v.nullable(v.union([ClassicRecordSchema, PlatformerRecordSchema])) });

export const submissionValueText = (submission: StaffSubmission): string =>
  'recordPercentage' in submission ? percentText(submission.recordPercentage) : recordTimeText(submission.recordTime);

/** The record the change left (the change-status answer's `record`), as a line for the toast; undefined when unknown. */
export function recordLine(answer: unknown, levelName: string): string | undefined {
  const parsed = v.safeParse(AnswerRecordSchema, answer);
  if (!parsed.success) return undefined;
  const { record } = parsed.output;
  if (!record) return staffSubmissionTexts.noRecord;
  const value = 'recordPercentage' in record ? percentText(record.recordPercentage) : recordTimeText(record.recordTime);
  return staffSubmissionTexts.record(record.player, value, levelName);
}

/**
 * Sets a submission's status. `entryId` replaces a status change of the same submission still in the
 * outbox, so one submission has at most one queued change, made on the version first seen. A
 * rejection may give the `reason` its player reads (sent as the body; none sends no body).
 */
export function changeSubmissionStatus(
  type: LevelType,
  submission: StaffSubmission,
  status: SubmissionStatus,
  levelName: string,
  entryId?: string,
  reason?: string | null,
) {
  const given = status === 'REJECTED' && reason !== undefined;
  const intent = intentOf(
    STAFF_SUBMISSION_STATUS,
    { type, id: submission.id, status, ...(given ? { reason } : {}) },
    {
      ...(given ? { body: jsonBody({ reason }) } : {}),
      label: staffSubmissionTexts.statusLabelOutbox(
        submission.player,
        levelName,
        submissionValueText(submission),
        staffSubmissionTexts.status[status],
      ),
      ifMatch: ifMatchOf(submission.version),
      rebase: { kind: 'version', before: submission },
    },
  );
  const success = (answer: unknown) => ({ title: staffSubmissionTexts.toasts.statusUpdated, description: recordLine(answer, levelName) });
  return write(intent, { success, failure: staffSubmissionTexts.toasts.statusFailed }, entryId);
}

export function deleteStaffSubmission(type: LevelType, submission: StaffSubmission, levelName: string) {
  const intent = intentOf(
    STAFF_SUBMISSION_DELETE,
    { type, id: submission.id },
    {
      label: staffSubmissionTexts.deleteLabelOutbox(submission.player, levelName, submissionValueText(submission)),
      ifMatch: ifMatchOf(submission.version),
      rebase: { kind: 'version', before: submission },
    },
  );
  return write(intent, { success: staffSubmissionTexts.toasts.deleted, failure: staffSubmissionTexts.toasts.deleteFailed });
}
