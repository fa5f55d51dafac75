/**
 * The one way a route writes: `answerWrite(c, status, change)` runs the change in one transaction
 * (db/write.ts) and, when the request carries an Idempotency-Key, takes the key before the change
 * and stores the answer after it, in that same transaction (idempotency.ts). The change's log entries
 * name the signed-in player as their actor. The answer is the change's result as JSON, or no body
 * for 204 (also for a null result when the route says so).
 */
import type { Context } from 'hono';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { write } from '../db/write';
import type { AppEnv } from './context';
import { AppliedMeanwhile, claimKey, replay, storeAnswer } from './idempotency';

/**
 * `noneAs204`: a change that finds nothing to do answers null, sent as 204 (a queue with nothing left).
 * `own`: a change of the caller's own data that no read model holds (db/write.ts).
 */
export async function answerWrite(
  c: Context<AppEnv>,
  status: 200 | 201 | 204,
  change: (tx: Tx, log: Log) => Promise<unknown>,
  options: { noneAs204?: boolean; own?: boolean } = {},
): Promise<Response> {
  const request = c.var.idempotency;
  const player = c.var.player;
  const actor = player ? { id: player.id, name: player.username } : null;
  try {
    const body = await write(
      c.var.services,
      async (tx, log) => {
        if (request) await claimKey(tx, request);
        const result = await change(tx, { add: (entry) => log.add({ actor, ...entry }) });
        const answered = options.noneAs204 && result === null ? 204 : status;
        const json = answered === 204 ? null : JSON.stringify(result);
        if (request) await storeAnswer(tx, request, answered, json);
        return json;
      },
      { own: options.own },
    );
    return body === null ? c.body(null, 204) : c.body(body, status as 200 | 201, { 'content-type': 'application/json' });
  } catch (error) {
    if (request && error instanceof AppliedMeanwhile) return replay(c, request, error.stored);
    throw error;
  }
}
