/**
 * Reads of records, shaped for the wire: `player` is the username, a platformer time goes out as
 * `HH:mm:ss.SSS`.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import { formatClock } from '../../shared/duration';
import type { ClassicRecord, PlatformerRecord } from '../../shared/schemas/records';
import type { StaffRecord } from '../../shared/schemas/staff-records';
import type { Queryable } from '../db/database';
import { levels, players, records } from '../db/schema';
import { pageOf, type Page, type PageRequest } from '../db/page';
import { flaggedNow, outForBan } from '../sanctions/queries';

export type WireRecord = ClassicRecord | PlatformerRecord;

const columns = {
  id: records.id,
  level: records.levelId,
  player: players.username,
  link: records.link,
  percentage: records.percentage,
  timeMs: records.timeMs,
  version: records.version,
  createdAt: records.createdAt,
};
type RecordRow = {
  id: number;
  level: string;
  player: string;
  link: string | null;
  percentage: number | null;
  timeMs: number | null;
  version: number;
  createdAt: Date;
};

export function toRecordWire(type: LevelType, row: RecordRow): WireRecord {
  const base = {
    id: row.id,
    level: row.level,
    player: row.player,
    link: row.link,
    version: row.version,
    date: row.createdAt.toISOString(),
  };
  return type === 'classic' ? { ...base, recordPercentage: row.percentage ?? 0 } : { ...base, recordTime: formatClock(row.timeMs ?? 0) };
}

/** A record the public reads show: not one of a banned player's while the ban lasts (sanctions/effects.ts). */
export const shownRecord: SQL = sql`${records.playerId} NOT IN (SELECT ${players.id} FROM ${players} WHERE ${outForBan})`;

function selectRecords(db: Queryable) {
  return db.select(columns).from(records).innerJoin(players, eq(players.id, records.playerId));
}

/**
 * The records of a level as its page lists them: classic puts the first victor's record first, then the
 * highest percentage; platformer the fastest time; ties go to the older record.
 */
export async function levelRecords(db: Queryable, type: LevelType, levelId: string): Promise<WireRecord[]> {
  const order =
    type === 'classic'
      ? [
          sql`CASE WHEN ${records.playerId} = (SELECT ${levels.holderId} FROM ${levels} WHERE ${levels.type} = ${type} AND ${levels.id} = ${levelId}) THEN 0 ELSE 1 END`,
          desc(records.percentage),
        ]
      : [asc(records.timeMs)];
  const rows = await selectRecords(db)
    .where(and(eq(records.type, type), eq(records.levelId, levelId), shownRecord))
    .orderBy(...order, asc(records.createdAt), asc(records.id));
  return rows.map((row) => toRecordWire(type, row));
}

type RecordFilter = PageRequest & { player?: number; level?: string };

const filtered = (type: LevelType, request: RecordFilter, ...more: SQL[]) =>
  and(
    eq(records.type, type),
    request.player === undefined ? undefined : eq(records.playerId, request.player),
    request.level === undefined ? undefined : eq(records.levelId, request.level),
    ...more,
  );
const newest = [desc(records.createdAt), desc(records.id)];

/** Records of a type, newest first, optionally of one player and one level. */
export async function recordPage(db: Queryable, type: LevelType, request: RecordFilter): Promise<Page<WireRecord>> {
  const ofType = filtered(type, request, shownRecord);
  return pageOf(
    request,
    () => db.$count(records, ofType),
    async ({ limit, offset }) =>
      (
        await selectRecords(db)
          .where(ofType)
          .orderBy(...newest)
          .limit(limit)
          .offset(offset)
      ).map((row) => toRecordWire(type, row)),
  );
}

/** The same page for staff: banned players' records too, each with its player's standing now. */
export async function staffRecordPage(db: Queryable, type: LevelType, request: RecordFilter): Promise<Page<StaffRecord>> {
  const ofType = filtered(type, request);
  return pageOf(
    request,
    () => db.$count(records, ofType),
    async ({ limit, offset }) => {
      const rows = await db
        .select({ ...columns, playerBanned: players.banned, playerFlagged: flaggedNow(players.id) })
        .from(records)
        .innerJoin(players, eq(players.id, records.playerId))
        .where(ofType)
        .orderBy(...newest)
        .limit(limit)
        .offset(offset);
      return rows.map(({ playerBanned, playerFlagged, ...row }) => ({ ...toRecordWire(type, row), playerBanned, playerFlagged }));
    },
  );
}

export async function recordById(db: Queryable, type: LevelType, id: number): Promise<WireRecord | null> {
  const [row] = await selectRecords(db).where(and(eq(records.type, type), eq(records.id, id)));
  return row ? toRecordWire(type, row) : null;
}

/** The record of a player (by username) on a level, or null. */
export async function playerRecord(db: Queryable, type: LevelType, levelId: string, username: string): Promise<WireRecord | null> {
  const [row] = await selectRecords(db).where(
    and(eq(records.type, type), eq(records.levelId, levelId), sql`lower(${players.username}) = lower(${username}::text)`),
  );
  return row ? toRecordWire(type, row) : null;
}
