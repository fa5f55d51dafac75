/**
 * The list on a date (`?at=` on the level lists, src/server/changelog/time-machine.ts): the answers
 * recorded after each staff change are what the list answers for those moments later, place and
 * points of every level, in each of the three lists; before history began there is nothing. A
 * device's offline copy answers the same from its log.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resolvePublic } from '../../src/client/lib/offline-sync/resolve';
import { indexSnapshot } from '../../src/client/lib/offline-sync/wire';
import { SnapshotSchema } from '../../src/shared/schemas/snapshot';
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
const PATHS = [
  '/api/public/classic-levels/list',
  ...['main', 'extended', 'legacy'].map((list) => `/api/public/classic-levels/list/${list}`),
];
type Level = { id: string; name: string; ranking: number; points: number; minPoints: number };
/** What the list says of each level that the past keeps: its place, name and points. */
const standing = (levels: Level[]) => levels.map(({ id, name, ranking, points, minPoints }) => ({ id, name, ranking, points, minPoints }));
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the list on a date', () => {
  const moments: { at: Date; answers: Record<string, unknown> }[] = [];
  async function remember() {
    await pause();
    const answers: Record<string, unknown> = {};
    for (const path of PATHS) answers[path] = standing((await server.get(path)).json);
    moments.push({ at: new Date(), answers });
    await pause();
  }
  async function change(method: 'post' | 'put' | 'del', path: string, body?: unknown) {
    const answer = await server[method](path, { token: staff.token, body });
    expect(answer.status, answer.text).toBeLessThan(300);
    await remember();
  }

  it('answers every recorded moment as the list answered then', async () => {
    const start = new Date();
    const ids = await server.createLevels('classic', 160);
    await write(server.services, (tx, log) => addMissingBaselines(tx, log));
    await remember();
    await change('post', '/api/staff/classic-levels/create', classic('900', { ranking: 2 }));
    await change('put', `/api/staff/classic-levels/update/${ids[100]}`, classic(ids[100]!, { name: 'Climber', ranking: 60 }));
    await change('del', `/api/staff/classic-levels/delete/${ids[5]}`);
    const order = ((await server.get('/api/public/classic-levels/list')).json as Level[]).map((level) => level.id);
    await change(
      'put',
      '/api/staff/classic-levels/reorder',
      [...order].reverse().map((id, index) => ({ id, ranking: index + 1 })),
    );
    await change('put', '/api/staff/classic-levels/update/900', classic('900', { name: 'Renamed 900', ranking: 200 }));

    for (const [index, { at, answers }] of moments.entries()) {
      for (const path of PATHS) {
        const past = await server.get(`${path}?at=${at.toISOString()}`);
        expect(past.status, `${path} at moment ${index}`).toBe(200);
        expect(standing(past.json), `${path} at moment ${index}`).toEqual(answers[path]);
      }
    }
    // A level removed since keeps its fields in the past.
    const beforeRemoval = (await server.get(`${PATHS[1]}?at=${moments[1]!.at.toISOString()}`)).json as Level[];
    expect(beforeRemoval.find((level) => level.id === ids[5])).toMatchObject({
      publisher: expect.any(String),
      thumbnail: expect.any(String),
      ranking: 7,
    });

    const before = await server.get(`${PATHS[0]}?at=${new Date(start.getTime() - 60_000).toISOString()}`);
    expect(before.status).toBe(404);
    expect(before.json.message).toMatch(/^The list's history begins on /);
    expect((await server.get(`${PATHS[0]}?at=2000-01-01`)).status).toBe(404);

    // A device answers the same from its copy's log: every moment, every level's history (the removed one's too), the changelog.
    const index = indexSnapshot(v.parse(SnapshotSchema, (await server.get('/api/public/snapshot')).json));
    const paths = [
      ...moments.flatMap(({ at }) => PATHS.map((path) => `${path}?at=${at.toISOString()}`)),
      `${PATHS[0]}?at=2000-01-01`,
      ...[...ids, '900'].map((id) => `/api/public/classic-levels/${id}/history`),
      '/api/public/changelog?type=classic&limit=7',
    ];
    for (const path of paths) {
      const real = await server.get(path);
      const device = resolvePublic(index, path);
      expect({ status: device?.status, body: JSON.parse(JSON.stringify(device?.body ?? null)) }, path).toEqual({
        status: real.status,
        body: real.json,
      });
    }
  });

  it('reads a date as its end (UTC), a time without offset as UTC, and refuses what is not a date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const now = await server.get(PATHS[1]!);
    expect(standing((await server.get(`${PATHS[1]}?at=${today}`)).json)).toEqual(standing(now.json));
    expect(standing((await server.get(`${PATHS[1]}?at=2999-01-01T00:00`)).json)).toEqual(standing(now.json));
    for (const at of ['yesterday', '2026-13-01', '2026-05-01T25:00', '2026-05', '1']) {
      const refused = await server.get(`${PATHS[1]}?at=${at}`);
      expect(refused.status, at).toBe(400);
      expect(cacheKey(`${PATHS[1]}?at=${at}`), at).toBeNull();
    }
    // One moment, one cached answer, however it is written; today's list keeps its plain key.
    expect(cacheKey(`${PATHS[1]}?at=2026-05-01T10:00:00%2B01:00&cb=2`)).toBe(`${PATHS[1]}?at=2026-05-01T09:00:00.000Z`);
    expect(cacheKey(`${PATHS[1]}?at=2026-05-01T09:00:00Z`)).toBe(`${PATHS[1]}?at=2026-05-01T09:00:00.000Z`);
    expect(cacheKey(`${PATHS[1]}?cb=1`)).toBe(PATHS[1]);
  });
});
