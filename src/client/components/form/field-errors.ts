/**
 * Per-field errors, keyed by the field's name (a dotted path, as the server's `issues[].path`): from
 * the shared valibot schema on the device, and from the server's refusal after.
 */
import * as v from 'valibot';
import type { OutboxError } from '../../../shared/outbox/entry';
import type { FieldIssue } from '../../../shared/schemas/common';
import { issueText, refusalText } from '../../lib/refusals/words';

export type FieldErrors = Partial<Record<string, string[]>>;

/** One message per field, the first problem found: a field that breaks two rules needs one fix at a time. */
const add = (errors: FieldErrors, path: string, message: string) => {
  errors[path] ??= [message];
};

/** The device's check: valibot's issues by field ('' for the form as a whole). */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // The form's fields are an object's keys: the path is their names, dotted.
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    add(errors, path, issueText({ path, type: issue.type, message: issue.message, requirement: issue.requirement }));
  }
  return errors;
}

/** The server's check: `issues[].path` of a 400 answer. */
export function fieldErrorsFromServer(issues: readonly FieldIssue[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) add(errors, issue.path, issueText(issue));
  return errors;
}

/** How a form reads a refusal: catalogue codes that belong to one field, and the fields it shows. */
export type RefusalFields = {
  /** code → [field, message], e.g. `region_exists` → the name field with 'A region with this name already exists.' */
  conflicts?: Readonly<Record<string, readonly [field: string, message: string]>>;
  /** The fields the form shows; issues on any other field go to the form as a whole (''). */
  fields?: readonly string[];
};

/**
 * The server's refusal of a change as its form shows it; null for a refusal that is not about the
 * form's fields (stale, gone: the outbox panel explains those).
 */
export function refusalErrors(error: OutboxError | null | undefined, { conflicts = {}, fields }: RefusalFields = {}): FieldErrors | null {
  if (!error) return null;
  const conflict = conflicts[error.code];
  if (conflict) return { [conflict[0]]: [conflict[1]] };
  if (!error.issues.length) return null;
  const [only] = error.issues;
  // A conflict on one field (username_taken on `username`) reads best in its code's own sentence.
  const errors =
    error.code !== 'validation_failed' && only && error.issues.length === 1
      ? { [only.path]: [refusalText(error)] }
      : fieldErrorsFromServer(error.issues);
  if (fields) {
    const other = Object.keys(errors).filter((path) => path !== '' && !fields.includes(path));
    if (other.length) errors[''] = [...(errors[''] ?? []), ...other.flatMap((path) => errors[path] ?? [])];
  }
  return errors;
}

/** A refused change opened again: its errors on their fields, or the refusal's sentence for the whole form. */
export const reopenedErrors = (error: OutboxError | null | undefined, form: RefusalFields = {}): FieldErrors =>
  refusalErrors(error, form) ?? (error ? { '': [refusalText(error)] } : {});

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some((messages) => messages && messages.length > 0);
