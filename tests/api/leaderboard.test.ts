/**
 * Leaderboard slices: `limit` and `offset` send one part of the ranking, in its order, with the
 * length of the whole in X-Total-Count, as read models (one key for one slice, ETag, 304); without
 * them the whole ranking as before. The device's offline copy answers the same slices.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvePublic } from '../../src/client/lib/offline-sync/resolve';
import { indexSnapshot } from '../../src/client/lib/offline-sync/wire';
import { cacheKey } from '../../src/server/http/read-cache';
import { LEADERBOARD_LIMIT_DEFAULT, LEADERBOARD_LIMIT_MAX } from '../../src/shared/constants';
import { SnapshotSchema } from '../../src/shared/schemas/snapshot';
import { useTestServer } from '../support/server';

const CLASSIC = '/api/public/players/classic-points';
const PLATFORMER = '/api/public/players/platformer-points';
const total = (answer: { headers: Headers }) => answer.headers.get('x-total-count');

const { server, staff } = useTestServer({ signIn: { staff: { username: 'Staffer' } } });
let classicLevels: string[];

beforeAll(async () => {
  classicLevels = await server.createLevels('classic', 12, { minimumCompletion: 50 });
  const platformerLevels = await server.createLevels('platformer', 3);
  // Twelve ranked players, ties among them (same levels beaten), two without points.
  const names = ['kai', 'Ben', 'ana', 'Dee', 'eve', 'Fox', 'gus', 'Hal', 'ivy', 'Jon', 'lee', 'Max'];
  for (const [at, username] of names.entries()) {
    const player = await server.createPlayer({ username });
    await server.createRecord('classic', classicLevels[Math.floor(at / 2)]!, player.id, { percentage: 100 });
    if (at < 5) await server.createRecord('platformer', platformerLevels[at % 3]!, player.id, { timeMs: 1000 + at });
  }
  await server.createPlayer({ username: 'zero' });
  await server.createPlayer({ username: 'Nil' });
});

describe('a slice of a leaderboard', () => {
  it('is the same slice of the whole ranking, with the whole length in X-Total-Count', async () => {
    for (const path of [CLASSIC, PLATFORMER]) {
      const whole = await server.get(path);
      expect(whole.status).toBe(200);
      expect(total(whole)).toBeNull();
      const rows = whole.json as { username: string }[];
      expect(rows.length).toBeGreaterThan(4);
      for (const [limit, offset] of [
        [1, 0],
        [5, 0],
        [3, 2],
        [4, rows.length - 2],
        [LEADERBOARD_LIMIT_MAX, 0],
        [2, rows.length],
        [7, 1000],
      ] as const) {
        const slice = await server.get(`${path}?limit=${limit}&offset=${offset}`);
        expect(slice.status, `${path} ${limit} ${offset}`).toBe(200);
        expect(slice.json).toEqual(rows.slice(offset, offset + limit));
        expect(total(slice)).toBe(String(rows.length));
      }
    }
  });

  it('keeps ties in username order across slice borders', async () => {
    const whole = (await server.get(CLASSIC)).json as { username: string; classicPoints: number }[];
    // Pairs of players beat the same level: each pair ties, ordered by name ignoring case.
    expect(whole.slice(0, 2).map((row) => row.username)).toEqual(['Ben', 'kai']);
    const stitched = [];
    for (let offset = 0; offset < whole.length; offset += 3)
      stitched.push(...(await server.get(`${CLASSIC}?limit=3&offset=${offset}`)).json);
    expect(stitched).toEqual(whole);
  });

  it('reads numbers as the rest of the API does: integer text, leading zeros; offset alone gets the default limit', async () => {
    const whole = (await server.get(CLASSIC)).json as unknown[];
    expect((await server.get(`${CLASSIC}?limit=003&offset=01`)).json).toEqual(whole.slice(1, 4));
    const fromOffset = await server.get(`${CLASSIC}?offset=4`);
    expect(fromOffset.json).toEqual(whole.slice(4, 4 + LEADERBOARD_LIMIT_DEFAULT));
    expect(total(fromOffset)).toBe(String(whole.length));
    expect((await server.get(`${CLASSIC}?limit=2`)).json).toEqual(whole.slice(0, 2));
    // Other parameters change nothing.
    expect((await server.get(`${CLASSIC}?cb=1`)).json).toEqual(whole);
  });

  it('refuses values out of range or not whole numbers with the usual 400', async () => {
    const bad = [
      'limit=0',
      `limit=${LEADERBOARD_LIMIT_MAX + 1}`,
      'limit=abc',
      'limit=-1',
      'limit=1.5',
      'limit=',
      'limit=1e2',
      'offset=-1',
      'offset=x',
      'offset=',
      'limit=1&limit=2',
      'offset=1&offset=1',
      'limit=1234567890',
    ];
    for (const query of bad) {
      const answer = await server.get(`${PLATFORMER}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.code, query).toBe('validation_failed');
      expect(
        answer.json.issues.map((issue: { path: string }) => issue.path),
        query,
      ).toEqual([query.split('=')[0]]);
    }
  });

  it('is a read model: one key per slice, an ETag with its 304, gzip, and the total on cached answers too', async () => {
    expect(cacheKey(`${CLASSIC}?offset=0&limit=050&cb=9`)).toBe(`${CLASSIC}?limit=50&offset=0`);
    expect(cacheKey(`${CLASSIC}?offset=0`)).toBe(`${CLASSIC}?limit=${LEADERBOARD_LIMIT_DEFAULT}&offset=0`);
    expect(cacheKey(`${CLASSIC}?cb=1`)).toBe(CLASSIC);
    for (const query of ['limit=0', 'limit=1&limit=1', 'offset=x']) expect(cacheKey(`${CLASSIC}?${query}`), query).toBeNull();

    const first = await server.get(`${CLASSIC}?limit=4&offset=1`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(server.services.cache.get(`${CLASSIC}?limit=4&offset=1`)).toBeDefined();
    const cached = await server.get(`${CLASSIC}?offset=001&limit=4`);
    expect(cached.text).toBe(first.text);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(total(cached)).toBe(total(first));
    const again = await server.get(`${CLASSIC}?limit=4&offset=1`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const large = await server.get(`${CLASSIC}?limit=${LEADERBOARD_LIMIT_MAX}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(total(large)).toBe(total(first));
    const whole = await server.get(CLASSIC, { headers: { 'accept-encoding': 'gzip' } });
    expect(large.json).toEqual(whole.json);
    expect((await server.get(CLASSIC, { headers: { 'if-none-match': whole.headers.get('etag')! } })).status).toBe(304);
  });

  it('changes with the ranking: a new player at the bottom keeps the top rows but not their ETag, and counts in the total', async () => {
    const before = await server.get(`${CLASSIC}?limit=2`);
    const etag = before.headers.get('etag')!;
    const newcomer = await server.createPlayer({ username: 'newcomer' });
    const created = await server.post('/api/staff/classic-records/create', {
      token: staff.token,
      body: { level: classicLevels[11], player: newcomer.id, recordPercentage: 50 },
    });
    expect(created.status).toBe(201);
    const after = await server.get(`${CLASSIC}?limit=2`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.json).toEqual(before.json);
    expect(Number(total(after))).toBe(Number(total(before)) + 1);
    const whole = (await server.get(CLASSIC)).json as { username: string }[];
    expect(whole.at(-1)!.username).toBe('newcomer');
    expect(whole).toHaveLength(Number(total(after)));
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await server.get('/api/openapi.json')).json;
    for (const path of [CLASSIC, PLATFORMER]) {
      const operation = document.paths[path].get;
      const names = operation.parameters
        .filter((parameter: { in: string }) => parameter.in === 'query')
        .map((parameter: { name: string }) => parameter.name);
      expect(names.sort()).toEqual(['limit', 'offset']);
      expect(operation.responses['200'].headers['x-total-count']).toBeDefined();
      expect(operation.description).toMatch(/limit/);
    }
  });
});

describe('offline, from the snapshot', () => {
  it('answers each slice as the server does, with its total', async () => {
    const index = indexSnapshot(v.parse(SnapshotSchema, (await server.get('/api/public/snapshot')).json));
    for (const path of [CLASSIC, PLATFORMER]) {
      for (const query of [
        '',
        '?limit=3',
        '?limit=3&offset=2',
        '?offset=1',
        '?limit=05&offset=0&cb=x',
        `?limit=${LEADERBOARD_LIMIT_MAX}&offset=999`,
      ]) {
        const real = await server.get(path + query);
        const offline = resolvePublic(index, path + query);
        expect(offline?.status, path + query).toBe(200);
        expect(JSON.parse(JSON.stringify(offline!.body)), path + query).toEqual(real.json);
        expect(offline!.headers?.['x-total-count'] ?? null, path + query).toBe(total(real));
      }
      for (const query of ['?limit=0', '?limit=x', '?offset=-1', '?limit=1&limit=2']) {
        expect((await server.get(path + query)).status).toBe(400);
        expect(resolvePublic(index, path + query), path + query).toBeUndefined();
      }
    }
  });
});
