/**
 * If-Match on staff writes (src/shared/versions.ts): the version a change was made on, which the
 * rules check with guardVersion (rules/versions.ts). A write without If-Match (older clients) is
 * applied as before.
 */
import type { Context } from 'hono';
import { parseIfMatch } from '../../shared/versions';
import type { AppEnv } from './context';

/** The version the request's If-Match names, or null when it names none. */
export const expectedVersion = (c: Context<AppEnv>): string | null => parseIfMatch(c.req.header('if-match'));
