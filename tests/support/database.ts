/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DB=postgres,
 * a new database on the server of TEST_DATABASE_URL that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';

export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function freshDatabase(): Promise<DatabaseHandle> {
  return freshDatabaseOf(testDatabaseKind);
}

/** Whether a PostgreSQL server is there for tests (TEST_DATABASE_URL): a PGlite run may also use one. */
export const postgresForTests = (): boolean => !!process.env.TEST_DATABASE_URL;

/** A fresh, migrated database of the given kind, whichever kind the run is on. */
export async function freshDatabaseOf(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('A PostgreSQL database for tests needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
