/**
 * A database that goes away (PostgreSQL restarting, a network cut), seen through a TCP relay the
 * test cuts: public reads already in memory are still answered, everything that needs the database
 * is a 503 `unavailable` with Retry-After (never a 500), connections come back by themselves, and
 * no acknowledged write is lost. Embedded PGlite lives in the server's own process and cannot go
 * away, so this file runs on PostgreSQL only; src/server/db/errors.test.ts checks which errors
 * count as the database going away.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '../../src/server/db/schema';
import { testDatabaseKind } from '../support/database';
import { startRelay, type Relay } from '../support/relay';
import { type TestPlayer, useTestServer } from '../support/server';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** A built client's index.html, whose level pages the server names the level in. */
const INDEX = '<!doctype html><html><head><title>Moroccan List</title></head><body><div id="root"></div></body></html>';
const clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
writeFileSync(join(clientDir, 'index.html'), INDEX);

describe.runIf(testDatabaseKind === 'postgres')('a database outage', () => {
  let relay: Relay;
  let levels: string[];

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await relay?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const { server, staff } = useTestServer({
    connectVia: (url) => relay.through(url),
    signIn: { staff: {} },
    env: { CLIENT_DIR: clientDir },
  });
  beforeAll(async () => {
    levels = await server.createLevels('classic', 3, { minimumCompletion: 10 });
  });
  afterAll(() => {
    relay.restore();
  });

  const createRecord = (player: TestPlayer, level: string, key: string) =>
    server.post('/api/staff/classic-records/create', {
      token: staff.token,
      headers: { 'idempotency-key': key },
      body: { level, player: player.id, recordPercentage: 100, link: VIDEO },
    });

  /** Polls until `check` holds, up to `withinMs`; the time it took. */
  async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return performance.now() - started;
  }

  it('answers reads it holds from memory and the rest with 503 unavailable, then comes back by itself', async () => {
    const player = await server.createPlayer();
    const warm = ['/api/public/classic-levels/list/main', '/api/public/players/classic-points', `/api/public/classic-levels/${levels[0]}`];
    const before = new Map<string, string>();
    for (const path of warm) {
      const answer = await server.get(path);
      expect(answer.status, path).toBe(200);
      before.set(path, answer.text);
    }

    const levelPage = `/classic/level/${levels[1]}`;
    expect((await server.get(levelPage)).text).toContain('<meta name="page-level"');
    // A card drawn before the outage; another one nobody asked for yet.
    const heldCard = await server.get(`/api/public/classic-levels/${levels[1]}/card.png`);
    expect(heldCard.status).toBe(200);

    relay.cut();
    // Once the change feed has noticed, nothing is served from memory as current any more.
    await until(async () => server.services.cache.get(warm[0]!) === undefined, 5_000);
    // A level page is still the app, without the level's name in its head or a preview; so are the others.
    for (const path of [levelPage, '/', `/profile/${player.username}`, '/classic/level/999999999']) {
      const page = await server.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toBe(INDEX);
    }
    // The card drawn before is still sent, the one never drawn cannot be.
    const card = await server.get(`/api/public/classic-levels/${levels[1]}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('etag')).toBe(heldCard.headers.get('etag'));
    expect((await server.get(`/api/public/classic-levels/${levels[2]}/card.png`)).status).toBe(503);
    for (const path of warm) {
      for (const headers of [{}, { authorization: `Bearer ${player.token}` }, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const answer = await server.get(path, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(answer.text, path).toBe(before.get(path));
        expect(answer.headers.get('retry-after'), path).toBeNull();
      }
    }
    const notHeld = [
      () => server.get('/api/public/platformer-levels/list/main'),
      () => server.get('/api/authenticated/players/profile', { token: player.token }),
      () => createRecord(player, levels[0]!, 'outage-refused'),
      () => server.post('/api/auth/login', { body: { email: player.email, password: 'whatever it is' } }),
    ];
    for (const send of notHeld) {
      const answer = await send();
      expect(answer.status, answer.text).toBe(503);
      expect(answer.json).toMatchObject({ status: 503, code: 'unavailable' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A write cut off may or may not have landed, and nobody was told it did: what is held still answers.
    for (const path of warm) expect((await server.get(path)).text, path).toBe(before.get(path));

    relay.restore();
    const reconnectMs = await until(
      async () => (await server.get('/api/authenticated/players/profile', { token: player.token })).status === 200,
      5_000,
    );
    expect(reconnectMs).toBeLessThan(2_000);
    // The write refused during the outage goes through when sent again with its key.
    expect((await createRecord(player, levels[0]!, 'outage-refused')).status).toBe(201);
    await until(async () => (await server.get(`/api/public/classic-records/level/${levels[0]}`)).json.length === 1, 10_000);
    expect((await server.get('/api/public/platformer-levels/list/main')).status).toBe(200);
  });

  it('loses no acknowledged write when the database goes away under load', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => server.createPlayer()));
    const writes = players.map((player, i) => ({ player, level: levels[i % levels.length]!, key: `load-${player.id}` }));
    const acknowledged = new Set<string>();
    const statuses: number[] = [];
    const sendAll = async (pending: typeof writes) =>
      Promise.all(
        pending.map(async (write) => {
          const answer = await createRecord(write.player, write.level, write.key);
          statuses.push(answer.status);
          if (answer.status === 201) acknowledged.add(write.key);
        }),
      );

    const load = sendAll(writes);
    await new Promise((resolve) => setTimeout(resolve, 30));
    relay.cut();
    await load;
    await new Promise((resolve) => setTimeout(resolve, 300));
    relay.restore();
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((status) => status === 503).length, 'writes refused during the outage').toBeGreaterThan(0);

    // What was acknowledged is there; what was not is sent again with its key until it is.
    for (let round = 0; round < 40 && acknowledged.size < writes.length; round += 1) {
      await sendAll(writes.filter((write) => !acknowledged.has(write.key)));
      if (acknowledged.size < writes.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(acknowledged.size).toBe(writes.length);
    // Every connection is back in the pool: none stays lent out to a transaction the outage cut.
    const pool = (server.services.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
    expect(pool.totalCount - pool.idleCount, 'connections still lent out').toBe(0);
    for (const write of writes) {
      const [row] = await server.services.db
        .select({ n: count() })
        .from(records)
        .where(and(eq(records.playerId, write.player.id), eq(records.levelId, write.level)));
      expect(row!.n, write.key).toBe(1);
    }
  });
});
