/** The caller's address for rate limits: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.services.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
