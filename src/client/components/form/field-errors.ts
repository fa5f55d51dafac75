/**
 * Per-field errors, keyed by the field's name (a dotted path, as the server's `issues[].path`): from
 * the shared valibot schema on the device, and from the server's refusal after.
 */
import * as v from 'valibot';
import type { FieldIssue } from '../../../shared/schemas/common';

export type FieldErrors = Partial<Record<string, string[]>>;

const add = (errors: FieldErrors, path: string, message: string) => {
  const messages = (errors[path] ??= []);
  if (!messages.includes(message)) messages.push(message);
};

/** The device's check: valibot's issues by field ('' for the form as a whole). */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) add(errors, v.getDotPath(issue) ?? '', issue.message);
  return errors;
}

/** The server's check: `issues[].path` of a 400 answer. */
export function fieldErrorsFromServer(issues: readonly FieldIssue[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) add(errors, issue.path, issue.message);
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some((messages) => messages && messages.length > 0);
