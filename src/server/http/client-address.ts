/**
 * The caller's rate-limit key for a request: its socket's address and its X-Forwarded-For hops, read
 * as TRUST_PROXY says (http/addresses.ts).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { pickAddress } from './addresses';
import type { AppEnv } from './context';

export function clientAddress(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not a Node socket (a request made in-process): no address to go on.
  }
  return pickAddress(c.var.services.config.trustProxy, socket, c.req.header('x-forwarded-for'));
}
