/**
 * Tells every server process about every committed change, so read models kept in memory by one
 * process never outlive a write made by another (or by the command line). On PostgreSQL each write
 * sends NOTIFY in its own transaction, which PostgreSQL delivers only if and when it commits, and
 * each process LISTENs on a connection of its own. While that connection is down, the process's
 * read models are switched off (every read goes to the database) until it is back and has dropped
 * everything it held. Embedded PGlite belongs to one process, which drops its read models itself.
 * See docs/decisions/003-several-instances.md.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle, Tx } from './database';
import { connectionConfig } from './postgres';

const CHANNEL = 'list_changes';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/** What the change feed needs of the read models. */
export type ChangeListener = { invalidate: () => void; setLive: (live: boolean) => void };

export type ChangeFeed = {
  /** Called inside every write's transaction. */
  announce: (tx: Tx) => Promise<void>;
  close: () => Promise<void>;
};

/** A feed that only announces: for processes without read models, such as the command line. */
export function announcer(handle: Pick<DatabaseHandle, 'kind'>, origin: string = randomUUID()): ChangeFeed {
  return {
    announce:
      handle.kind === 'postgres' ? async (tx) => void (await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${origin})`)) : async () => {},
    close: async () => {},
  };
}

/** Announces this process's changes and applies everybody else's to `listener`; resolves once listening (or after the first failed try). */
export async function startChangeFeed(handle: Pick<DatabaseHandle, 'kind' | 'url'>, listener: ChangeListener): Promise<ChangeFeed> {
  if (handle.kind !== 'postgres' || !handle.url) return announcer(handle);
  const origin = randomUUID();
  const url = handle.url;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    listener.setLive(false);
    if (closed) return;
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(connectionConfig(url, true));
    client = next;
    next.on('notification', (message) => {
      if (message.payload !== origin) listener.invalidate();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      retryMs = RETRY_MIN_MS;
      // Anything may have changed while nobody listened: start from nothing.
      listener.setLive(true);
    } catch (error) {
      console.error(`change feed: cannot listen (${(error as Error).message}); read models are off until it can`);
      lost(next);
      await next.end().catch(() => {});
    }
  }

  listener.setLive(false);
  await connect();
  return {
    announce: announcer(handle, origin).announce,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
