/**
 * What previews read: a level's card, a player's card (their standing in each mode as the
 * leaderboard places them) and the few facts of the list pages. Names are made plain here
 * (plain-text.ts), once, for the tags and the cards alike.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LevelType, ListType } from '../../shared/constants';
import { changelogPage } from '../changelog/queries';
import type { Queryable } from '../db/database';
import { players, regions } from '../db/schema';
import { findLevel, listLevels } from '../levels/queries';
import type { LevelView } from '../levels/wire';
import { findAvatar, leaderboardSlice } from '../players/queries';
import { findRegionWithTotals, listRegions } from '../regions/queries';
import { plainName } from './plain-text';
import type { Standing } from './texts/en';

/** What a level's card shows. */
export type LevelCard = {
  type: LevelType;
  id: string;
  ranking: number;
  name: string;
  points: number;
  holder: string | null;
  publisher: string;
};

/** What a player's card shows; `avatar` is its ETag, and the picture is read only to draw it. */
export type PlayerCard = {
  id: number;
  name: string;
  region: string | null;
  classic: Standing;
  platformer: Standing;
  avatar: string | null;
};

/** How many the previews name of a list, a leaderboard or the regions. */
export const TOP = 3;

export function toLevelCard(type: LevelType, level: LevelView): LevelCard {
  const { ranking, points } = level;
  return {
    type,
    id: level.id,
    ranking,
    points,
    name: plainName(level.name),
    holder: level.holderName && plainName(level.holderName),
    publisher: plainName(level.publisher),
  };
}

export async function levelCard(db: Queryable, type: LevelType, id: string): Promise<LevelCard | null> {
  const level = await findLevel(db, type, id);
  return level ? toLevelCard(type, level) : null;
}

const before = alias(players, 'before');
const ranked = alias(players, 'ranked');
type PointsColumn = 'classicPoints' | 'platformerPoints';

/** The players the leaderboard puts before this one: more points, or as many and first by name, then by id. */
const aheadOf = (column: PointsColumn) =>
  sql<number>`(SELECT count(*) FROM ${players} ${before} WHERE ${before[column]} > ${players[column]}
  OR (${before[column]} = ${players[column]} AND (lower(${before.username}) < lower(${players.username})
    OR (lower(${before.username}) = lower(${players.username}) AND ${before.id} < ${players.id}))))`.mapWith(Number);
const rankedCount = (column: PointsColumn) =>
  sql<number>`(SELECT count(*) FROM ${players} ${ranked} WHERE ${ranked[column]} > 0)`.mapWith(Number);

const standing = (points: number, ahead: number, of: number): Standing => (points > 0 ? { rank: ahead + 1, of, points } : null);

/** A player by id or by username in any case, as their card shows them; null for nobody. */
export async function playerCard(db: Queryable, ref: { id: number } | { username: string }): Promise<PlayerCard | null> {
  const where: SQL = 'id' in ref ? eq(players.id, ref.id) : sql`lower(${players.username}) = lower(${ref.username}::text)`;
  const [row] = await db
    .select({
      id: players.id,
      username: players.username,
      region: regions.name,
      avatar: players.avatarEtag,
      classicPoints: players.classicPoints,
      platformerPoints: players.platformerPoints,
      classicAhead: aheadOf('classicPoints'),
      platformerAhead: aheadOf('platformerPoints'),
      classicRanked: rankedCount('classicPoints'),
      platformerRanked: rankedCount('platformerPoints'),
    })
    .from(players)
    .leftJoin(regions, eq(regions.id, players.regionId))
    .where(where);
  if (!row) return null;
  return {
    id: row.id,
    name: plainName(row.username),
    region: row.region && plainName(row.region),
    avatar: row.avatar,
    classic: standing(row.classicPoints, row.classicAhead, row.classicRanked),
    platformer: standing(row.platformerPoints, row.platformerAhead, row.platformerRanked),
  };
}

/** A player's avatar, for drawing their card. */
export const avatarOf = async (db: Queryable, id: number) => (await findAvatar(db, id))?.bytes ?? null;

/** A list's length and its first levels. */
export async function listTop(
  db: Queryable,
  type: LevelType,
  list: ListType,
): Promise<{ top: { ranking: number; name: string }[]; count: number }> {
  const levels = await listLevels(db, type, list);
  return { top: levels.slice(0, TOP).map((level) => ({ ranking: level.ranking, name: plainName(level.name) })), count: levels.length };
}

export async function leaderboardTop(db: Queryable, type: LevelType): Promise<{ top: { name: string; points: number }[]; count: number }> {
  const { rows, total } = await leaderboardSlice(db, type, { limit: TOP, offset: 0 });
  const column: PointsColumn = type === 'classic' ? 'classicPoints' : 'platformerPoints';
  return { top: rows.map((row) => ({ name: plainName(row.username), points: row[column] })), count: total };
}

/** The regions with the most classic points, or one region's totals. */
export async function regionsTop(db: Queryable): Promise<{ top: { name: string; points: number }[]; count: number }> {
  const all = await listRegions(db);
  const top = [...all].sort((a, b) => b.classicPoints - a.classicPoints).slice(0, TOP);
  return { top: top.map((region) => ({ name: plainName(region.name), points: region.classicPoints })), count: all.length };
}

export async function regionTotals(db: Queryable, id: number): Promise<{ name: string; classic: number; platformer: number } | null> {
  const region = await findRegionWithTotals(db, id);
  return region && { name: plainName(region.name), classic: region.classicPoints, platformer: region.platformerPoints };
}

/** When the lists (of one mode) last changed. */
export async function latestChange(db: Queryable, type: LevelType | undefined): Promise<Date | null> {
  const { changes } = await changelogPage(db, { type, limit: 1 });
  return changes[0] ? new Date(changes[0].at) : null;
}
