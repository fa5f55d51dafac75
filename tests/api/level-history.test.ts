/**
 * Staff changes to a level list in the change log (src/server/levels/history.ts): a baseline where
 * history begins, then one entry per staff action with the staff member, the level's old and new
 * place, its neighbours and every level it pushed (across the main/extended line too); a refused
 * change leaves no entry.
 */
import { describe, expect, it } from 'vitest';
import { readLogAfter, type LoggedChange } from '../../src/server/db/change-log';
import { write } from '../../src/server/db/write';
import { addMissingBaselines } from '../../src/server/levels/history';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const classic = (id: string, extra: Record<string, unknown> = {}) => ({
  id, name: `Classic ${id}`, publisher: 'Pub', difficulty: 'EXTREME_DEMON', link: LINK,
  thumbnail: 'https://img.example/t.png', duration: 'LONG', minimumCompletion: 60, ...extra,
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
    expect(rows[0]).toMatchObject({ kind: 'level.baseline', type: 'classic', baseline: true, actorId: null, subjects: [`level:classic:${ids[0]}`], data: { to: 1 } });
    expect(rows[75]!.data).toMatchObject({ level: { id: ids[75] }, to: 76 });
  });

  it('records a placement by its staff member, with its neighbours and every level it pushed', async () => {
    const placed = await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('900', { ranking: 2 }) });
    expect(placed.status).toBe(201);
    const entry = await newest();
    expect(entry).toMatchObject({ kind: 'level.placed', type: 'classic', actorId: staff.id, actorName: staff.username, baseline: false });
    const data = entry.data as { level: { id: string }; from: number | null; to: number; above: { id: string }; below: { id: string }; moves: { id: string; from: number; to: number }[] };
    expect(data).toMatchObject({ level: { id: '900', name: 'Classic 900' }, from: null, to: 2, above: { id: ids[0] }, below: { id: ids[1] } });
    expect(data.moves).toHaveLength(75);
    // The level at #75 was pushed to #76: out of the main list.
    expect(data.moves.find((move) => move.id === ids[74])).toMatchObject({ from: 75, to: 76 });
    expect(entry.subjects).toContain('level:classic:900');
    expect(entry.subjects).toContain(`level:classic:${ids[75]}`);
  });

  it('records an edit\'s fields before and after, and a move up with only the levels it passed', async () => {
    const moved = await server.put(`/api/staff/classic-levels/update/${ids[9]}`, { token: staff.token, body: classic(ids[9]!, { name: 'Renamed', ranking: 8 }) });
    expect(moved.status).toBe(200);
    const entry = await newest();
    expect(entry.kind).toBe('level.edited');
    expect(entry.data).toMatchObject({ from: 11, to: 8, changed: { name: [`Level ${Number(ids[9]) - 1_000_000}`, 'Renamed'] } });
    expect((entry.data as { moves: { from: number; to: number }[] }).moves.map((move) => [move.from, move.to])).toEqual([[8, 9], [9, 10], [10, 11]]);
  });

  it('records a removal with the levels that moved up, and a reorder as one action', async () => {
    expect((await server.del('/api/staff/classic-levels/delete/900', { token: staff.token })).status).toBe(204);
    const removed = await newest();
    expect(removed).toMatchObject({ kind: 'level.removed', data: { level: { id: '900', name: 'Classic 900' }, from: 2, to: null, above: null, below: null } });
    expect((removed.data as { moves: unknown[] }).moves).toHaveLength(75);

    const order = (await server.get('/api/public/classic-levels/list')).json as { id: string; ranking: number }[];
    const swapped = order.sort((a, b) => a.ranking - b.ranking).map((level) => level.id);
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const reorder = await server.put('/api/staff/classic-levels/reorder', { token: staff.token, body: swapped.map((id, index) => ({ id, ranking: index + 1 })) });
    expect(reorder.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ kind: 'levels.reordered', actorId: staff.id });
    expect((entry.data as { moves: { id: string; from: number; to: number }[] }).moves).toEqual([
      { id: swapped[0], name: expect.any(String), from: 2, to: 1 },
      { id: swapped[1], name: expect.any(String), from: 1, to: 2 },
    ]);
  });

  it('keeps nothing of a refused change', async () => {
    const before = (await everything()).length;
    expect((await server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic(ids[0]!) })).status).toBe(409);
    expect((await server.del('/api/staff/classic-levels/delete/424242', { token: staff.token })).status).toBe(404);
    expect(await everything()).toHaveLength(before);
  });
});
