/**
 * The public snapshot: its shape, its read model (ETag, 304, gzip, rebuilt after a write), and that
 * the device's resolver (src/client/lib/offline-sync) answers every public read from it exactly as
 * the server does, on hand-made edge cases and on the whole demo data set (the changelog, levels'
 * histories and the list on a date from the copy's log included).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resolvePublic } from '../../src/client/lib/offline-sync/resolve';
import { indexSnapshot } from '../../src/client/lib/offline-sync/wire';
import { players, records } from '../../src/server/db/schema';
import { loadDemoData } from '../../src/server/demo/load';
import { LEVEL_TYPES, LIST_TYPES } from '../../src/shared/constants';
import { SnapshotSchema } from '../../src/shared/schemas/snapshot';
import { type TestPlayer, type TestServer, useTestServer } from '../support/server';

const SNAPSHOT = '/api/public/snapshot';

/** Every public read the site's screens make (and the other public lists), for the data on `server`; player reads for every `playerStep`th player. */
async function publicPaths(server: TestServer, playerStep: number): Promise<string[]> {
  const paths = [
    '/api/public/changelog',
    '/api/public/changelog?limit=200',
    '/api/public/players',
    '/api/public/players/staff',
    '/api/public/regions',
    '/api/public/regions/999999',
    '/api/public/players/region/999999',
    '/api/public/players/username/nobody-at-all',
  ];
  const everyone = (await server.get('/api/public/players')).json as { id: number; username: string }[];
  for (const { id, username } of everyone.filter((_, at) => at % playerStep === 0)) {
    paths.push(`/api/public/players/username/${encodeURIComponent(username.toUpperCase())}`);
    for (const type of LEVEL_TYPES) {
      for (const kind of ['count', 'hardestLevel', 'player', type === 'classic' ? 'firstVictor' : 'recordHolder']) {
        paths.push(`/api/public/${type}-levels/${kind}/${id}`);
      }
    }
  }
  for (const { id } of (await server.get('/api/public/regions')).json as { id: number }[]) {
    paths.push(`/api/public/regions/${id}`, `/api/public/players/region/${id}`);
  }
  for (const type of LEVEL_TYPES) {
    paths.push(
      `/api/public/players/${type}-points`,
      `/api/public/players/${type}-points?limit=50`,
      `/api/public/players/${type}-points?limit=3&offset=2`,
      `/api/public/players/${type}-points?offset=100000`,
      `/api/public/${type}-levels/list`,
      `/api/public/${type}-levels/count/999999`,
      `/api/public/${type}-levels/424242424242`,
      `/api/public/${type}-records/level/424242424242`,
      `/api/public/${type}-records`,
      `/api/public/${type}-records?page=1&size=7`,
      `/api/public/${type}-records?page=500&size=100`,
    );
    for (const list of LIST_TYPES) {
      paths.push(
        `/api/public/${type}-levels/list/${list}`,
        `/api/public/${type}-levels/list/${list}?at=2000-01-01`,
        `/api/public/${type}-levels/list/${list}?at=2999-01-01`,
      );
    }
    paths.push(
      `/api/public/changelog?type=${type}`,
      `/api/public/changelog?type=${type}&limit=3`,
      `/api/public/${type}-levels/424242424242/history`,
    );
    for (const { id } of (await server.get(`/api/public/${type}-levels/list`)).json as { id: string }[]) {
      paths.push(
        `/api/public/${type}-levels/${id}`,
        `/api/public/${type}-levels/name/${id}`,
        `/api/public/${type}-records/level/${id}`,
        `/api/public/${type}-levels/${id}/history`,
      );
    }
  }
  return paths;
}

/** The server's answer and the resolver's, side by side, for every path. */
async function compareAll(server: TestServer, playerStep = 1) {
  const snapshot = v.parse(SnapshotSchema, (await server.get(SNAPSHOT)).json);
  const index = indexSnapshot(snapshot);
  const paths = await publicPaths(server, playerStep);
  const server_ = [];
  const device = [];
  for (const path of paths) {
    const real = await server.get(path);
    const offline = resolvePublic(index, path);
    server_.push({ path, status: real.status, body: real.json });
    device.push({ path, status: offline?.status, body: offline && JSON.parse(JSON.stringify(offline.body)) });
  }
  return { paths, server: server_, device };
}

describe('on hand-made data', () => {
  const { server } = useTestServer();
  let staff: TestPlayer;
  let classic: string[];
  let platformer: string[];

  beforeAll(async () => {
    const north = await server.createRegion('North');
    const south = await server.createRegion('south');
    staff = await server.createStaff({ username: 'Zed', regionId: north, discord: 'zed#1', youtube: 'https://www.youtube.com/@zed' });
    // Names that sort differently with and without case, points that tie, decimals that sum.
    const alice = await server.createPlayer({ username: 'alice', regionId: north });
    const bob = await server.createPlayer({ username: 'Bob', regionId: south, isActive: false });
    const carol = await server.createPlayer({ username: 'carol', regionId: north });
    await server.createPlayer({ username: 'Nopoints' });
    classic = await server.createLevels('classic', 80);
    platformer = await server.createLevels('platformer', 3);
    const t = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
    await server.createRecord('classic', classic[0]!, bob.id, { percentage: 100 }, t(1));
    await server.createRecord('classic', classic[0]!, alice.id, { percentage: 100 }, t(2));
    await server.createRecord('classic', classic[0]!, carol.id, { percentage: 80 }, t(0));
    await server.createRecord('classic', classic[1]!, alice.id, { percentage: 100 }, t(3));
    await server.createRecord('classic', classic[1]!, carol.id, { percentage: 100 }, t(3));
    await server.createRecord('classic', classic[78]!, carol.id, { percentage: 100 }, t(4));
    await server.createRecord('classic', classic[2]!, staff.id, { percentage: 60 }, t(5));
    await server.createRecord('platformer', platformer[0]!, alice.id, { timeMs: 3_723_456 }, t(6));
    await server.createRecord('platformer', platformer[0]!, bob.id, { timeMs: 3_723_456 }, t(5));
    await server.createRecord('platformer', platformer[0]!, carol.id, { timeMs: 1_000 }, t(8));
    await server.createRecord('platformer', platformer[1]!, carol.id, { timeMs: 59_001 }, t(7));
    // Links of every form the packing distinguishes.
    const links = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'dQw4w9WgXcQ',
      '!odd',
    ];
    const ids = (await server.services.db.select({ id: records.id }).from(records).orderBy(records.id)).map((row) => row.id);
    for (const [at, link] of links.entries()) await server.services.db.update(records).set({ link }).where(eq(records.id, ids[at]!));
    await server.services.db
      .update(players)
      .set({ avatar: new Uint8Array([1, 2, 3]), avatarEtag: '"a"' })
      .where(eq(players.id, carol.id));
  });

  it('holds every level, player, region and record, in the schema, without private fields', async () => {
    const answer = await server.get(SNAPSHOT);
    expect(answer.status).toBe(200);
    const snapshot = v.parse(SnapshotSchema, answer.json);
    expect(snapshot.classic.levels.map((row) => row[0])).toEqual(classic);
    expect(snapshot.platformer.levels.map((row) => row[0])).toEqual(platformer);
    expect(snapshot.players.map((row) => row[1])).toEqual(['alice', 'Bob', 'carol', 'Nopoints', 'Zed']);
    expect(snapshot.regions.map((row) => row[1])).toEqual(['North', 'south']);
    expect(snapshot.classic.records).toHaveLength(7);
    expect(snapshot.platformer.records).toHaveLength(4);
    expect(answer.text).not.toContain('@test.local');
  });

  it('is a read model: an ETag, a 304 for it, gzip when accepted, one build until the data changes', async () => {
    const first = await server.get(SNAPSHOT, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(server.services.cache.get(SNAPSHOT)).toBeDefined();
    const again = await server.get(SNAPSHOT, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('changes with a write: a new record makes a new ETag and is in the next answer', async () => {
    const before = await server.get(SNAPSHOT);
    const etag = before.headers.get('etag')!;
    const created = await server.post('/api/staff/classic-records/create', {
      token: staff.token,
      body: { level: classic[5], player: 'Nopoints', recordPercentage: 100, link: 'https://www.youtube.com/watch?v=abcdefghijk' },
    });
    expect(created.status).toBe(201);
    const after = await server.get(SNAPSHOT, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const snapshot = v.parse(SnapshotSchema, after.json);
    expect(snapshot.classic.records.map((row) => row[0])).toContain(created.json.id);
    expect(snapshot.players.find((row) => row[1] === 'Nopoints')![3]).toBeGreaterThan(0);
  });

  it('lets the device answer every public read as the server does', async () => {
    const { server: real, device } = await compareAll(server);
    expect(device).toEqual(real);
  });
});

describe('on the demo data set', () => {
  const { server } = useTestServer();
  beforeAll(async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await loadDemoData(server.services);
    log.mockRestore();
  }, 120_000);

  it('lets the device answer every public read as the server does', async () => {
    // Every level, list and region; the reads of one player in three (80 players), to keep the run short.
    const { paths, server: real, device } = await compareAll(server, 3);
    expect(paths.length).toBeGreaterThan(1_000);
    // The log's reads have something to agree on: every level's history, a changelog, a list on a date.
    const answered = (suffix: string) =>
      real.filter((answer) => answer.path.includes(suffix) && answer.status === 200 && JSON.stringify(answer.body).length > 50);
    expect(answered('/history').length).toBeGreaterThan(100);
    expect(answered('/api/public/changelog').length).toBe(6);
    expect(answered('?at=2999-01-01').length).toBe(6);
    expect(device).toEqual(real);
  }, 120_000);
});
