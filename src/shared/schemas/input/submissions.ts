/** What a player sends to claim a record. */
import * as v from 'valibot';
import { LevelIdSchema, PageQuerySchema } from './common';
import { SubmissionStatusSchema } from '../submissions';
import { OptionalUrlSchema, PercentageSchema, RecordTimeSchema, UrlSchema } from './fields';

const submissionInput = {
  level: LevelIdSchema,
  link: UrlSchema,
  rawFootage: OptionalUrlSchema,
  comment: v.pipe(
    v.optional(v.nullable(v.pipe(v.string('comment must be text'), v.trim(), v.maxLength(500, 'comment must be at most 500 characters')))),
    v.transform((text) => text || null),
  ),
};
export const ClassicSubmissionInputSchema = v.object({ ...submissionInput, recordPercentage: PercentageSchema });
export const PlatformerSubmissionInputSchema = v.object({ ...submissionInput, recordTime: RecordTimeSchema });
export type ClassicSubmissionInput = v.InferOutput<typeof ClassicSubmissionInputSchema>;
export type PlatformerSubmissionInput = v.InferOutput<typeof PlatformerSubmissionInputSchema>;

/** A page of the staff queue, optionally of one status. */
export const SubmissionPageQuerySchema = v.object({ ...PageQuerySchema.entries, status: v.optional(SubmissionStatusSchema) });

export const NOTE_MAX = 1_000;

/** A note on a submission: its text, and for staff whether only staff may read it. */
export const NoteInputSchema = v.object({
  body: v.pipe(
    v.string('body must be text'),
    v.trim(),
    v.minLength(1, 'A note cannot be empty'),
    v.maxLength(NOTE_MAX, `body must be at most ${NOTE_MAX} characters`),
  ),
  staffOnly: v.optional(v.boolean('staffOnly must be true or false'), false),
});
export type NoteInput = v.InferOutput<typeof NoteInputSchema>;

export const REJECTION_REASON_MAX = 500;

/**
 * The status change's optional body: a rejection's reason, which the player reads (trimmed; empty or
 * null is none). Left out (or no body, as the 2024 client sends), it is not given: a rejection has
 * none, and setting the status it already has changes nothing.
 */
export const StatusChangeInputSchema = v.object({
  reason: v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string('reason must be text'),
          v.trim(),
          v.maxLength(REJECTION_REASON_MAX, `reason must be at most ${REJECTION_REASON_MAX} characters`),
        ),
      ),
    ),
    v.transform((text) => (text === undefined ? undefined : text || null)),
  ),
});
export type StatusChangeInput = v.InferOutput<typeof StatusChangeInputSchema>;
