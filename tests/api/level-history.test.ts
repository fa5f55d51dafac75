/**
 * Staff changes to a level list in the change log (src/server/levels/history.ts): a baseline where
 * history begins, then one entry per staff action with the staff member, the level's old and new
 * place, its neighbours and every level it pushed (across the main/extended line too); a refused
 * change leaves no entry.
 */
import { describe, expect, it } from 'vitest';
import { readLogAfter, type LoggedChange } from '../../src/server/db/change-log';
import { write } from '../../src/server/db/write';
import { cacheKey } from '../../src/server/http/read-cache';
import { addMissingBaselines } from '../../src/server/levels/history';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

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
const everything = () => readLogAfter(server.services.db, 0, 10_000);
const newest = async (): Promise<LoggedChange> => (await everything()).at(-1)!;
const baselines = () => write(server.services, (tx, log) => addMissingBaselines(tx, log));

describe('level history', () => {
  let ids: string[] = [];

  it('begins with one baseline per level that existed before, once', async () => {
    ids = await server.createLevels('classic', 76);
    expect(await baselines()).toBe(76);
    expect(await baselines()).toBe(0);
    const rows = await everything();
    expect(rows).toHaveLength(76);
    expect(rows[0]).toMatchObject({
      kind: 'level.baseline',
      type: 'classic',
      baseline: true,
      actorId: null,
      subjects: [`level:classic:${ids[0]}`],
      data: { to: 1 },
    });
    expect(rows[75]!.data).toMatchObject({ level: { id: ids[75] }, to: 76 });
  });

  it('records a placement by its staff member, with its neighbours and every level it pushed', async () => {
    const placed = await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('900', { ranking: 2 }) });
    expect(placed.status).toBe(201);
    const entry = await newest();
    expect(entry).toMatchObject({ kind: 'level.placed', type: 'classic', actorId: staff.id, actorName: staff.username, baseline: false });
    const data = entry.data as {
      level: { id: string };
      from: number | null;
      to: number;
      above: { id: string };
      below: { id: string };
      moves: { id: string; from: number; to: number }[];
    };
    expect(data).toMatchObject({
      level: { id: '900', name: 'Classic 900' },
      from: null,
      to: 2,
      above: { id: ids[0] },
      below: { id: ids[1] },
    });
    expect(data.moves).toHaveLength(75);
    // The level at #75 was pushed to #76: out of the main list.
    expect(data.moves.find((move) => move.id === ids[74])).toMatchObject({ from: 75, to: 76 });
    expect(entry.subjects).toContain('level:classic:900');
    expect(entry.subjects).toContain(`level:classic:${ids[75]}`);
  });

  it("records an edit's fields before and after, and a move up with only the levels it passed", async () => {
    const moved = await server.put(`/api/staff/classic-levels/update/${ids[9]}`, {
      token: staff.token,
      body: classic(ids[9]!, { name: 'Renamed', ranking: 8 }),
    });
    expect(moved.status).toBe(200);
    const entry = await newest();
    expect(entry.kind).toBe('level.edited');
    expect(entry.data).toMatchObject({ from: 11, to: 8, changed: { name: [`Level ${Number(ids[9]) - 1_000_000}`, 'Renamed'] } });
    expect((entry.data as { moves: { from: number; to: number }[] }).moves.map((move) => [move.from, move.to])).toEqual([
      [8, 9],
      [9, 10],
      [10, 11],
    ]);
  });

  it('records a removal with the levels that moved up, and a reorder as one action', async () => {
    expect((await server.del('/api/staff/classic-levels/delete/900', { token: staff.token })).status).toBe(204);
    const removed = await newest();
    expect(removed).toMatchObject({
      kind: 'level.removed',
      data: { level: { id: '900', name: 'Classic 900' }, from: 2, to: null, above: null, below: null },
    });
    expect((removed.data as { moves: unknown[] }).moves).toHaveLength(75);

    const order = (await server.get('/api/public/classic-levels/list')).json as { id: string; ranking: number }[];
    const swapped = order.sort((a, b) => a.ranking - b.ranking).map((level) => level.id);
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const reorder = await server.put('/api/staff/classic-levels/reorder', {
      token: staff.token,
      body: swapped.map((id, index) => ({ id, ranking: index + 1 })),
    });
    expect(reorder.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ kind: 'levels.reordered', actorId: staff.id });
    expect((entry.data as { moves: { id: string; from: number; to: number }[] }).moves).toEqual([
      { id: swapped[0], name: expect.any(String), from: 2, to: 1 },
      { id: swapped[1], name: expect.any(String), from: 1, to: 2 },
    ]);
    // The level beside them that kept its place, so that both moved levels' neighbours are known.
    expect((entry.data as { neighbours: unknown }).neighbours).toEqual([{ id: swapped[2], name: expect.any(String), ranking: 3 }]);
  });

  it('keeps nothing of a refused change', async () => {
    const before = (await everything()).length;
    expect((await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic(ids[0]!) })).status).toBe(409);
    expect((await server.del('/api/staff/classic-levels/delete/424242', { token: staff.token })).status).toBe(404);
    expect(await everything()).toHaveLength(before);
  });

  it('answers the public changelog newest first, paged by position, by mode, naming nobody', async () => {
    const all = (await everything()).filter((row) => row.type === 'classic');
    const first = await server.get('/api/public/changelog?type=classic&limit=3');
    expect(first.status).toBe(200);
    expect(first.json.changes.map((change: { position: number }) => change.position)).toEqual(
      all
        .slice(-3)
        .reverse()
        .map((row) => row.position),
    );
    expect(first.json.changes[0]).toEqual({
      position: all.at(-1)!.position,
      at: all.at(-1)!.at.toISOString(),
      kind: 'levels.reordered',
      type: 'classic',
      baseline: false,
      data: all.at(-1)!.data,
    });
    expect(JSON.stringify(first.json)).not.toContain(staff.username);
    const second = await server.get(`/api/public/changelog?type=classic&limit=3&before=${first.json.next}`);
    expect(second.json.changes.map((change: { position: number }) => change.position)).toEqual(
      all
        .slice(-6, -3)
        .reverse()
        .map((row) => row.position),
    );
    expect((await server.get('/api/public/changelog?type=platformer')).json).toEqual({ changes: [], next: null });
    const last = await server.get(`/api/public/changelog?before=${all[2]!.position}`);
    expect(last.json).toMatchObject({ next: null });
    expect(last.json.changes).toHaveLength(2);
    for (const query of ['type=both', 'limit=0', 'limit=201', 'before=-1', 'before=x', 'limit=1&limit=2']) {
      const refused = await server.get(`/api/public/changelog?${query}`);
      expect(refused.status, query).toBe(400);
      expect(cacheKey(`/api/public/changelog?${query}`), query).toBeNull();
    }
    // One page, one cached answer, however its address is written.
    expect(cacheKey('/api/public/changelog?limit=050&type=classic&cb=1')).toBe(cacheKey('/api/public/changelog?type=classic&limit=50'));
    expect(cacheKey('/api/public/changelog?before=9')).not.toBe(cacheKey('/api/public/changelog?before=8'));
  });

  it("answers a level's history oldest first, with its own place before and after each change, also once removed", async () => {
    const history = await server.get(`/api/public/classic-levels/${ids[74]}/history`);
    expect(history.status).toBe(200);
    expect(history.json.level).toEqual({ id: ids[74], name: `Level ${Number(ids[74]) - 1_000_000}` });
    expect(history.json.changes.map((change: { kind: string; standing: unknown }) => [change.kind, change.standing])).toEqual([
      ['level.baseline', { from: null, to: 75 }],
      ['level.placed', { from: 75, to: 76 }],
      ['level.removed', { from: 76, to: 75 }],
    ]);
    const removed = await server.get('/api/public/classic-levels/900/history');
    expect(removed.json.level).toEqual({ id: '900', name: 'Classic 900' });
    expect(removed.json.changes.map((change: { kind: string }) => change.kind)).toEqual(['level.placed', 'level.removed']);
    expect((await server.get('/api/public/classic-levels/424242/history')).status).toBe(404);
    expect((await server.get(`/api/public/platformer-levels/${ids[0]}/history`)).status).toBe(404);
  });
});

describe('a reorder of a thousand levels', () => {
  it('is one action naming every level it moved, and the list on a date before it is the order before', async () => {
    const ids = await server.createLevels('platformer', 1_000);
    await baselines();
    const before = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const positions = (await everything()).length;
    const reversed = [...ids].reverse();
    const reorder = await server.put('/api/staff/platformer-levels/reorder', {
      token: staff.token,
      body: reversed.map((id, index) => ({ id, ranking: index + 1 })),
    });
    expect(reorder.status).toBe(200);
    const added = (await everything()).slice(positions);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ kind: 'levels.reordered', type: 'platformer', actorId: staff.id });
    const moves = (added[0]!.data as { moves: { id: string; from: number; to: number }[] }).moves;
    // A thousand is even: reversed, no level keeps its place, and none is left beside the moved ones.
    expect(moves).toHaveLength(1_000);
    expect((added[0]!.data as { neighbours: unknown[] }).neighbours).toEqual([]);
    expect(moves.find((move) => move.id === ids[0])).toMatchObject({ from: 1, to: 1_000 });
    expect(new Set(added[0]!.subjects)).toEqual(new Set(ids.map((id) => `level:platformer:${id}`)));
    const then = (await server.get(`/api/public/platformer-levels/list?at=${before.toISOString()}`)).json as { id: string }[];
    expect(then.map((level) => level.id)).toEqual(ids);
  }, 60_000);
});
