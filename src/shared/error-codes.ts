/**
 * The codes of the API's error catalogue (errors.ts), apart from their messages: what an answer's
 * `code` may be, for the schemas every client parses with, without carrying the server's English.
 */
export const API_ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'malformed_request',
  'invalid_credentials',
  'unauthenticated',
  'forbidden',
  'banned',
  'account_inactive',
  'not_found',
  'level_exists',
  'record_exists',
  'username_taken',
  'region_exists',
  'region_locked',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'stale',
  'conflict',
  'under_review',
  'staff_claim_unconfirmed',
  'request_timeout',
  'history_gone',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'headers_too_large',
  'internal_error',
  'unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
