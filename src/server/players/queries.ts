/**
 * Player reads. Public answers select only public columns: never the email, the password hash or
 * the avatar bytes (those are read by the avatar route alone); whether there is an avatar is
 * computed in SQL, so the bytes are not loaded for it.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Player, PointsRow } from '../../shared/schemas/players';
import type { OwnProfile } from '../../shared/schemas/own-profile';
import type { Queryable } from '../db/database';
import { players } from '../db/schema';
import { errors } from '../rules/errors';
import { bansOf, inTheLists, standingOf } from '../sanctions/queries';

const hasAvatar = sql<boolean>`${players.avatar} is not null`;

const publicColumns = {
  id: players.id,
  username: players.username,
  regionId: players.regionId,
  classicPoints: players.classicPoints,
  platformerPoints: players.platformerPoints,
  discord: players.discord,
  youtube: players.youtube,
  twitter: players.twitter,
  twitch: players.twitch,
  isStaff: players.isStaff,
  isActive: players.isActive,
  dateJoined: players.dateJoined,
  hasAvatar,
};
type PlayerRow = { [K in Exclude<keyof typeof publicColumns, 'hasAvatar'>]: (typeof players.$inferSelect)[K] } & { hasAvatar: boolean };

const pointsColumns = {
  id: players.id,
  username: players.username,
  classicPoints: players.classicPoints,
  platformerPoints: players.platformerPoints,
  hasAvatar,
};

const byUsername = [asc(sql`lower(${players.username})`), asc(players.id)];

export function toPlayer({ regionId, dateJoined, ...row }: PlayerRow): Player {
  return { ...row, region: regionId, dateJoined: dateJoined.toISOString() };
}

/**
 * The player named by id, or by username in any case, or 404: the one way any resource refers to a
 * player that must exist (a player-keyed read of an unknown player is a 404, never an empty answer).
 */
export async function requirePlayer(db: Queryable, ref: number | string): Promise<{ id: number; username: string }> {
  const where = typeof ref === 'number' ? eq(players.id, ref) : sql`lower(${players.username}) = lower(${ref}::text)`;
  const [row] = await db.select({ id: players.id, username: players.username }).from(players).where(where);
  if (!row) throw errors.notFound('Player');
  return row;
}

export async function listPlayerNames(db: Queryable): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: players.id, username: players.username })
    .from(players)
    .orderBy(...byUsername);
}

export async function listStaffNames(db: Queryable): Promise<{ username: string }[]> {
  return db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.isStaff, true))
    .orderBy(...byUsername);
}

export async function findPlayerByUsername(db: Queryable, username: string): Promise<Player | null> {
  const [row] = await db
    .select({ ...publicColumns, banned: players.banned })
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username}::text)`);
  if (!row) return null;
  const { banned, ...rest } = row;
  const ban = banned ? (await bansOf(db, [row.id])).get(row.id) : undefined;
  return ban === undefined ? toPlayer(rest) : { ...toPlayer(rest), ban: { until: ban?.toISOString() ?? null } };
}

/** The caller's own profile: the public shape plus the email and the sanctions in force. */
export async function findOwnProfile(db: Queryable, id: number): Promise<OwnProfile | null> {
  const [row] = await db
    .select({ ...publicColumns, email: players.email })
    .from(players)
    .where(eq(players.id, id));
  if (!row) return null;
  const { email, ...rest } = row;
  const { ban, flagged } = await standingOf(db, id);
  return { ...toPlayer(rest), email, flagged, ban: ban && { until: ban.until?.toISOString() ?? null } };
}

/** A region's players for the stat viewer; a banned player is out of it while the ban lasts. */
export async function listRegionPlayers(db: Queryable, regionId: number): Promise<PointsRow[]> {
  return db
    .select(pointsColumns)
    .from(players)
    .where(and(eq(players.regionId, regionId), inTheLists))
    .orderBy(desc(players.classicPoints), ...byUsername);
}

const pointsColumn = (type: LevelType) => (type === 'classic' ? players.classicPoints : players.platformerPoints);

/** Players with points in the mode, best first; ties by username. */
export async function leaderboard(db: Queryable, type: LevelType): Promise<PointsRow[]> {
  const column = pointsColumn(type);
  return db
    .select(pointsColumns)
    .from(players)
    .where(gt(column, 0))
    .orderBy(desc(column), ...byUsername);
}

/**
 * One slice of the leaderboard, in its order, with the length of the whole: one statement, so the
 * count and the rows are of the same moment. A slice past the end has no row to carry the count,
 * so then it is counted on its own.
 */
export async function leaderboardSlice(
  db: Queryable,
  type: LevelType,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: PointsRow[]; total: number }> {
  const column = pointsColumn(type);
  const found = await db
    .select({ ...pointsColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(players)
    .where(gt(column, 0))
    .orderBy(desc(column), ...byUsername)
    .limit(limit)
    .offset(offset);
  const total = found[0]?.total ?? (await db.$count(players, gt(column, 0)));
  return { rows: found.map(({ total: _, ...row }) => row), total };
}

export async function findAvatar(db: Queryable, id: number): Promise<{ bytes: Uint8Array<ArrayBuffer>; etag: string } | null> {
  const [row] = await db.select({ bytes: players.avatar, etag: players.avatarEtag }).from(players).where(eq(players.id, id));
  // A copy: drivers may hand back a view into a shared buffer.
  return row?.bytes && row.etag ? { bytes: new Uint8Array(row.bytes), etag: row.etag } : null;
}
