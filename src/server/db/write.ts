/**
 * Every write runs here: one transaction for the change, the recomputations it causes, its entries
 * in the change log (change-log.ts, appended last, so the log's order is the commits' order) and its
 * announcement to the other server processes (change-feed.ts); once it commits, this process drops
 * its own read models so its next read sees the new data.
 * See docs/decisions/001-read-models.md and 014-change-log.md.
 */
import { announcer, type ChangeFeed } from './change-feed';
import { appendToLog, type Log, type LogEntry } from './change-log';
import type { Database, DatabaseHandle, Tx } from './database';
import { isUnreachable } from './errors';

export type Writer = { db: Database; changes: Pick<ChangeFeed, 'announce'>; cache: { invalidate: () => void; mayHaveChanged: () => void } };

/**
 * `own: true`: the change touches only data no read model, log or offline copy holds (a player's own
 * inbox marked read), so no process need drop anything: it is neither announced nor logged.
 */
export async function write<T>(writer: Writer, change: (tx: Tx, log: Log) => Promise<T>, { own = false }: { own?: boolean } = {}): Promise<T> {
  let result: T;
  try {
    result = await writer.db.transaction(async (tx) => {
      const entries: LogEntry[] = [];
      const value = await change(tx, { add: (entry) => void entries.push(entry) });
      if (own) return value;
      await appendToLog(tx, entries);
      await writer.changes.announce(tx);
      return value;
    });
  } catch (error) {
    // A connection cut during COMMIT leaves it unknown whether the change landed: what this process
    // holds is no longer current, though still the best answer while the database stays away.
    if (isUnreachable(error)) writer.cache.mayHaveChanged();
    throw error;
  }
  if (!own) writer.cache.invalidate();
  return result;
}

/** The writer of a process without read models (the command line, data generators): its changes are still announced. */
export function plainWriter(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Writer {
  return { db: handle.db, changes: announcer(handle), cache: { invalidate: () => {}, mayHaveChanged: () => {} } };
}
