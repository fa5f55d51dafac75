/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in a folder
 * (or in memory for `memory://`). Runs the migrations, which are the same files for both.
 * A PGlite folder is claimed first (folder-owner.ts): no two processes ever open the same files;
 * a new one gets its database from embedded-folder.ts.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { emptyCluster, migrationsFolder } from './empty-cluster';
import { prepareEmbeddedFolder, type EmbeddedFolder } from './embedded-folder';
import { openPostgres } from './postgres';
import type { FolderClaim } from './folder-owner';
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
  /**
   * A process that serves requests: on PostgreSQL its connections carry the bounds that keep one
   * stuck process from holding up the others (postgres.ts); tools keep PostgreSQL's defaults.
   */
  serving?: boolean;
  /** How long to wait for another process to let go of the folder (a server restarting). */
  waitMs?: number;
  /** Told just before the migrations run, so a start-up can say what it is doing. */
  onMigrate?: () => void;
  /** The folder already claimed (and its database maybe being created) by prepareEmbeddedFolder. */
  embedded?: EmbeddedFolder;
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Migrations are a tool's work, unbounded: a serving process runs them on a connection of their own first.
    const migrating = openPostgres(options.databaseUrl);
    try {
      options.onMigrate?.();
      await migratePg(migrating.db, { migrationsFolder });
    } catch (error) {
      await migrating.close();
      throw error;
    }
    if (!options.serving)
      return { db: migrating.db as unknown as Database, kind: 'postgres', url: options.databaseUrl, close: migrating.close };
    await migrating.close();
    const { db, close } = openPostgres(options.databaseUrl, true);
    return { db: db as unknown as Database, kind: 'postgres', url: options.databaseUrl, close };
  }
  if (options.dataDir === 'memory://') {
    // A copy of the cached empty cluster loads in about a second; PGlite's own initdb takes several.
    const client = new PGlite({ loadDataDir: new Blob([await emptyCluster()]) });
    const db = drizzlePglite(client, { schema });
    options.onMigrate?.();
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
  }
  const embedded =
    options.embedded ?? (await prepareEmbeddedFolder(options.dataDir, options.role ?? 'another process', options.waitMs ?? 0));
  const folder = embedded.claim;
  try {
    await embedded.ready;
    const client = new PGlite(embedded.path);
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
