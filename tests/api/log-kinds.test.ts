/**
 * Every kind of public change in the log, once, with its before → after: records (a staff member's
 * create, edit and removal, a submission's approval and its undoing, with the first victor they
 * passed on), regions, a player's public fields; a submission's review for staff only. Then the change
 * feed devices sync by, and the staff audit trail.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { LOG_DATA, type LogKind } from '../../src/shared/schemas/log';
import { isHistoryChange as isHistoryChangeJs } from '../../src/shared/changelog/reads';
import { isHistoryChange, isPublic, toWireChange } from '../../src/server/changelog/queries';
import { changeLog } from '../../src/server/db/schema';
import { readLogAfter, type LoggedChange } from '../../src/server/db/change-log';
import { cacheKey } from '../../src/server/http/read-cache';
import { SYNC_WINDOW } from '../../src/server/changelog/sync';
import { useTestServer } from '../support/server';

const { server, staff, player } = useTestServer({ signIn: { staff: {}, player: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const everything = () => readLogAfter(server.services.db, 0, 100_000);
const lastPosition = async () => (await everything()).at(-1)?.position ?? 0;
/** The entries a request added, in order. */
type Entry = Omit<LoggedChange, 'data'> & { data: Record<string, unknown> };
async function added(request: () => Promise<{ status: number }>, status: number): Promise<Entry[]> {
  const from = await lastPosition();
  expect((await request()).status).toBe(status);
  return readLogAfter(server.services.db, from, 1000) as Promise<Entry[]>;
}

describe('records in the log', () => {
  let level = '';
  let rival = { id: 0, username: '' };

  it('logs a staff create with the first victor it made, by its staff member', async () => {
    level = (await server.createLevels('classic', 3))[0]!;
    rival = await server.createPlayer();
    const [entry, ...rest] = await added(
      () =>
        server.post('/api/staff/classic-records/create', {
          token: staff.token,
          body: { level, player: rival.id, recordPercentage: 100, link: VIDEO },
        }),
      201,
    );
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'record.added',
      type: 'classic',
      actorId: staff.id,
      subjects: [`level:classic:${level}`, `player:${rival.id}`],
      data: {
        level: { id: level },
        player: { id: rival.id, name: rival.username },
        from: null,
        to: { percentage: 100, timeMs: null, link: VIDEO },
        holder: { from: null, to: { id: rival.id, name: rival.username } },
      },
    });
  });

  it('logs an approval as the record it made, naming the submission, and the review for staff', async () => {
    const sent = await server.post('/api/authenticated/classic-submissions/create', {
      token: player.token,
      body: { level, link: VIDEO, recordPercentage: 70 },
    });
    expect(sent.status).toBe(201);
    const id = sent.json.id as number;
    const approved = await added(
      () => server.put(`/api/staff/classic-submissions/${id}/change-status/APPROVED`, { token: staff.token }),
      200,
    );
    expect(approved.map((entry) => entry.kind)).toEqual(['record.added', 'submission.reviewed']);
    expect(approved[0]).toMatchObject({
      actorId: staff.id,
      data: { player: { id: player.id }, from: null, to: { percentage: 70 }, submission: id },
    });
    expect(approved[0]!.data).not.toHaveProperty('holder');
    expect(approved[1]).toMatchObject({
      subjects: [`submission:classic:${id}`, `level:classic:${level}`, `player:${player.id}`],
      data: { submission: id, from: 'PENDING', to: 'APPROVED' },
    });

    const better = await server.post('/api/authenticated/classic-submissions/create', {
      token: player.token,
      body: { level, link: VIDEO, recordPercentage: 90 },
    });
    const improved = await added(
      () => server.put(`/api/staff/classic-submissions/${better.json.id}/change-status/APPROVED`, { token: staff.token }),
      200,
    );
    expect(improved[0]).toMatchObject({ kind: 'record.improved', data: { from: { percentage: 70 }, to: { percentage: 90 } } });

    const undone = await added(
      () => server.put(`/api/staff/classic-submissions/${better.json.id}/change-status/REJECTED`, { token: staff.token }),
      200,
    );
    expect(undone.map((entry) => entry.kind)).toEqual(['record.edited', 'submission.reviewed']);
    expect(undone[0]!.data).toMatchObject({ from: { percentage: 90, link: VIDEO }, to: { percentage: 70, link: VIDEO } });
    expect(undone[1]!.data).toMatchObject({ from: 'APPROVED', to: 'REJECTED' });
    // A review that writes no record logs the review alone.
    expect(
      (
        await added(() => server.put(`/api/staff/classic-submissions/${better.json.id}/change-status/PENDING`, { token: staff.token }), 200)
      ).map((entry) => entry.kind),
    ).toEqual(['submission.reviewed']);
  });

  it('logs staff edits (a worse value, a link), removal with the first victor passed on, and nothing for a change that changes nothing', async () => {
    const records = (await server.get(`/api/public/classic-records/level/${level}`)).json as { id: number; player: string }[];
    const rivalRecord = records.find((record) => record.player === rival.username)!;
    const ownRecord = records.find((record) => record.player === player.username)!;
    const put = (id: number, body: Record<string, unknown>) => () =>
      server.put(`/api/staff/classic-records/update/${id}`, { token: staff.token, body });
    // Saved unchanged, the record still gets a new version, which copies of it must take.
    const saved = await added(put(ownRecord.id, { recordPercentage: 70, link: VIDEO }), 200);
    expect(saved).toMatchObject([
      { kind: 'record.edited', data: { from: { percentage: 70, link: VIDEO }, to: { percentage: 70, link: VIDEO } } },
    ]);
    const versions = saved[0]!.data as { from: { version: number }; to: { version: number } };
    expect(versions.to.version).toBe(versions.from.version + 1);
    const link = await added(put(ownRecord.id, { recordPercentage: 70, link: `${VIDEO}&t=1` }), 200);
    expect(link).toMatchObject([{ kind: 'record.edited', data: { from: { link: VIDEO }, to: { link: `${VIDEO}&t=1` } } }]);
    const removed = await added(() => server.del(`/api/staff/classic-records/delete/${rivalRecord.id}`, { token: staff.token }), 204);
    expect(removed).toMatchObject([
      {
        kind: 'record.removed',
        data: { record: rivalRecord.id, from: { percentage: 100 }, to: null, holder: { from: { id: rival.id }, to: null } },
      },
    ]);
    expect(await added(() => server.del(`/api/staff/classic-records/delete/${rivalRecord.id}`, { token: staff.token }), 404)).toEqual([]);
  });

  it("shows a first victor passed on in the level's public history, and other record changes not", async () => {
    const history = (await server.get(`/api/public/classic-levels/${level}/history`)).json as {
      changes: { kind: string; standing: unknown; data: Record<string, unknown> }[];
    };
    const records = history.changes.filter((change) => change.kind.startsWith('record.'));
    expect(records.map((change) => change.kind)).toEqual(['record.added', 'record.removed']);
    expect(records[0]).toMatchObject({ standing: { from: null, to: null }, data: { holder: { to: { id: rival.id } } } });
    expect(JSON.stringify(history)).not.toContain(staff.username);
  });
});

describe('regions and players in the log', () => {
  it('logs a region created, renamed and removed', async () => {
    const [created] = await added(() => server.post('/api/staff/regions/create', { token: staff.token, body: { name: 'Rif' } }), 201);
    const id = created!.data.region as { id: number };
    expect(created).toMatchObject({ kind: 'region.created', type: null, actorId: staff.id, data: { from: null, to: 'Rif' } });
    expect(created!.subjects).toEqual([`region:${id.id}`]);
    // Saved unchanged, the region still gets a new version.
    expect(
      await added(() => server.put(`/api/staff/regions/update/${id.id}`, { token: staff.token, body: { name: 'Rif' } }), 200),
    ).toMatchObject([{ kind: 'region.renamed', data: { from: 'Rif', to: 'Rif' } }]);
    expect(
      await added(() => server.put(`/api/staff/regions/update/${id.id}`, { token: staff.token, body: { name: 'Le Rif' } }), 200),
    ).toMatchObject([{ kind: 'region.renamed', data: { region: { id: id.id, name: 'Le Rif' }, from: 'Rif', to: 'Le Rif' } }]);
    expect(await added(() => server.del(`/api/staff/regions/delete/${id.id}`, { token: staff.token }), 204)).toMatchObject([
      { kind: 'region.removed', data: { from: 'Le Rif', to: null } },
    ]);
  });

  it("logs a player's public fields before → after, by the player, and not an unchanged save", async () => {
    const region = await server.createRegion('Souss');
    const update = (body: Record<string, unknown>) => () =>
      server.put('/api/authenticated/players/profile/update', { token: player.token, body: { username: player.username, ...body } });
    const [entry, ...rest] = await added(update({ region, discord: 'runner#1' }), 200);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'player.edited',
      actorId: player.id,
      subjects: [`player:${player.id}`, `region:${region}`],
      data: { player: { id: player.id, name: player.username }, changed: { regionId: [null, region], discord: [null, 'runner#1'] } },
    });
    expect(Object.keys(entry!.data.changed as object).sort()).toEqual(['discord', 'regionId']);
    expect(await added(update({ region, discord: 'runner#1' }), 200)).toEqual([]);
  });
});

describe('the change feed', () => {
  it("gives a device the public changes after the snapshot's position, skipping staff-only ones but moving past them", async () => {
    const snapshot = await server.get('/api/public/snapshot');
    const start = snapshot.json.position as number;
    expect(start).toBe(await lastPosition());
    expect(await server.get(`/api/public/changes?since=${start}`).then((answer) => answer.json)).toEqual({
      position: start,
      changes: [],
      more: false,
    });

    const [level] = await server.createLevels('platformer', 1);
    const sent = await server.post('/api/authenticated/platformer-submissions/create', {
      token: player.token,
      body: { level, link: VIDEO, recordTime: '00:01:01.000' },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(
      (await server.put(`/api/staff/platformer-submissions/${sent.json.id}/change-status/APPROVED`, { token: staff.token })).status,
    ).toBe(200);
    const feed = await server.get(`/api/public/changes?since=${start}`);
    expect(feed.status).toBe(200);
    expect(feed.json.position).toBe(await lastPosition());
    expect(feed.json.changes.map((change: { kind: string }) => change.kind)).toEqual(['record.added']);
    expect(feed.json.changes[0]).toMatchObject({ type: 'platformer', data: { to: { timeMs: 61_000 }, holder: { to: { id: player.id } } } });
    expect(feed.json.changes[0]).not.toHaveProperty('actor');
    expect(JSON.stringify(feed.json)).not.toContain(staff.username);
    // After one record, a device downloads a few hundred bytes.
    expect(feed.text.length).toBeLessThan(1000);
    expect((await server.get(`/api/public/changes?since=${feed.json.position}`)).json).toEqual({
      position: feed.json.position,
      changes: [],
      more: false,
    });
  });

  it('tells a device that is ahead of the log or too far behind to download the whole copy again', async () => {
    const end = await lastPosition();
    const ahead = await server.get(`/api/public/changes?since=${end + 1}`);
    expect(ahead.status).toBe(410);
    expect(ahead.json).toMatchObject({ status: 410, code: 'history_gone' });
    if (end > SYNC_WINDOW) expect((await server.get('/api/public/changes?since=0')).status).toBe(410);
    else expect((await server.get('/api/public/changes?since=0')).status).toBe(200);
    for (const query of ['', 'since=-1', 'since=x', 'since=1&since=2']) {
      expect((await server.get(`/api/public/changes?${query}`)).status, query).toBe(400);
      expect(cacheKey(`/api/public/changes?${query}`), query).toBeNull();
    }
    expect(cacheKey('/api/public/changes?since=007&cb=1')).toBe('/api/public/changes?since=7');
  });
});

describe('the audit trail', () => {
  it('shows staff every change with who made it, newest first, filtered by staff member, target and kind', async () => {
    const all = await server.get('/api/staff/audit?limit=200', { token: staff.token });
    expect(all.status).toBe(200);
    const rows = (await everything()).reverse();
    expect(all.json.entries.map((entry: { position: number }) => entry.position)).toEqual(rows.slice(0, 200).map((row) => row.position));
    expect(all.json.entries.find((entry: { kind: string }) => entry.kind === 'submission.reviewed')).toMatchObject({
      actor: { id: staff.id, name: staff.username },
    });

    const byPlayer = await server.get(`/api/staff/audit?actor=${player.id}`, { token: staff.token });
    expect(byPlayer.json.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['player.edited']);
    const reviews = await server.get('/api/staff/audit?kind=submission', { token: staff.token });
    expect(reviews.json.entries.length).toBeGreaterThan(0);
    expect(reviews.json.entries.every((entry: { kind: string }) => entry.kind === 'submission.reviewed')).toBe(true);
    const records = await server.get(`/api/staff/audit?kind=record.removed&actor=${staff.id}`, { token: staff.token });
    expect(records.json.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['record.removed']);
    const aboutPlayer = await server.get(`/api/staff/audit?target=player:${player.id}&limit=2`, { token: staff.token });
    expect(aboutPlayer.json.entries).toHaveLength(2);
    expect(aboutPlayer.json.entries.every((entry: { subjects: string[] }) => entry.subjects.includes(`player:${player.id}`))).toBe(true);
    const older = await server.get(`/api/staff/audit?target=player:${player.id}&limit=2&before=${aboutPlayer.json.next}`, {
      token: staff.token,
    });
    expect(older.json.entries[0].position).toBeLessThan(aboutPlayer.json.entries[1].position);
  });

  it('refuses players and visitors, bad filters, and has no way to change an entry', async () => {
    expect((await server.get('/api/staff/audit')).status).toBe(401);
    expect((await server.get('/api/staff/audit', { token: player.token })).status).toBe(403);
    for (const query of ['actor=0', 'actor=x', 'target=level:both:1', 'target=anything', 'kind=DROP TABLE', 'limit=201', 'before=-3']) {
      expect((await server.get(`/api/staff/audit?${query}`, { token: staff.token })).status, query).toBe(400);
    }
    const before = (await everything()).length;
    for (const method of ['put', 'del', 'post'] as const) {
      expect((await server[method]('/api/staff/audit', { token: staff.token, body: {} })).status).toBe(404);
    }
    expect(await everything()).toHaveLength(before);
  });
});

describe('what each kind holds', () => {
  it('writes every entry in the shape its kind declares (shared/schemas/log.ts), for lists, sanctions and bans too', async () => {
    const level = (id: string, extra: object = {}) => ({
      id,
      name: `Kinds ${id}`,
      publisher: 'Pub',
      difficulty: 'EXTREME_DEMON',
      link: VIDEO,
      thumbnail: 'https://img.example/t.png',
      duration: 'LONG',
      minimumCompletion: 60,
      ...extra,
    });
    for (const id of ['9101', '9102'])
      expect((await server.post('/api/staff/classic-levels/create', { token: staff.token, body: level(id) })).status).toBe(201);
    expect(
      (
        await server.put('/api/staff/classic-levels/update/9102', {
          token: staff.token,
          body: level('9102', { ranking: 1, publisher: 'Other' }),
        })
      ).status,
    ).toBe(200);
    const order = (await server.get('/api/public/classic-levels/list')).json as { id: string }[];
    const swapped = [order[1]!, order[0]!, ...order.slice(2)].map((one, index) => ({ id: one.id, ranking: index + 1 }));
    expect((await server.put('/api/staff/classic-levels/reorder', { token: staff.token, body: swapped })).status).toBe(200);
    expect((await server.del('/api/staff/classic-levels/delete/9101', { token: staff.token })).status).toBe(204);
    const ban = await server.post(`/api/staff/players/${player.id}/sanctions`, {
      token: staff.token,
      body: { kind: 'BAN', days: 14, reason: 'Spliced run' },
    });
    expect(ban.status).toBe(201);
    expect(
      (
        await server.post(`/api/staff/sanctions/${ban.json.id}/revoke`, {
          token: staff.token,
          body: { reason: 'Appeal upheld', inError: true },
        })
      ).status,
    ).toBe(200);

    const rows = await everything();
    const kinds = new Set(rows.map((row) => row.kind));
    for (const kind of [
      'level.placed',
      'level.edited',
      'levels.reordered',
      'level.removed',
      'sanction.added',
      'sanction.revoked',
      'player.banned',
      'player.restored',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    for (const row of rows) {
      expect(Object.keys(LOG_DATA), row.kind).toContain(row.kind);
      const read = v.safeParse(LOG_DATA[row.kind as LogKind], row.data);
      expect(read.issues?.map((issue) => `${row.kind} ${v.getDotPath(issue)}: ${issue.message}`) ?? [], row.kind).toEqual([]);
    }
  });

  it('counts the same changes as history on the server (SQL) as on a device (shared/changelog/reads.ts)', async () => {
    const { db } = server.services;
    const history = await db
      .select({ position: changeLog.position })
      .from(changeLog)
      .where(isHistoryChange)
      .orderBy(asc(changeLog.position));
    const rows = await db.select().from(changeLog).where(isPublic).orderBy(asc(changeLog.position));
    const onDevice = rows.filter((row) => isHistoryChangeJs(toWireChange(row))).map((row) => row.position);
    expect(onDevice).toEqual(history.map((row) => row.position));
    // Both sides of the rule are there: record changes that passed a holder on and ones that did not.
    const records = rows.filter((row) => row.kind.startsWith('record.'));
    expect(records.some((row) => onDevice.includes(row.position))).toBe(true);
    expect(records.some((row) => !onDevice.includes(row.position))).toBe(true);
  });
});
