/**
 * Staff changes to a level list. Rankings of a type stay 1..N without gaps: create inserts and
 * pushes the levels below down, an update that moves a level shifts the ones in between, delete
 * closes the gap. Each change ends with afterRankingChange, in the same transaction, so level and
 * player points are never seen half-updated.
 *
 * The holder (classic first victor, platformer record holder) follows the records unless staff pin
 * a player. A holder given at create is a staff choice and pins. Update: the 2024 edit form always
 * sends the current holder back, so sending the holder the level already has changes nothing (an
 * automatic holder stays automatic, a pinned one stays pinned); another player id pins that player;
 * null hands the level back to its records (automatic, recomputed), also when it was automatic
 * already; leaving the field out changes nothing.
 */
import { and, count, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Tx } from '../db/database';
import { levels } from '../db/schema';
import { errors } from '../rules/errors';
import { afterRankingChange, closeRankingGaps, recomputeHolders } from '../scoring/recompute';
import { holderField } from '../../shared/schemas/input/levels';
import type { LevelInput } from './input';
import { requirePlayer } from '../players/queries';
import { guardVersion } from '../rules/versions';
import { findLevel, requireLevel } from './queries';
import { toWireLevel, type LevelRow, type LevelView } from './wire';

/** Serialises ranking changes of one type, so two concurrent inserts cannot take the same place. */
export async function lockRankings(tx: Tx, type: LevelType): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`levels:${type}`}))`);
}

async function levelCount(tx: Tx, type: LevelType): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(levels).where(eq(levels.type, type));
  return Number(row?.n ?? 0);
}

async function checkHolder(tx: Tx, type: LevelType, holder: number | null | undefined): Promise<void> {
  if (typeof holder !== 'number') return;
  await requirePlayer(tx, holder).catch(() => {
    throw errors.unknownReference(holderField(type), `No player has the id ${holder}.`);
  });
}

function fields(input: LevelInput) {
  return {
    name: input.name,
    publisher: input.publisher,
    difficulty: input.difficulty,
    link: input.link,
    thumbnail: input.thumbnail,
    duration: input.duration,
    minimumCompletion: input.minimumCompletion,
  };
}

export async function createLevel(tx: Tx, type: LevelType, input: LevelInput & { id: string }): Promise<LevelView> {
  await lockRankings(tx, type);
  if (await findLevel(tx, type, input.id)) {
    throw errors.levelExists();
  }
  await checkHolder(tx, type, input.holder);
  const end = (await levelCount(tx, type)) + 1;
  const ranking = Math.min(input.ranking ?? end, end);
  await tx
    .update(levels)
    .set({ ranking: sql`${levels.ranking} + 1` })
    .where(and(eq(levels.type, type), gte(levels.ranking, ranking)));
  const holder = input.holder ?? null;
  await tx
    .insert(levels)
    .values({ type, id: input.id, ...fields(input), ranking, holderId: holder, holderManual: holder !== null, manualHolderId: holder });
  await afterRankingChange(tx, type);
  return requireLevel(tx, type, input.id);
}

/** Moves the levels between a level's old and new place by one so the list stays 1..N. */
async function makeRoom(tx: Tx, type: LevelType, from: number, to: number): Promise<void> {
  if (to < from) {
    await tx
      .update(levels)
      .set({ ranking: sql`${levels.ranking} + 1` })
      .where(and(eq(levels.type, type), gte(levels.ranking, to), lt(levels.ranking, from)));
  } else if (to > from) {
    await tx
      .update(levels)
      .set({ ranking: sql`${levels.ranking} - 1` })
      .where(and(eq(levels.type, type), gt(levels.ranking, from), lte(levels.ranking, to)));
  }
}

/** The holder columns an update writes (see the header): nothing, a pin, or back to automatic. */
function holderChange(
  current: LevelRow,
  holder: number | null | undefined,
): Partial<Pick<LevelRow, 'holderId' | 'holderManual' | 'manualHolderId'>> {
  if (holder === null) return { holderManual: false, manualHolderId: null };
  if (holder === undefined || holder === current.holderId) return {};
  return { holderId: holder, holderManual: true, manualHolderId: holder };
}

/** Refuses with 412 when the level's fields changed since the version the staff member saw. */
const guardLevel = (type: LevelType, current: LevelView, expected: string | null) =>
  guardVersion(expected, current.version, 'This level', () => toWireLevel(type, current));

export async function updateLevel(
  tx: Tx,
  type: LevelType,
  id: string,
  input: LevelInput,
  expected: string | null = null,
): Promise<LevelView> {
  if (input.id !== undefined && input.id !== id) {
    throw errors.immutableField('id', `The id of a level cannot change (the path names ${id}, the body ${input.id}).`);
  }
  await lockRankings(tx, type);
  const current = await requireLevel(tx, type, id);
  await guardLevel(type, current, expected);
  await checkHolder(tx, type, input.holder);
  const ranking = input.ranking === undefined ? current.ranking : Math.min(input.ranking, await levelCount(tx, type));
  await makeRoom(tx, type, current.ranking, ranking);
  await tx
    .update(levels)
    .set({ ...fields(input), ranking, ...holderChange(current, input.holder), version: sql`${levels.version} + 1` })
    .where(and(eq(levels.type, type), eq(levels.id, id)));
  if (input.holder === null) await recomputeHolders(tx, type, [id]);
  // Also covers a new minimumCompletion, which moves classic points without moving rankings.
  await afterRankingChange(tx, type);
  return requireLevel(tx, type, id);
}

/** Deletes a level; its records and submissions go with it through the foreign keys. */
export async function deleteLevel(tx: Tx, type: LevelType, id: string, expected: string | null = null): Promise<void> {
  await lockRankings(tx, type);
  await guardLevel(type, await requireLevel(tx, type, id), expected);
  await tx.delete(levels).where(and(eq(levels.type, type), eq(levels.id, id)));
  await closeRankingGaps(tx, type);
  await afterRankingChange(tx, type);
}
