/**
 * One server process stuck while one of its transactions holds the change log's lock, frozen
 * (SIGSTOP) or cut off from the database without its connection being reset, must not stall the
 * others: the bounds of a serving process's connections (db/postgres.ts) end the stuck transaction
 * within seconds, another process's writes are acknowledged within 5 s of the stall, nothing
 * acknowledged is lost, and the stuck process serves again once it can. PostgreSQL only, with real
 * server processes: embedded PGlite belongs to one process.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src/server/db/database';
import { freshDatabase, testDatabaseKind } from '../support/database';
import { freePort, startNode, type Running } from '../support/processes';
import { startRelay, type Relay } from '../support/relay';

const postgres = testDatabaseKind === 'postgres';
let database: DatabaseHandle;
let relay: Relay;
let clientDir: string;
let env: NodeJS.ProcessEnv;
let token: string;

async function startServer(databaseUrl = database.url!): Promise<Running> {
  const port = await freePort();
  return startNode('src/server/main.ts', [], { ...env, DATABASE_URL: databaseUrl, PORT: String(port) }, port, '/api/public/settings');
}

/** A region made on `server`: its name when acknowledged (201), null otherwise (refused, or no answer in time). */
async function makeRegion(server: Running, name: string, timeoutMs = 30_000): Promise<string | null> {
  try {
    const response = await fetch(`${server.url}/api/staff/regions/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status === 201 ? name : null;
  } catch {
    return null;
  }
}

/** Whether a backend of `server` holds the change log's advisory lock now (db/change-log.ts lockLog). */
async function holdsLogLock(server: Running): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    database.db,
    sql`
    SELECT EXISTS (
      SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.objid::bigint = (hashtext('change_log')::bigint & 4294967295)
        AND a.application_name = ${`moroccan-list server ${server.pid}`}) AS held`,
  );
  return row!.held;
}

/**
 * Keeps `stuck` writing (eight at a time), stalls it with `stall` at a moment one of its transactions
 * holds the log's lock (stalling and resuming again until it does), and answers what was acknowledged.
 */
async function stallWhileHolding(stuck: Running, stall: () => void, resume: () => void) {
  const acknowledged: string[] = [];
  let writing = true;
  let next = 0;
  const writers = Array.from({ length: 8 }, async () => {
    while (writing) {
      const made = await makeRegion(stuck, `stuck-${stuck.pid}-${next++}`);
      if (made) acknowledged.push(made);
    }
  });
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === 500) throw new Error("never caught the process holding the log's lock");
    await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10));
    stall();
    if (await holdsLogLock(stuck)) break;
    resume();
  }
  writing = false;
  return { acknowledged, writers };
}

describe.skipIf(!postgres)("a server process stuck while it holds the change log's lock", () => {
  beforeAll(async () => {
    database = await freshDatabase();
    const url = new URL(database.url!);
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    clientDir = mkdtempSync(join(tmpdir(), 'stall-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>stall</title>');
    env = { ...process.env, HOST: '127.0.0.1', LOG: 'off', CLIENT_DIR: clientDir, JWT_SECRET: randomBytes(32).toString('base64url') };
    await new Promise<void>((resolve, reject) =>
      execFile(
        'node_modules/.bin/tsx',
        [
          'src/server/cli.ts',
          'create-user',
          '--email',
          'staff@stall.test',
          '--username',
          'chief',
          '--password',
          'test-password',
          '--staff',
        ],
        { env: { ...env, DATABASE_URL: database.url } },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  }, 60_000);

  afterAll(async () => {
    await relay?.close();
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const scenarios: [string, (stuck: Running) => { stall: () => void; resume: () => void }, boolean][] = [
    ['frozen by SIGSTOP', (stuck) => ({ stall: () => stuck.pause(true), resume: () => stuck.pause(false) }), false],
    ['cut off from the database without a reset', () => ({ stall: () => relay.silence(), resume: () => relay.speak() }), true],
  ];

  it('answers a write that waited too long for a lock 503 with Retry-After, never a hang', { timeout: 60_000 }, async () => {
    const server = await startServer();
    // A holder that no bound of the site's cuts off: a tool's connection, in a transaction it keeps.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      const signedIn = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staff@stall.test', password: 'test-password' }),
      });
      token = (await signedIn.json()).token;
      await holder.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext('change_log'))`);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/staff/regions/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Waited' }),
      });
      const took = performance.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await response.json()).code).toBe('unavailable');
      expect(took).toBeLessThan(8_000);
      await holder.query('ROLLBACK');
      expect(await makeRegion(server, 'Waited')).toBe('Waited');
    } finally {
      await holder.end();
      await server.stop();
    }
  });

  it.each(scenarios)(
    '%s: the other process writes within 5 s, nothing acknowledged is lost, and it recovers',
    { timeout: 120_000 },
    async (_, how, viaRelay) => {
      const [stuck, other] = await Promise.all([startServer(viaRelay ? relay.through(database.url!) : database.url!), startServer()]);
      const { stall, resume } = how(stuck);
      try {
        const signedIn = await fetch(`${other.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'staff@stall.test', password: 'test-password' }),
        });
        token = (await signedIn.json()).token;
        const { acknowledged, writers } = await stallWhileHolding(stuck, stall, resume);

        const started = performance.now();
        const made = await makeRegion(other, `other-${other.pid}`, 10_000);
        const took = performance.now() - started;
        console.log(`stall: the other process's write was acknowledged ${took.toFixed(0)} ms after the stall`);
        expect(made).not.toBeNull();
        expect(took).toBeLessThan(5_000);
        acknowledged.push(made!);

        resume();
        await Promise.all(writers);
        // Serving again: a write on the process that was stuck goes through within a few tries.
        let recovered: string | null = null;
        for (let attempt = 0; attempt < 20 && !recovered; attempt += 1) {
          recovered = await makeRegion(stuck, `after-${stuck.pid}-${attempt}`, 10_000);
          if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(recovered).not.toBeNull();
        acknowledged.push(recovered!);

        const stored = new Set((await queryRows<{ name: string }>(database.db, sql`SELECT name FROM regions`)).map((row) => row.name));
        expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      } finally {
        resume();
        await Promise.all([stuck.stop(), other.stop()]);
      }
    },
  );
});
