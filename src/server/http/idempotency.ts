/**
 * `Idempotency-Key` on writes: the first successful answer to a key is stored per player for
 * 24 h; a repeat gets that answer again with `Idempotent-Replayed: true` and changes
 * nothing. Errors are not stored: they changed nothing, and a write refused for a passing reason
 * (expired sign-in, rate limit) must succeed when sent again with the same key. Concurrent repeats wait for the first to finish. Anonymous writes (sign-in) are not
 * stored, so one person's key can never replay another's answer.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from './context';
import { errors } from './errors';

const TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const inFlight = new Map<string, Promise<void>>();

export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  const player = c.var.player;
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || key === undefined || !player) return next();
  if (!KEY_PATTERN.test(key)) throw errors.badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters.', 'Idempotency-Key');

  const lockKey = `${player.id}:${key}`;
  while (inFlight.has(lockKey)) await inFlight.get(lockKey);
  let release!: () => void;
  inFlight.set(lockKey, new Promise<void>((resolve) => (release = resolve)));
  try {
    const { db } = c.var.services;
    const since = new Date(Date.now() - TTL_MS);
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.playerId, player.id), eq(idempotencyKeys.key, key)));
    const path = new URL(c.req.url).pathname;
    if (stored && stored.createdAt >= since) {
      if (stored.method !== c.req.method || stored.path !== path) {
        throw errors.conflict('idempotency_key_reused', 'This Idempotency-Key was already used for another request.');
      }
      c.res = new Response(stored.status === 204 ? null : stored.body, {
        status: stored.status,
        headers: { ...(stored.contentType ? { 'content-type': stored.contentType } : {}), 'idempotent-replayed': 'true' },
      });
      return;
    }
    await next();
    if (c.res.status >= 400 || c.error) return;
    const body = c.res.status === 204 ? '' : await c.res.clone().text();
    const row = { playerId: player.id, key, method: c.req.method, path, status: c.res.status, body, contentType: c.res.headers.get('content-type') };
    await db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoUpdate({ target: [idempotencyKeys.playerId, idempotencyKeys.key], set: { ...row, createdAt: sql`now()` } });
  } finally {
    inFlight.delete(lockKey);
    release();
  }
});

/** Drops answers older than 24 h; run now and then. */
export async function pruneIdempotencyKeys(db: AppEnv['Variables']['services']['db']): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - TTL_MS)));
}
