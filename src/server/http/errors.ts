/**
 * The error catalogue: every error the API sends is `{status, code, message, issues?}` with a
 * stable `code` the client maps to its texts.
 */
import type { ApiErrorBody } from '../../shared/schemas/common';

export type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { status: this.status, code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) };
  }
}

export const errors = {
  validation: (issues: FieldIssue[], message = 'Some fields are not valid.') => new ApiError(400, 'validation_failed', message, issues),
  badRequest: (message: string, path = '') => new ApiError(400, 'validation_failed', message, [{ path, message }]),
  malformedJson: () => new ApiError(400, 'malformed_json', 'The request body is not valid JSON.'),
  invalidCredentials: () => new ApiError(401, 'invalid_credentials', 'Email or password is incorrect.'),
  unauthenticated: (message = 'Sign in to continue.') => new ApiError(401, 'unauthenticated', message),
  forbidden: (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message),
  accountInactive: () => new ApiError(403, 'account_inactive', 'Your account is inactive. Change your username in settings to activate it.'),
  notFound: (what: string) => new ApiError(404, 'not_found', `${what} not found.`),
  /** A feature this server was not set up for, such as Google sign-in without its configuration. */
  notConfigured: (message: string) => new ApiError(404, 'not_found', message),
  conflict: (code: string, message: string, path?: string) =>
    new ApiError(409, code, message, path ? [{ path, message }] : undefined),
  payloadTooLarge: (message = 'The request body is too large.') => new ApiError(413, 'payload_too_large', message),
  unsupportedMediaType: (message: string) => new ApiError(415, 'unsupported_media_type', message),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, 'rate_limited', `Too many requests. Try again in ${retryAfterSeconds} s.`, undefined, { 'Retry-After': String(retryAfterSeconds) }),
};
