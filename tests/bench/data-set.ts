/** The benchmark's large data set, built with the demo generator, and the ids the load tests use. */
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database';
import { levels, players, records } from '../../src/server/db/schema';
import { generateDataSet } from '../../src/server/demo/generate';
import type { DataSetOptions } from '../../src/server/demo/plan-types';
import { MOROCCAN_REGIONS } from '../../src/server/demo/vocabulary';
import { plainWriter } from '../../src/server/db/write';
import { LIST_CUTOFFS } from '../../src/shared/constants';

export const BENCH_OPTIONS: DataSetOptions = {
  seed: 1,
  regions: MOROCCAN_REGIONS.map((region) => region.name),
  classicLevels: 1_000,
  platformerLevels: 300,
  players: 20_000,
  records: 200_000,
  submissions: 5_000,
  // Player 1: the staff member whose token drives the reorder.
  accounts: [{ username: 'BenchStaff', email: 'staff@bench.test', password: null, isStaff: true, isActive: true }],
};
export const BENCH_STAFF_ID = 1;

export type Picks = {
  /** The main classic level with the most records. */
  mainLevelId: string;
  /** The player with the most records. */
  username: string;
  /** Classic level ids by ranking. */
  classicOrder: string[];
};

export async function buildDataSet(target: { dataDir: string } | { databaseUrl: string }): Promise<{ ms: number; picks: Picks }> {
  const handle = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: '' } : { dataDir: target.dataDir },
  );
  try {
    const started = performance.now();
    await generateDataSet(plainWriter(handle), BENCH_OPTIONS);
    const ms = performance.now() - started;
    const { db } = handle;
    const [level] = await db
      .select({ id: records.levelId, n: count() })
      .from(records)
      .innerJoin(levels, and(eq(levels.type, records.type), eq(levels.id, records.levelId)))
      .where(and(eq(records.type, 'classic'), lte(levels.ranking, LIST_CUTOFFS.main)))
      .groupBy(records.levelId)
      .orderBy(desc(count()), asc(records.levelId))
      .limit(1);
    const [player] = await db
      .select({ username: players.username })
      .from(players)
      .orderBy(desc(sql`(SELECT count(*) FROM records r WHERE r.player_id = ${players.id})`), asc(players.id))
      .limit(1);
    const order = await db.select({ id: levels.id }).from(levels).where(eq(levels.type, 'classic')).orderBy(asc(levels.ranking));
    return { ms, picks: { mainLevelId: level!.id, username: player!.username, classicOrder: order.map((row) => row.id) } };
  } finally {
    await handle.close();
  }
}
