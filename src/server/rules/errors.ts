/**
 * The server's errors, made only from the shared catalogue (src/shared/errors.ts): every answer is
 * `{status, code, message, issues?}`. Rules raise them without knowing of HTTP; http/errors.ts
 * turns everything else a request can throw (database constraint violations, an unreachable
 * database, Hono's own refusals) into them.
 */
import { API_ERRORS, FIELD_ISSUE_TYPES, type ApiErrorCode, type ApiErrorStatus } from '../../shared/errors';
import type { ApiErrorBody, FieldIssue } from '../../shared/schemas/common';

export type { FieldIssue };

export class ApiError extends Error {
  readonly status: ApiErrorStatus;

  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
    /** What the server holds now, sent as `current` (412 stale: the row or order; 403 banned: the ban). */
    readonly current?: unknown,
  ) {
    super(message);
    this.status = API_ERRORS[code].status;
  }

  /** The answer's body; a 412 `stale` adds `current`, what the server holds now (the row, or a level list's order), a 403 `banned` the ban in force. */
  toBody(): ApiErrorBody & { current?: unknown } {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.current !== undefined ? { current: this.current } : {}),
    };
  }
}

const { unknown, immutable, below_requirement, invalid, taken, flagged } = FIELD_ISSUE_TYPES;
const field = (code: ApiErrorCode, path: string, type: string, message: string = API_ERRORS[code].message) =>
  new ApiError(code, message, [{ path, message, type }]);

/** Connections come back within a second of the database; a little more leaves room for a restart. */
const UNAVAILABLE_RETRY_SECONDS = 2;

export const errors = {
  validation: (issues: FieldIssue[]) => new ApiError('validation_failed', undefined, issues),
  /** A rule's refusal of one field; `type` says which kind of rule. */
  invalidField: (path: string, message: string, type: string = invalid) => field('validation_failed', path, type, message),
  unknownReference: (path: string, message: string) => field('validation_failed', path, unknown, message),
  immutableField: (path: string, message: string) => field('validation_failed', path, immutable, message),
  belowRequirement: (path: string, message: string) => field('validation_failed', path, below_requirement, message),
  malformedJson: () => new ApiError('malformed_json'),
  invalidCredentials: () => new ApiError('invalid_credentials'),
  unauthenticated: (message?: string) => new ApiError('unauthenticated', message),
  expiredSignIn: () => new ApiError('unauthenticated', 'Your sign-in is not valid or has expired. Sign in again.'),
  forbidden: (message?: string) => new ApiError('forbidden', message),
  /**
   * A player under a ban tries to submit: until when (none: permanent), in the sentence and as
   * `current: {until}` (the ban in force, for a client to word the date in its reader's language).
   */
  banned: (until: Date | null) =>
    new ApiError(
      'banned',
      until
        ? `You are banned from submitting records until ${until.toISOString()}.`
        : 'You are banned from submitting records permanently.',
      undefined,
      undefined,
      { until: until?.toISOString() ?? null },
    ),
  /** A flagged player's submission without raw footage. */
  rawFootageRequired: () =>
    field('validation_failed', 'rawFootage', flagged, 'Your account is flagged: send raw footage with every submission.'),
  accountInactive: () => new ApiError('account_inactive'),
  notFound: (what: string) => new ApiError('not_found', `${what} not found.`),
  /** A feature this server was not set up for, such as Google sign-in without its configuration. */
  notConfigured: (message: string) => new ApiError('not_found', message),
  levelExists: () => field('level_exists', 'id', taken),
  recordExists: () => new ApiError('record_exists'),
  usernameTaken: () => field('username_taken', 'username', taken),
  regionExists: () => field('region_exists', 'name', taken),
  regionLocked: () => field('region_locked', 'region', immutable),
  idempotencyKeyReused: () => new ApiError('idempotency_key_reused'),
  idempotencyInProgress: () => new ApiError('idempotency_in_progress', undefined, undefined, { 'Retry-After': '1' }),
  conflict: (message?: string) => new ApiError('conflict', message),
  /** Someone else holds a claim on the submission: the message names them. */
  /** Someone else holds the claim: who, in the sentence and as `current: {claimedBy}` (for a client to word in its reader's language). */
  underReview: (claimer: string | null) =>
    new ApiError('under_review', `Under review by ${claimer ?? 'another staff member'}.`, undefined, undefined, { claimedBy: claimer }),
  /** The approval of a claim of a staff player without `confirmStaff`: it would make the claimant staff (claims/rules.ts). */
  staffClaimUnconfirmed: () => new ApiError('staff_claim_unconfirmed'),
  /** If-Match named another version than the stored one; `current` is what the server holds now. */
  stale: (message: string, current: unknown) => new ApiError('stale', message, undefined, undefined, current),
  payloadTooLarge: (message?: string) => new ApiError('payload_too_large', message),
  unsupportedMediaType: (message?: string) => new ApiError('unsupported_media_type', message),
  /** Answers of the HTTP server itself, for a request Node could not parse (http/client-error.ts). */
  headersTooLarge: () => new ApiError('headers_too_large'),
  malformedRequest: () => new ApiError('malformed_request'),
  requestTimeout: () => new ApiError('request_timeout'),
  historyGone: () => new ApiError('history_gone'),
  /** A moment before the list's history began: nothing is invented for it. */
  beforeHistory: (since: Date) => new ApiError('not_found', `The list's history begins on ${since.toISOString()}.`),
  /** The database cannot be reached: worth sending again shortly (the site's outbox does). */
  unavailable: () => new ApiError('unavailable', undefined, undefined, { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) }),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError('rate_limited', `Too many requests. Try again in ${retryAfterSeconds} s.`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    }),
};
