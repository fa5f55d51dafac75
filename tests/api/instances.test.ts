/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a write on
 * either shows on the other within a second, command-line changes reach both, rate limits count
 * per site, and an Idempotency-Key is applied once even when split across them or when the process
 * that applied it is killed before it could answer. PostgreSQL only: embedded PGlite belongs to
 * one process (pglite-owner.test.ts).
 */
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { players, submissions } from '../../src/server/db/schema';
import { freshDatabase, testDatabaseKind } from '../support/database';
import { freePort, startNode, type Running } from '../support/processes';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const SIGN_IN_LIMIT = 6;
let database: DatabaseHandle;
let clientDir: string;
let env: NodeJS.ProcessEnv;
let a: Running;
let b: Running;
let staffToken: string;
let playerToken: string;
let level: string;

function cli(...argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('node_modules/.bin/tsx', ['src/server/cli.ts', ...argv], { env }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr || error.message)) : resolve(stdout.trim()),
    );
  });
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  return startNode('src/server/main.ts', [], { ...env, PORT: String(port) }, port, '/api/public/settings');
}

type Call = { method?: string; token?: string; body?: unknown; headers?: Record<string, string> };
async function call(server: Running, path: string, { method = 'GET', token, body, headers = {} }: Call = {}) {
  const response = await fetch(server.url + path, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

async function signIn(email: string): Promise<string> {
  // Each sign-in of the set-up comes from an address of its own, apart from the rate-limit test's.
  const answer = await call(a, '/api/auth/login', {
    method: 'POST',
    body: { email, password: 'test-password' },
    headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.text}`);
  return answer.json.token;
}

async function submissionsOfRunner(): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(submissions)
    .innerJoin(players, eq(players.id, submissions.playerId))
    .where(eq(players.username, 'runner'));
  return row!.n;
}

/** Polls until `check` holds; the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not seen within ${ms} ms`);
}

const postgres = testDatabaseKind === 'postgres';

describe.skipIf(!postgres)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    clientDir = mkdtempSync(join(tmpdir(), 'instances-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>instances</title>');
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      LOG: 'off',
      CLIENT_DIR: clientDir,
      TRUST_PROXY: 'true',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      RATE_LIMIT_SIGNIN: `${SIGN_IN_LIMIT}/3600`,
      RATE_LIMIT_SUBMISSIONS: '1000/3600',
    };
    [a, b] = await Promise.all([startServer(), startServer()]);
    await cli('create-user', '--email', 'staff@instances.test', '--username', 'chief', '--password', 'test-password', '--staff');
    await cli('create-user', '--email', 'player@instances.test', '--username', 'runner', '--password', 'test-password');
    [staffToken, playerToken] = [await signIn('staff@instances.test'), await signIn('player@instances.test')];
    level = '4200001';
    const created = await call(a, '/api/staff/classic-levels/create', {
      method: 'POST',
      token: staffToken,
      body: {
        id: level,
        name: 'Shared',
        publisher: 'P',
        difficulty: 'EXTREME_DEMON',
        link: VIDEO,
        thumbnail: 'https://img.example/t.png',
        duration: 'LONG',
        minimumCompletion: 50,
      },
    });
    expect(created.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('shows a write made on one process on the other within 1 s', async () => {
    const names = async (server: Running) =>
      (await call(server, '/api/public/regions')).json.map((region: { name: string }) => region.name);
    expect(await names(b)).toEqual([]);
    expect(await names(b)).toEqual([]); // now answered from B's read model
    expect((await call(a, '/api/staff/regions/create', { method: 'POST', token: staffToken, body: { name: 'Souss-Massa' } })).status).toBe(
      201,
    );
    const took = await within(1000, async () => (await names(b)).includes('Souss-Massa'));
    console.log(`instances: a region made on A showed on B after ${took.toFixed(0)} ms`);
  });

  it('applies command-line changes on every process at once', async () => {
    const staffNames = async (server: Running) =>
      (await call(server, '/api/public/players/staff')).json.map((row: { username: string }) => row.username);
    for (const server of [a, b]) expect(await staffNames(server)).toEqual(['chief']);
    expect(await cli('grant-staff', '--username', 'runner')).toBe('runner is now staff.');
    for (const server of [a, b]) await within(1000, async () => (await staffNames(server)).includes('runner'));
    expect((await call(b, '/api/staff/classic-submissions/list', { token: playerToken })).status).toBe(200);
    expect(await cli('revoke-staff', '--username', 'runner')).toBe('runner is no longer staff; their sessions have ended.');
    // Taking the rights away ended runner's sessions, on both processes at once.
    for (const server of [a, b])
      expect((await call(server, '/api/staff/classic-submissions/list', { token: playerToken })).status).toBe(401);
    playerToken = await signIn('player@instances.test');
    for (const server of [a, b])
      expect((await call(server, '/api/staff/classic-submissions/list', { token: playerToken })).status).toBe(403);
  });

  it('ends every session of an account on every process with sign-out-everywhere', async () => {
    const token = await signIn('player@instances.test');
    for (const server of [a, b]) expect((await call(server, '/api/authenticated/players/profile', { token })).status).toBe(200);
    expect(await cli('sign-out-everywhere', 'player@instances.test')).toBe(
      'Every session of runner has ended: each device signs in again.',
    );
    for (const server of [a, b]) {
      expect((await call(server, '/api/authenticated/players/profile', { token })).status).toBe(401);
      expect((await call(server, '/api/authenticated/players/profile', { token: playerToken })).status).toBe(401);
    }
    playerToken = await signIn('player@instances.test');
    for (const server of [a, b])
      expect((await call(server, '/api/authenticated/players/profile', { token: playerToken })).status).toBe(200);
  });

  it('counts rate limits per site, not per process', async () => {
    const attempt = (server: Running) =>
      call(server, '/api/auth/login', {
        method: 'POST',
        body: { email: 'nobody@instances.test', password: 'wrong' },
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) expect((await attempt(i % 2 ? b : a)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('applies 20 concurrent requests with one key, split across both, once', async () => {
    const send = (server: Running) =>
      call(server, '/api/authenticated/classic-submissions/create', {
        method: 'POST',
        token: playerToken,
        headers: { 'idempotency-key': 'split-across-processes' },
        body: { level, link: VIDEO, recordPercentage: 60 },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? b : a)));
    const created = answers.filter((answer) => answer.status === 201);
    expect(new Set(created.map((answer) => answer.json.id)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201 || answer.json.code === 'idempotency_in_progress')).toBe(true);
    expect(await submissionsOfRunner()).toBe(1);
  });

  it('replays on one process the answer the other committed but never delivered', async () => {
    const before = await submissionsOfRunner();
    const body = JSON.stringify({ level, link: VIDEO, recordPercentage: 80, comment: 'answer-lost' });
    // The client goes away as soon as its request is sent: the write commits, its answer reaches nobody.
    const sent = request(`${a.url}/api/authenticated/classic-submissions/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${playerToken}`,
        'content-type': 'application/json',
        'idempotency-key': 'answer-lost',
        'content-length': Buffer.byteLength(body),
      },
    });
    sent.on('error', () => {});
    sent.end(body, () => sent.destroy());
    await within(5_000, async () => (await submissionsOfRunner()) > before);
    const retried = await call(b, '/api/authenticated/classic-submissions/create', {
      method: 'POST',
      token: playerToken,
      headers: { 'idempotency-key': 'answer-lost' },
      body: JSON.parse(body),
    });
    expect(retried.status).toBe(201);
    expect(retried.json.comment).toBe('answer-lost');
    expect(await submissionsOfRunner()).toBe(before + 1);
  });

  it('applies each key once when the process that applied it is killed before answering', async () => {
    const before = await submissionsOfRunner();
    const keys = Array.from({ length: 30 }, (_, i) => `crash-${i}`);
    const send = (server: Running, key: string) =>
      call(server, '/api/authenticated/classic-submissions/create', {
        method: 'POST',
        token: playerToken,
        headers: { 'idempotency-key': key },
        body: { level, link: VIDEO, recordPercentage: 70, comment: key },
      });
    let answered = 0;
    const onA = keys.map((key) =>
      send(a, key).then(
        (answer) => ((answered += 1), answer),
        () => null,
      ),
    );
    // Killed as soon as its first write is committed: others are then committed but unanswered, or half done.
    await within(10_000, async () => (await submissionsOfRunner()) > before);
    await a.kill();
    await Promise.all(onA);
    const applied = (await submissionsOfRunner()) - before;
    console.log(`instances: A was killed having applied ${applied} of 30 keys and answered ${answered}`);
    expect(applied).toBeGreaterThan(0);
    const retried = await Promise.all(keys.map((key) => send(b, key)));
    expect(retried.every((answer) => answer.status === 201)).toBe(true);
    expect((await submissionsOfRunner()) - before).toBe(30);
    expect(new Set(retried.map((answer) => answer.json.comment))).toEqual(new Set(keys));
  });
});
