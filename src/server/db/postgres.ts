/**
 * PostgreSQL through a node-postgres pool, made to live through the database going away: a request
 * waits at most CONNECT_TIMEOUT_MS for a connection (then a 503, http/errors.ts), a connection cut
 * while lent out does not end the process, and a transaction whose BEGIN fails hands its connection
 * back. Drizzle's pooled transaction takes a connection and sends BEGIN before the part that gives it
 * back, so a BEGIN on a connection the outage cut would keep it lent out for good: after a few
 * outages no connection would be left. Each transaction therefore takes its connection here and runs
 * drizzle's transaction on that connection alone.
 *
 * A serving process bounds every connection, so that one process frozen (SIGSTOP, a stalled
 * machine) or cut off from the database without its connections being reset never holds the others
 * up for more than a few seconds (docs/decisions/003-several-instances.md): a transaction left idle
 * is ended by the database and its locks go (idle_in_transaction_session_timeout), a lock is waited
 * for LOCK_MS at most, a statement runs STATEMENT_MS at most and its answer is waited for QUERY_MS,
 * and both ends probe a silent connection every few seconds (TCP keepalives, tcp_user_timeout).
 * What waited too long is a 503 with Retry-After (http/errors.ts), never a hang. Tools (the command
 * line's import, export and restore, the benchmarks' data sets) run long transactions of their own:
 * they keep the keepalives but not the bounds.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isTimedOut, isUnreachable } from './errors';
import * as schema from './schema';

/** How long a request waits for a new connection to PostgreSQL. */
const CONNECT_TIMEOUT_MS = 3_000;
const POOL_SIZE = 10;
/** A serving process's bounds (above): the freeze test holds them to 'another instance goes on within 5 s'. */
export const SERVING_BOUNDS = { idleInTransactionMs: 3_000, lockMs: 4_000, statementMs: 30_000, queryMs: 35_000 } as const;
/** The database probes a silent connection after 5 s, every 2 s, 3 times; unacknowledged data is given 10 s. */
const SERVER_KEEPALIVES = '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3 -c tcp_user_timeout=10000';

/** The settings of every connection this process opens (the pool's and the change feed's): named, probed, and bounded when `serving`. */
export function connectionConfig(url: string, serving: boolean): pg.ClientConfig {
  return {
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
    options: SERVER_KEEPALIVES,
    application_name: `moroccan-list ${serving ? 'server' : 'tool'} ${process.pid}`,
    ...(serving
      ? {
          idle_in_transaction_session_timeout: SERVING_BOUNDS.idleInTransactionMs,
          lock_timeout: SERVING_BOUNDS.lockMs,
          statement_timeout: SERVING_BOUNDS.statementMs,
          query_timeout: SERVING_BOUNDS.queryMs,
        }
      : {}),
  };
}

type PostgresDatabase = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function openPostgres(url: string, serving = false): { db: PostgresDatabase; close: () => Promise<void> } {
  const pool = new pg.Pool({ ...connectionConfig(url, serving), max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (error) => console.error('database pool error:', error.message));
  // A connection cut while lent out emits 'error' with no listener of the pool's, which would end
  // the process; the query it cut fails with the same error, and the pool drops it when it is back.
  pool.on('connect', (client) => client.on('error', () => {}));

  const db = drizzle(pool, { schema });
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  db.transaction = async (run, config) => {
    const client = await pool.connect();
    let doubtful: Error | undefined;
    try {
      let bound = onConnection.get(client);
      if (!bound) {
        bound = drizzle(client, { schema });
        onConnection.set(client, bound);
      }
      return await bound.transaction(run, config);
    } catch (error) {
      // A connection whose answer never came may still be busy, and one the database ended is gone: never lent again.
      if (isUnreachable(error) || isTimedOut(error)) doubtful = error as Error;
      throw error;
    } finally {
      // A connection that broke is not queryable any more, and the pool drops it rather than lending it again.
      client.release(doubtful);
    }
  };
  return { db, close: () => pool.end() };
}
