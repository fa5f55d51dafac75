/**
 * The importer (src/server/import): a list read from a running server that speaks the 2024 API (ours)
 * into a fresh database of the other kind (PGlite ↔ PostgreSQL; PGlite again when no PostgreSQL is
 * there) answers every public read as the source does; its log begins with a baseline per level; an
 * import again after a few changes on the source brings exactly those, and says so; a source that
 * answers something malformed writes nothing and is named.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, parseCommand } from '../../src/server/cli';
import type { DatabaseHandle } from '../../src/server/db/database';
import { queryRows } from '../../src/server/db/database';
import { plainWriter } from '../../src/server/db/write';
import { generateDataSet } from '../../src/server/demo/generate';
import { importReport } from '../../src/server/import/report';
import { importList, type ImportSummary } from '../../src/server/import/run';
import { freshDatabaseOf, postgresForTests, testDatabaseKind } from '../support/database';
import { startTestServer, useTestServer, type TestServer } from '../support/server';

const { server: source } = useTestServer();
const otherKind = testDatabaseKind === 'pglite' ? (postgresForTests() ? 'postgres' : 'pglite') : 'pglite';
const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';

/** Every public read of a list, enumerated from the source's own answers. */
async function publicPaths(): Promise<string[]> {
  const paths = [
    '/api/public/players',
    '/api/public/players/staff',
    '/api/public/regions',
    '/api/public/players/classic-points',
    '/api/public/players/platformer-points',
    '/api/public/classic-records?page=0&size=100',
    '/api/public/platformer-records?page=1&size=10',
  ];
  for (const type of ['classic', 'platformer']) {
    paths.push(
      `/api/public/${type}-levels/list`,
      ...['main', 'extended', 'legacy'].map((tier) => `/api/public/${type}-levels/list/${tier}`),
    );
    const { json: levels } = await source.get(`/api/public/${type}-levels/list`);
    for (const level of levels as { id: string }[]) {
      paths.push(
        `/api/public/${type}-levels/${level.id}`,
        `/api/public/${type}-records/level/${level.id}`,
        `/api/public/${type}-levels/name/${level.id}`,
      );
    }
  }
  const { json: players } = await source.get('/api/public/players');
  for (const [index, player] of (players as { id: number; username: string }[]).entries()) {
    paths.push(`/api/public/players/username/${encodeURIComponent(player.username)}`);
    // Every profile; the reads of a profile's tabs for every third player (they are the same queries).
    if (index % 3 !== 0) continue;
    for (const type of ['classic', 'platformer']) {
      paths.push(
        `/api/public/${type}-levels/count/${player.id}`,
        `/api/public/${type}-levels/hardestLevel/${player.id}`,
        `/api/public/${type}-levels/player/${player.id}`,
      );
    }
    paths.push(`/api/public/classic-levels/firstVictor/${player.id}`, `/api/public/platformer-levels/recordHolder/${player.id}`);
  }
  const { json: regions } = await source.get('/api/public/regions');
  for (const region of regions as { id: number }[])
    paths.push(`/api/public/regions/${region.id}`, `/api/public/players/region/${region.id}`);
  return paths;
}

async function answersOf(target: TestServer, paths: readonly string[]) {
  const answers = new Map<string, unknown>();
  for (const path of paths) {
    const answer = await target.get(path);
    answers.set(path, { status: answer.status, body: answer.json ?? answer.text });
  }
  return answers;
}

async function expectSameAnswers(target: TestServer): Promise<void> {
  const paths = await publicPaths();
  const [theirs, ours] = [await answersOf(source, paths), await answersOf(target, paths)];
  for (const path of paths) expect(ours.get(path), path).toEqual(theirs.get(path));
}

let database: DatabaseHandle;
let target: TestServer;
let first: ImportSummary;
let avatarPlayer: { id: number; username: string };
let staff: { token: string };

beforeAll(async () => {
  await generateDataSet(source.services, {
    seed: 7,
    regions: ['Souss-Massa', 'Oriental', 'Drâa-Tafilalet'],
    classicLevels: 24,
    platformerLevels: 12,
    players: 60,
    records: 220,
    platformerRecordShare: 0.15,
    submissions: 0,
    until: new Date('2026-06-01T00:00:00Z'),
  });
  staff = await source.createStaff();
  // A picture, as an upload leaves one: a clean JPEG.
  const jpeg = await (
    await import('sharp')
  )
    .default({ create: { width: 8, height: 8, channels: 3, background: '#c03' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
  const player = await source.createPlayer({ username: 'Pictured' });
  const uploaded = await source.request('POST', '/api/authenticated/players/upload/avatar', { token: player.token, rawBody: form });
  expect(uploaded.status, uploaded.text).toBe(200);
  avatarPlayer = player;

  database = await freshDatabaseOf(otherKind);
  first = await importList(plainWriter(database), { from: source.url });
  target = await startTestServer({}, { database });
});

afterAll(async () => {
  await target?.close();
});

describe(`an import into an empty ${otherKind} database`, () => {
  it('brings every region, player, level and record, and reports it', async () => {
    const counts = await queryRows<{ players: number; records: number; levels: number; regions: number }>(
      source.services.db,
      sql`
      SELECT (SELECT count(*)::int FROM players) AS players, (SELECT count(*)::int FROM records) AS records,
             (SELECT count(*)::int FROM levels) AS levels, (SELECT count(*)::int FROM regions) AS regions`,
    );
    const { players, records, levels, regions } = counts[0]!;
    expect(first.first).toBe(true);
    expect(first.regions.added).toBe(regions);
    expect(first.players.added).toBe(players);
    expect(first.players.avatars).toBe(1);
    expect(first.lists.classic.levels.added + first.lists.platformer.levels.added).toBe(levels);
    expect(first.lists.classic.records.added + first.lists.platformer.records.added).toBe(records);
    expect(first.points).toEqual({ players: [], regions: [] });
    const report = importReport(first);
    expect(report).toContain(`Imported from ${source.url}`);
    expect(report).toContain('Points: every player and region has the points the source published.');
  });

  it('answers every public read as the source does', { timeout: 120_000 }, async () => {
    await expectSameAnswers(target);
    const [theirs, ours] = await Promise.all([
      source.get(`/api/public/players/${avatarPlayer.id}/avatar`),
      target.get(`/api/public/players/${avatarPlayer.id}/avatar`),
    ]);
    expect(ours.status).toBe(200);
    expect(ours.headers.get('etag')).toBe(theirs.headers.get('etag'));
  });

  it('begins the log with where each level stood', async () => {
    const entries = await queryRows<{ kind: string; baseline: boolean; subjects: string[] }>(
      database.db,
      sql`SELECT kind, baseline, subjects FROM change_log ORDER BY position`,
    );
    const levels = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM levels`);
    expect(entries.length).toBe(levels[0]!.n);
    expect(entries.every((entry) => entry.kind === 'level.baseline' && entry.baseline)).toBe(true);
    const { json: history } = await target.get(
      `/api/public/classic-levels/${(await source.get('/api/public/classic-levels/list')).json[0].id}/history`,
    );
    expect(history.changes ?? history).toHaveLength(1);
  });

  it('goes into a database where only accounts were made, and refuses a name an account holds', async () => {
    const withAccounts = await freshDatabaseOf('pglite');
    try {
      const writer = plainWriter(withAccounts);
      await createUser(writer, { email: 'admin@list.test', username: 'Admin', password: 'admin-password', staff: true, inactive: false });
      await createUser(writer, {
        email: 'taken@list.test',
        username: avatarPlayer.username.toUpperCase(),
        password: 'other-password',
        staff: false,
        inactive: false,
      });
      await expect(importList(writer, { from: source.url })).rejects.toThrow(
        `The source's player '${avatarPlayer.username}' would take a username an account here has`,
      );
      await withAccounts.db.execute(sql`DELETE FROM players WHERE email = 'taken@list.test'`);
      const summary = await importList(writer, { from: source.url });
      expect(summary.first).toBe(true);
      const [{ n }] = (await queryRows<{ n: number }>(withAccounts.db, sql`SELECT count(*)::int AS n FROM players`)) as [{ n: number }];
      expect(n).toBe(summary.players.added + 1);
    } finally {
      await withAccounts.close();
    }
  });

  it('refuses a database that holds another list, or an import from another site, writing nothing', async () => {
    await expect(importList(plainWriter(source.services.handle), { from: target.url })).rejects.toThrow(
      'This database already holds a list',
    );
    await expect(importList(plainWriter(database), { from: 'http://127.0.0.1:9/' })).rejects.toThrow(
      `This database was imported from ${source.url}`,
    );
  });
});

describe('an import again, after changes on the source', () => {
  let again: ImportSummary;
  let renamedFrom: string;

  beforeAll(async () => {
    const { json: list } = await source.get('/api/public/classic-levels/list');
    const [top, , third] = list as {
      id: string;
      name: string;
      publisher: string;
      difficulty: string;
      link: string;
      thumbnail: string;
      duration: string;
      minimumCompletion: number;
    }[];
    const moved = await source.put(`/api/staff/classic-levels/update/${third!.id}`, { token: staff.token, body: { ...third, ranking: 1 } });
    expect(moved.status, moved.text).toBe(200);
    const newcomer = await source.createPlayer({ username: 'Newcomer' });
    const added = await source.post('/api/staff/classic-records/create', {
      token: staff.token,
      body: { level: top!.id, player: newcomer.username, recordPercentage: 100, link: VIDEO },
    });
    expect(added.status, added.text).toBe(201);
    const { json: records } = await source.get(`/api/public/classic-records/level/${third!.id}`);
    const removed = await source.del(`/api/staff/classic-records/delete/${records[records.length - 1].id}`, { token: staff.token });
    expect(removed.status, removed.text).toBe(204);
    const { json: regions } = await source.get('/api/public/regions');
    renamedFrom = regions[0].name;
    const renamed = await source.put(`/api/staff/regions/update/${regions[0].id}`, { token: staff.token, body: { name: 'Souss' } });
    expect(renamed.status, renamed.text).toBe(200);
    // Through the serving process's own writer, as the command line hands it to the owner of an embedded database.
    again = await importList(target.services, { from: source.url });
  });

  it('brings exactly those changes and says what they were', () => {
    expect(again.first).toBe(false);
    expect(again.regions).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(again.players).toMatchObject({ added: 1, changed: 0, removed: 0 });
    expect(again.lists.classic.records).toMatchObject({ added: 1, changed: 0, removed: 1 });
    expect(again.lists.platformer.records).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(again.lists.platformer.levels).toMatchObject({ added: 0, changed: 0, removed: 0 });
    // The level moved to the top, and the two it passed went down one.
    expect(again.lists.classic.levels).toMatchObject({ added: 0, changed: 3, removed: 0 });
    const report = importReport(again);
    expect(report).toContain('Changes:');
    expect(report).toMatch(/classic level \d+ '.+' moved 3 → 1/);
    expect(report).toContain(`region '${renamedFrom}' renamed 'Souss'`);
    expect(report).toContain('player Newcomer added');
  });

  it('answers every public read as the source does again', { timeout: 120_000 }, async () => {
    await expectSameAnswers(target);
  });

  it('logs the changes as staff changes are logged', async () => {
    const kinds = (
      await queryRows<{ kind: string }>(database.db, sql`SELECT kind FROM change_log WHERE NOT baseline ORDER BY position`)
    ).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['levels.reordered', 'player.joined', 'record.added', 'record.removed', 'region.renamed'].sort());
  });

  it('brings nothing when nothing changed', async () => {
    const still = await importList(target.services, { from: source.url });
    expect(importReport(still)).toContain('Nothing changed on the source since the last import.');
  });
});

describe('a source that answers something malformed', () => {
  let broken: Server;
  let empty: DatabaseHandle;

  beforeAll(async () => {
    // The source, except that one level's records come back with a percentage out of range.
    broken = createServer(async (request, response) => {
      const upstream = await fetch(`${source.url}${request.url}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      const spoiled = request.url?.startsWith('/api/public/classic-records/level/')
        ? Buffer.from(body.toString('utf8').replace(/"recordPercentage":\d+/, '"recordPercentage":140'))
        : body;
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(spoiled);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    empty = await freshDatabaseOf('pglite');
  });

  afterAll(async () => {
    broken?.close();
    await empty?.close();
  });

  it('writes nothing and says what and where', async () => {
    const address = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    const failure = await importList(plainWriter(empty), { from: address }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      new RegExp(
        `^The source holds \\d+ values this site refuses, so nothing was written\\. .*\\n  ${address}/api/public/classic-records/level/\\d+ record \\d+ recordPercentage 140: recordPercentage must be 0 to 100\\.\\n`,
      ),
    );
    const [{ n }] = (await queryRows<{ n: number }>(
      empty.db,
      sql`SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM regions) + (SELECT count(*) FROM levels) AS n`,
    )) as [{ n: number }];
    expect(Number(n)).toBe(0);
  });

  it('checks the address on the command line', () => {
    expect(parseCommand(['import', '--from', 'https://list.example.org'])).toEqual({ name: 'import', from: 'https://list.example.org' });
    expect(() => parseCommand(['import'])).toThrow('--from is required');
    expect(() => parseCommand(['import', '--from', 'nowhere'])).toThrow('--from must be the address of a site');
  });
});
