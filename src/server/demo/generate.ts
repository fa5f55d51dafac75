/**
 * Writes a planned data set into an empty database in one transaction: bulk inserts in chunks, then
 * the derived values (level points, holders, player points) through the same recomputation the API
 * uses, so the demo can never disagree with what a later write would compute.
 */
import { count, sql } from 'drizzle-orm';
import { LEVEL_TYPES } from '../../shared/constants';
import { levelPoints } from '../../shared/points';
import { hashPassword } from '../auth/passwords';
import type { Queryable, Tx } from '../db/database';
import { levels, players, records, regions, submissions } from '../db/schema';
import { write } from '../db/write';
import type { Writer } from '../db/write';
import { afterRankingChange, recomputeHolders } from '../scoring/recompute';
import { bulkInsert } from '../db/bulk-insert';
import { planDataSet } from './plan';
import type { DataSetOptions, DataSetPlan } from './plan-types';
import { addMissingBaselines } from '../levels/history';
import { logPlannedHistory } from './log-history';

export type DataSetSummary = { regions: number; levels: number; players: number; records: number; submissions: number };

/** Region ids by plan index; regions of the same name that already exist are reused. */
async function insertRegions(tx: Tx, names: readonly string[]): Promise<number[]> {
  if (names.length > 0)
    await tx
      .insert(regions)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
  const rows = await tx.select().from(regions);
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  return names.map((name) => byName.get(name.toLowerCase())!);
}

async function insertPlan(tx: Tx, plan: DataSetPlan, hashes: (string | null)[]): Promise<void> {
  const regionIds = await insertRegions(tx, plan.regions);
  // Explicit ids (1..N in plan order) let records refer to players without reading them back.
  const playerRows = plan.players.map(({ password: _password, region, ...player }, index) => ({
    ...player,
    id: index + 1,
    passwordHash: hashes[index] ?? null,
    regionId: region === null ? null : regionIds[region]!,
  }));
  await bulkInsert(tx, players, playerRows);
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('players', 'id'), GREATEST(${plan.players.length}, 1), ${plan.players.length > 0})`,
  );

  const levelRows = plan.levels.map((level) => ({ ...level, ...levelPoints(level.ranking) }));
  await bulkInsert(tx, levels, levelRows);

  // Explicit ids here too: the history's record changes name them (log-history.ts).
  const recordRows = plan.records.map(({ player, ...record }, index) => ({ ...record, id: index + 1, playerId: player + 1 }));
  await bulkInsert(tx, records, recordRows);
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('records', 'id'), GREATEST(${plan.records.length}, 1), ${plan.records.length > 0})`,
  );

  const submissionRows = plan.submissions.map(({ player, ...submission }) => ({ ...submission, playerId: player + 1 }));
  await bulkInsert(tx, submissions, submissionRows);

  // Planner statistics for the bulk-loaded rows, so the recomputation below is not planned blind.
  // Only these tables: a bare ANALYZE also goes through every system catalog, several times slower.
  await tx.execute(sql`ANALYZE regions, players, levels, records, submissions`);
  for (const type of LEVEL_TYPES) {
    await recomputeHolders(tx, type);
    await afterRankingChange(tx, type);
  }
}

/** True when there are no players and no levels yet: the only state a data set is generated into. */
export async function isEmptyDatabase(db: Queryable): Promise<boolean> {
  const [playerCount] = await db.select({ n: count() }).from(players);
  const [levelCount] = await db.select({ n: count() }).from(levels);
  return playerCount!.n === 0 && levelCount!.n === 0;
}

export async function generateDataSet(services: Writer, options: DataSetOptions): Promise<DataSetSummary> {
  const plan = planDataSet(options);
  // Hashing is slow on purpose: do it before the transaction, not while holding it.
  const hashes = await Promise.all(plan.players.map((player) => (player.password ? hashPassword(player.password) : null)));
  await write(services, async (tx, log) => {
    if (!(await isEmptyDatabase(tx))) throw new Error('A data set is generated only into a database without players and levels.');
    await insertPlan(tx, plan, hashes);
    // The log begins with the planned year before the data set's "now", or else where it is loaded.
    if (plan.history) await logPlannedHistory(tx, log, plan);
    else await addMissingBaselines(tx, log);
  });
  return {
    regions: plan.regions.length,
    levels: plan.levels.length,
    players: plan.players.length,
    records: plan.records.length,
    submissions: plan.submissions.length,
  };
}
