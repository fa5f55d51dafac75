/**
 * PostgreSQL through a node-postgres pool, made to live through the database going away: a request
 * waits at most CONNECT_TIMEOUT_MS for a connection (then a 503, http/errors.ts), a connection cut
 * while lent out does not end the process, and a transaction whose BEGIN fails hands its connection
 * back. Drizzle's pooled transaction takes a connection and sends BEGIN before the part that gives it
 * back, so a BEGIN on a connection the outage cut would keep it lent out for good: after a few
 * outages no connection would be left. Each transaction therefore takes its connection here and runs
 * drizzle's transaction on that connection alone.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** How long a request waits for a new connection to PostgreSQL. */
const CONNECT_TIMEOUT_MS = 3_000;
const POOL_SIZE = 10;

type PostgresDatabase = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function openPostgres(url: string): { db: PostgresDatabase; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('error', (error) => console.error('database pool error:', error.message));
  // A connection cut while lent out emits 'error' with no listener of the pool's, which would end
  // the process; the query it cut fails with the same error, and the pool drops it when it is back.
  pool.on('connect', (client) => client.on('error', () => {}));

  const db = drizzle(pool, { schema });
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  db.transaction = async (run, config) => {
    const client = await pool.connect();
    try {
      let bound = onConnection.get(client);
      if (!bound) {
        bound = drizzle(client, { schema });
        onConnection.set(client, bound);
      }
      return await bound.transaction(run, config);
    } finally {
      // A connection that broke is not queryable any more, and the pool drops it rather than lending it again.
      client.release();
    }
  };
  return { db, close: () => pool.end() };
}
