/**
 * Embedded PGlite has no autovacuum: without it the planner has no statistics (and picks nested
 * loops over 200,000 records) and dead rows pile up after reorders. This does its work: planner
 * statistics refreshed where they are missing or far off, and a VACUUM ANALYZE now and then
 * after the data changed. PostgreSQL servers do this themselves.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

const TABLES = ['levels', 'players', 'records', 'submissions', 'regions', 'idempotency_keys'] as const;

/** ANALYZE the tables whose row estimate is missing or more than 10 % off. */
export async function refreshStatistics(db: Database): Promise<string[]> {
  const stale: string[] = [];
  for (const table of TABLES) {
    const [row] = await queryRows<{ estimate: number; actual: number }>(
      db,
      sql.raw(
        `SELECT (SELECT reltuples FROM pg_class WHERE oid = '${table}'::regclass)::float8 AS estimate,
              (SELECT count(*) FROM ${table})::float8 AS actual`,
      ),
    );
    if (!row) continue;
    if (row.estimate < 0 || Math.abs(row.actual - row.estimate) > row.actual * 0.1 + 50) stale.push(table);
  }
  for (const table of stale) await db.execute(sql.raw(`ANALYZE ${table}`));
  return stale;
}

/**
 * Checks statistics once in the background, then every `intervalMs` runs VACUUM ANALYZE if any
 * write happened since the last run (`generation` is the read cache's write counter).
 */
export function startMaintenance(db: Database, generation: () => number, intervalMs = 10 * 60 * 1000): () => void {
  let seen = generation();
  let running = false;
  const run = async (task: () => Promise<unknown>) => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      console.error('database maintenance failed:', (error as Error).message);
    } finally {
      running = false;
    }
  };
  setImmediate(() => void run(() => refreshStatistics(db)));
  const timer = setInterval(() => {
    if (generation() === seen) return;
    seen = generation();
    void run(() => db.execute(sql.raw(`VACUUM ANALYZE ${TABLES.join(', ')}`)));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
