import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { levels, players, submissions } from '../../src/server/db/schema';
import type { LevelType } from '../../src/shared/constants';
import { startTestServer, useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const create = (type: LevelType, token: string | undefined, body: object, headers?: Record<string, string>) =>
  server.post(`/api/authenticated/${type}-submissions/create`, { token, body, headers });
const setStatus = (type: LevelType, id: number, status: string, token = staff.token) =>
  server.put(`/api/staff/${type}-submissions/${id}/change-status/${status}`, { token });
const levelRecords = async (type: LevelType, level: string) => (await server.get(`/api/public/${type}-records/level/${level}`)).json;

async function levelRow(type: LevelType, id: string) {
  const [row] = await server.services.db
    .select()
    .from(levels)
    .where(and(eq(levels.type, type), eq(levels.id, id)));
  return row!;
}
async function classicPoints(id: number) {
  const [row] = await server.services.db.select().from(players).where(eq(players.id, id));
  return row!.classicPoints;
}

describe('player submissions', () => {
  it('creates a PENDING classic submission for the signed-in player', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const before = Date.now();
    const response = await create('classic', player.token, {
      level,
      link: VIDEO,
      rawFootage: '',
      comment: '  first try  ',
      recordPercentage: 75,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(Number),
      level,
      player: player.username,
      link: VIDEO,
      rawFootage: null,
      comment: 'first try',
      status: 'PENDING',
      submissionDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      recordPercentage: 75,
      version: 1,
      rejectionReason: null,
      underReview: false,
    });
    expect(Date.parse(response.json.submissionDate)).toBeGreaterThanOrEqual(before - 5000);
  });

  it('takes a platformer time in both forms and sends it out as HH:mm:ss.SSS', async () => {
    const [level] = await server.createLevels('platformer', 1);
    const player = await server.createPlayer();
    for (const recordTime of ['01:10:32.456', 'PT1H10M32.456S']) {
      const response = await create('platformer', player.token, {
        level: Number(level),
        link: VIDEO,
        rawFootage: 'https://drive.example/raw',
        recordTime,
      });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ recordTime: '01:10:32.456', rawFootage: 'https://drive.example/raw', comment: null });
    }
  });

  it('needs a sign-in, an active account and a known level', async () => {
    const [level] = await server.createLevels('classic', 1);
    const body = { level, link: VIDEO, recordPercentage: 100 };
    expect((await create('classic', undefined, body)).json).toMatchObject({ status: 401, code: 'unauthenticated' });
    const inactive = await server.createPlayer({ isActive: false });
    expect((await create('classic', inactive.token, body)).json).toMatchObject({ status: 403, code: 'account_inactive' });
    const player = await server.createPlayer();
    expect((await create('classic', player.token, { ...body, level: '987654321' })).json).toMatchObject({ status: 404, code: 'not_found' });
    expect((await create('platformer', player.token, { level, link: VIDEO, recordTime: '00:01:00.000' })).status).toBe(404);
    expect((await server.get('/api/authenticated/classic-submissions/list', { token: inactive.token })).json).toEqual([]);
    expect((await server.get('/api/authenticated/classic-submissions/list', { token: player.token })).json).toEqual([]);
  });

  it("holds a classic percentage to the level's requirement: minimumCompletion in main, 100 after", async () => {
    const [main] = await server.createLevels('classic', 1, { minimumCompletion: 60 });
    const [extended] = await server.createLevels('classic', 1, { ranking: 90, minimumCompletion: 60 });
    const player = await server.createPlayer();
    const low = await create('classic', player.token, { level: main, link: VIDEO, recordPercentage: 59 });
    expect(low.status).toBe(400);
    expect(low.json.issues).toEqual([{ path: 'recordPercentage', message: expect.stringContaining('60'), type: 'below_requirement' }]);
    expect((await create('classic', player.token, { level: main, link: VIDEO, recordPercentage: 60 })).status).toBe(201);
    const notFull = await create('classic', player.token, { level: extended, link: VIDEO, recordPercentage: 99 });
    expect(notFull.json.issues).toEqual([{ path: 'recordPercentage', message: expect.stringContaining('100'), type: 'below_requirement' }]);
    expect((await create('classic', player.token, { level: extended, link: VIDEO, recordPercentage: 100 })).status).toBe(201);
    expect((await server.get('/api/authenticated/classic-submissions/list', { token: player.token })).json).toHaveLength(2);
  });

  it('rejects malformed input with 400 and stores nothing', async () => {
    const [classic] = await server.createLevels('classic', 1);
    const [platformer] = await server.createLevels('platformer', 1);
    const player = await server.createPlayer();
    const bad: [LevelType, object, string][] = [
      ['classic', { level: classic, link: VIDEO, recordPercentage: 101 }, 'recordPercentage'],
      ['classic', { level: classic, link: VIDEO, recordPercentage: 80.5 }, 'recordPercentage'],
      ['classic', { level: classic, link: 'youtube', recordPercentage: 80 }, 'link'],
      ['classic', { level: classic, recordPercentage: 80 }, 'link'],
      ['classic', { level: classic, link: VIDEO, rawFootage: 'ftp://x', recordPercentage: 80 }, 'rawFootage'],
      ['classic', { level: classic, link: VIDEO, comment: 'x'.repeat(501), recordPercentage: 80 }, 'comment'],
      ['platformer', { level: platformer, link: VIDEO, recordTime: '1:2:3' }, 'recordTime'],
      ['platformer', { level: platformer, link: VIDEO, recordTime: '00:00:00.000' }, 'recordTime'],
      ['platformer', { level: platformer, link: VIDEO, recordTime: '-00:00:01.000' }, 'recordTime'],
      ['platformer', { level: platformer, link: VIDEO }, 'recordTime'],
    ];
    for (const [type, body, path] of bad) {
      const response = await create(type, player.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.issues.map((i: any) => i.path)).toContain(path);
    }
    for (const type of ['classic', 'platformer'] as const) {
      expect((await server.get(`/api/authenticated/${type}-submissions/list`, { token: player.token })).json).toEqual([]);
    }
  });

  it("lists only the player's own submissions of the type, newest first", async () => {
    const [level] = await server.createLevels('classic', 1);
    const [me, other] = [await server.createPlayer(), await server.createPlayer()];
    const ids: number[] = [];
    for (const recordPercentage of [70, 80, 90])
      ids.push((await create('classic', me.token, { level, link: VIDEO, recordPercentage })).json.id);
    await create('classic', other.token, { level, link: VIDEO, recordPercentage: 100 });
    const list = await server.get('/api/authenticated/classic-submissions/list', { token: me.token });
    expect(list.json.map((s: any) => s.id)).toEqual(ids.reverse());
    expect(list.json.every((s: any) => s.player === me.username)).toBe(true);
    expect((await server.get('/api/authenticated/platformer-submissions/list', { token: me.token })).json).toEqual([]);
    expect((await server.get('/api/authenticated/classic-submissions/list')).status).toBe(401);
  });

  it('replays a create sent again with the same Idempotency-Key and stores it once', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const headers = { 'Idempotency-Key': 'offline-outbox-1' };
    const body = { level, link: VIDEO, recordPercentage: 88 };
    const first = await create('classic', player.token, body, headers);
    const again = await create('classic', player.token, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await server.get('/api/authenticated/classic-submissions/list', { token: player.token })).json).toHaveLength(1);
  });
});

describe('deleting submissions', () => {
  it("lets a player delete their own, staff any, and nobody someone else's", async () => {
    const [level] = await server.createLevels('platformer', 1);
    const [owner, stranger] = [await server.createPlayer(), await server.createPlayer()];
    const body = { level, link: VIDEO, recordTime: '00:02:00.000' };
    const mine = (await create('platformer', owner.token, body)).json.id;
    const forStaff = (await create('platformer', owner.token, body)).json.id;
    const path = (id: number | string, type = 'platformer') => `/api/authenticated/${type}-submissions/delete/${id}`;

    expect((await server.del(path(mine))).status).toBe(401);
    expect((await server.del(path(mine), { token: stranger.token })).json).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await server.del(path(mine, 'classic'), { token: owner.token })).status).toBe(404);
    expect((await server.del(path('x'), { token: owner.token })).status).toBe(400);
    const deleted = await server.del(path(mine), { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await server.del(path(mine), { token: owner.token })).json).toMatchObject({ status: 404, code: 'not_found' });
    expect((await server.del(path(forStaff), { token: staff.token })).status).toBe(204);
    expect((await server.get('/api/authenticated/platformer-submissions/list', { token: owner.token })).json).toEqual([]);
  });
});

describe('staff submission queue', () => {
  it('pages submissions with PENDING first, then oldest first, for staff only', async () => {
    const local = await startTestServer();
    try {
      const localStaff = await local.createStaff();
      const player = await local.createPlayer();
      const [level] = await local.createLevels('classic', 1);
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await local.post('/api/authenticated/classic-submissions/create', {
          token: player.token,
          body: { level, link: VIDEO, recordPercentage: 60 + i },
        });
        ids.push(response.json.id);
      }
      await local.put(`/api/staff/classic-submissions/${ids[3]}/change-status/REJECTED`, { token: localStaff.token });
      const page = await local.get('/api/staff/classic-submissions/list?page=0&size=3', { token: localStaff.token });
      expect(page.status).toBe(200);
      expect(page.json).toMatchObject({ totalElements: 4, totalPages: 2, number: 0, size: 3 });
      expect(page.json.content.map((s: any) => s.id)).toEqual([ids[0], ids[1], ids[2]]);
      const second = await local.get('/api/staff/classic-submissions/list?page=1&size=3', { token: localStaff.token });
      expect(second.json.content).toMatchObject([{ id: ids[3], status: 'REJECTED' }]);
      expect((await local.get('/api/staff/platformer-submissions/list', { token: localStaff.token })).json).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
        number: 0,
        size: 10,
      });
      expect((await local.get('/api/staff/classic-submissions/list?size=1000', { token: localStaff.token })).status).toBe(400);
      expect((await local.get('/api/staff/classic-submissions/list', { token: player.token })).status).toBe(403);
      expect((await local.get('/api/staff/classic-submissions/list')).status).toBe(401);
    } finally {
      await local.close();
    }
  });
});

describe("changing a submission's status", () => {
  it('validates the status, the id and the role', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const id = (await create('classic', player.token, { level, link: VIDEO, recordPercentage: 90 })).json.id;
    expect((await setStatus('classic', id, 'DONE')).json).toMatchObject({ status: 400, issues: [{ path: 'status' }] });
    expect((await setStatus('classic', id, 'approved')).status).toBe(400);
    expect((await setStatus('classic', 999_999, 'REJECTED')).status).toBe(404);
    expect((await setStatus('platformer', id, 'REJECTED')).status).toBe(404);
    expect((await setStatus('classic', id, 'REJECTED', player.token)).status).toBe(403);
    expect((await server.put(`/api/staff/classic-submissions/${id}/change-status/REJECTED`)).status).toBe(401);
    const rejected = await setStatus('classic', id, 'REJECTED');
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ id, status: 'REJECTED', recordPercentage: 90, player: player.username });
    expect((await setStatus('classic', id, 'PENDING')).json.status).toBe('PENDING');
    expect(await levelRecords('classic', level!)).toEqual([]);
  });

  it("approval creates the record, recomputes the player's points and sets the first victor", async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const submitted = (await create('classic', player.token, { level, link: VIDEO, recordPercentage: 100 })).json;
    expect(await classicPoints(player.id)).toBe(0);
    const approved = await setStatus('classic', submitted.id, 'APPROVED');
    expect(approved.status).toBe(200);
    expect(approved.json).toEqual({
      ...submitted,
      status: 'APPROVED',
      version: 2,
      record: expect.objectContaining({ level, recordPercentage: 100 }),
    });
    expect(await levelRecords('classic', level!)).toEqual([
      { id: expect.any(Number), level, player: player.username, link: VIDEO, recordPercentage: 100, version: 1, date: expect.any(String) },
    ]);
    const row = await levelRow('classic', level!);
    expect(await classicPoints(player.id)).toBe(row.points);
    expect(row.holderId).toBe(player.id);

    // Moving away from APPROVED undoes the approval: the record it created goes, with its points.
    expect((await setStatus('classic', submitted.id, 'REJECTED')).json.status).toBe('REJECTED');
    expect(await levelRecords('classic', level!)).toEqual([]);
    expect(await classicPoints(player.id)).toBe(0);
    expect((await levelRow('classic', level!)).holderId).toBeNull();
    expect((await setStatus('classic', submitted.id, 'APPROVED')).json.status).toBe('APPROVED');
    expect(await levelRecords('classic', level!)).toHaveLength(1);
  });

  it('approval improves an existing record when better and refuses a worse one with 409', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    await server.createRecord('classic', level!, player.id, { percentage: 70 });
    const minPoints = (await levelRow('classic', level!)).minPoints;
    expect(await classicPoints(player.id)).toBe(minPoints);

    const better = (await create('classic', player.token, { level, link: 'https://example.com/better', recordPercentage: 100 })).json;
    const worse = (await create('classic', player.token, { level, link: VIDEO, recordPercentage: 90 })).json;
    expect((await setStatus('classic', better.id, 'APPROVED')).json.status).toBe('APPROVED');
    expect(await levelRecords('classic', level!)).toMatchObject([
      { player: player.username, recordPercentage: 100, link: 'https://example.com/better' },
    ]);
    expect(await classicPoints(player.id)).toBe((await levelRow('classic', level!)).points);
    expect((await levelRow('classic', level!)).holderId).toBe(player.id);

    const refused = await setStatus('classic', worse.id, 'APPROVED');
    expect(refused.json).toMatchObject({ status: 409, code: 'record_exists' });
    const mine = (await server.get('/api/authenticated/classic-submissions/list', { token: player.token })).json;
    expect(mine.find((s: any) => s.id === worse.id).status).toBe('PENDING');
    expect(await levelRecords('classic', level!)).toMatchObject([{ recordPercentage: 100 }]);
  });

  it('approval of a platformer run keeps the faster time and moves the record holder', async () => {
    const [level] = await server.createLevels('platformer', 1);
    const [a, b] = [await server.createPlayer(), await server.createPlayer()];
    await server.createRecord('platformer', level!, a.id, { timeMs: 60_000 });
    const slower = (await create('platformer', a.token, { level, link: VIDEO, recordTime: '00:01:00.000' })).json;
    expect((await setStatus('platformer', slower.id, 'APPROVED')).json).toMatchObject({ status: 409, code: 'record_exists' });
    const [row] = await server.services.db.select().from(submissions).where(eq(submissions.id, slower.id));
    expect(row!.status).toBe('PENDING');

    const faster = (await create('platformer', b.token, { level, link: VIDEO, recordTime: 'PT59.999S' })).json;
    expect((await setStatus('platformer', faster.id, 'APPROVED')).status).toBe(200);
    expect((await levelRow('platformer', level!)).holderId).toBe(b.id);
    expect((await levelRecords('platformer', level!)).map((r: any) => [r.player, r.recordTime])).toEqual([
      [b.username, '00:00:59.999'],
      [a.username, '00:01:00.000'],
    ]);
  });
});

describe('submission rate limit', () => {
  it('answers 429 with Retry-After once a player used up their accepted submissions', async () => {
    const local = await startTestServer({ RATE_LIMIT_SUBMISSIONS: '2/3600' });
    try {
      const [level] = await local.createLevels('classic', 1);
      const [player, other] = [await local.createPlayer(), await local.createPlayer()];
      const send = (token: string, lvl = level) =>
        local.post('/api/authenticated/classic-submissions/create', { token, body: { level: lvl, link: VIDEO, recordPercentage: 100 } });
      // Refused attempts do not count.
      expect((await send(player.token, '55555555')).status).toBe(404);
      expect((await send(player.token)).status).toBe(201);
      expect((await send(player.token)).status).toBe(201);
      const limited = await send(player.token);
      expect(limited.status).toBe(429);
      expect(limited.json.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await local.get('/api/authenticated/classic-submissions/list', { token: player.token })).json).toHaveLength(2);
      expect((await send(other.token)).status).toBe(201);
    } finally {
      await local.close();
    }
  });
});
