import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { levels, players } from '../../src/server/db/schema';
import type { LevelType } from '../../src/shared/constants';
import { startTestServer, useTestServer } from '../support/server';

const { server, staff, player: user } = useTestServer({ signIn: { staff: {}, player: {} } });

async function pointsOf(id: number) {
  const [row] = await server.services.db.select().from(players).where(eq(players.id, id));
  return { classic: row!.classicPoints, platformer: row!.platformerPoints };
}
async function levelRow(type: LevelType, id: string) {
  const [row] = await server.services.db
    .select()
    .from(levels)
    .where(and(eq(levels.type, type), eq(levels.id, id)));
  return row!;
}
const holderOf = async (type: LevelType, id: string) => (await levelRow(type, id)).holderId;
const hour = (n: number) => new Date(Date.UTC(2024, 0, 1, n));

describe('public record lists', () => {
  it("lists a classic level's records: first victor first, then percentage, then oldest", async () => {
    const [level] = await server.createLevels('classic', 1);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => server.createPlayer()));
    await server.createRecord('classic', level!, a!.id, { percentage: 80 }, hour(1));
    await server.createRecord('classic', level!, d!.id, { percentage: 100 }, hour(3));
    await server.createRecord('classic', level!, b!.id, { percentage: 100 }, hour(2));
    await server.createRecord('classic', level!, c!.id, { percentage: 80 }, hour(4));
    const response = await server.get(`/api/public/classic-records/level/${level}`);
    expect(response.status).toBe(200);
    expect(response.json.map((r: any) => r.player)).toEqual([b!.username, d!.username, a!.username, c!.username]);
    expect(response.json[0]).toEqual({
      id: expect.any(Number),
      level,
      player: b!.username,
      link: null,
      recordPercentage: 100,
      version: 1,
      date: expect.any(String),
    });
    // Each record says when it was set.
    expect(response.json.map((r: any) => r.date)).toEqual([hour(2), hour(3), hour(1), hour(4)].map((at) => at.toISOString()));

    // A first victor set by staff comes first whatever their percentage.
    await server.services.db
      .update(levels)
      .set({ holderId: c!.id, holderManual: true })
      .where(and(eq(levels.type, 'classic'), eq(levels.id, level!)));
    server.services.cache.invalidate();
    const manual = await server.get(`/api/public/classic-records/level/${level}`);
    expect(manual.json.map((r: any) => r.player)).toEqual([c!.username, b!.username, d!.username, a!.username]);
  });

  it("lists a platformer level's records fastest first, then oldest, with HH:mm:ss.SSS times", async () => {
    const [level] = await server.createLevels('platformer', 1);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => server.createPlayer()));
    await server.createRecord('platformer', level!, a!.id, { timeMs: 90_000 }, hour(1));
    await server.createRecord('platformer', level!, b!.id, { timeMs: 4_232_456 }, hour(2));
    await server.createRecord('platformer', level!, c!.id, { timeMs: 90_000 }, hour(0));
    const response = await server.get(`/api/public/platformer-records/level/${level}`);
    expect(response.json.map((r: any) => [r.player, r.recordTime])).toEqual([
      [c!.username, '00:01:30.000'],
      [a!.username, '00:01:30.000'],
      [b!.username, '01:10:32.456'],
    ]);
  });

  it('answers an empty level with [], an unknown one with 404 and a bad id with 400', async () => {
    const [level] = await server.createLevels('classic', 1);
    expect(await server.get(`/api/public/classic-records/level/${level}`)).toMatchObject({ status: 200, json: [] });
    expect((await server.get('/api/public/classic-records/level/999999999')).json).toMatchObject({ status: 404, code: 'not_found' });
    expect((await server.get(`/api/public/platformer-records/level/${level}`)).status).toBe(404);
    expect((await server.get('/api/public/classic-records/level/abc')).json).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('pages all records of a type newest first', async () => {
    const local = await startTestServer();
    try {
      const [level] = await local.createLevels('platformer', 1);
      for (let i = 0; i < 12; i += 1) {
        const p = await local.createPlayer();
        await local.createRecord('platformer', level!, p.id, { timeMs: 1000 + i }, hour(i));
      }
      const first = await local.get('/api/public/platformer-records');
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ totalElements: 12, totalPages: 2, number: 0, size: 10 });
      expect(first.json.content).toHaveLength(10);
      expect(first.json.content[0].recordTime).toBe('00:00:01.011');
      const second = await local.get('/api/public/platformer-records?page=1&size=10');
      expect(second.json.content.map((r: any) => r.recordTime)).toEqual(['00:00:01.001', '00:00:01.000']);
      expect((await local.get('/api/public/classic-records?size=5')).json).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
        number: 0,
        size: 5,
      });
      for (const query of ['size=101', 'size=0', 'page=-1', 'page=x']) {
        expect((await local.get(`/api/public/platformer-records?${query}`)).status).toBe(400);
      }
    } finally {
      await local.close();
    }
  });
});

describe('staff record create', () => {
  it('needs a staff token', async () => {
    const [level] = await server.createLevels('classic', 1);
    const body = { level, player: user.id, recordPercentage: 100 };
    expect((await server.post('/api/staff/classic-records/create', { body })).status).toBe(401);
    expect((await server.post('/api/staff/classic-records/create', { body, token: user.token })).json).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('creates a classic record by player id or username and recomputes points and first victor', async () => {
    const [first, second] = await server.createLevels('classic', 2);
    const player = await server.createPlayer();
    const created = await server.post('/api/staff/classic-records/create', {
      token: staff.token,
      body: { level: first, player: player.id, recordPercentage: 100, link: 'https://www.youtube.com/watch?v=abcdefghijk' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      level: first,
      player: player.username,
      link: 'https://www.youtube.com/watch?v=abcdefghijk',
      recordPercentage: 100,
      version: 1,
      date: expect.any(String),
    });
    expect(await holderOf('classic', first!)).toBe(player.id);

    const byName = await server.post('/api/staff/classic-records/create', {
      token: staff.token,
      body: { level: Number(second), player: player.username.toUpperCase(), recordPercentage: 60, link: '' },
    });
    expect(byName.status).toBe(201);
    expect(byName.json).toMatchObject({ level: second, player: player.username, link: null, recordPercentage: 60 });
    // Points come from the level's current ranking; 60 % on a main level with requirement 50 earns minPoints.
    const expected = (await levelRow('classic', first!)).points + (await levelRow('classic', second!)).minPoints;
    expect((await pointsOf(player.id)).classic).toBeCloseTo(expected, 2);
    expect(await holderOf('classic', second!)).toBeNull();
  });

  it('accepts a platformer time as HH:mm:ss.SSS or ISO 8601 and sends it out as HH:mm:ss.SSS', async () => {
    const [one, two] = await server.createLevels('platformer', 2);
    const player = await server.createPlayer();
    for (const [level, recordTime] of [
      [one, '01:10:32.456'],
      [two, 'PT1H10M32.456S'],
    ]) {
      const response = await server.post('/api/staff/platformer-records/create', {
        token: staff.token,
        body: { level, player: player.id, recordTime },
      });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ level, player: player.username, recordTime: '01:10:32.456', link: null });
    }
    expect(await holderOf('platformer', one!)).toBe(player.id);
    expect((await pointsOf(player.id)).platformer).toBeGreaterThan(0);
  });

  it('rejects bad values with 400 and changes nothing', async () => {
    const [classic] = await server.createLevels('classic', 1);
    const [platformer] = await server.createLevels('platformer', 1);
    const bad: [string, Record<string, unknown>, string][] = [
      ['classic', { level: classic, player: user.id, recordPercentage: 101 }, 'recordPercentage'],
      ['classic', { level: classic, player: user.id, recordPercentage: -1 }, 'recordPercentage'],
      ['classic', { level: classic, player: user.id, recordPercentage: 50.5 }, 'recordPercentage'],
      ['classic', { level: classic, player: user.id, recordPercentage: '5e1' }, 'recordPercentage'],
      ['classic', { level: classic, player: user.id }, 'recordPercentage'],
      ['classic', { level: classic, player: user.id, recordPercentage: 50, link: 'not a link' }, 'link'],
      ['classic', { level: 'abc', player: user.id, recordPercentage: 50 }, 'level'],
      ['classic', { level: classic, recordPercentage: 50 }, 'player'],
      ['platformer', { level: platformer, player: user.id, recordTime: '1:2:3' }, 'recordTime'],
      ['platformer', { level: platformer, player: user.id, recordTime: '00:00:00.000' }, 'recordTime'],
      ['platformer', { level: platformer, player: user.id, recordTime: 'PT0S' }, 'recordTime'],
      ['platformer', { level: platformer, player: user.id, recordTime: '-PT1S' }, 'recordTime'],
      ['platformer', { level: platformer, player: user.id, recordTime: 1000 }, 'recordTime'],
    ];
    for (const [type, body, path] of bad) {
      const response = await server.post(`/api/staff/${type}-records/create`, { token: staff.token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.code).toBe('validation_failed');
      expect(response.json.issues.map((i: any) => i.path)).toContain(path);
    }
    const malformed = await server.post('/api/staff/classic-records/create', {
      token: staff.token,
      rawBody: '{"level":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await server.get(`/api/public/classic-records/level/${classic}`)).json).toEqual([]);
    expect((await server.get(`/api/public/platformer-records/level/${platformer}`)).json).toEqual([]);
  });

  it('answers an unknown level or player with 404 and a duplicate with 409 record_exists', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const post = (body: object) => server.post('/api/staff/classic-records/create', { token: staff.token, body });
    expect((await post({ level: '999999998', player: player.id, recordPercentage: 100 })).json).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect((await post({ level, player: 999_999, recordPercentage: 100 })).status).toBe(404);
    expect((await post({ level, player: 'nobody-here', recordPercentage: 100 })).status).toBe(404);
    expect((await post({ level, player: player.id, recordPercentage: 70 })).status).toBe(201);
    const duplicate = await post({ level, player: player.username, recordPercentage: 100 });
    expect(duplicate.json).toMatchObject({
      status: 409,
      code: 'record_exists',
      message: 'A record with this level and player already exists.',
    });
    const list = await server.get(`/api/public/classic-records/level/${level}`);
    expect(list.json).toHaveLength(1);
    expect(list.json[0].recordPercentage).toBe(70);
  });
});

describe('staff record update and delete', () => {
  it('updates the value and link, keeps level and player, and recomputes', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const id = await server.createRecord('classic', level!, player.id, { percentage: 40 });
    expect((await pointsOf(player.id)).classic).toBe(0);
    expect(await holderOf('classic', level!)).toBeNull();

    const update = (body: object, recordId = id, type = 'classic') =>
      server.put(`/api/staff/${type}-records/update/${recordId}`, { token: staff.token, body });
    const response = await update({ level, player: player.username, recordPercentage: 100, link: 'https://example.com/run' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id,
      level,
      player: player.username,
      link: 'https://example.com/run',
      recordPercentage: 100,
      version: 2,
      date: expect.any(String),
    });
    expect((await pointsOf(player.id)).classic).toBe((await levelRow('classic', level!)).points);
    expect(await holderOf('classic', level!)).toBe(player.id);

    // Without a link the stored one stays; null clears it.
    expect((await update({ recordPercentage: 99 })).json.link).toBe('https://example.com/run');
    expect((await update({ recordPercentage: 99, link: null })).json.link).toBeNull();

    const [otherLevel] = await server.createLevels('classic', 1);
    const other = await server.createPlayer();
    expect((await update({ level: otherLevel, recordPercentage: 100 })).json).toMatchObject({ status: 400, issues: [{ path: 'level' }] });
    expect((await update({ player: other.id, recordPercentage: 100 })).json).toMatchObject({ status: 400, issues: [{ path: 'player' }] });
    expect((await update({ player: 'nobody-at-all', recordPercentage: 100 })).status).toBe(400);
    expect((await update({ recordPercentage: 101 })).status).toBe(400);
    expect((await update({ recordPercentage: 100 }, 999_999)).status).toBe(404);
    expect((await update({ recordTime: '00:01:00.000' }, id, 'platformer')).status).toBe(404);
    expect((await server.put(`/api/staff/classic-records/update/abc`, { token: staff.token, body: { recordPercentage: 1 } })).status).toBe(
      400,
    );
    expect((await server.put(`/api/staff/classic-records/update/${id}`, { token: user.token, body: { recordPercentage: 1 } })).status).toBe(
      403,
    );
    expect((await server.get(`/api/public/classic-records/level/${level}`)).json[0].recordPercentage).toBe(99);
  });

  it('updates a platformer time and moves the record holder', async () => {
    const [level] = await server.createLevels('platformer', 1);
    const [fast, slow] = [await server.createPlayer(), await server.createPlayer()];
    await server.createRecord('platformer', level!, fast.id, { timeMs: 60_000 });
    const slowId = await server.createRecord('platformer', level!, slow.id, { timeMs: 70_000 });
    expect(await holderOf('platformer', level!)).toBe(fast.id);
    const response = await server.put(`/api/staff/platformer-records/update/${slowId}`, {
      token: staff.token,
      body: { recordTime: 'PT59.5S' },
    });
    expect(response.json).toMatchObject({ recordTime: '00:00:59.500', player: slow.username });
    expect(await holderOf('platformer', level!)).toBe(slow.id);
  });

  it("deletes a record, recomputing the holder and the player's points", async () => {
    const [level] = await server.createLevels('classic', 1);
    const [a, b] = [await server.createPlayer(), await server.createPlayer()];
    const first = await server.createRecord('classic', level!, a.id, { percentage: 100 }, hour(1));
    await server.createRecord('classic', level!, b.id, { percentage: 100 }, hour(2));
    expect(await holderOf('classic', level!)).toBe(a.id);
    expect((await server.del(`/api/staff/classic-records/delete/${first}`, { token: user.token })).status).toBe(403);
    expect((await server.del(`/api/staff/classic-records/delete/${first}`)).status).toBe(401);
    expect((await server.del(`/api/staff/platformer-records/delete/${first}`, { token: staff.token })).status).toBe(404);
    const response = await server.del(`/api/staff/classic-records/delete/${first}`, { token: staff.token });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await holderOf('classic', level!)).toBe(b.id);
    expect((await pointsOf(a.id)).classic).toBe(0);
    expect((await server.del(`/api/staff/classic-records/delete/${first}`, { token: staff.token })).json).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect((await server.get(`/api/public/classic-records/level/${level}`)).json.map((r: any) => r.player)).toEqual([b.username]);
  });
});
