/**
 * Every write runs here: one transaction for the change, the recomputations it causes, its entries
 * in the change log (change-log.ts, appended last, so the log's order is the commits' order) and its
 * announcement to the other server processes (change-feed.ts), and the messages its entries call for
 * (Discord's list channel, discord/queue.ts); once it commits, this process drops its own read models
 * so its next read sees the new data, and wakes what sends the messages.
 * See docs/decisions/001-read-models.md and 014-change-log.md.
 */
import { announcer, type ChangeFeed } from './change-feed';
import { appendToLog, type Log, type LogEntry } from './change-log';
import type { Database, DatabaseHandle, Tx } from './database';
import { isUnreachable } from './errors';

/** What queues messages about a change's log entries in its transaction, and is told once it commits (discord/queue.ts). */
export type LogFollower = { follow: (tx: Tx, entries: readonly LogEntry[]) => Promise<void>; committed: (tx: Tx) => void };

export type Writer = {
  db: Database;
  changes: Pick<ChangeFeed, 'announce'>;
  cache: { invalidate: () => void; mayHaveChanged: () => void };
  discord?: LogFollower;
};

/**
 * `own: true`: the change touches only data no read model, log or offline copy holds (a player's own
 * inbox marked read), so no process need drop anything: it is neither announced nor logged.
 */
export async function write<T>(
  writer: Writer,
  change: (tx: Tx, log: Log) => Promise<T>,
  { own = false }: { own?: boolean } = {},
): Promise<T> {
  let result: T;
  let transaction: Tx | undefined;
  try {
    result = await writer.db.transaction(async (tx) => {
      transaction = tx;
      const entries: LogEntry[] = [];
      const value = await change(tx, { add: (entry) => void entries.push(entry) });
      if (own) return value;
      // Before the log's turn is taken, which is held until the commit.
      await writer.discord?.follow(tx, entries);
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
  if (own) return result;
  writer.cache.invalidate();
  if (transaction) writer.discord?.committed(transaction);
  return result;
}

/** The writer of a process without read models (the command line, data generators): its changes are still announced. */
export function plainWriter(handle: Pick<DatabaseHandle, 'db' | 'kind'>): Writer {
  return { db: handle.db, changes: announcer(handle), cache: { invalidate: () => {}, mayHaveChanged: () => {} } };
}
