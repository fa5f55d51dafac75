/** What a player sends to claim a record. */
import * as v from 'valibot';
import { LevelIdSchema, PageQuerySchema } from '../common';
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
