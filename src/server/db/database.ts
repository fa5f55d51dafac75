/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in a folder
 * (or in memory for `memory://`). Runs the migrations, which are the same files for both.
 * A PGlite folder is claimed first (folder-owner.ts): no two processes ever open the same files.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { claimFolder, FolderInUse, type FolderClaim } from './folder-owner';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either a transaction or the database itself: read helpers take this. */
export type Queryable = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (for the change feed's own connection). */
  url?: string;
  /** This process's claim on its PGlite folder, which also carries the command line's requests. */
  folder?: FolderClaim;
  close: () => Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** Who this process is, as other processes are told when they find the folder taken. */
  role?: string;
  /** How long to wait for another process to let go of the folder (a server restarting). */
  waitMs?: number;
  /** Told just before the migrations run, so a start-up can say what it is doing. */
  onMigrate?: () => void;
};

async function claimWithin(folder: string, role: string, waitMs: number): Promise<FolderClaim> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await claimFolder(folder, role);
    } catch (error) {
      if (!(error instanceof FolderInUse) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => console.error('database pool error:', error.message));
    const db = drizzlePg(pool, { schema });
    options.onMigrate?.();
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', url: options.databaseUrl, close: () => pool.end() };
  }
  if (options.dataDir === 'memory://') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    options.onMigrate?.();
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const folder = await claimWithin(options.dataDir, options.role ?? 'another process', options.waitMs ?? 0);
  try {
    const client = new PGlite(`${options.dataDir}/pglite`);
    const db = drizzlePglite(client, { schema });
    options.onMigrate?.();
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      await folder.release();
    };
    return { db: db as unknown as Database, kind: 'pglite', folder, close };
  } catch (error) {
    await folder.release();
    throw error;
  }
}

/** Rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
