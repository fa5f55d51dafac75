/**
 * The change log's entries for changes to a player's record on a level (db/change-log.ts), whoever
 * made them: a staff member's create, edit or removal, or a submission's approval and its undoing.
 * The record and the level's first victor (classic) or record holder (platformer) are read before
 * and after the change (one query each), in its transaction, so the entry says what the record was and became and
 * whom the level's holder passed from and to. A change that changed nothing (not even the record's
 * version) logs nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LevelType } from '../../shared/constants';
import type { Log, LogEntry } from '../db/change-log';
import type { Tx } from '../db/database';
import { levels, players, records } from '../db/schema';
import { isBetter } from './value';

export type RecordChangeKind = 'record.added' | 'record.improved' | 'record.edited' | 'record.removed';

type Named = { id: number; name: string };
export type StoredRecord = {
  id: number;
  percentage: number | null;
  timeMs: number | null;
  link: string | null;
  version: number;
  createdAt: Date;
};

/** A record change's before or after: the level's and player's names, the record, and the level's holder. */
export type RecordState = { level: string | null; player: string | null; record: StoredRecord | null; holder: Named | null };

const holders = alias(players, 'holder');

/** In one read: the level's name, the player's, their record on it, and the level's first victor or record holder. */
async function stateOf(tx: Tx, type: LevelType, levelId: string, playerId: number): Promise<RecordState> {
  const [row] = await tx
    .select({
      level: levels.name,
      holderId: holders.id,
      holderName: holders.username,
      player: sql<string | null>`(SELECT ${players.username} FROM ${players} WHERE ${players.id} = ${playerId})`,
      id: records.id,
      percentage: records.percentage,
      timeMs: records.timeMs,
      link: records.link,
      version: records.version,
      createdAt: records.createdAt,
    })
    .from(levels)
    .leftJoin(holders, eq(holders.id, levels.holderId))
    .leftJoin(records, and(eq(records.type, levels.type), eq(records.levelId, levels.id), eq(records.playerId, playerId)))
    .where(and(eq(levels.type, type), eq(levels.id, levelId)));
  if (!row) return { level: null, player: null, record: null, holder: null };
  const { id, percentage, timeMs, link, version, createdAt } = row;
  return {
    level: row.level,
    player: row.player,
    record: id === null || version === null || createdAt === null ? null : { id, percentage, timeMs, link, version, createdAt },
    holder: row.holderId === null || row.holderName === null ? null : { id: row.holderId, name: row.holderName },
  };
}

function kindOf(before: StoredRecord | null, after: StoredRecord | null): RecordChangeKind | null {
  if (!before) return after ? 'record.added' : null;
  if (!after) return 'record.removed';
  if (isBetter(after, before)) return 'record.improved';
  const same =
    before.percentage === after.percentage &&
    before.timeMs === after.timeMs &&
    before.link === after.link &&
    before.createdAt.getTime() === after.createdAt.getTime() &&
    before.version === after.version;
  return same ? null : 'record.edited';
}

const valueOf = (record: StoredRecord | null) =>
  record
    ? {
        percentage: record.percentage,
        timeMs: record.timeMs,
        link: record.link,
        date: record.createdAt.toISOString(),
        version: record.version,
      }
    : null;

/**
 * Runs a change to the record of `playerId` on level `levelId` and logs what it did; `submission`
 * names the submission whose approval (or its undoing) made it.
 */
export async function logRecordChange<T>(
  tx: Tx,
  log: Log,
  type: LevelType,
  target: { levelId: string; playerId: number; submission?: number },
  run: () => Promise<T>,
): Promise<T> {
  const before = await stateOf(tx, type, target.levelId, target.playerId);
  const result = await run();
  const entry = recordEntry(type, target, before, await stateOf(tx, type, target.levelId, target.playerId));
  if (entry) log.add(entry);
  return result;
}

/** The entry of a change to the record of `playerId` on `levelId`, from its before and after; none when it changed nothing. */
export function recordEntry(
  type: LevelType,
  target: { levelId: string; playerId: number; submission?: number },
  before: RecordState,
  after: RecordState,
): LogEntry | null {
  const { levelId, playerId } = target;
  const kind = kindOf(before.record, after.record);
  if (!kind) return null;
  const [holderBefore, holderAfter] = [before.holder, after.holder];
  const holderChanged = holderBefore?.id !== holderAfter?.id;
  const holders = holderChanged
    ? [holderBefore, holderAfter].flatMap((holder) => (holder && holder.id !== playerId ? [holder.id] : []))
    : [];
  return {
    kind,
    type,
    subjects: [`level:${type}:${levelId}`, `player:${playerId}`, ...holders.map((id) => `player:${id}`)],
    data: {
      level: { id: levelId, name: after.level ?? before.level ?? levelId },
      player: { id: playerId, name: after.player ?? before.player ?? String(playerId) },
      record: (after.record ?? before.record)!.id,
      from: valueOf(before.record),
      to: valueOf(after.record),
      ...(holderChanged ? { holder: { from: holderBefore, to: holderAfter } } : {}),
      ...(target.submission !== undefined ? { submission: target.submission } : {}),
    },
  };
}
