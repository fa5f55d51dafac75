/**
 * Anything a request can throw, as an error of the catalogue (rules/errors.ts): database constraint
 * violations by constraint name, so rules never catch them themselves; an unreachable database, or
 * a statement that waited longer than a serving process's bounds allow (db/postgres.ts), as a 503
 * with Retry-After; Hono's own refusals. Null is a fault of the server's own.
 */
import { HTTPException } from 'hono/http-exception';
import { isTimedOut, isUnreachable, sqlState, violatedConstraint } from '../db/errors';
import { ApiError, errors } from '../rules/errors';

/** Unique indexes whose violation means "taken": the race an early check cannot close. */
const UNIQUE_CONSTRAINTS: Record<string, () => ApiError> = {
  regions_name_unique: errors.regionExists,
  players_username_unique: errors.usernameTaken,
  records_level_player_unique: errors.recordExists,
  levels_type_id_pk: errors.levelExists,
};

/** The catalogue error of anything a request can throw, or null for a fault of the server's own. */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return errors.payloadTooLarge();
    if (error.status === 400) return /json/i.test(error.message) ? errors.malformedJson() : errors.invalidField('', error.message);
    if (error.status === 401) return errors.unauthenticated();
    return null;
  }
  if (isUnreachable(error) || isTimedOut(error)) return errors.unavailable();
  const state = sqlState(error);
  if (state === '23505') return UNIQUE_CONSTRAINTS[violatedConstraint(error) ?? '']?.() ?? errors.conflict();
  if (state === '23503') return errors.conflict('This refers to something that does not exist or is still in use.');
  if (state?.startsWith('22')) return errors.invalidField('', 'A value is out of range.');
  return null;
}
