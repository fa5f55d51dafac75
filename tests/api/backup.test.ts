/**
 * Backups (src/server/backup): a list with some history exported from the run's database and restored
 * into a fresh one of the other kind (PGlite ↔ PostgreSQL; PGlite again when no PostgreSQL is there)
 * answers every public and staff read the same, log positions included, and goes on from there. A
 * backup that is cut short, malformed or from a newer schema, or a database that holds a list, is
 * refused with nothing written.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBackup } from '../../src/server/backup/export';
import { restoreBackup } from '../../src/server/backup/restore';
import { parseCommand } from '../../src/server/cli';
import { queryRows } from '../../src/server/db/database';
import { players } from '../../src/server/db/schema';
import { freshDatabaseOf, postgresForTests, testDatabaseKind } from '../support/database';
import { startTestServer, useTestServer, type TestServer } from '../support/server';

const { server, staff, player } = useTestServer({ signIn: { staff: {}, player: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const otherKind = testDatabaseKind === 'pglite' ? (postgresForTests() ? 'postgres' : 'pglite') : 'pglite';

let folder: string;
let file: string;
let world: Awaited<ReturnType<typeof history>>;

/** A list with a history: levels, records, a region, an avatar, reviewed submissions with notes, a sanction, the log. */
async function history() {
  const region = await server.post('/api/staff/regions/create', { token: staff.token, body: { name: 'Souss' } });
  expect(region.status, region.text).toBe(201);
  const rival = await server.createPlayer({ regionId: region.json.id });
  await server.services.db.update(players).set({ avatar: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]), avatarEtag: '"avatar-1"' }).where(eq(players.id, rival.id));
  const classic = await server.createLevels('classic', 3);
  const [timed] = await server.createLevels('platformer', 1);
  await server.createRecord('classic', classic[0]!, rival.id, { percentage: 100 });
  await server.createRecord('platformer', timed!, rival.id, { timeMs: 83_456 });

  const submit = async (level: string) => {
    const sent = await server.post('/api/authenticated/classic-submissions/create', { token: player.token, body: { level, link: VIDEO, recordPercentage: 100 } });
    expect(sent.status, sent.text).toBe(201);
    return sent.json.id as number;
  };
  const approved = await submit(classic[1]!);
  const rejected = await submit(classic[2]!);
  for (const [id, body] of [[approved, { body: 'Nice run' }], [rejected, { body: 'Checking the clicks', staffOnly: true }]] as const) {
    expect((await server.post(`/api/authenticated/classic-submissions/${id}/notes`, { token: staff.token, body })).status).toBe(201);
  }
  expect((await server.post(`/api/authenticated/classic-submissions/${approved}/notes`, { token: player.token, body: { body: 'Thanks!' } })).status).toBe(201);
  expect((await server.put(`/api/staff/classic-submissions/${approved}/change-status/APPROVED`, { token: staff.token })).status).toBe(200);
  expect((await server.put(`/api/staff/classic-submissions/${rejected}/change-status/REJECTED`, { token: staff.token })).status).toBe(200);
  const flag = await server.post(`/api/staff/players/${rival.id}/sanctions`, { token: staff.token, body: { kind: 'FLAG', reason: 'Edited run' } });
  expect(flag.status, flag.text).toBe(201);
  const { json: level } = await server.get(`/api/public/classic-levels/${classic[2]}`);
  const fields = { name: level.name, publisher: level.publisher, difficulty: level.difficulty, link: level.link, thumbnail: level.thumbnail, duration: level.duration, minimumCompletion: level.minimumCompletion };
  const moved = await server.put(`/api/staff/classic-levels/update/${classic[2]}`, { token: staff.token, body: { ...fields, ranking: 1 } });
  expect(moved.status, moved.text).toBe(200);
  return { region: region.json.id as number, rival, classic, timed: timed!, approved, rejected };
}

/** Every public and staff read of the world, and the player's own. */
function reads({ region, rival, classic, timed, approved, rejected }: typeof world): { path: string; token?: string; as?: string }[] {
  const publicPaths = [
    '/api/public/classic-levels/list', '/api/public/platformer-levels/list', `/api/public/classic-levels/player/${rival.id}`, ...classic.map((id) => `/api/public/classic-levels/${id}`), `/api/public/platformer-levels/${timed}`,
    ...classic.map((id) => `/api/public/classic-records/level/${id}`), `/api/public/platformer-records/level/${timed}`, '/api/public/classic-records',
    `/api/public/classic-levels/${classic[2]}/history`, '/api/public/players/classic-points', '/api/public/players/platformer-points',
    '/api/public/regions', `/api/public/regions/${region}`, `/api/public/players/region/${region}`, '/api/public/players/staff',
    `/api/public/players/username/${rival.username}`, `/api/public/players/username/${player.username}`, `/api/public/players/${rival.id}/avatar`,
    '/api/public/changelog', '/api/public/changes?since=0', '/api/public/settings', '/api/public/snapshot',
  ];
  const staffPaths = [
    '/api/staff/classic-submissions/list', '/api/staff/platformer-submissions/list', `/api/staff/players/${rival.id}/sanctions`, '/api/staff/audit',
    '/api/staff/classic-records', '/api/staff/platformer-records', '/api/staff/claims',
    `/api/authenticated/classic-submissions/${approved}/notes`, `/api/authenticated/classic-submissions/${rejected}/notes`,
  ];
  const ownPaths = ['/api/authenticated/classic-submissions/list', '/api/authenticated/notifications', `/api/authenticated/classic-submissions/${approved}/notes`];
  return [
    ...publicPaths.map((path) => ({ path })),
    ...staffPaths.map((path) => ({ path, token: staff.token })),
    ...ownPaths.map((path) => ({ path, token: player.token, as: 'player' })),
  ];
}

async function answersOf(target: TestServer) {
  const answers: Record<string, unknown> = {};
  for (const { path, token, as } of reads(world)) {
    const answer = await target.get(path, { token });
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    answers[`${as ?? (token ? 'staff' : 'public')} ${path}`] = { body: answer.json ?? answer.text, etag: answer.headers.get('etag') };
  }
  return answers;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'backup-'));
  file = join(folder, 'list.backup.gz');
  world = await history();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe(`a backup restored into ${otherKind}`, () => {
  let restored: TestServer;

  beforeAll(async () => {
    const summary = await exportBackup(server.services.handle, { out: file });
    expect(summary.tables.find((table) => table.name === 'change_log')!.rows).toBeGreaterThan(5);
    const database = await freshDatabaseOf(otherKind);
    const loaded = await restoreBackup(database.db, { file });
    expect(loaded.tables).toEqual(summary.tables);
    restored = await startTestServer({}, { database });
  });

  afterAll(async () => {
    await restored?.close();
  });

  it('answers every public, staff and own read as the original does, log positions included', async () => {
    const before = await answersOf(server);
    const after = await answersOf(restored);
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });

  it('goes on from the restored ids and log positions', async () => {
    const [{ last }] = (await queryRows<{ last: number }>(server.services.db, sql`SELECT max(position)::int AS last FROM change_log`)) as [{ last: number }];
    const region = await restored.post('/api/staff/regions/create', { token: staff.token, body: { name: 'Draa' } });
    expect(region.status, region.text).toBe(201);
    expect(region.json.id).toBeGreaterThan(world.region);
    const changes = await restored.get(`/api/public/changes?since=${last}`);
    expect(changes.status).toBe(200);
    const positions = (changes.json.changes as { position: number }[]).map((change) => change.position);
    expect(positions.length).toBeGreaterThan(0);
    expect(Math.min(...positions)).toBe(last + 1);
  });

  it('leaves the secrets out: the sign-in key and, unless asked for, the password hashes', async () => {
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text).not.toContain('jwt_secret');
    expect(text).not.toContain('password_hash');
    const header = JSON.parse(text.split('\n')[0]!);
    expect(header).toMatchObject({ format: 'moroccan-list-backup', version: 1, source: testDatabaseKind, passwordHashes: false });
    const withHashes = join(folder, 'with-hashes.gz');
    await server.services.db.update(players).set({ passwordHash: 'scrypt$test' }).where(eq(players.id, world.rival.id));
    await exportBackup(server.services.handle, { out: withHashes, passwordHashes: true });
    expect(gunzipSync(await readFile(withHashes)).toString('utf8')).toContain('scrypt$test');
  });
});

describe('refusals', () => {
  let empty: Awaited<ReturnType<typeof freshDatabaseOf>>;
  beforeAll(async () => {
    empty = await freshDatabaseOf('pglite');
  });
  afterAll(async () => {
    await empty?.close();
  });

  /** A restore of `content` into the one empty database: each refusal must leave it empty for the next. */
  const attempt = async (content: Buffer | string) => {
    const broken = join(folder, `broken-${Math.random()}.gz`);
    await writeFile(broken, content);
    const error = await restoreBackup(empty.db, { file: broken }).then(() => null, (failure: Error) => failure.message);
    const [{ players: count }] = (await queryRows<{ players: number }>(empty.db, sql`SELECT count(*)::int AS players FROM players`)) as [{ players: number }];
    return { error, count };
  };

  it('refuses a backup cut short, malformed, not gzip or from a newer schema, writing nothing', async () => {
    const lines = gunzipSync(await readFile(file)).toString('utf8').split('\n');
    const cut = await attempt(gzipSync(lines.slice(0, -8).join('\n')));
    expect(cut.error).toMatch(/cut short/);
    expect(cut.count).toBe(0);
    const playerLine = lines.findIndex((line) => line === '{"table":"players"}') + 1;
    const malformed = await attempt(gzipSync([...lines.slice(0, playerLine), '{"id": 1,', ...lines.slice(playerLine + 1)].join('\n')));
    expect(malformed.error).toBe(`Line ${playerLine + 1} (players) is not a row: it is not JSON.`);
    expect(malformed.count).toBe(0);
    expect((await attempt('not a backup')).error).toBe('The backup is not a gzip file, or it is cut short.');
    const newer = JSON.stringify({ ...JSON.parse(lines[0]!), schema: '9999_from_the_future' });
    expect((await attempt(gzipSync([newer, ...lines.slice(1)].join('\n')))).error).toMatch(/newer version of the site \(schema 9999_from_the_future\)/);
  });

  it('refuses a database that holds a list unless told to replace it', async () => {
    const database = await freshDatabaseOf('pglite');
    try {
      await restoreBackup(database.db, { file });
      await expect(restoreBackup(database.db, { file })).rejects.toThrow('This database already holds a list: restore into an empty one, or give --replace to empty it first.');
      await database.db.execute(sql`INSERT INTO regions (name) VALUES ('Added after')`);
      const again = await restoreBackup(database.db, { file, replace: true });
      expect(again.tables.find((table) => table.name === 'regions')!.rows).toBe(1);
      const names = await queryRows(database.db, sql`SELECT name FROM regions`);
      expect(names).toEqual([{ name: 'Souss' }]);
    } finally {
      await database.close();
    }
  });

  it('reads the command line: files made absolute, both required', () => {
    expect(parseCommand(['export', '--out', 'list.gz'])).toEqual({ name: 'export', out: join(process.cwd(), 'list.gz'), passwordHashes: false });
    expect(parseCommand(['restore', '--file', '/tmp/list.gz', '--replace'])).toEqual({ name: 'restore', file: '/tmp/list.gz', replace: true });
    expect(() => parseCommand(['export'])).toThrow('--out is required');
    expect(() => parseCommand(['restore', '--file', ''])).toThrow('--file is required');
  });
});
