/**
 * Conflict-safe writes (src/shared/versions.ts): every write that takes If-Match, with the version it
 * names matching (applied, version raised), not matching (412 `stale` with what the server holds,
 * nothing changed) and absent (applied as before, for older clients).
 */
import { describe, expect, it } from 'vitest';
import { ifMatchOf, orderVersion, parseIfMatch } from '../../src/shared/versions';
import { useTestServer } from '../support/server';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const { server, staff, player } = useTestServer({ signIn: { staff: {}, player: {} } });

const as = (token: string, version?: number | string): { token: string; headers: Record<string, string> } => ({
  token,
  headers: version === undefined ? {} : { 'if-match': ifMatchOf(version) },
});
const order = async (type: 'classic' | 'platformer') =>
  ((await server.get(`/api/public/${type}-levels/list`)).json as { id: string; ranking: number }[])
    .sort((a, b) => a.ranking - b.ranking)
    .map((level) => level.id);
const level = async (id: string) => (await server.get(`/api/public/classic-levels/${id}`)).json;

describe('If-Match', () => {
  it('reads the forms of the header: strong, weak, bare, any', () => {
    expect(parseIfMatch('"3"')).toBe('3');
    expect(parseIfMatch('W/"3"')).toBe('3');
    expect(parseIfMatch('3')).toBe('3');
    expect(parseIfMatch('*')).toBeNull();
    expect(parseIfMatch(undefined)).toBeNull();
    expect(orderVersion(['1', '2'])).not.toBe(orderVersion(['2', '1']));
    expect(orderVersion(['12', '3'])).not.toBe(orderVersion(['1', '23']));
  });

  it('guards a level update: match applies and raises the version, mismatch is 412 with the current level, absent applies', async () => {
    const [id] = await server.createLevels('classic', 1);
    const start = await level(id!);
    expect(start.version).toBe(1);
    const body = { ...start, name: 'Renamed once' };
    const matched = await server.put(`/api/staff/classic-levels/update/${id}`, { ...as(staff.token, 1), body });
    expect(matched.status).toBe(200);
    expect(matched.json).toMatchObject({ name: 'Renamed once', version: 2 });

    const stale = await server.put(`/api/staff/classic-levels/update/${id}`, {
      ...as(staff.token, 1),
      body: { ...start, name: 'Stale rename' },
    });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ status: 412, code: 'stale', current: { id, name: 'Renamed once', version: 2 } });
    expect((await level(id!)).name).toBe('Renamed once');

    const absent = await server.put(`/api/staff/classic-levels/update/${id}`, {
      token: staff.token,
      body: { ...start, name: 'No precondition' },
    });
    expect(absent.status).toBe(200);
    expect(absent.json).toMatchObject({ name: 'No precondition', version: 3 });
  });

  it('guards a level delete', async () => {
    const [id] = await server.createLevels('platformer', 1);
    const stale = await server.del(`/api/staff/platformer-levels/delete/${id}`, as(staff.token, 7));
    expect(stale.status).toBe(412);
    expect(stale.json.current).toMatchObject({ id, version: 1 });
    expect((await server.get(`/api/public/platformer-levels/${id}`)).status).toBe(200);
    expect((await server.del(`/api/staff/platformer-levels/delete/${id}`, as(staff.token, 1))).status).toBe(204);
    expect((await server.get(`/api/public/platformer-levels/${id}`)).status).toBe(404);
    const [other] = await server.createLevels('platformer', 1);
    expect((await server.del(`/api/staff/platformer-levels/delete/${other}`, { token: staff.token })).status).toBe(204);
  });

  it('guards a reorder with the version of the order: a move made meanwhile makes it 412 and nothing moves', async () => {
    await server.createLevels('classic', 3);
    const before = await order('classic');
    const swapped = [before[1]!, before[0]!, ...before.slice(2)];
    const body = (ids: string[]) => ids.map((id, at) => ({ id, ranking: at + 1 }));

    const matched = await server.put('/api/staff/classic-levels/reorder', {
      ...as(staff.token, orderVersion(before)),
      body: body(swapped),
    });
    expect(matched.status).toBe(200);
    expect(await order('classic')).toEqual(swapped);

    const reversed = [...before].reverse();
    const stale = await server.put('/api/staff/classic-levels/reorder', { ...as(staff.token, orderVersion(before)), body: body(reversed) });
    expect(stale.status).toBe(412);
    expect(stale.json.code).toBe('stale');
    expect((stale.json.current as { id: string }[]).map((row) => row.id)).toEqual(swapped);
    expect(await order('classic')).toEqual(swapped);

    // An edit of a level's fields leaves the order's version as it was.
    const [first] = swapped;
    const edited = await server.put(`/api/staff/classic-levels/update/${first}`, {
      token: staff.token,
      body: { ...(await level(first!)), name: 'Edited, not moved' },
    });
    expect(edited.status).toBe(200);
    expect(
      (await server.put('/api/staff/classic-levels/reorder', { ...as(staff.token, orderVersion(swapped)), body: body(before) })).status,
    ).toBe(200);
    expect(await order('classic')).toEqual(before);
    expect((await server.put('/api/staff/classic-levels/reorder', { token: staff.token, body: body(swapped) })).status).toBe(200);
  });

  it('guards record updates and deletes, and an approval that improves a record raises its version', async () => {
    const [id] = await server.createLevels('classic', 1);
    const recordId = await server.createRecord('classic', id!, player.id, { percentage: 60 });
    const update = (version: number | undefined, recordPercentage: number) =>
      server.put(`/api/staff/classic-records/update/${recordId}`, {
        ...as(staff.token, version),
        body: { level: id, player: player.username, recordPercentage, link: null },
      });
    expect((await update(1, 70)).json).toMatchObject({ recordPercentage: 70, version: 2 });
    const stale = await update(1, 80);
    expect(stale.status).toBe(412);
    expect(stale.json.current).toMatchObject({ id: recordId, recordPercentage: 70, version: 2 });
    expect((await update(undefined, 75)).json).toMatchObject({ recordPercentage: 75, version: 3 });

    const submitted = await server.post('/api/authenticated/classic-submissions/create', {
      token: player.token,
      body: { level: id, link: VIDEO, recordPercentage: 90 },
    });
    expect(submitted.status).toBe(201);
    const approved = await server.put(
      `/api/staff/classic-submissions/${submitted.json.id}/change-status/APPROVED`,
      as(staff.token, submitted.json.version),
    );
    expect(approved.status).toBe(200);
    expect(approved.json.record).toMatchObject({ id: recordId, recordPercentage: 90, version: 4 });

    expect((await server.del(`/api/staff/classic-records/delete/${recordId}`, as(staff.token, 3))).status).toBe(412);
    expect((await server.get(`/api/public/classic-records/level/${id}`)).json).toHaveLength(1);
    expect((await server.del(`/api/staff/classic-records/delete/${recordId}`, as(staff.token, 4))).status).toBe(204);
  });

  it('guards region renames and deletes', async () => {
    const id = await server.createRegion('Oujda');
    const rename = (version: number | undefined, name: string) =>
      server.put(`/api/staff/regions/update/${id}`, { ...as(staff.token, version), body: { name } });
    expect((await rename(1, 'Oujda-Angad')).json).toMatchObject({ name: 'Oujda-Angad', version: 2 });
    const stale = await rename(1, 'Berkane');
    expect(stale.status).toBe(412);
    expect(stale.json.current).toEqual({ id, name: 'Oujda-Angad', classicPoints: 0, platformerPoints: 0, version: 2 });
    expect((await rename(undefined, 'Oujda')).json.version).toBe(3);
    expect((await server.del(`/api/staff/regions/delete/${id}`, as(staff.token, 2))).status).toBe(412);
    expect((await server.get(`/api/public/regions/${id}`)).status).toBe(200);
    expect((await server.del(`/api/staff/regions/delete/${id}`, as(staff.token, 3))).status).toBe(204);
    expect((await server.del(`/api/staff/regions/delete/99999`, as(staff.token, 1))).status).toBe(404);
  });

  it('guards status changes and deletes of submissions; a stale one changes nothing, the answer carries the record', async () => {
    const [id] = await server.createLevels('platformer', 1);
    const created = await server.post('/api/authenticated/platformer-submissions/create', {
      token: player.token,
      body: { level: id, link: VIDEO, recordTime: '00:01:02.345' },
    });
    const submission = created.json;
    expect(submission.version).toBe(1);
    const status = (next: string, version?: number) =>
      server.put(`/api/staff/platformer-submissions/${submission.id}/change-status/${next}`, as(staff.token, version));

    const approved = await status('APPROVED', 1);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'APPROVED',
      version: 2,
      record: { level: id, player: player.username, recordTime: '00:01:02.345' },
    });
    const stale = await status('REJECTED', 1);
    expect(stale.status).toBe(412);
    expect(stale.json.current).toMatchObject({ id: submission.id, status: 'APPROVED', version: 2 });
    expect((await server.get(`/api/public/platformer-records/level/${id}`)).json).toHaveLength(1);

    const rejected = await status('REJECTED');
    expect(rejected.json).toMatchObject({ status: 'REJECTED', version: 3, record: null });
    expect((await server.get(`/api/public/platformer-records/level/${id}`)).json).toHaveLength(0);

    const remove = (token: string, version: number) =>
      server.del(`/api/authenticated/platformer-submissions/delete/${submission.id}`, as(token, version));
    const other = await server.createPlayer();
    // Someone else's submission: 403 before any version is looked at, so nothing of it is shown.
    const forbidden = await remove(other.token, 1);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.current).toBeUndefined();
    expect((await remove(player.token, 2)).status).toBe(412);
    expect((await remove(player.token, 3)).status).toBe(204);
  });

  it('keeps a stale answer out of the idempotency store: the same key after a fresh read applies', async () => {
    const id = await server.createRegion('Safi');
    const key = { 'idempotency-key': 'versions-key-1' };
    const first = await server.put(`/api/staff/regions/update/${id}`, {
      token: staff.token,
      headers: { ...key, 'if-match': '"9"' },
      body: { name: 'Asfi' },
    });
    expect(first.status).toBe(412);
    const again = await server.put(`/api/staff/regions/update/${id}`, {
      token: staff.token,
      headers: { ...key, 'if-match': '"1"' },
      body: { name: 'Asfi' },
    });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ name: 'Asfi', version: 2 });
  });

  it('filters the records page by player and by level, and the staff queue by status', async () => {
    const [a, b] = await server.createLevels('classic', 2);
    const other = await server.createPlayer();
    await server.createRecord('classic', a!, other.id, { percentage: 100 });
    await server.createRecord('classic', b!, other.id, { percentage: 50 });
    const byPlayer = await server.get(`/api/public/classic-records?player=${other.id}&size=10`);
    expect(byPlayer.json.totalElements).toBe(2);
    expect(byPlayer.json.content.every((row: { player: string }) => row.player === other.username)).toBe(true);
    const both = await server.get(`/api/public/classic-records?player=${other.id}&level=${b}`);
    expect(both.json).toMatchObject({ totalElements: 1, content: [{ level: b, recordPercentage: 50 }] });
    expect((await server.get('/api/public/classic-records?player=abc')).status).toBe(400);
    expect((await server.get('/api/public/classic-records?level=0')).status).toBe(400);

    const pending = await server.get('/api/staff/classic-submissions/list?status=PENDING&size=100', { token: staff.token });
    expect(pending.status).toBe(200);
    expect(pending.json.content.every((row: { status: string }) => row.status === 'PENDING')).toBe(true);
    const approved = await server.get('/api/staff/classic-submissions/list?status=APPROVED&size=100', { token: staff.token });
    expect(approved.json.content.length).toBeGreaterThan(0);
    expect(approved.json.content.every((row: { status: string }) => row.status === 'APPROVED')).toBe(true);
    expect((await server.get('/api/staff/classic-submissions/list?status=MAYBE', { token: staff.token })).status).toBe(400);
  });
});
