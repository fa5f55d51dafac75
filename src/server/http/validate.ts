/**
 * Validation at the edge with the shared valibot schemas. A failure is a 400 `validation_failed`
 * listing each field; the same schemas document the routes in the OpenAPI document.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { describeRoute, resolver, validator } from 'hono-openapi';
import { object, picklist, type GenericSchema } from 'valibot';
import { API_ERROR_CODES } from '../../shared/errors';
import { ErrorSchema } from '../../shared/schemas/common';
import { errors, type FieldIssue } from '../rules/errors';
import { requireJsonContentType } from './json-body';

function issuePath(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
}

/** Valibot's issues carry their kind (`min_value`, `url`, …) beside the standard fields: the machine word of the issue. */
export function toFieldIssues(issues: readonly StandardSchemaV1.Issue[]): FieldIssue[] {
  return issues.map((issue) => {
    const type = (issue as { type?: unknown }).type;
    return { path: issuePath(issue), message: issue.message, type: typeof type === 'string' ? type : 'invalid' };
  });
}

export function valid<S extends StandardSchemaV1, T extends keyof ValidationTargets>(target: T, schema: S) {
  const check = validator(target, schema, (result) => {
    if (!result.success) throw errors.validation(toFieldIssues(result.error as readonly StandardSchemaV1.Issue[]));
  });
  if (target !== 'json') return check;
  // The content type first, before the body is read; Object.assign keeps the OpenAPI description.
  const checkType: typeof check = async (c, next) => {
    requireJsonContentType((name) => c.req.header(name));
    return check(c, next);
  };
  return Object.assign(checkType, check);
}

/**
 * A JSON body a route may also go without: a request with no body at all (no length or a length of
 * 0, whatever its content type) reads as `{}`, as the clients that send none always have; one that
 * has a body is checked as `valid('json', …)` checks it.
 */
export function validOptionalJson<S extends StandardSchemaV1>(schema: S) {
  const check = valid('json', schema);
  const optional: typeof check = async (c, next) => {
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (hasBody) return check(c, next);
    const empty = await schema['~standard'].validate({});
    if (empty instanceof Promise || empty.issues) throw new Error("An optional body's schema must accept {}.");
    c.req.addValidatedData('json', empty.value as object);
    await next();
  };
  return Object.assign(optional, check);
}

type Doc = {
  summary: string;
  tag: string;
  /** The schema of the success body; omit for an empty or binary answer. */
  response?: GenericSchema;
  status?: 200 | 201 | 204 | 302 | 304;
  access?: 'public' | 'player' | 'staff';
  description?: string;
  /** Headers of the success answer a client may read, by name. */
  headers?: Record<string, { description: string; schema: { type: 'integer' | 'string' } }>;
};

// The documented error body names the closed list of codes a client may meet.
const errorContent = { 'application/json': { schema: resolver(object({ ...ErrorSchema.entries, code: picklist(API_ERROR_CODES) })) } };

export function doc({ summary, tag, response, status = 200, access = 'public', description, headers }: Doc) {
  return describeRoute({
    summary,
    description,
    tags: [tag],
    ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
    responses: {
      [status]: {
        description: 'Success',
        ...(headers ? { headers } : {}),
        ...(response ? { content: { 'application/json': { schema: resolver(response) } } } : {}),
      },
      400: { description: 'Invalid input', content: errorContent },
      ...(access === 'public' ? {} : { 401: { description: 'Not signed in', content: errorContent } }),
      ...(access === 'staff' ? { 403: { description: 'Not staff', content: errorContent } } : {}),
    },
  });
}
