/**
 * The closed catalogue of API errors: every `code` the server can send, with its HTTP status and its
 * one English message. The server makes its errors from this list only, so a code cannot be minted
 * anywhere else; clients switch on the code (never on the message) and show their own words.
 * Field issues carry `type`, a machine word (valibot's issue type such as `min_value` or `url`, or one
 * of FIELD_ISSUE_TYPES below), so a client can word them in any language.
 */
import { API_ERROR_CODES, type ApiErrorCode } from './error-codes';

export { API_ERROR_CODES, type ApiErrorCode };

export const API_ERRORS = {
  validation_failed: { status: 400, message: 'Some fields are not valid.' },
  malformed_json: { status: 400, message: 'The request body is not valid JSON.' },
  malformed_request: { status: 400, message: 'The request is not valid HTTP.' },
  invalid_credentials: { status: 401, message: 'Email or password is incorrect.' },
  unauthenticated: { status: 401, message: 'Sign in to continue.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  banned: { status: 403, message: 'You are banned from submitting records.' },
  account_inactive: { status: 403, message: 'Your account is inactive. Change your username in settings to activate it.' },
  not_found: { status: 404, message: 'Not found.' },
  level_exists: { status: 409, message: 'A level with this id already exists.' },
  record_exists: { status: 409, message: 'A record with this level and player already exists.' },
  username_taken: { status: 409, message: 'This username is already taken.' },
  region_exists: { status: 409, message: 'A region with this name already exists.' },
  region_locked: { status: 409, message: 'Your region is already set and cannot be changed.' },
  idempotency_key_reused: { status: 409, message: 'This Idempotency-Key was already used for another request.' },
  idempotency_in_progress: { status: 409, message: 'A request with this Idempotency-Key is still being processed. Try again shortly.' },
  conflict: { status: 409, message: 'This conflicts with existing data.' },
  under_review: { status: 409, message: 'Another staff member is reviewing this submission.' },
  staff_claim_unconfirmed: {
    status: 409,
    message: 'This player is staff: approving the claim makes the claimant staff too, and must be confirmed.',
  },
  stale: { status: 412, message: 'This changed since you loaded it. Nothing was changed.' },
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  history_gone: { status: 410, message: 'These changes are no longer kept. Download the whole list again.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'This content type is not accepted here.' },
  rate_limited: { status: 429, message: 'Too many requests. Try again later.' },
  headers_too_large: { status: 431, message: 'The request headers are too large.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { status: 503, message: 'The list is briefly unavailable. Try again in a moment.' },
} as const satisfies Record<ApiErrorCode, { status: number; message: string }>;

export type ApiErrorStatus = (typeof API_ERRORS)[ApiErrorCode]['status'];

/** Issue types of the server's own rules, beside valibot's (`min_value`, `regex`, `url`, …). */
export const FIELD_ISSUE_TYPES = {
  /** Names something that does not exist (a player id, a region). */
  unknown: 'unknown',
  /** A value that may not change (a level's id, a record's level or player). */
  immutable: 'immutable',
  /** Below what the level requires (a classic percentage). */
  below_requirement: 'below_requirement',
  /** The whole body breaks a rule that spans fields (a reorder that is not a permutation). */
  invalid: 'invalid',
  /** Taken by something else (a username, a region name, a level id). */
  taken: 'taken',
  /** Required of a flagged player (raw footage with every submission). */
  flagged: 'flagged',
} as const;
