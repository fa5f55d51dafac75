import type { ApiErrorCode } from '../../shared/error-codes';
import type { FieldIssue } from '../../shared/schemas/common';

/** Failures the client names itself: no answer, a token that expired before sending, an answer it cannot read. */
export type ClientErrorCode = 'network' | 'token_expired' | 'bad_response' | 'http_error';

/** The one error type of every API call: the server's `{status, code, message, issues}` or a failure of the client's own. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** A code of the server's catalogue (src/shared/errors.ts), one of the client's own, or a newer server's. */
    readonly code: ApiErrorCode | ClientErrorCode | (string & {}),
    message: string,
    readonly issues: FieldIssue[] = [],
    /** The server's Retry-After in seconds (a 429, a 503); null when it sent none. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown, code?: ApiErrorCode | ClientErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
