/**
 * Staff changes to records. Everything is checked before anything is written, and each change
 * recomputes the level's first victor / record holder and the player's points in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { records } from '../db/schema';
import { errors } from '../rules/errors';
import { guardVersion } from '../rules/versions';
import { afterRecordChange } from '../scoring/recompute';
import { requireLevel } from '../levels/queries';
import { requirePlayer } from '../players/queries';
import { logRecordChange } from './history';
import { recordById } from './queries';
import type { RecordValue } from './value';

export type RecordCreate = { level: string; player: number | string; value: RecordValue; link: string | null };

/** Creates a record; returns its id. */
export async function createRecord(tx: Tx, log: Log, type: LevelType, input: RecordCreate): Promise<number> {
  await requireLevel(tx, type, input.level);
  const player = await requirePlayer(tx, input.player);
  return logRecordChange(tx, log, type, { levelId: input.level, playerId: player.id }, async () => {
    // ON CONFLICT keeps two simultaneous creates from both passing a "does it exist" check.
    const [row] = await tx
      .insert(records)
      .values({ type, levelId: input.level, playerId: player.id, ...input.value, link: input.link })
      .onConflictDoNothing()
      .returning({ id: records.id });
    if (!row) throw errors.recordExists();
    await afterRecordChange(tx, type, input.level, [player.id]);
    return row.id;
  });
}

/** Locks the record; refuses with 412 when it changed since the version the staff member saw. */
async function lockRecord(tx: Tx, type: LevelType, id: number, expected: string | null) {
  const [row] = await tx
    .select()
    .from(records)
    .where(and(eq(records.type, type), eq(records.id, id)))
    .for('update');
  if (!row) throw errors.notFound('Record');
  await guardVersion(expected, row.version, 'This record', () => recordById(tx, type, id));
  return row;
}

/** What every change of a record's value sets besides it: a new version. */
export const nextRecordVersion = () => ({ version: sql`${records.version} + 1` });

export type RecordUpdate = { level?: string; player?: number | string; value: RecordValue; link?: string | null };

/** Changes the value and link of a record; level and player are its identity and stay. */
export async function updateRecord(
  tx: Tx,
  log: Log,
  type: LevelType,
  id: number,
  input: RecordUpdate,
  expected: string | null = null,
): Promise<void> {
  const stored = await lockRecord(tx, type, id, expected);
  if (input.level !== undefined && input.level !== stored.levelId) {
    throw errors.immutableField('level', 'The level of a record cannot be changed.');
  }
  if (input.player !== undefined) {
    const player = await requirePlayer(tx, input.player).catch(() => null);
    if (player?.id !== stored.playerId) throw errors.immutableField('player', 'The player of a record cannot be changed.');
  }
  await logRecordChange(tx, log, type, { levelId: stored.levelId, playerId: stored.playerId }, async () => {
    await tx
      .update(records)
      .set({ ...input.value, ...(input.link !== undefined ? { link: input.link } : {}), ...nextRecordVersion() })
      .where(eq(records.id, id));
    await afterRecordChange(tx, type, stored.levelId, [stored.playerId]);
  });
}

export async function deleteRecord(tx: Tx, log: Log, type: LevelType, id: number, expected: string | null = null): Promise<void> {
  const stored = await lockRecord(tx, type, id, expected);
  await logRecordChange(tx, log, type, { levelId: stored.levelId, playerId: stored.playerId }, async () => {
    await tx.delete(records).where(eq(records.id, id));
    await afterRecordChange(tx, type, stored.levelId, [stored.playerId]);
  });
}
