/**
 * The changelog of one list (`GET /api/public/changelog?type=&list=`, src/server/changelog/queries.ts):
 * a change belongs to each list (main #1-75, extended #76-150, legacy #151+) that its level, or any
 * level it moved, stood in before the change or after it. Paged within the list as the whole
 * changelog is; without the parameters the answer is what it always was. A device's offline copy
 * answers the same pages from its log (src/shared/changelog/reads.ts).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resolvePublic } from '../../src/client/lib/offline-sync/resolve';
import { indexSnapshot } from '../../src/client/lib/offline-sync/wire';
import { readLogAfter } from '../../src/server/db/change-log';
import { write } from '../../src/server/db/write';
import { cacheKey } from '../../src/server/http/read-cache';
import { addMissingBaselines } from '../../src/server/levels/history';
import { SnapshotSchema } from '../../src/shared/schemas/snapshot';
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
type Page = { changes: { position: number; kind: string; type: string; data: Record<string, unknown> }[]; next: number | null };
const LISTS = ['main', 'extended', 'legacy'] as const;

const lastPosition = async () => (await readLogAfter(server.services.db, 0, 100_000)).at(-1)!.position;
const order = async () =>
  ((await server.get('/api/public/classic-levels/list')).json as { id: string; ranking: number }[])
    .sort((a, b) => a.ranking - b.ranking)
    .map((level) => level.id);

describe('the changelog of one list', () => {
  /** Each staff change by name: its position, and the lists it belongs to. */
  const made: Record<string, { position: number; lists: string[] }> = {};
  let baselineCount = 0;

  async function change(name: string, lists: string[], method: 'post' | 'put' | 'del', path: string, body?: unknown) {
    const answer = await server[method](path, { token: staff.token, body });
    expect(answer.status, answer.text).toBeLessThan(300);
    made[name] = { position: await lastPosition(), lists };
  }

  it('keeps the changes whose levels stood in the list before or after them', async () => {
    const ids = await server.createLevels('classic', 160);
    await server.createLevels('platformer', 3);
    baselineCount = await write(server.services, (tx, log) => addMissingBaselines(tx, log));
    expect(baselineCount).toBe(163);

    // Placed last, at #161: it and nothing else is in the legacy list.
    await change('placed last', ['legacy'], 'post', '/api/staff/classic-levels/create', classic('901', { ranking: 161 }));
    // Placed at #2: every level below moves down one, across both lines.
    await change(
      'placed second',
      ['main', 'extended', 'legacy'],
      'post',
      '/api/staff/classic-levels/create',
      classic('902', { ranking: 2 }),
    );
    // Moved up inside the extended list: #101 to #91, and the levels it passed down one.
    await change(
      'moved in extended',
      ['extended'],
      'put',
      `/api/staff/classic-levels/update/${ids[99]}`,
      classic(ids[99]!, { name: 'Climber', ranking: 91 }),
    );
    // Moved from the legacy list into the main list: both, and the extended list it crossed.
    await change(
      'moved to main',
      ['main', 'extended', 'legacy'],
      'put',
      `/api/staff/classic-levels/update/${ids[155]}`,
      classic(ids[155]!, { ranking: 10 }),
    );
    // Edited in place at #5: the main list only.
    const fifth = (await order())[4]!;
    const level = (await server.get(`/api/public/classic-levels/${fifth}`)).json as Record<string, unknown>;
    await change(
      'edited',
      ['main'],
      'put',
      `/api/staff/classic-levels/update/${fifth}`,
      classic(fifth, { name: `${String(level.name)} (renamed)`, ranking: 5 }),
    );
    // Removed from #162, the last place: the legacy list only.
    await change('removed last', ['legacy'], 'del', '/api/staff/classic-levels/delete/901');
    // Two swaps in one reorder: #1 with #2, and #150 with #151.
    const swapped = await order();
    [swapped[0], swapped[1], swapped[149], swapped[150]] = [swapped[1]!, swapped[0]!, swapped[150]!, swapped[149]!];
    await change(
      'reordered',
      ['main', 'extended', 'legacy'],
      'put',
      '/api/staff/classic-levels/reorder',
      swapped.map((id, index) => ({ id, ranking: index + 1 })),
    );
    // A reorder inside the main list alone.
    const within = await order();
    [within[2], within[3]] = [within[3]!, within[2]!];
    await change(
      'reordered in main',
      ['main'],
      'put',
      '/api/staff/classic-levels/reorder',
      within.map((id, index) => ({ id, ranking: index + 1 })),
    );

    for (const list of LISTS) {
      const page = (await server.get(`/api/public/changelog?type=classic&list=${list}&limit=200`)).json as Page;
      const staffChanges = page.changes.filter((one) => one.kind !== 'level.baseline').map((one) => one.position);
      const expected = Object.values(made)
        .filter((one) => one.lists.includes(list))
        .map((one) => one.position)
        .reverse();
      expect(staffChanges, list).toEqual(expected);
      // Baselines belong to the list of the place they give.
      const baselines = page.changes.filter((one) => one.kind === 'level.baseline');
      expect(baselines.length, list).toBe({ main: 75, extended: 75, legacy: 10 }[list]);
      expect(page.next, list).toBeNull();
    }
  });

  it('pages within the list, and reads both modes without a type', async () => {
    const all: number[] = [];
    let before: number | null = null;
    do {
      const page: Page = (
        await server.get(`/api/public/changelog?type=classic&list=legacy&limit=4${before === null ? '' : `&before=${before}`}`)
      ).json;
      expect(page.changes.length).toBeLessThanOrEqual(4);
      all.push(...page.changes.map((one) => one.position));
      before = page.next;
    } while (before !== null);
    const whole = (await server.get('/api/public/changelog?type=classic&list=legacy&limit=200')).json as Page;
    expect(all).toEqual(whole.changes.map((one) => one.position));

    // The platformer list's three baselines are in its main list, with the classic one's when no mode is given.
    const anyMode = (await server.get('/api/public/changelog?list=main&limit=200')).json as Page;
    expect(anyMode.changes.filter((one) => one.type === 'platformer')).toHaveLength(3);
    expect((await server.get('/api/public/changelog?type=platformer&list=extended')).json).toEqual({ changes: [], next: null });
  });

  it('answers a client that sends neither parameter as it always did: every change to a list, of both modes, a page at a time', async () => {
    const log = (await readLogAfter(server.services.db, 0, 100_000)).filter((row) => row.kind.startsWith('level'));
    const first = (await server.get('/api/public/changelog')).json as Page;
    expect(Object.keys(first).sort()).toEqual(['changes', 'next']);
    expect(first.changes.map((one) => one.position)).toEqual(
      log
        .slice(-50)
        .reverse()
        .map((row) => row.position),
    );
    expect(first.next).toBe(log.at(-50)!.position);
    const newest = first.changes[0]!;
    expect(Object.keys(newest).sort()).toEqual(['at', 'baseline', 'data', 'kind', 'position', 'type']);
    // A reorder names its unmoved neighbours beside the moves: #2 and #5 of the swap of #3 and #4.
    expect(newest).toMatchObject({
      kind: 'levels.reordered',
      data: { neighbours: [expect.objectContaining({ ranking: 2 }), expect.objectContaining({ ranking: 5 })] },
    });
    expect(newest.data.moves as unknown[]).toHaveLength(2);
  });

  it("refuses a list it does not know, and caches each list's page apart", async () => {
    for (const query of ['list=all', 'list=Main', 'list=', 'list=main&list=legacy']) {
      const refused = await server.get(`/api/public/changelog?${query}`);
      expect(refused.status, query).toBe(400);
      expect(cacheKey(`/api/public/changelog?${query}`), query).toBeNull();
    }
    expect(cacheKey('/api/public/changelog?list=main&type=classic&cb=1')).toBe(
      cacheKey('/api/public/changelog?type=classic&list=main&limit=50'),
    );
    expect(cacheKey('/api/public/changelog?list=main')).not.toBe(cacheKey('/api/public/changelog?list=legacy'));
    expect(cacheKey('/api/public/changelog?list=main')).not.toBe(cacheKey('/api/public/changelog'));
  });

  it('is answered the same by a device from its offline copy', async () => {
    const index = indexSnapshot(v.parse(SnapshotSchema, (await server.get('/api/public/snapshot')).json));
    const { position } = made['moved to main']!;
    const paths = [
      '/api/public/changelog',
      '/api/public/changelog?limit=200',
      '/api/public/changelog?list=main',
      ...['classic', 'platformer'].flatMap((type) =>
        LISTS.flatMap((list) => [
          `/api/public/changelog?type=${type}&list=${list}`,
          `/api/public/changelog?type=${type}&list=${list}&limit=3`,
          `/api/public/changelog?type=${type}&list=${list}&limit=200&before=${position}`,
        ]),
      ),
    ];
    for (const path of paths) {
      const real = await server.get(path);
      expect(real.status, path).toBe(200);
      const device = resolvePublic(index, path);
      expect({ status: device?.status, body: JSON.parse(JSON.stringify(device?.body ?? null)) }, path).toEqual({
        status: 200,
        body: real.json,
      });
    }
    // What the server refuses, the device does not answer (the read fails as the network did).
    expect(resolvePublic(index, '/api/public/changelog?list=all')).toBeUndefined();
  });
});
