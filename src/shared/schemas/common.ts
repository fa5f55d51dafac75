import * as v from 'valibot';
import { LEVEL_TYPES } from '../constants';

export const LevelTypeSchema = v.picklist(LEVEL_TYPES);

/** One field's problem: where (`path`, dotted), what (`message`, English) and a machine word (`type`). */
export const FieldIssueSchema = v.object({ path: v.string(), message: v.string(), type: v.string() });
export type FieldIssue = v.InferOutput<typeof FieldIssueSchema>;

/**
 * Every error answer. `code` is one of the catalogue in src/shared/errors.ts (the API documents the
 * list), but a client reads any code: a newer server may add one, and its message still shows.
 */
export const ErrorSchema = v.object({
  status: v.number(),
  code: v.string(),
  message: v.string(),
  issues: v.optional(v.array(FieldIssueSchema)),
});
export type ApiErrorBody = v.InferOutput<typeof ErrorSchema>;

export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    content: v.array(item),
    totalPages: v.number(),
    totalElements: v.number(),
    number: v.number(),
    size: v.number(),
  });
}
