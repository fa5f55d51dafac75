/** The levels resource through HTTP: public reads, staff create/update/delete, and the player-keyed lists. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { levels, records } from '../../src/server/db/schema';
import { type TestPlayer, useTestServer } from '../support/server';

const { server, staff, player: user } = useTestServer({ signIn: { staff: {}, player: {} } });

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const classic = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Classic ${id}`,
  publisher: 'Pub',
  difficulty: 'EXTREME_DEMON',
  link: LINK,
  thumbnail: 'https://img.example/t.png',
  duration: 'LONG',
  minimumCompletion: 60,
  ...extra,
});
const platformer = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Platformer ${id}`,
  publisher: 'Pub',
  difficulty: 'HARD_DEMON',
  link: LINK,
  thumbnail: 'https://img.example/p.png',
  ...extra,
});
const order = async (type: string) => (await server.get(`/api/public/${type}-levels/list`)).json.map((l: any) => [l.id, l.ranking]);
const ids = async (type: string) => (await order(type)).map(([id]: [string]) => id);

describe('staff create', () => {
  it('keeps create to staff', async () => {
    expect((await server.post('/api/staff/classic-levels/create', { body: classic('11') })).status).toBe(401);
    const forbidden = await server.post('/api/staff/classic-levels/create', { token: user.token, body: classic('11') });
    expect(forbidden.status).toBe(403);
    expect(await ids('classic')).toEqual([]);
  });

  it('answers 201 with the classic wire shape and appends without a ranking', async () => {
    const first = await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('101') });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: '101',
      name: 'Classic 101',
      publisher: 'Pub',
      difficulty: 'EXTREME_DEMON',
      link: LINK,
      thumbnail: 'https://img.example/t.png',
      points: 500,
      ranking: 1,
      duration: 'LONG',
      minPoints: 166.67,
      minimumCompletion: 60,
      firstVictor: null,
      firstVictorName: null,
      version: 1,
    });
    const second = await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('102') });
    expect(second.json).toMatchObject({ ranking: 2, points: 430.92 });
  });

  it('inserts at a ranking, moving the levels at and below it down, and puts a far ranking at the end', async () => {
    await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('103', { ranking: 1 }) });
    expect(await order('classic')).toEqual([
      ['103', 1],
      ['101', 2],
      ['102', 3],
    ]);
    const far = await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('104', { ranking: 99 }) });
    expect(far.json.ranking).toBe(4);
    expect((await server.get('/api/public/classic-levels/101')).json.points).toBe(430.92);
  });

  it('refuses an existing id with 409 level_exists and bad fields with 400', async () => {
    const duplicate = await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('101', { ranking: 1 }) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('level_exists');
    const invalid = await server.post('/api/staff/classic-levels/create', {
      token: staff.token,
      body: classic('105', { name: ' ', difficulty: 'EASY', link: 'https://example.com/x', minimumCompletion: 101 }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.code).toBe('validation_failed');
    expect(invalid.json.issues.map((i: any) => i.path).sort()).toEqual(['difficulty', 'link', 'minimumCompletion', 'name']);
    // Names as long as the game allows: 20 characters for a level, 15 for its creator.
    const long = await server.post('/api/staff/classic-levels/create', {
      token: staff.token,
      body: classic('107', { name: 'N'.repeat(21), publisher: 'P'.repeat(16) }),
    });
    expect(long.status).toBe(400);
    expect(long.json.issues.map((i: any) => [i.path, i.type])).toEqual([
      ['name', 'max_length'],
      ['publisher', 'max_length'],
    ]);
    const longest = await server.post('/api/staff/classic-levels/create', {
      token: staff.token,
      body: classic('108', { name: 'N'.repeat(20), publisher: 'P'.repeat(15) }),
    });
    expect(longest.status).toBe(201);
    expect((await server.del('/api/staff/classic-levels/delete/108', { token: staff.token })).status).toBe(204);
    const ghost = await server.post('/api/staff/classic-levels/create', {
      token: staff.token,
      body: classic('106', { firstVictor: 999_999 }),
    });
    expect(ghost.status).toBe(400);
    expect(ghost.json.issues[0].path).toBe('firstVictor');
    expect(await ids('classic')).toEqual(['103', '101', '102', '104']);
  });

  it('creates platformer levels with their own shape', async () => {
    const created = await server.post('/api/staff/platformer-levels/create', { token: staff.token, body: platformer('201') });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: '201',
      name: 'Platformer 201',
      publisher: 'Pub',
      difficulty: 'HARD_DEMON',
      link: LINK,
      thumbnail: 'https://img.example/p.png',
      points: 500,
      ranking: 1,
      recordHolder: null,
      recordHolderName: null,
      version: 1,
    });
  });
});

describe('public reads', () => {
  it('serves one level, its name, and 404 / 400 for unknown and malformed ids', async () => {
    expect((await server.get('/api/public/classic-levels/102')).json).toMatchObject({ id: '102', ranking: 3 });
    expect((await server.get('/api/public/classic-levels/name/102')).json).toEqual({ id: '102', name: 'Classic 102' });
    expect((await server.get('/api/public/platformer-levels/102')).status).toBe(404);
    expect((await server.get('/api/public/classic-levels/name/999')).json.code).toBe('not_found');
    expect((await server.get('/api/public/classic-levels/abc')).status).toBe(400);
  });

  it('serves the tier lists by ranking, [] for an empty tier, 400 for an unknown list', async () => {
    const main = await server.get('/api/public/classic-levels/list/main');
    expect(main.json.map((l: any) => l.id)).toEqual(['103', '101', '102', '104']);
    const extended = await server.get('/api/public/classic-levels/list/extended');
    expect([extended.status, extended.json]).toEqual([200, []]);
    expect((await server.get('/api/public/classic-levels/list/legacy')).json).toEqual([]);
    expect((await server.get('/api/public/classic-levels/list/hall-of-fame')).status).toBe(400);
  });
});

describe('staff update', () => {
  it('moves a level up or down, shifting the others without gaps', async () => {
    const moved = await server.put('/api/staff/classic-levels/update/104', {
      token: staff.token,
      body: classic('104', { ranking: 1, name: 'Renamed' }),
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ id: '104', name: 'Renamed', ranking: 1, points: 500 });
    expect(await order('classic')).toEqual([
      ['104', 1],
      ['103', 2],
      ['101', 3],
      ['102', 4],
    ]);
    await server.put('/api/staff/classic-levels/update/103', { token: staff.token, body: classic('103', { ranking: 50 }) });
    expect(await order('classic')).toEqual([
      ['104', 1],
      ['101', 2],
      ['102', 3],
      ['103', 4],
    ]);
  });

  it('refuses a changed id, bad fields, unknown levels and non-staff, changing nothing', async () => {
    const before = await server.get('/api/public/classic-levels/list');
    const put = (id: string, body: unknown, token = staff.token) => server.put(`/api/staff/classic-levels/update/${id}`, { token, body });
    const renamed = await put('101', classic('999', { ranking: 1 }));
    expect([renamed.status, renamed.json.issues[0].path]).toEqual([400, 'id']);
    expect((await put('101', { ...classic('101'), duration: 'ETERNAL' })).status).toBe(400);
    expect((await put('777', classic('777'))).status).toBe(404);
    expect((await put('101', classic('101', { firstVictor: 999_999 }))).json.issues[0].path).toBe('firstVictor');
    expect((await put('101', classic('101'), user.token)).status).toBe(403);
    expect((await server.put('/api/staff/classic-levels/update/101', { body: classic('101') })).status).toBe(401);
    expect((await server.get('/api/public/classic-levels/list')).json).toEqual(before.json);
  });

  it('sets a first victor by hand and hands it back to the records with null', async () => {
    const early = await server.createPlayer();
    const late = await server.createPlayer();
    await server.createRecord('classic', '101', late.id, { percentage: 100 }, new Date('2024-02-01T00:00:00Z'));
    await server.createRecord('classic', '101', early.id, { percentage: 100 }, new Date('2024-01-01T00:00:00Z'));
    expect((await server.get('/api/public/classic-levels/101')).json).toMatchObject({
      firstVictor: early.id,
      firstVictorName: early.username,
    });
    const manual = await server.put('/api/staff/classic-levels/update/101', {
      token: staff.token,
      body: classic('101', { firstVictor: late.id }),
    });
    expect(manual.json).toMatchObject({ firstVictor: late.id, firstVictorName: late.username });
    // The lists name the first victor too, and follow a change of username.
    const listed = async () =>
      ((await server.get('/api/public/classic-levels/list/main')).json as any[]).find((level) => level.id === '101');
    expect(await listed()).toMatchObject({ firstVictor: late.id, firstVictorName: late.username });
    const renamed = await server.put('/api/authenticated/players/profile/update', {
      token: late.token,
      body: { username: 'LateRunner', discord: null, youtube: null, twitter: null, twitch: null, region: null },
    });
    expect(renamed.status).toBe(200);
    expect((await listed()).firstVictorName).toBe('LateRunner');
    const kept = await server.put('/api/staff/classic-levels/update/101', { token: staff.token, body: classic('101', { name: 'Kept' }) });
    expect(kept.json.firstVictor).toBe(late.id);
    const automatic = await server.put('/api/staff/classic-levels/update/101', {
      token: staff.token,
      body: classic('101', { firstVictor: null }),
    });
    expect(automatic.json.firstVictor).toBe(early.id);
    const [row] = await server.services.db
      .select()
      .from(levels)
      .where(and(eq(levels.type, 'classic'), eq(levels.id, '101')));
    expect(row!.holderManual).toBe(false);
  });
});

describe('platformer update and replays', () => {
  it('sets a record holder by hand and returns to the fastest record with null', async () => {
    const slow = await server.createPlayer();
    const fast = await server.createPlayer();
    await server.post('/api/staff/platformer-levels/create', { token: staff.token, body: platformer('202') });
    await server.createRecord('platformer', '202', slow.id, { timeMs: 120_000 });
    await server.createRecord('platformer', '202', fast.id, { timeMs: 60_000 });
    const put = (body: unknown) => server.put('/api/staff/platformer-levels/update/202', { token: staff.token, body });
    expect((await put(platformer('202', { recordHolder: slow.id, ranking: 1 }))).json).toMatchObject({
      recordHolder: slow.id,
      recordHolderName: slow.username,
      ranking: 1,
    });
    expect(await ids('platformer')).toEqual(['202', '201']);
    expect((await put(platformer('202', { recordHolder: null }))).json).toMatchObject({
      recordHolder: fast.id,
      recordHolderName: fast.username,
    });
    expect(((await server.get('/api/public/platformer-levels/list')).json as any[])[0]).toMatchObject({
      id: '202',
      recordHolderName: fast.username,
    });
    expect((await put(platformer('202', { recordHolder: 0 }))).status).toBe(400);
  });

  it('answers a repeated Idempotency-Key with the first answer instead of a conflict', async () => {
    const send = () =>
      server.post('/api/staff/platformer-levels/create', {
        token: staff.token,
        headers: { 'idempotency-key': 'create-203' },
        body: platformer('203', { ranking: 1 }),
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json).toEqual(first.json);
    expect(await ids('platformer')).toEqual(['203', '202', '201']);
  });
});

describe('player-keyed lists', () => {
  let runner: TestPlayer;
  let idle: TestPlayer;
  beforeAll(async () => {
    runner = await server.createPlayer();
    idle = await server.createPlayer();
    // Classic order is 104, 101, 102, 103; a 99 % record completes nothing.
    await server.createRecord('classic', '102', runner.id, { percentage: 100 });
    await server.createRecord('classic', '103', runner.id, { percentage: 100 });
    await server.createRecord('classic', '104', runner.id, { percentage: 99 });
    await server.createRecord('platformer', '201', runner.id, { timeMs: 90_000 });
  });

  it('lists completed levels by ranking, the hardest one and the counts per tier', async () => {
    const base = '/api/public/classic-levels';
    expect((await server.get(`${base}/player/${runner.id}`)).json).toEqual([
      { id: '102', name: 'Classic 102' },
      { id: '103', name: 'Classic 103' },
    ]);
    expect((await server.get(`${base}/hardestLevel/${runner.id}`)).json).toEqual({ id: '102', name: 'Classic 102' });
    expect((await server.get(`${base}/count/${runner.id}`)).json).toEqual({ main: 2, extended: 0, legacy: 0 });
    expect((await server.get(`/api/public/platformer-levels/count/${runner.id}`)).json).toEqual({ main: 1, extended: 0, legacy: 0 });
    expect((await server.get(`/api/public/platformer-levels/hardestLevel/${runner.id}`)).json).toEqual({
      id: '201',
      name: 'Platformer 201',
    });
  });

  it('answers null, [] and zeros for a player with nothing, 404 for an unknown one, 400 for a malformed id', async () => {
    const hardest = await server.get(`/api/public/classic-levels/hardestLevel/${idle.id}`);
    expect([hardest.status, hardest.text]).toEqual([200, 'null']);
    expect((await server.get(`/api/public/classic-levels/player/${idle.id}`)).json).toEqual([]);
    expect((await server.get(`/api/public/classic-levels/count/${idle.id}`)).json).toEqual({ main: 0, extended: 0, legacy: 0 });
    for (const path of ['count', 'hardestLevel', 'player', 'firstVictor']) {
      expect((await server.get(`/api/public/classic-levels/${path}/999999`)).status).toBe(404);
      expect((await server.get(`/api/public/classic-levels/${path}/x`)).status).toBe(400);
    }
    expect((await server.get('/api/public/platformer-levels/recordHolder/999999')).status).toBe(404);
  });

  it('lists first-victor and record-holder levels', async () => {
    expect((await server.get(`/api/public/classic-levels/firstVictor/${runner.id}`)).json).toEqual([
      { id: '102', name: 'Classic 102' },
      { id: '103', name: 'Classic 103' },
    ]);
    expect((await server.get(`/api/public/platformer-levels/recordHolder/${runner.id}`)).json).toEqual([
      { id: '201', name: 'Platformer 201' },
    ]);
    expect((await server.get(`/api/public/platformer-levels/recordHolder/${idle.id}`)).json).toEqual([]);
  });
});

describe('staff delete', () => {
  it('keeps delete to staff and answers 404 for an unknown level', async () => {
    expect((await server.del('/api/staff/classic-levels/delete/101')).status).toBe(401);
    expect((await server.del('/api/staff/classic-levels/delete/101', { token: user.token })).status).toBe(403);
    expect((await server.del('/api/staff/classic-levels/delete/777', { token: staff.token })).status).toBe(404);
    expect((await server.del('/api/staff/classic-levels/delete/x1', { token: staff.token })).status).toBe(400);
  });

  it('closes the gap, drops the records and recomputes points', async () => {
    const deleted = await server.del('/api/staff/classic-levels/delete/101', { token: staff.token });
    expect([deleted.status, deleted.text]).toEqual([204, '']);
    expect(await order('classic')).toEqual([
      ['104', 1],
      ['102', 2],
      ['103', 3],
    ]);
    expect((await server.get('/api/public/classic-levels/102')).json.points).toBe(430.92);
    const left = await server.services.db
      .select()
      .from(records)
      .where(and(eq(records.type, 'classic'), eq(records.levelId, '101')));
    expect(left).toEqual([]);
    expect((await server.get('/api/public/classic-levels/101')).status).toBe(404);
  });
});
