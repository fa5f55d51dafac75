/**
 * The change log's entries for changes to a player's record on a level (db/change-log.ts), whoever
 * made them: a staff member's create, edit or removal, or a submission's approval and its undoing.
 * The record and the level's first victor (classic) or record holder (platformer) are read before
 * and after the change, in its transaction, so the entry says what the record was and became and
 * whom the level's holder passed from and to. A change that changed nothing (not even the record's
 * version) logs nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { levels, players, records } from '../db/schema';
import { isBetter } from './value';

export type RecordChangeKind = 'record.added' | 'record.improved' | 'record.edited' | 'record.removed';

type Named = { id: number; name: string };
type StoredRecord = { id: number; percentage: number | null; timeMs: number | null; link: string | null; version: number; createdAt: Date };

async function storedRecord(tx: Tx, type: LevelType, levelId: string, playerId: number): Promise<StoredRecord | null> {
  const [row] = await tx.select({
    id: records.id, percentage: records.percentage, timeMs: records.timeMs, link: records.link, version: records.version, createdAt: records.createdAt,
  }).from(records)
    .where(and(eq(records.type, type), eq(records.levelId, levelId), eq(records.playerId, playerId)));
  return row ?? null;
}

async function holderOf(tx: Tx, type: LevelType, levelId: string): Promise<Named | null> {
  const [row] = await tx.select({ id: players.id, name: players.username }).from(levels)
    .innerJoin(players, eq(players.id, levels.holderId))
    .where(and(eq(levels.type, type), eq(levels.id, levelId)));
  return row ?? null;
}

function kindOf(before: StoredRecord | null, after: StoredRecord | null): RecordChangeKind | null {
  if (!before) return after ? 'record.added' : null;
  if (!after) return 'record.removed';
  if (isBetter(after, before)) return 'record.improved';
  const same = before.percentage === after.percentage && before.timeMs === after.timeMs && before.link === after.link
    && before.createdAt.getTime() === after.createdAt.getTime() && before.version === after.version;
  return same ? null : 'record.edited';
}

const valueOf = (record: StoredRecord | null) => (record
  ? { percentage: record.percentage, timeMs: record.timeMs, link: record.link, date: record.createdAt.toISOString(), version: record.version }
  : null);

/**
 * Runs a change to the record of `playerId` on level `levelId` and logs what it did; `submission`
 * names the submission whose approval (or its undoing) made it.
 */
export async function logRecordChange<T>(
  tx: Tx, log: Log, type: LevelType, target: { levelId: string; playerId: number; submission?: number }, run: () => Promise<T>,
): Promise<T> {
  const { levelId, playerId } = target;
  const before = await storedRecord(tx, type, levelId, playerId);
  const holderBefore = await holderOf(tx, type, levelId);
  const result = await run();
  const after = await storedRecord(tx, type, levelId, playerId);
  const kind = kindOf(before, after);
  if (!kind) return result;
  const holderAfter = await holderOf(tx, type, levelId);
  const [level] = await tx.select({ name: levels.name }).from(levels).where(and(eq(levels.type, type), eq(levels.id, levelId)));
  const [player] = await tx.select({ name: players.username }).from(players).where(eq(players.id, playerId));
  const holderChanged = holderBefore?.id !== holderAfter?.id;
  const holders = holderChanged ? [holderBefore, holderAfter].flatMap((holder) => (holder && holder.id !== playerId ? [holder.id] : [])) : [];
  log.add({
    kind, type,
    subjects: [`level:${type}:${levelId}`, `player:${playerId}`, ...holders.map((id) => `player:${id}`)],
    data: {
      level: { id: levelId, name: level?.name ?? levelId },
      player: { id: playerId, name: player?.name ?? String(playerId) },
      record: (after ?? before)!.id,
      from: valueOf(before),
      to: valueOf(after),
      ...(holderChanged ? { holder: { from: holderBefore, to: holderAfter } } : {}),
      ...(target.submission !== undefined ? { submission: target.submission } : {}),
    },
  });
  return result;
}
