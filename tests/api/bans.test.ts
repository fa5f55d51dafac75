/**
 * What a ban does to the lists (src/server/sanctions/effects.ts): while it lasts the player's records
 * leave level pages, record pages, leaderboards, region totals and profile stats, first victors and
 * record holders are recomputed without them, and the profile says until when; when it is revoked or
 * ends by its date (with no request in between, whichever instance looks first) every public answer
 * is exactly as before. Devices follow: the feed names the change and the snapshot leaves the records out.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resolvePublic } from '../../src/client/lib/offline-sync/resolve';
import { indexSnapshot } from '../../src/client/lib/offline-sync/wire';
import { changeLog, players, sanctions } from '../../src/server/db/schema';
import { startBanSweep, sweepBans } from '../../src/server/sanctions/sweep';
import { SnapshotSchema } from '../../src/shared/schemas/snapshot';
import { applyChanges } from '../../src/shared/snapshot/apply-changes';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Two players sharing levels, the first of them earlier on each, and a region holding both. */
async function scene() {
  const region = await server.createRegion(`Region ${Date.now()}`);
  const cheater = await server.createPlayer({ regionId: region });
  const honest = await server.createPlayer({ regionId: region });
  const [first, second] = await server.createLevels('classic', 2);
  const [timed] = await server.createLevels('platformer', 1);
  await server.createRecord('classic', first!, cheater.id, { percentage: 100 }, minutesAgo(30));
  await server.createRecord('classic', first!, honest.id, { percentage: 100 }, minutesAgo(10));
  await server.createRecord('classic', second!, cheater.id, { percentage: 80 }, minutesAgo(20));
  await server.createRecord('platformer', timed!, cheater.id, { timeMs: 60_000 }, minutesAgo(30));
  await server.createRecord('platformer', timed!, honest.id, { timeMs: 90_000 }, minutesAgo(10));
  return { region, cheater, honest, first: first!, second: second!, timed: timed! };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** Every public read the ban touches. */
function pathsOf({ region, cheater, honest, first, second, timed }: Scene): string[] {
  return [
    '/api/public/players/classic-points',
    '/api/public/players/platformer-points',
    '/api/public/regions',
    `/api/public/regions/${region}`,
    `/api/public/players/region/${region}`,
    `/api/public/players/username/${cheater.username}`,
    `/api/public/players/username/${honest.username}`,
    `/api/public/classic-levels/${first}`,
    `/api/public/classic-levels/${second}`,
    `/api/public/platformer-levels/${timed}`,
    `/api/public/classic-records/level/${first}`,
    `/api/public/classic-records/level/${second}`,
    `/api/public/platformer-records/level/${timed}`,
    `/api/public/classic-records?player=${cheater.id}`,
    `/api/public/platformer-records?player=${cheater.id}`,
    '/api/public/classic-records',
    `/api/public/classic-levels/count/${cheater.id}`,
    `/api/public/classic-levels/hardestLevel/${cheater.id}`,
    `/api/public/classic-levels/player/${cheater.id}`,
    `/api/public/classic-levels/firstVictor/${cheater.id}`,
    `/api/public/platformer-levels/recordHolder/${cheater.id}`,
    `/api/public/classic-levels/firstVictor/${honest.id}`,
  ];
}

/** Every public answer the ban touches, by address. */
async function answers(world: Scene): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    pathsOf(world).map(async (path) => {
      const answer = await server.get(path);
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      return [path, answer.json] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Every player's points as stored, by id. */
async function totals(): Promise<Map<number, [number, number]>> {
  const rows = await server.services.db
    .select({ id: players.id, classic: players.classicPoints, platformer: players.platformerPoints })
    .from(players);
  return new Map(rows.map((row) => [row.id, [row.classic, row.platformer]]));
}

const ban = async (id: number, until: string | null = inDays(14)) => {
  const answer = await server.post(`/api/staff/players/${id}/sanctions`, {
    token: staff.token,
    body: { kind: 'BAN', until, reason: 'Hacked runs' },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as { id: number };
};
const lastPosition = async () => (await server.get('/api/public/snapshot')).json.position as number;

describe('a ban', () => {
  it("takes the player's records out of every public answer while it lasts, and brings back exactly what was there when revoked", async () => {
    const world = await scene();
    const before = await answers(world);
    const pointsBefore = await totals();
    const position = await lastPosition();

    const sanction = await ban(world.cheater.id);
    const during = await answers(world);
    const { cheater, honest, first, second, timed } = world;
    const named = (list: unknown) => (list as { username: string }[]).map((row) => row.username);
    expect(named(during['/api/public/players/classic-points'])).not.toContain(cheater.username);
    expect(named(during['/api/public/players/platformer-points'])).not.toContain(cheater.username);
    expect(named(before['/api/public/players/classic-points'])).toContain(cheater.username);
    expect(during[`/api/public/classic-levels/${first}`]).toMatchObject({ firstVictor: honest.id });
    expect(before[`/api/public/classic-levels/${first}`]).toMatchObject({ firstVictor: cheater.id });
    expect(during[`/api/public/platformer-levels/${timed}`]).toMatchObject({ recordHolder: honest.id });
    expect((during[`/api/public/classic-records/level/${first}`] as { player: string }[]).map((row) => row.player)).toEqual([
      honest.username,
    ]);
    expect(during[`/api/public/classic-records/level/${second}`]).toEqual([]);
    expect(during[`/api/public/classic-records?player=${cheater.id}`]).toMatchObject({ content: [], totalElements: 0 });
    expect(during[`/api/public/classic-levels/count/${cheater.id}`]).toEqual({ main: 0, extended: 0, legacy: 0 });
    expect(during[`/api/public/classic-levels/firstVictor/${honest.id}`]).toEqual([expect.objectContaining({ id: first })]);
    const honestPoints = pointsBefore.get(honest.id)!;
    const regionTotal = (all: unknown) => (all as { id: number }[]).find((row) => row.id === world.region);
    expect(regionTotal(during['/api/public/regions'])).toMatchObject({ classicPoints: honestPoints[0], platformerPoints: honestPoints[1] });
    expect(regionTotal(before['/api/public/regions'])).not.toMatchObject({ classicPoints: honestPoints[0] });
    expect(named(during[`/api/public/players/region/${world.region}`])).toEqual([honest.username]);
    expect(named(before[`/api/public/players/region/${world.region}`])).toContain(cheater.username);
    expect(during[`/api/public/players/username/${cheater.username}`]).toMatchObject({
      ban: { until: expect.any(String) },
      classicPoints: 0,
      platformerPoints: 0,
    });
    expect(before[`/api/public/players/username/${cheater.username}`]).not.toHaveProperty('ban');
    // A device answers the same from the snapshot.
    const index = indexSnapshot(v.parse(SnapshotSchema, (await server.get('/api/public/snapshot')).json));
    for (const path of pathsOf(world)) expect(JSON.parse(JSON.stringify(resolvePublic(index, path)?.body)), path).toEqual(during[path]);
    // Nobody else's points move; nothing is deleted.
    const pointsDuring = await totals();
    for (const [id, value] of pointsBefore) if (id !== cheater.id) expect(pointsDuring.get(id), `player ${id}`).toEqual(value);

    // Devices learn it from the feed, named with the first victors and record holders that changed.
    const feed = (await server.get(`/api/public/changes?since=${position}`)).json;
    const banned = feed.changes.find((change: { kind: string }) => change.kind === 'player.banned');
    expect(banned).toMatchObject({
      data: {
        player: { id: cheater.id },
        holders: expect.arrayContaining([
          {
            type: 'classic',
            level: { id: first, name: expect.any(String) },
            from: { id: cheater.id, name: cheater.username },
            to: { id: honest.id, name: honest.username },
          },
          {
            type: 'platformer',
            level: { id: timed, name: expect.any(String) },
            from: { id: cheater.id, name: cheater.username },
            to: { id: honest.id, name: honest.username },
          },
        ]),
      },
    });
    expect(JSON.stringify(banned)).not.toContain('Hacked runs');

    const revoked = await server.post(`/api/staff/sanctions/${sanction.id}/revoke`, { token: staff.token });
    expect(revoked.status, revoked.text).toBe(200);
    expect(await answers(world)).toEqual(before);
    expect(await totals()).toEqual(pointsBefore);
  });

  it('hides a first victor and a record holder staff set by hand while they are banned, and brings them back exactly', async () => {
    const world = await scene();
    const { cheater, honest, first, timed } = world;
    // Staff set the banned-to-be player by hand: on a level they hold anyway, and on one they have no record on.
    const [pinned] = await server.createLevels('classic', 1);
    for (const [type, id, field] of [
      ['classic', first, 'firstVictor'],
      ['classic', pinned!, 'firstVictor'],
      ['platformer', timed, 'recordHolder'],
    ] as const) {
      const { json: level } = await server.get(`/api/public/${type}-levels/${id}`);
      const body = {
        name: level.name,
        publisher: level.publisher,
        difficulty: level.difficulty,
        link: level.link,
        thumbnail: level.thumbnail,
        ...(type === 'classic' ? { duration: level.duration, minimumCompletion: level.minimumCompletion } : {}),
        [field]: cheater.id,
      };
      const updated = await server.put(`/api/staff/${type}-levels/update/${id}`, { token: staff.token, body });
      expect(updated.status, updated.text).toBe(200);
    }
    const paths = [...pathsOf(world), `/api/public/classic-levels/${pinned}`];
    const read = async () =>
      Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await server.get(path)).json] as const)));
    const before = await read();
    expect(before[`/api/public/classic-levels/${pinned}`]).toMatchObject({ firstVictor: cheater.id });

    const sanction = await ban(cheater.id);
    const during = await read();
    expect(during[`/api/public/classic-levels/${first}`]).toMatchObject({ firstVictor: honest.id });
    expect(during[`/api/public/classic-levels/${pinned}`]).toMatchObject({ firstVictor: null });
    expect(during[`/api/public/platformer-levels/${timed}`]).toMatchObject({ recordHolder: honest.id });
    expect(during[`/api/public/classic-levels/firstVictor/${cheater.id}`]).toEqual([]);
    expect(during[`/api/public/platformer-levels/recordHolder/${cheater.id}`]).toEqual([]);
    expect(JSON.stringify(during)).not.toContain(`"firstVictorName":"${cheater.username}"`);

    const revoked = await server.post(`/api/staff/sanctions/${sanction.id}/revoke`, {
      token: staff.token,
      body: { reason: 'Appeal upheld', inError: true },
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect(await read()).toEqual(before);
  });

  it("leaves the snapshot without the records, names the ban, and a device's copy takes the whole snapshot again", async () => {
    const world = await scene();
    const saved = (await server.get('/api/public/snapshot')).json;
    const bannedIds = (snapshot: { bans: [number, number | null][] }) => snapshot.bans.map(([id]) => id);
    expect(bannedIds(saved)).not.toContain(world.cheater.id);
    const sanction = await ban(world.cheater.id, null);
    const feed = (await server.get(`/api/public/changes?since=${saved.position}`)).json;
    expect(applyChanges(saved, feed.changes, feed.position)).toBeNull();

    const during = (await server.get('/api/public/snapshot')).json;
    expect(during.bans).toContainEqual([world.cheater.id, null]);
    const playerIds = (type: 'classic' | 'platformer', snapshot: typeof saved) => snapshot[type].records.map((row: number[]) => row[2]);
    expect(playerIds('classic', saved)).toContain(world.cheater.id);
    expect(playerIds('classic', during)).not.toContain(world.cheater.id);
    expect(playerIds('platformer', during)).not.toContain(world.cheater.id);
    expect((await server.get(`/api/public/players/username/${world.cheater.username}`)).json).toMatchObject({ ban: { until: null } });

    await server.post(`/api/staff/sanctions/${sanction.id}/revoke`, { token: staff.token });
    const after = (await server.get('/api/public/snapshot')).json;
    expect(bannedIds(after)).not.toContain(world.cheater.id);
    expect(after.classic.records).toEqual(saved.classic.records);
    expect(after.players).toEqual(saved.players);
  });

  it('ends by its date with no request in between: the sweep brings everything back and logs it once', async () => {
    const world = await scene();
    const before = await answers(world);
    const sanction = await ban(world.cheater.id);
    expect((await answers(world))[`/api/public/classic-levels/${world.first}`]).toMatchObject({ firstVictor: world.honest.id });

    await server.services.db
      .update(sanctions)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(sanctions.id, sanction.id));
    const stop = startBanSweep(server.services, 100);
    try {
      await expect
        .poll(
          async () =>
            (await server.services.db.select({ banned: players.banned }).from(players).where(eq(players.id, world.cheater.id)))[0]!.banned,
          { timeout: 10_000 },
        )
        .toBe(false);
    } finally {
      stop();
    }
    expect(await answers(world)).toEqual(before);
    const restored = await server.services.db
      .select({ data: changeLog.data })
      .from(changeLog)
      .where(and(eq(changeLog.kind, 'player.restored'), sql`${changeLog.subjects} @> ARRAY[${`player:${world.cheater.id}`}]::text[]`));
    expect(restored).toHaveLength(1);
    expect(restored[0]!.data).toMatchObject({
      holders: expect.arrayContaining([
        expect.objectContaining({
          level: expect.objectContaining({ id: world.first }),
          to: { id: world.cheater.id, name: world.cheater.username },
        }),
      ]),
    });
  });

  it('is settled once when two instances sweep at the same moment', async () => {
    const world = await scene();
    const sanction = await ban(world.cheater.id);
    await server.services.db
      .update(sanctions)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(sanctions.id, sanction.id));
    const twin = await server.startTwin();
    try {
      const [here, there] = await Promise.all([sweepBans(server.services), sweepBans(twin.services)]);
      expect([...here, ...there]).toEqual([world.cheater.id]);
      expect(await sweepBans(server.services)).toEqual([]);
      // The twin's caches heard of it: its answers are the restored ones.
      expect((await twin.get(`/api/public/classic-levels/${world.first}`)).json).toMatchObject({ firstVictor: world.cheater.id });
    } finally {
      await twin.close();
    }
  });
});
