/**
 * `Idempotency-Key` on signed-in writes: each key is applied once per player, whatever happens.
 * The key and the answer are stored in the same transaction as the write they guard (answer.ts):
 * - a repeat after the first committed gets the stored answer (`Idempotent-Replayed: true`);
 * - a repeat while the first is still running waits on the key's row (any process, the database
 *   decides), then gets the stored answer, or after KEY_WAIT a 409 `idempotency_in_progress`;
 * - a crash between commit and answer leaves key and answer stored together, so a retry replays.
 * Errors are not stored (their transaction rolled back), so a write refused for a passing reason
 * (expired sign-in, rate limit) succeeds when sent again. Anonymous writes are not stored, and keys
 * are per player, so nobody's key replays another's answer. Answers are kept 24 h.
 * See docs/decisions/002-idempotency.md.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { queryRows, type Queryable, type Tx } from '../db/database';
import { sqlState } from '../db/errors';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv, IdempotentRequest } from './context';
import { errors } from '../rules/errors';

const TTL_MS = 24 * 60 * 60 * 1000;
const KEY_WAIT = '5s';
/** lock_not_available: a lock not had within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type StoredAnswer = { method: string; path: string; status: number; body: string; contentType: string | null };

const fresh = () => new Date(Date.now() - TTL_MS);

async function storedAnswer(db: Queryable, request: IdempotentRequest): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      contentType: idempotencyKeys.contentType,
    })
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.playerId, request.playerId), eq(idempotencyKeys.key, request.key), gt(idempotencyKeys.createdAt, fresh())),
    );
  return row ?? null;
}

/** The stored answer as a response, or 409 when the key was used for another request. */
export function replay(c: Context<AppEnv>, request: IdempotentRequest, stored: StoredAnswer): Response {
  if (stored.method !== request.method || stored.path !== request.path) throw errors.idempotencyKeyReused();
  const headers = { ...(stored.contentType ? { 'content-type': stored.contentType } : {}), 'idempotent-replayed': 'true' };
  return stored.status === 204 ? c.body(null, 204, headers) : c.body(stored.body, stored.status as 200, headers);
}

/** Thrown inside the write's transaction when another request applied the key first. */
export class AppliedMeanwhile extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('idempotency key applied by another request');
  }
}

type ClaimRow = {
  claimed: boolean;
  stored_method: string;
  stored_path: string;
  stored_status: number;
  stored_body: string;
  stored_content_type: string | null;
};

/**
 * Takes the key for this transaction in one statement (the database function of migration 0003):
 * the row is inserted now and committed with the write, and a concurrent request with the same key
 * waits there until this one ends, at most KEY_WAIT. An answer older than 24 h is taken over.
 * Throws AppliedMeanwhile when the key was applied while this request was on its way.
 */
export async function claimKey(tx: Tx, request: IdempotentRequest): Promise<void> {
  const [row] = await queryRows<ClaimRow>(
    tx,
    sql`SELECT * FROM claim_idempotency_key(
    ${request.playerId}, ${request.key}, ${request.method}, ${request.path}, ${fresh().toISOString()}, ${KEY_WAIT})`,
  ).catch((error: unknown) => {
    // The key's row stayed locked by another request with it for longer than KEY_WAIT: that request is still going.
    throw sqlState(error) === LOCK_NOT_AVAILABLE ? errors.idempotencyInProgress() : error;
  });
  if (row?.claimed) return;
  if (!row) throw errors.idempotencyInProgress();
  throw new AppliedMeanwhile({
    method: row.stored_method,
    path: row.stored_path,
    status: row.stored_status,
    body: row.stored_body,
    contentType: row.stored_content_type,
  });
}

export async function storeAnswer(tx: Tx, request: IdempotentRequest, status: number, body: string | null): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status, body: body ?? '', contentType: body === null ? null : 'application/json' })
    .where(and(eq(idempotencyKeys.playerId, request.playerId), eq(idempotencyKeys.key, request.key)));
}

/** Answers a repeat at once; otherwise hands the key to the write (answer.ts). */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  c.set('idempotency', null);
  const key = c.req.header('idempotency-key');
  const player = c.var.player;
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || key === undefined || !player) return next();
  if (!KEY_PATTERN.test(key)) throw errors.invalidField('Idempotency-Key', 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
  const request = { playerId: player.id, key, method: c.req.method, path: new URL(c.req.url).pathname };
  const stored = await storedAnswer(c.var.services.db, request);
  if (stored) return replay(c, request, stored);
  c.set('idempotency', request);
  await next();
});

/** Drops answers older than 24 h; run now and then. */
export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, fresh()));
}
