/**
 * What the original (2024) client does to this API: numbers sent as text, the edit form that always
 * sends the holder back, and staff moving a submission away from APPROVED (which undoes the approval).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { levels, players } from '../../src/server/db/schema';
import type { LevelType } from '../../src/shared/constants';
import { type TestPlayer, useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
let nextLevelId = 7_000;
const levelBody = (type: LevelType, extra: Record<string, unknown> = {}) => ({
  id: String(nextLevelId++),
  name: 'Level',
  publisher: 'Pub',
  difficulty: 'HARD_DEMON',
  link: VIDEO,
  thumbnail: 'https://img.example/t.png',
  ...(type === 'classic' ? { duration: 'LONG', minimumCompletion: 50 } : {}),
  ...extra,
});
const createLevel = (type: LevelType, body: object) => server.post(`/api/staff/${type}-levels/create`, { token: staff.token, body });
const updateLevel = (type: LevelType, id: string, body: object) =>
  server.put(`/api/staff/${type}-levels/update/${id}`, { token: staff.token, body });
const createRecord = (type: LevelType, body: object) => server.post(`/api/staff/${type}-records/create`, { token: staff.token, body });
const deleteRecord = (type: LevelType, id: number) => server.del(`/api/staff/${type}-records/delete/${id}`, { token: staff.token });
const submit = (type: LevelType, player: TestPlayer, body: object) =>
  server.post(`/api/authenticated/${type}-submissions/create`, { token: player.token, body: { link: VIDEO, ...body } });
const setStatus = (type: LevelType, id: number, status: string) =>
  server.put(`/api/staff/${type}-submissions/${id}/change-status/${status}`, { token: staff.token });
/** A level's records as they read, leaving out their versions: an undone change leaves the values as they were, on a new version. */
const records = async (type: LevelType, level: string) =>
  ((await server.get(`/api/public/${type}-records/level/${level}`)).json as Record<string, unknown>[]).map(
    ({ version: _version, ...row }) => row,
  );

async function holder(type: LevelType, id: string) {
  const [row] = await server.services.db
    .select()
    .from(levels)
    .where(and(eq(levels.type, type), eq(levels.id, id)));
  return { id: row!.holderId, manual: row!.holderManual };
}
async function points(id: number) {
  const [row] = await server.services.db.select().from(players).where(eq(players.id, id));
  return { classic: row!.classicPoints, platformer: row!.platformerPoints };
}
const regionTotals = async (id: number) => (await server.get('/api/public/regions')).json.find((r: any) => r.id === id);
const hour = (n: number) => new Date(Date.UTC(2024, 0, 1, n));

describe('numbers sent as text', () => {
  it('accepts them in every body that takes a number and answers numbers', async () => {
    const classic = await createLevel('classic', levelBody('classic', { minimumCompletion: '55', ranking: ' 1 ' }));
    expect(classic.status).toBe(201);
    expect(classic.json).toMatchObject({ minimumCompletion: 55, ranking: 1 });
    const [victor, holderPlayer] = [await server.createPlayer(), await server.createPlayer()];
    const updated = await updateLevel('classic', classic.json.id, {
      ...levelBody('classic'),
      id: classic.json.id,
      minimumCompletion: '60',
      firstVictor: String(victor.id),
    });
    expect(updated.json).toMatchObject({ minimumCompletion: 60, firstVictor: victor.id });

    const platformer = (await createLevel('platformer', levelBody('platformer'))).json;
    const pinned = await updateLevel('platformer', platformer.id, {
      ...levelBody('platformer'),
      id: platformer.id,
      recordHolder: String(holderPlayer.id),
    });
    expect(pinned.json.recordHolder).toBe(holderPlayer.id);

    // A numeric string is a player id, even when a player has it as their username.
    const runner = await server.createPlayer();
    await server.createPlayer({ username: String(runner.id + 1000) });
    const record = await createRecord('classic', { level: classic.json.id, player: String(runner.id), recordPercentage: '100' });
    expect(record.json).toMatchObject({ player: runner.username, recordPercentage: 100 });
    expect(
      (await createRecord('classic', { level: classic.json.id, player: String(runner.id + 1000), recordPercentage: 100 })).status,
    ).toBe(404);

    const submission = await submit('classic', runner, { level: classic.json.id, recordPercentage: '99' });
    expect([submission.status, submission.json.recordPercentage]).toEqual([201, 99]);

    const region = await server.createRegion('Fès-Meknès');
    const profile = await server.put('/api/authenticated/players/profile/update', {
      token: runner.token,
      body: { id: String(runner.id), username: runner.username, region: String(region) },
    });
    expect(profile.json).toMatchObject({ id: runner.id, region });

    const reversed = (await server.get('/api/public/classic-levels/list')).json.map((l: any) => l.id).reverse();
    const reorder = await server.put('/api/staff/classic-levels/reorder', {
      token: staff.token,
      body: reversed.map((id: string, i: number) => ({ id, ranking: String(i + 1) })),
    });
    expect(reorder.json.map((l: any) => [l.id, l.ranking])).toEqual(reversed.map((id: string, i: number) => [id, i + 1]));
  });

  it('refuses text that is not a whole number with the message of a wrong number', async () => {
    const level = (await createLevel('classic', levelBody('classic'))).json.id;
    const player = await server.createPlayer();
    const sends: [string, (value: unknown) => Promise<{ status: number; json: any }>][] = [
      ['recordPercentage', (value) => createRecord('classic', { level, player: player.id, recordPercentage: value })],
      ['recordPercentage', (value) => submit('classic', player, { level, recordPercentage: value })],
      ['minimumCompletion', (value) => createLevel('classic', levelBody('classic', { minimumCompletion: value }))],
      ['ranking', (value) => createLevel('platformer', levelBody('platformer', { ranking: value }))],
      [
        'region',
        (value) =>
          server.put('/api/authenticated/players/profile/update', {
            token: player.token,
            body: { username: player.username, region: value },
          }),
      ],
      ['firstVictor', (value) => updateLevel('classic', level, { ...levelBody('classic'), id: level, firstVictor: value })],
    ];
    for (const [path, send] of sends) {
      const issue = async (value: unknown) => {
        const response = await send(value);
        expect([response.status, response.json.code], `${path} ${JSON.stringify(value)}`).toEqual([400, 'validation_failed']);
        return response.json.issues.find((i: any) => i.path === path).message;
      };
      const wrongType = await issue(true);
      // An empty region is the 2024 client's "unchanged" (players.test.ts); any other blank is no number.
      const texts = ['', '   ', '1e3', '0x10', '12abc', 'NaN', '1.5', '+5'].filter((text) => !(path === 'region' && text === ''));
      for (const text of texts) expect(await issue(text)).toBe(wrongType);
      expect(await issue('-1000')).toBe(await issue(-1000));
    }
    expect(await records('classic', level)).toEqual([]);
  });

  it('keeps the OpenAPI document building, with the text form documented', async () => {
    const spec = await server.get('/api/openapi.json');
    expect(spec.status).toBe(200);
    const body = spec.json.paths['/api/staff/classic-records/create'].post.requestBody.content['application/json'].schema;
    expect(body.properties.recordPercentage.anyOf).toEqual([
      { type: 'integer', minimum: 0, maximum: 100 },
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    ]);
  });
});

describe('the holder sent back by the edit form', () => {
  it('keeps an automatic first victor automatic, so it follows the records', async () => {
    const level = (await createLevel('classic', levelBody('classic'))).json;
    const [early, late, partial] = [await server.createPlayer(), await server.createPlayer(), await server.createPlayer()];
    const earlyRecord = await server.createRecord('classic', level.id, early.id, { percentage: 100 }, hour(1));
    const lateRecord = await server.createRecord('classic', level.id, late.id, { percentage: 100 }, hour(2));
    await server.createRecord('classic', level.id, partial.id, { percentage: 90 }, hour(0));
    const edit = (firstVictor: unknown) => updateLevel('classic', level.id, { ...level, name: 'Edited', firstVictor });
    expect((await edit(String(early.id))).json.firstVictor).toBe(early.id);
    expect(await holder('classic', level.id)).toEqual({ id: early.id, manual: false });
    await deleteRecord('classic', earlyRecord);
    expect((await server.get(`/api/public/classic-levels/${level.id}`)).json.firstVictor).toBe(late.id);
    expect((await edit(late.id)).json.firstVictor).toBe(late.id);
    await deleteRecord('classic', lateRecord);
    expect(await holder('classic', level.id)).toEqual({ id: null, manual: false });
    // null on an automatic level leaves it automatic.
    expect((await edit(null)).json.firstVictor).toBeNull();
    expect(await holder('classic', level.id)).toEqual({ id: null, manual: false });
  });

  it('pins another player, keeps the pin when sent back or left out, and null hands it back', async () => {
    const { firstVictor: _unset, ...level } = (await createLevel('classic', levelBody('classic'))).json;
    const [first, chosen] = [await server.createPlayer(), await server.createPlayer()];
    const firstRecord = await server.createRecord('classic', level.id, first.id, { percentage: 100 }, hour(1));
    const edit = (extra: object) => updateLevel('classic', level.id, { ...level, ...extra });
    expect((await edit({ firstVictor: chosen.id })).json.firstVictor).toBe(chosen.id);
    expect(await holder('classic', level.id)).toEqual({ id: chosen.id, manual: true });
    await deleteRecord('classic', firstRecord);
    await server.createRecord('classic', level.id, first.id, { percentage: 100 }, hour(0));
    expect(await holder('classic', level.id)).toEqual({ id: chosen.id, manual: true });
    expect((await edit({ firstVictor: chosen.id })).json.firstVictor).toBe(chosen.id);
    expect((await edit({})).json.firstVictor).toBe(chosen.id);
    expect(await holder('classic', level.id)).toEqual({ id: chosen.id, manual: true });
    expect((await edit({ firstVictor: null })).json.firstVictor).toBe(first.id);
    expect(await holder('classic', level.id)).toEqual({ id: first.id, manual: false });
  });

  it('pins a holder given at create', async () => {
    const chosen = await server.createPlayer();
    const level = (await createLevel('classic', levelBody('classic', { firstVictor: chosen.id }))).json;
    expect(await holder('classic', level.id)).toEqual({ id: chosen.id, manual: true });
  });

  it('follows the same rules for platformer record holders', async () => {
    const level = (await createLevel('platformer', levelBody('platformer'))).json;
    const [fast, slow, chosen] = [await server.createPlayer(), await server.createPlayer(), await server.createPlayer()];
    const fastRecord = await server.createRecord('platformer', level.id, fast.id, { timeMs: 60_000 });
    await server.createRecord('platformer', level.id, slow.id, { timeMs: 90_000 });
    const edit = (recordHolder: unknown) => updateLevel('platformer', level.id, { ...level, recordHolder });
    expect((await edit(String(fast.id))).json.recordHolder).toBe(fast.id);
    expect(await holder('platformer', level.id)).toEqual({ id: fast.id, manual: false });
    await deleteRecord('platformer', fastRecord);
    expect(await holder('platformer', level.id)).toEqual({ id: slow.id, manual: false });
    expect((await edit(chosen.id)).json.recordHolder).toBe(chosen.id);
    await server.createRecord('platformer', level.id, fast.id, { timeMs: 1_000 });
    expect(await holder('platformer', level.id)).toEqual({ id: chosen.id, manual: true });
    expect((await edit(chosen.id)).json.recordHolder).toBe(chosen.id);
    expect((await edit(null)).json.recordHolder).toBe(fast.id);
    expect(await holder('platformer', level.id)).toEqual({ id: fast.id, manual: false });
  });
});

describe('moving a submission away from APPROVED', () => {
  it('removes the record it created, with the points, the first victor and the region totals', async () => {
    const level = (await createLevel('classic', levelBody('classic', { ranking: 1 }))).json.id;
    const region = await server.createRegion('Oriental');
    const [player, later] = [await server.createPlayer({ regionId: region }), await server.createPlayer()];
    await server.createRecord('classic', level, later.id, { percentage: 100 }, new Date('2099-01-01T00:00:00Z'));
    const before = { points: await points(player.id), region: await regionTotals(region), holder: await holder('classic', level) };
    expect(before.holder.id).toBe(later.id);
    const id = (await submit('classic', player, { level, recordPercentage: 100 })).json.id;
    expect((await setStatus('classic', id, 'APPROVED')).status).toBe(200);
    expect((await holder('classic', level)).id).toBe(player.id);
    expect((await points(player.id)).classic).toBe(500);
    expect((await regionTotals(region)).classicPoints).toBe(before.region.classicPoints + 500);

    expect((await setStatus('classic', id, 'PENDING')).json.status).toBe('PENDING');
    expect((await records('classic', level)).map((r: any) => r.player)).toEqual([later.username]);
    expect({ points: await points(player.id), region: await regionTotals(region), holder: await holder('classic', level) }).toEqual(before);

    // And it can be approved again, rejected, and approved again.
    for (const status of ['APPROVED', 'REJECTED', 'APPROVED']) expect((await setStatus('classic', id, status)).json.status).toBe(status);
    expect((await records('classic', level)).map((r: any) => r.player)).toEqual([player.username, later.username]);
    expect((await points(player.id)).classic).toBe(500);
  });

  it('gives an improved record its previous value and link back', async () => {
    const level = (await createLevel('classic', levelBody('classic', { ranking: 1 }))).json.id;
    const region = await server.createRegion('Drâa-Tafilalet');
    const player = await server.createPlayer({ regionId: region });
    await createRecord('classic', { level, player: player.id, recordPercentage: 70, link: 'https://example.com/old' });
    const before = { points: await points(player.id), region: await regionTotals(region), records: await records('classic', level) };
    expect(before.points.classic).toBe(166.67);
    const id = (await submit('classic', player, { level, recordPercentage: 100, link: 'https://example.com/new' })).json.id;
    await setStatus('classic', id, 'APPROVED');
    expect(await records('classic', level)).toMatchObject([{ recordPercentage: 100, link: 'https://example.com/new' }]);
    expect((await regionTotals(region)).classicPoints).toBe(500);

    expect((await setStatus('classic', id, 'REJECTED')).status).toBe(200);
    expect({ points: await points(player.id), region: await regionTotals(region), records: await records('classic', level) }).toEqual(
      before,
    );
  });

  it('gives a platformer record its previous time and holder back', async () => {
    const level = (await createLevel('platformer', levelBody('platformer'))).json.id;
    const [player, rival] = [await server.createPlayer(), await server.createPlayer()];
    await server.createRecord('platformer', level, rival.id, { timeMs: 60_000 });
    await server.createRecord('platformer', level, player.id, { timeMs: 90_000 });
    const id = (await submit('platformer', player, { level, recordTime: '00:00:30.000' })).json.id;
    await setStatus('platformer', id, 'APPROVED');
    expect(await holder('platformer', level)).toEqual({ id: player.id, manual: false });
    await setStatus('platformer', id, 'PENDING');
    expect(await holder('platformer', level)).toEqual({ id: rival.id, manual: false });
    expect((await records('platformer', level)).map((r: any) => r.recordTime)).toEqual(['00:01:00.000', '00:01:30.000']);
  });

  it('leaves a record that staff edited since, its value or only its link', async () => {
    for (const edit of [{ recordPercentage: 95 }, { recordPercentage: 100, link: 'https://example.com/fixed' }]) {
      const level = (await createLevel('classic', levelBody('classic'))).json.id;
      const player = await server.createPlayer();
      const id = (await submit('classic', player, { level, recordPercentage: 100 })).json.id;
      await setStatus('classic', id, 'APPROVED');
      const [record] = await records('classic', level);
      const edited = await server.put(`/api/staff/classic-records/update/${record!.id}`, { token: staff.token, body: edit });
      expect(edited.status).toBe(200);
      expect((await setStatus('classic', id, 'REJECTED')).json.status).toBe('REJECTED');
      const { version: _version, ...editedRow } = edited.json;
      expect(await records('classic', level)).toEqual([editedRow]);
    }
  });

  it('leaves a record that another approval improved since, and undoing both in any order restores the start', async () => {
    for (const [start, order] of [
      [null, 'newest first'],
      [null, 'oldest first'],
      [50, 'oldest first'],
    ] as const) {
      const level = (await createLevel('classic', levelBody('classic'))).json.id;
      const player = await server.createPlayer();
      if (start !== null)
        await createRecord('classic', { level, player: player.id, recordPercentage: start, link: 'https://example.com/start' });
      const before = { records: await records('classic', level), points: await points(player.id) };
      const first = (await submit('classic', player, { level, recordPercentage: 80 })).json.id;
      const second = (await submit('classic', player, { level, recordPercentage: 100 })).json.id;
      await setStatus('classic', first, 'APPROVED');
      await setStatus('classic', second, 'APPROVED');
      const [undoFirst, undoSecond] = order === 'oldest first' ? [first, second] : [second, first];
      await setStatus('classic', undoFirst, 'REJECTED');
      expect(await records('classic', level), order).toMatchObject([{ recordPercentage: order === 'oldest first' ? 100 : 80 }]);
      await setStatus('classic', undoSecond, 'REJECTED');
      expect({ records: await records('classic', level), points: await points(player.id) }, `${start} ${order}`).toEqual(before);
    }
  });
});
