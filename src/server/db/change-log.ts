/**
 * The change log's way in and out. A write's change hands its entries to the log it is given
 * (write.ts), which appends them at the end of the change's transaction; readers ask for what
 * came after a position.
 *
 * Positions are safe to sync by: entries are appended under one transaction-level advisory lock,
 * taken as the last thing before the commit and held until it, so a transaction takes its positions
 * only after every transaction that took smaller ones has committed or rolled back. A reader that has
 * read up to position P therefore never later finds an entry below P (a rolled-back transaction only
 * leaves a gap). Writers wait for each other only for that last step: an insert and the commit.
 * See docs/decisions/014-change-log.md.
 */
import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { LogDataOf, LogKind } from '../../shared/schemas/log';
import type { Queryable, Tx } from './database';
import { changeLog } from './schema';

/** What every entry has, whatever its kind. */
type EntryFields = {
  /** The list it concerns, when it concerns one. */
  type?: LevelType | null;
  /** Everything the change touched, as 'level:classic:<id>', 'player:<id>', 'region:<id>'. */
  subjects: readonly string[];
  /** Who did it; none for what nobody did (a baseline, an import). */
  actor?: { id: number; name: string } | null;
  /** Where history begins for a subject that existed before the log: no invented past. */
  baseline?: boolean;
  /** When it happened, for a past written at once (the demo's year, demo/log-history.ts); otherwise the log's clock at appending. */
  at?: Date;
};

/**
 * One change, as a write describes it: what happened (`kind`, e.g. 'level.placed', 'record.added')
 * and what changed, in that kind's shape (shared/schemas/log.ts): before → after, and what it caused
 * (the levels a move pushed).
 */
export type LogEntryOf<K extends LogKind> = EntryFields & { kind: K; data: LogDataOf[K] };
export type LogEntry = { [K in LogKind]: LogEntryOf<K> }[LogKind];

/** What a write's change adds its entries to; they are appended, in the order added, when the change is done. */
export type Log = { add: (entry: LogEntry) => void };

export type LoggedChange = typeof changeLog.$inferSelect;

/**
 * Takes the log's turn for the calling transaction, until it ends. Appending takes it; a change that
 * must read the log and append according to what it read (adding what is missing) takes it first.
 */
export async function lockLog(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('change_log'))`);
}

/** Appends `entries` in the calling transaction and returns their positions, in order. */
export async function appendToLog(tx: Tx, entries: readonly LogEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  await lockLog(tx);
  const rows = await tx
    .insert(changeLog)
    .values(
      entries.map((entry) => ({
        kind: entry.kind,
        type: entry.type ?? null,
        subjects: [...entry.subjects],
        data: entry.data,
        actorId: entry.actor?.id ?? null,
        actorName: entry.actor?.name ?? null,
        baseline: entry.baseline ?? false,
        ...(entry.at ? { at: entry.at } : {}),
      })),
    )
    .returning({ position: changeLog.position });
  return rows.map((row) => row.position).sort((a, b) => a - b);
}

/** The entries after `position`, oldest first, at most `limit`; of one list type when given. */
export async function readLogAfter(db: Queryable, position: number, limit: number, type?: LevelType): Promise<LoggedChange[]> {
  const conditions: SQL[] = [gt(changeLog.position, position)];
  if (type) conditions.push(sql`${changeLog.type} = ${type}`);
  return db
    .select()
    .from(changeLog)
    .where(and(...conditions))
    .orderBy(asc(changeLog.position))
    .limit(limit);
}
