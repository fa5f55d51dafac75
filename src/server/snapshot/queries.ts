/**
 * The public snapshot from five reads, each in the order the per-resource reads use (see
 * src/shared/schemas/snapshot.ts), public columns only, and the log's changes that the
 * offline changelog, histories and list on a date read. They run in one read-only repeatable-read
 * transaction, so a record never names a level or player that another read did not see.
 */
import { asc, max, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import { classicLevelRow, platformerLevelRow, playerRow, recordRow, regionRow, type Snapshot } from '../../shared/schemas/snapshot';
import type { Row } from '../../shared/snapshot/rows';
import { PLAYER_FLAGS, SNAPSHOT_FORMAT, packLink } from '../../shared/snapshot/format';
import type { Database, Tx } from '../db/database';
import { changeLog, levels, players, records, regions } from '../db/schema';
import { toClassicLevel } from '../levels/wire';
import { shownRecord } from '../records/queries';
import { bansOf } from '../sanctions/queries';
import { isHistoryChange, toWireChange } from '../changelog/queries';

type LevelRow = typeof levels.$inferSelect;

const flags = sql<number>`(CASE WHEN ${players.isStaff} THEN ${PLAYER_FLAGS.staff} ELSE 0 END)
  + (CASE WHEN ${players.isActive} THEN ${PLAYER_FLAGS.active} ELSE 0 END)
  + (CASE WHEN ${players.avatar} IS NOT NULL THEN ${PLAYER_FLAGS.avatar} ELSE 0 END)`.mapWith(Number);

function levelFields(row: LevelRow) {
  const { id, name, publisher, difficulty, link, thumbnail, points, ranking, version } = row;
  return { id, name, publisher, difficulty, link, thumbnail, points, ranking, holder: row.holderId, version };
}

function classicLevel(row: LevelRow): Row {
  // The same fallbacks as the classic wire shape (the holder's name is the player row's, in the snapshot).
  const { minPoints, duration, minimumCompletion } = toClassicLevel({ ...row, holderName: null });
  return classicLevelRow.write({ ...levelFields(row), minPoints, duration, minimumCompletion });
}

export function buildSnapshot(db: Database): Promise<Snapshot> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function read(db: Tx): Promise<Snapshot> {
  // One after another: a transaction is one connection. The log's end is read in the same snapshot
  // as the data, so the data holds exactly the changes up to it (db/change-log.ts).
  const [end] = await db.select({ position: max(changeLog.position) }).from(changeLog);
  const regionRows = await db
    .select({ id: regions.id, name: regions.name, version: regions.version })
    .from(regions)
    .orderBy(asc(sql`lower(${regions.name})`), asc(regions.id));
  const playerRows = await db
    .select({
      id: players.id,
      username: players.username,
      regionId: players.regionId,
      classicPoints: players.classicPoints,
      platformerPoints: players.platformerPoints,
      flags,
      dateJoined: players.dateJoined,
      discord: players.discord,
      youtube: players.youtube,
      twitter: players.twitter,
      twitch: players.twitch,
    })
    .from(players)
    .orderBy(asc(sql`lower(${players.username})`), asc(players.id));
  const levelRows = await db.select().from(levels).orderBy(asc(levels.type), asc(levels.ranking), asc(levels.id));
  const recordRows = await db
    .select({
      type: records.type,
      id: records.id,
      levelId: records.levelId,
      playerId: records.playerId,
      percentage: records.percentage,
      timeMs: records.timeMs,
      link: records.link,
      version: records.version,
      createdAt: records.createdAt,
    })
    .from(records)
    .where(shownRecord)
    .orderBy(asc(records.type), asc(records.createdAt), asc(records.id));
  const logRows = await db.select().from(changeLog).where(isHistoryChange).orderBy(asc(changeLog.position));
  const bans = await bansOf(db);

  const ofType = (type: LevelType) => levelRows.filter((row) => row.type === type);
  const recordsOf = (type: LevelType): Row[] => {
    const index = new Map(ofType(type).map((row, at) => [row.id, at]));
    return recordRows
      .filter((row) => row.type === type)
      .map((row) =>
        recordRow.write({
          id: row.id,
          level: index.get(row.levelId)!,
          player: row.playerId,
          value: (type === 'classic' ? row.percentage : row.timeMs) ?? 0,
          link: packLink(row.link),
          version: row.version,
          setAt: row.createdAt.getTime(),
        }),
      );
  };
  return {
    format: SNAPSHOT_FORMAT,
    position: end?.position ?? 0,
    regions: regionRows.map((row) => regionRow.write(row)),
    players: playerRows.map((row) => playerRow.write({ ...row, dateJoined: row.dateJoined.getTime() })),
    classic: { levels: ofType('classic').map(classicLevel), records: recordsOf('classic') },
    platformer: { levels: ofType('platformer').map((row) => platformerLevelRow.write(levelFields(row))), records: recordsOf('platformer') },
    log: logRows.map(toWireChange),
    bans: [...bans].map(([id, until]) => [id, until?.getTime() ?? null]),
  };
}
