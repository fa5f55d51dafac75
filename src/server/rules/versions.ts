/**
 * The version guard of staff writes (src/shared/versions.ts, http/preconditions.ts): a write that
 * names another version than the stored one is refused with 412 `stale`, changing nothing, and the
 * answer carries what the server holds now.
 */
import { errors } from './errors';

/**
 * Refuses the write when `expected` is given and differs from `stored`. Call it after the row is
 * locked, so no other change can slip in between the check and the write.
 */
export async function guardVersion(expected: string | null, stored: number | string, what: string, current: () => unknown): Promise<void> {
  if (expected === null || expected === String(stored)) return;
  throw errors.stale(`${what} changed since you loaded it. Nothing was changed.`, await current());
}
