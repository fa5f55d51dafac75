/**
 * Staff changes to a level list. Rankings of a type stay 1..N without gaps: create inserts and
 * pushes the levels below down, an update that moves a level shifts the ones in between, delete
 * closes the gap. Each change ends with afterRankingChange, in the same transaction, so level and
 * player points are never seen half-updated.
 */
import { and, count, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Tx } from '../db/database';
import { levels } from '../db/schema';
import { errors } from '../http/errors';
import { afterRankingChange, closeRankingGaps, recomputeHolders } from '../scoring/recompute';
import { holderField, type LevelInput } from './input';
import { findLevel, getLevel, playerExists } from './queries';
import type { LevelRow } from './wire';

/** Serialises ranking changes of one type, so two concurrent inserts cannot take the same place. */
export async function lockRankings(tx: Tx, type: LevelType): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`levels:${type}`}))`);
}

async function levelCount(tx: Tx, type: LevelType): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(levels).where(eq(levels.type, type));
  return Number(row?.n ?? 0);
}

async function checkHolder(tx: Tx, type: LevelType, holder: number | null | undefined): Promise<void> {
  if (typeof holder === 'number' && !(await playerExists(tx, holder))) {
    throw errors.badRequest(`No player has the id ${holder}.`, holderField(type));
  }
}

function fields(input: LevelInput) {
  return {
    name: input.name, publisher: input.publisher, difficulty: input.difficulty, link: input.link,
    thumbnail: input.thumbnail, duration: input.duration, minimumCompletion: input.minimumCompletion,
  };
}

export async function createLevel(tx: Tx, type: LevelType, input: LevelInput & { id: string }): Promise<LevelRow> {
  await lockRankings(tx, type);
  if (await findLevel(tx, type, input.id)) {
    throw errors.conflict('level_exists', `A ${type} level with the id ${input.id} already exists.`, 'id');
  }
  await checkHolder(tx, type, input.holder);
  const end = (await levelCount(tx, type)) + 1;
  const ranking = Math.min(input.ranking ?? end, end);
  await tx.update(levels).set({ ranking: sql`${levels.ranking} + 1` })
    .where(and(eq(levels.type, type), gte(levels.ranking, ranking)));
  const holder = input.holder ?? null;
  await tx.insert(levels).values({ type, id: input.id, ...fields(input), ranking, holderId: holder, holderManual: holder !== null });
  await afterRankingChange(tx, type);
  return getLevel(tx, type, input.id);
}

/** Moves the levels between a level's old and new place by one so the list stays 1..N. */
async function makeRoom(tx: Tx, type: LevelType, from: number, to: number): Promise<void> {
  if (to < from) {
    await tx.update(levels).set({ ranking: sql`${levels.ranking} + 1` })
      .where(and(eq(levels.type, type), gte(levels.ranking, to), lt(levels.ranking, from)));
  } else if (to > from) {
    await tx.update(levels).set({ ranking: sql`${levels.ranking} - 1` })
      .where(and(eq(levels.type, type), gt(levels.ranking, from), lte(levels.ranking, to)));
  }
}

export async function updateLevel(tx: Tx, type: LevelType, id: string, input: LevelInput): Promise<LevelRow> {
  if (input.id !== undefined && input.id !== id) {
    throw errors.badRequest(`The id of a level cannot change (the path names ${id}, the body ${input.id}).`, 'id');
  }
  await lockRankings(tx, type);
  const current = await getLevel(tx, type, id);
  await checkHolder(tx, type, input.holder);
  const ranking = input.ranking === undefined ? current.ranking : Math.min(input.ranking, await levelCount(tx, type));
  await makeRoom(tx, type, current.ranking, ranking);
  const holder = input.holder === undefined ? {} : { holderId: input.holder, holderManual: input.holder !== null };
  await tx.update(levels).set({ ...fields(input), ranking, ...holder })
    .where(and(eq(levels.type, type), eq(levels.id, id)));
  if (input.holder === null) await recomputeHolders(tx, type, [id]);
  // Also covers a new minimumCompletion, which moves classic points without moving rankings.
  await afterRankingChange(tx, type);
  return getLevel(tx, type, id);
}

/** Deletes a level; its records and submissions go with it through the foreign keys. */
export async function deleteLevel(tx: Tx, type: LevelType, id: string): Promise<void> {
  await lockRankings(tx, type);
  await getLevel(tx, type, id);
  await tx.delete(levels).where(and(eq(levels.type, type), eq(levels.id, id)));
  await closeRankingGaps(tx, type);
  await afterRankingChange(tx, type);
}
