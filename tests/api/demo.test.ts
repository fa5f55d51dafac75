import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { levels, players, records, regions, submissions } from '../../src/server/db/schema';
import { generateDataSet } from '../../src/server/demo/generate';
import { DEMO_OPTIONS, DEMO_PASSWORD, demoUntil, loadDemoData } from '../../src/server/demo/load';
import { MOROCCAN_REGIONS } from '../../src/server/demo/vocabulary';
import { HISTORY_SPAN } from '../../src/server/demo/plan-history';
import type { ListChange } from '../../src/shared/schemas/changes';
import { plainWriter } from '../../src/server/db/write';
import { queryRows } from '../../src/server/db/database';
import { LIST_CUTOFFS } from '../../src/shared/constants';
import { classicRecordPoints, levelPoints, round2 } from '../../src/shared/points';
import { freshDatabase } from '../support/database';
import { useTestServer } from '../support/server';

const { server } = useTestServer();
let printed: string[] = [];
const loadedAt = new Date();
// The demo's "now": the day it is loaded on.
const until = demoUntil(loadedAt);

async function counts() {
  const { db } = server.services;
  const n = async (table: typeof players | typeof levels | typeof records | typeof submissions | typeof regions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    regions: await n(regions),
    levels: await n(levels),
    players: await n(players),
    records: await n(records),
    submissions: await n(submissions),
  };
}

beforeAll(async () => {
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => {
    printed.push(args.join(' '));
  });
  await loadDemoData(server.services, loadedAt);
  log.mockRestore();
}, 120_000);

describe('demo data set', () => {
  it('prints the two demo sign-ins', () => {
    const text = printed.join('\n');
    expect(text).toContain(`staff@demo.test / ${DEMO_PASSWORD}`);
    expect(text).toContain(`player@demo.test / ${DEMO_PASSWORD}`);
  });

  it('has the 12 regions of Morocco by their real names', async () => {
    const rows = await server.services.db.select().from(regions);
    expect(rows.map((r) => r.name).sort()).toEqual(MOROCCAN_REGIONS.map((r) => r.name).sort());
    expect(rows.map((r) => r.name)).toContain('Laâyoune-Sakia El Hamra');
  });

  it('has enough levels for every tier, players, records and submissions in all three states', async () => {
    const { db } = server.services;
    const byType = await db
      .select({ type: levels.type, n: count(), last: sql<number>`max(${levels.ranking})` })
      .from(levels)
      .groupBy(levels.type);
    const classic = byType.find((row) => row.type === 'classic')!;
    const platformer = byType.find((row) => row.type === 'platformer')!;
    expect(classic.n).toBeGreaterThanOrEqual(160);
    expect(Number(classic.last)).toBe(classic.n);
    expect(classic.n).toBeGreaterThan(LIST_CUTOFFS.extended);
    expect(platformer.n).toBeGreaterThanOrEqual(30);
    const total = await counts();
    expect(total.players).toBeGreaterThanOrEqual(200);
    expect(total.records).toBeGreaterThanOrEqual(2000);
    const states = await db.selectDistinct({ status: submissions.status }).from(submissions);
    expect(states.map((s) => s.status).sort()).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    const withoutRegion = await db
      .select({ n: count() })
      .from(players)
      .where(sql`${players.regionId} IS NULL`);
    expect(withoutRegion[0]!.n).toBeGreaterThan(0);
  });

  it('has the two demo accounts with the demo password and one inactive player', async () => {
    const { db } = server.services;
    const [staff] = await db.select().from(players).where(eq(players.email, 'staff@demo.test'));
    const [player] = await db.select().from(players).where(eq(players.email, 'player@demo.test'));
    expect(staff).toMatchObject({ isStaff: true, isActive: true });
    expect(player).toMatchObject({ isStaff: false, isActive: true });
    expect(await verifyPassword(DEMO_PASSWORD, staff!.passwordHash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, player!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', player!.passwordHash)).toBe(false);
    const inactive = await db.select({ n: count() }).from(players).where(eq(players.isActive, false));
    expect(inactive[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('lets the two demo accounts sign in through the API, the staff one as staff', async () => {
    for (const email of ['player@demo.test', 'staff@demo.test']) {
      const login = await server.post('/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
      expect(login.status).toBe(200);
      const profile = await server.get('/api/authenticated/players/profile', { token: login.json.token });
      expect(profile.status).toBe(200);
      expect(profile.json).toMatchObject({ isStaff: email.startsWith('staff'), isActive: true });
    }
    const wrong = await server.post('/api/auth/login', { body: { email: 'player@demo.test', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
  });

  it('has level points from the ranking and player points that add up from their records', async () => {
    const { db } = server.services;
    const levelRows = await db.select().from(levels).orderBy(asc(levels.ranking));
    for (const level of levelRows) expect({ points: level.points, minPoints: level.minPoints }).toEqual(levelPoints(level.ranking));
    const byKey = new Map(levelRows.map((l) => [`${l.type}:${l.id}`, l]));
    const expected = new Map<number, { classic: number; platformer: number }>();
    for (const record of await db.select().from(records)) {
      const level = byKey.get(`${record.type}:${record.levelId}`)!;
      const sum = expected.get(record.playerId) ?? { classic: 0, platformer: 0 };
      if (record.type === 'classic') sum.classic += classicRecordPoints(level.ranking, level.minimumCompletion!, record.percentage!);
      else sum.platformer += level.points;
      expected.set(record.playerId, sum);
    }
    const playerRows = await db.select().from(players);
    let withPoints = 0;
    for (const player of playerRows) {
      const sum = expected.get(player.id) ?? { classic: 0, platformer: 0 };
      expect(player.classicPoints).toBeCloseTo(round2(sum.classic), 2);
      expect(player.platformerPoints).toBeCloseTo(round2(sum.platformer), 2);
      if (player.classicPoints > 0) withPoints += 1;
    }
    expect(withPoints).toBeGreaterThan(100);
  });

  it('sets first victors and record holders from the records', async () => {
    const { db } = server.services;
    const firstVictors = await db
      .select({ n: count() })
      .from(levels)
      .where(sql`${levels.type} = 'classic' AND ${levels.holderId} IS NOT NULL`);
    const holders = await db
      .select({ n: count() })
      .from(levels)
      .where(sql`${levels.type} = 'platformer' AND ${levels.holderId} IS NOT NULL`);
    expect(firstVictors[0]!.n).toBeGreaterThan(100);
    expect(holders[0]!.n).toBeGreaterThan(10);
  });

  it("has a year of the lists' history: placements, moves and levels pushed to other lists, dated across it", async () => {
    const year = { from: until.getTime() - HISTORY_SPAN, to: until.getTime() };
    for (const type of ['classic', 'platformer'] as const) {
      const changes: ListChange[] = [];
      for (let before: number | null | undefined; before !== null;) {
        const page = await server.get(`/api/public/changelog?type=${type}&limit=200${before ? `&before=${before}` : ''}`);
        expect(page.status).toBe(200);
        changes.push(...(page.json.changes as ListChange[]));
        before = page.json.next as number | null;
      }
      const staff = changes.filter((change) => !change.baseline);
      expect(staff.filter((change) => change.kind === 'level.placed').length).toBe(DEMO_OPTIONS.history![type].placements);
      expect(staff.filter((change) => change.kind === 'levels.reordered').length).toBeGreaterThan(3);
      expect(staff.length).toBeLessThan(60);
      // Pushed out of the main list and out of the extended one.
      const moves = staff.flatMap((change) => change.data.moves);
      expect(moves.some((move) => move.from <= LIST_CUTOFFS.main && move.to > LIST_CUTOFFS.main)).toBe(true);
      expect(moves.some((move) => move.from <= LIST_CUTOFFS.extended && move.to > LIST_CUTOFFS.extended)).toBe(true);
      const times = changes.map((change) => Date.parse(change.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Math.min(...times)).toBe(year.from);
      expect(Math.max(...times)).toBeLessThanOrEqual(year.to);
      expect(staff.some((change) => Date.parse(change.at) < year.from + HISTORY_SPAN / 3)).toBe(true);
      expect(staff.some((change) => Date.parse(change.at) > year.to - HISTORY_SPAN / 3)).toBe(true);
      // The year ends on the day the demo was loaded, not at a date long gone.
      expect(loadedAt.getTime() - Math.max(...staff.map((change) => Date.parse(change.at)))).toBeLessThan(30 * 86_400_000);
    }
  });

  it('gives a placed level a history of several points and its first victor after its placement', async () => {
    const changes = (await server.get('/api/public/changelog?type=classic&limit=200')).json.changes as ListChange[];
    const placed = changes.find((change) => change.kind === 'level.placed' && change.data.to! <= 20)!;
    const history = await server.get(`/api/public/classic-levels/${placed.data.level!.id}/history`);
    expect(history.status).toBe(200);
    const entries = history.json.changes as { kind: string; at: string; data: { holder?: unknown } }[];
    expect(entries[0]).toMatchObject({ kind: 'level.placed', at: placed.at });
    // The last level moved down at every placement above it: a chart of many points, from where history began.
    const [last] = await server.services.db.select().from(levels).where(eq(levels.type, 'classic')).orderBy(desc(levels.ranking)).limit(1);
    const bottom = (await server.get(`/api/public/classic-levels/${last!.id}/history`)).json.changes as { kind: string }[];
    expect(bottom.length).toBeGreaterThan(5);
    expect(bottom[0]!.kind).toBe('level.baseline');
    const [level] = await server.services.db.select().from(levels).where(eq(levels.id, placed.data.level!.id));
    const victor = entries.find((entry) => entry.data.holder !== undefined);
    if (level!.holderId !== null) {
      expect(victor, 'the first victor is in the history').toBeDefined();
      expect(Date.parse(victor!.at)).toBeGreaterThanOrEqual(Date.parse(placed.at));
      // The first victor its history names is the one the level has today.
      expect(victor!.data.holder as { from: null; to: { id: number } }).toMatchObject({ from: null, to: { id: level!.holderId } });
    }
    const [early] = await queryRows<{ n: number }>(
      server.services.db,
      sql`
      SELECT count(*)::int AS n FROM records r JOIN change_log c ON c.kind = 'level.placed' AND c.type = r.type AND c.data->'level'->>'id' = r.level_id
      WHERE r.created_at < c.at`,
    );
    expect(early!.n, 'records from before their level was placed').toBe(0);
  });

  it('shows an older list on a date in the middle of the year, and refuses a date before it', async () => {
    const today = (await server.get('/api/public/classic-levels/list')).json as { id: string }[];
    const middle = new Date(until.getTime() - HISTORY_SPAN / 2).toISOString();
    const then = await server.get(`/api/public/classic-levels/list?at=${middle}`);
    expect(then.status).toBe(200);
    const past = then.json as { id: string; ranking: number }[];
    expect(past.length).toBeGreaterThan(100);
    expect(past.length).toBeLessThan(today.length);
    expect(past.map((level) => level.id)).not.toEqual(today.map((level) => level.id).slice(0, past.length));
    expect(past.map((level) => level.ranking)).toEqual(past.map((_, index) => index + 1));
    const before = await server.get(
      `/api/public/classic-levels/list?at=${new Date(until.getTime() - HISTORY_SPAN - 86_400_000).toISOString()}`,
    );
    expect(before.status).toBe(404);
  });

  it('adds nothing when loaded again, and still prints the sign-ins', async () => {
    const before = await counts();
    printed = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => {
      printed.push(args.join(' '));
    });
    await loadDemoData(server.services);
    log.mockRestore();
    expect(await counts()).toEqual(before);
    expect(printed.join('\n')).toContain('staff@demo.test');
  });

  it('generates the same rows from the same seed in another database', async () => {
    const handle = await freshDatabase();
    try {
      await generateDataSet(plainWriter(handle), { ...DEMO_OPTIONS, until });
      const snapshot = async (db: typeof handle.db) => ({
        levels: await db
          .select({ id: levels.id, name: levels.name, ranking: levels.ranking, holder: levels.holderId })
          .from(levels)
          .orderBy(asc(levels.type), asc(levels.ranking)),
        players: await db
          .select({ id: players.id, username: players.username, points: players.classicPoints })
          .from(players)
          .orderBy(asc(players.id)),
        records: await db
          .select({
            level: records.levelId,
            player: records.playerId,
            percentage: records.percentage,
            time: records.timeMs,
            at: records.createdAt,
          })
          .from(records)
          .orderBy(asc(records.type), asc(records.levelId), asc(records.playerId)),
      });
      expect(await snapshot(handle.db)).toEqual(await snapshot(server.services.db));
      await expect(generateDataSet(plainWriter(handle), DEMO_OPTIONS)).rejects.toThrow(/without players and levels/);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
