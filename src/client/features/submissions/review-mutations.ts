/**
 * The review's writes, through the outbox like every other: staff claim a submission ('Review next',
 * or one they pick) and give it up; staff and its player add notes to its thread. Offline, a claim or
 * a note waits on the device and shows in place; a claim that meets someone else's on its way is
 * refused (409 `under_review`, naming them) and waits in the outbox as needing attention.
 */
import * as v from 'valibot';
import { LEVEL_TYPES, type LevelType } from '../../../shared/constants';
import { ClassicStaffSubmissionSchema, PlatformerStaffSubmissionSchema } from '../../../shared/schemas/submissions';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { submissionKeys } from './queries';
import { staffSubmissionKeys, type StaffSubmission } from './staff-queries';
import { staffSubmissionTexts as staffTexts } from './staff-texts';
import { submissionTexts as texts } from './texts';

const Type = v.picklist(LEVEL_TYPES);

export const STAFF_SUBMISSION_NEXT = defineWrite({
  kind: 'staff.submission.next',
  method: 'POST',
  path: ({ type }) => `/api/staff/${type}-submissions/next`,
  data: v.object({ type: Type }),
  invalidate: () => [staffSubmissionKeys.all],
});
export const STAFF_SUBMISSION_CLAIM = defineWrite({
  kind: 'staff.submission.claim',
  method: 'POST',
  path: ({ type, id }) => `/api/staff/${type}-submissions/${id}/claim`,
  data: v.object({ type: Type, id: v.number() }),
  invalidate: () => [staffSubmissionKeys.all, submissionKeys.all],
});
export const STAFF_SUBMISSION_RELEASE = defineWrite({
  kind: 'staff.submission.release',
  method: 'DELETE',
  path: ({ type, id }) => `/api/staff/${type}-submissions/${id}/claim`,
  data: v.object({ type: Type, id: v.number() }),
  invalidate: () => [staffSubmissionKeys.all, submissionKeys.all],
});
export const SUBMISSION_NOTE = defineWrite({
  kind: 'submission.note',
  method: 'POST',
  path: ({ type, id }) => `/api/authenticated/${type}-submissions/${id}/notes`,
  data: v.object({ type: Type, id: v.number(), body: v.string(), staffOnly: v.boolean() }),
  invalidate: ({ type, id }) => [submissionKeys.notes(type, id)],
});

const claimedSchemas = { classic: ClassicStaffSubmissionSchema, platformer: PlatformerStaffSubmissionSchema };

/** 'Review next': the submission claimed (the server's answer), null when none is left, undefined when not heard (queued or refused). */
export async function reviewNext(type: LevelType): Promise<StaffSubmission | null | undefined> {
  const intent = intentOf(STAFF_SUBMISSION_NEXT, { type }, { label: staffTexts.review.nextLabel(staffTexts.panel(type)) });
  const outcome = await write(intent, { failure: staffTexts.review.claimFailed, quiet: true });
  if (outcome.state !== 'done') return undefined;
  if (outcome.answer === undefined || outcome.answer === null || outcome.answer === '') return null;
  const parsed = v.safeParse(claimedSchemas[type], outcome.answer);
  return parsed.success ? parsed.output : undefined;
}

export function claimSubmission(type: LevelType, id: number, label: string) {
  const intent = intentOf(STAFF_SUBMISSION_CLAIM, { type, id }, { label: staffTexts.review.claimLabel(label) });
  return write(intent, { failure: staffTexts.review.claimFailed, quiet: true });
}

export function releaseSubmission(type: LevelType, id: number, label: string) {
  const intent = intentOf(STAFF_SUBMISSION_RELEASE, { type, id }, { label: staffTexts.review.releaseLabel(label) });
  return write(intent, { failure: staffTexts.review.releaseFailed, quiet: true });
}

export function addNote(type: LevelType, id: number, body: string, staffOnly: boolean, label: string) {
  const intent = intentOf(
    SUBMISSION_NOTE,
    { type, id, body, staffOnly },
    { label: texts.notes.outboxLabel(label), body: jsonBody({ body, staffOnly }) },
  );
  return write(intent, { failure: texts.notes.failed, quiet: true });
}
