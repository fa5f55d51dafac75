/**
 * Reads of the levels resource. A level is "completed" by a player when they hold a classic
 * record at 100 % or any platformer record; tiers are derived from the current ranking with the
 * shared rule (src/shared/points.ts), never from stored values.
 */
import { and, asc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { LevelType, ListType } from '../../shared/constants';
import { tierOf, tierRange } from '../../shared/points';
import type { LevelCounts, LevelName } from '../../shared/schemas/levels';
import type { Queryable } from '../db/database';
import { levels, players, records } from '../db/schema';
import { shownRecord } from '../records/queries';
import { errors } from '../rules/errors';
import type { LevelView } from './wire';

/** Levels with their holder's username (the first victor of a classic level, the record holder of a platformer one). */
const levelViews = (db: Queryable) =>
  db
    .select({ ...getTableColumns(levels), holderName: players.username })
    .from(levels)
    .leftJoin(players, eq(players.id, levels.holderId));

export async function listLevels(db: Queryable, type: LevelType, tier?: ListType): Promise<LevelView[]> {
  const conditions: SQL[] = [eq(levels.type, type)];
  if (tier) {
    const { first, last } = tierRange(tier);
    conditions.push(gte(levels.ranking, first));
    if (last !== null) conditions.push(lte(levels.ranking, last));
  }
  return levelViews(db)
    .where(and(...conditions))
    .orderBy(asc(levels.ranking), asc(levels.id));
}

export async function findLevel(db: Queryable, type: LevelType, id: string): Promise<LevelView | undefined> {
  const [row] = await levelViews(db).where(and(eq(levels.type, type), eq(levels.id, id)));
  return row;
}

/** The level, or 404: the one way any resource refers to a level that must exist. */
export async function requireLevel(db: Queryable, type: LevelType, id: string): Promise<LevelView> {
  const row = await findLevel(db, type, id);
  if (!row) throw errors.notFound('Level');
  return row;
}

/** The levels a player completed, best (lowest) ranking first. */
export async function completedLevels(
  db: Queryable,
  type: LevelType,
  playerId: number,
): Promise<{ id: string; name: string; ranking: number }[]> {
  const completed = type === 'classic' ? sql`${records.percentage} >= 100` : sql`true`;
  return db
    .select({ id: levels.id, name: levels.name, ranking: levels.ranking })
    .from(records)
    .innerJoin(levels, and(eq(levels.type, records.type), eq(levels.id, records.levelId)))
    .where(and(eq(records.type, type), eq(records.playerId, playerId), completed, shownRecord))
    .orderBy(asc(levels.ranking), asc(levels.id));
}

export async function levelCounts(db: Queryable, type: LevelType, playerId: number): Promise<LevelCounts> {
  const counts: LevelCounts = { main: 0, extended: 0, legacy: 0 };
  for (const level of await completedLevels(db, type, playerId)) counts[tierOf(level.ranking)] += 1;
  return counts;
}

export async function hardestLevel(db: Queryable, type: LevelType, playerId: number): Promise<LevelName | null> {
  const [first] = await completedLevels(db, type, playerId);
  return first ? { id: first.id, name: first.name } : null;
}

/** Levels whose first victor (classic) or record holder (platformer) is the player, by ranking. */
export async function heldLevels(db: Queryable, type: LevelType, playerId: number): Promise<LevelName[]> {
  return db
    .select({ id: levels.id, name: levels.name })
    .from(levels)
    .where(and(eq(levels.type, type), eq(levels.holderId, playerId)))
    .orderBy(asc(levels.ranking), asc(levels.id));
}
