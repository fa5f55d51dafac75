/**
 * If-Match on staff writes (src/shared/versions.ts): the version a change was made on. A write that
 * names another version than the stored one is refused with 412 `stale`, changing nothing, and the
 * answer carries what the server holds now so the client can show what changed and apply the change
 * again on it. A write without If-Match (older clients) is applied as before.
 */
import type { Context } from 'hono';
import { parseIfMatch } from '../../shared/versions';
import type { AppEnv } from './context';
import { errors } from './errors';

/** The version the request's If-Match names, or null when it names none. */
export const expectedVersion = (c: Context<AppEnv>): string | null => parseIfMatch(c.req.header('if-match'));

/**
 * Refuses the write when `expected` is given and differs from `stored`. Call it after the row is
 * locked, so no other change can slip in between the check and the write.
 */
export async function guardVersion(
  expected: string | null, stored: number | string, what: string, current: () => unknown,
): Promise<void> {
  if (expected === null || expected === String(stored)) return;
  throw errors.stale(`${what} changed since you loaded it. Nothing was changed.`, await current());
}
