import * as v from 'valibot';
import { SUBMISSION_STATUSES } from '../constants';
import { SerialIdParamSchema } from './input/common';

export const SubmissionStatusSchema = v.picklist(SUBMISSION_STATUSES, `status must be one of ${SUBMISSION_STATUSES.join(', ')}`);

const submission = {
  id: v.number(),
  level: v.string(),
  player: v.string(),
  link: v.string(),
  rawFootage: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  status: v.picklist(SUBMISSION_STATUSES),
  submissionDate: v.string(),
  version: v.number(),
  /** What staff told the player when they rejected it (null: no reason, or not rejected). */
  rejectionReason: v.nullable(v.string()),
  /** A claim in force: a staff member is reviewing it now (who, staff read in `claimedBy`). */
  underReview: v.boolean(),
};
export const ClassicSubmissionSchema = v.object({ ...submission, recordPercentage: v.number() });
export const PlatformerSubmissionSchema = v.object({ ...submission, recordTime: v.string() });
/**
 * What staff see of a submission besides: who is reviewing it and since when (a claim in force: a
 * pending submission claimed within SUBMISSION_HOLD_HOURS; null otherwise), and whether its player
 * is flagged now.
 */
const claim = {
  claimedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
  claimedAt: v.nullable(v.string()),
  playerFlagged: v.boolean(),
};
export const ClassicStaffSubmissionSchema = v.object({ ...ClassicSubmissionSchema.entries, ...claim });
export const PlatformerStaffSubmissionSchema = v.object({ ...PlatformerSubmissionSchema.entries, ...claim });
export type ClassicSubmission = v.InferOutput<typeof ClassicSubmissionSchema>;
export type PlatformerSubmission = v.InferOutput<typeof PlatformerSubmissionSchema>;

/** Path of the staff status change: `/{id}/change-status/{status}`. */
export const SubmissionStatusParamSchema = v.object({ ...SerialIdParamSchema.entries, status: SubmissionStatusSchema });

/** A note on a submission, oldest first in its thread: who wrote it (staff or its player), whether only staff read it. */
export const SubmissionNoteSchema = v.object({
  id: v.number(),
  author: v.nullable(v.object({ id: v.number(), name: v.string(), isStaff: v.boolean() })),
  staffOnly: v.boolean(),
  body: v.string(),
  createdAt: v.string(),
});
export type SubmissionNote = v.InferOutput<typeof SubmissionNoteSchema>;
