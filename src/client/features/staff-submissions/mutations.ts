/**
 * The staff's submission writes, through the outbox: a status change (which may make or undo a
 * record, so points move: records, levels, players and regions are refreshed once it is applied) and
 * a delete. Both are made on the version the staff member saw (If-Match), so a change made offline
 * is refused as stale, not applied blindly, when someone else decided on the submission meanwhile.
 */
import * as v from 'valibot';
import type { LevelType, SubmissionStatus } from '../../../shared/constants';
import type { WriteIntent } from '../../../shared/outbox/entry';
import { ClassicRecordSchema, PlatformerRecordSchema } from '../../../shared/schemas/records';
import { ifMatchOf } from '../../../shared/versions';
import { percentText, recordTimeText } from '../../lib/record-values';
import { write } from '../../lib/outbox/write';
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { submissionKeys } from '../submissions/queries';
import { staffSubmissionKeys, type StaffSubmission } from './queries';
import { staffSubmissionTexts as texts } from './texts';

export const STAFF_SUBMISSION_STATUS = 'staff.submission.status';
export const STAFF_SUBMISSION_DELETE = 'staff.submission.delete';

/** What a queued write carries for the list to show it in place. */
export type StatusData = { type: LevelType; id: number; status: SubmissionStatus };
export type DeleteData = { type: LevelType; id: number };

/** The staff records' lists (another screen's keys, refreshed by prefix when an approval moves a record). */
const STAFF_RECORDS_PREFIX = ['staff', 'records'];

const AnswerRecordSchema = v.object({ record: v.nullable(v.union([ClassicRecordSchema, PlatformerRecordSchema])) });

export const submissionValueText = (submission: StaffSubmission): string =>
  'recordPercentage' in submission ? percentText(submission.recordPercentage) : recordTimeText(submission.recordTime);

/** The record the change left (the change-status answer's `record`), as a line for the toast; undefined when unknown. */
export function recordLine(answer: unknown, levelName: string): string | undefined {
  const parsed = v.safeParse(AnswerRecordSchema, answer);
  if (!parsed.success) return undefined;
  const { record } = parsed.output;
  if (!record) return texts.noRecord;
  const value = 'recordPercentage' in record ? percentText(record.recordPercentage) : recordTimeText(record.recordTime);
  return texts.record(record.player, value, levelName);
}

/**
 * Sets a submission's status. `entryId` replaces a status change of the same submission still in the
 * outbox, so one submission has at most one queued change, made on the version first seen.
 */
export function changeSubmissionStatus(
  type: LevelType, submission: StaffSubmission, status: SubmissionStatus, levelName: string, entryId?: string,
) {
  const data: StatusData = { type, id: submission.id, status };
  const intent: WriteIntent = {
    method: 'PUT',
    path: `/api/staff/${type}-submissions/${submission.id}/change-status/${status}`,
    kind: STAFF_SUBMISSION_STATUS,
    label: texts.statusLabelOutbox(submission.player, levelName, submissionValueText(submission), texts.status[status]),
    data,
    invalidate: [[...staffSubmissionKeys.all], STAFF_RECORDS_PREFIX, [...levelKeys.all], [...playerKeys.all], [...regionKeys.all], [...submissionKeys.all]],
    ifMatch: ifMatchOf(submission.version),
    rebase: { kind: 'version', before: submission },
  };
  const success = (answer: unknown) => ({ title: texts.toasts.statusUpdated, description: recordLine(answer, levelName) });
  return write(intent, { success, failure: texts.toasts.statusFailed }, entryId);
}

export function deleteStaffSubmission(type: LevelType, submission: StaffSubmission, levelName: string) {
  const data: DeleteData = { type, id: submission.id };
  const intent: WriteIntent = {
    method: 'DELETE',
    path: `/api/authenticated/${type}-submissions/delete/${submission.id}`,
    kind: STAFF_SUBMISSION_DELETE,
    label: texts.deleteLabelOutbox(submission.player, levelName, submissionValueText(submission)),
    data,
    invalidate: [[...staffSubmissionKeys.all], [...submissionKeys.all]],
    ifMatch: ifMatchOf(submission.version),
    rebase: { kind: 'version', before: submission },
  };
  return write(intent, { success: texts.toasts.deleted, failure: texts.toasts.deleteFailed });
}
