/**
 * The queue's statements for senders, each one statement (its own transaction), so the database
 * decides who sends what: a message is taken under a lease (`locked_until`) by one sender at a time,
 * `FOR UPDATE SKIP LOCKED` keeping two senders taking at once from waiting on or taking the same rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import type { DiscordChannel } from './queue';

/** `lease`: the taker's hold (its `locked_until`, exactly): a sender changes only the rows it still holds. */
export type TakenMessage = { id: number; channel: DiscordChannel; payload: unknown; attempts: number; lease: string };

const ms = (value: number): SQL => sql`(${Math.max(0, Math.round(value))}::int * interval '1 millisecond')`;

/**
 * Takes up to `limit` due messages of `channels`, oldest first: unsent, due, not held by another
 * sender's lease, with attempts left. Each taken one counts an attempt and is held for `leaseMs`.
 */
export async function takeDue(db: Database, channels: readonly DiscordChannel[], limit: number, leaseMs: number, maxAttempts: number): Promise<TakenMessage[]> {
  if (channels.length === 0) return [];
  const rows = await queryRows<TakenMessage>(db, sql`
    UPDATE discord_messages SET locked_until = now() + ${ms(leaseMs)}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM discord_messages
      WHERE sent_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
        AND attempts < ${maxAttempts} AND channel IN (${sql.join(channels.map((channel) => sql`${channel}`), sql`, `)})
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, channel, payload, attempts, locked_until::text AS lease`);
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * How soon the earliest waiting message of the channels comes due (0: now), leases included; null when
 * none waits. Read from the table, so a retry scheduled by an earlier batch, or by another instance
 * that has stopped, is never forgotten.
 */
export async function nextDueInMs(db: Database, channels: readonly DiscordChannel[], maxAttempts: number): Promise<number | null> {
  if (channels.length === 0) return null;
  const [row] = await queryRows<{ wait: number | string | null }>(db, sql`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) - now()) * 1000) AS wait
    FROM discord_messages
    WHERE sent_at IS NULL AND next_attempt_at <> 'infinity' AND attempts < ${maxAttempts}
      AND channel IN (${sql.join(channels.map((channel) => sql`${channel}`), sql`, `)})`);
  return row?.wait === null || row?.wait === undefined ? null : Math.ceil(Number(row.wait));
}

/** The message is in the channel. Written at once, alone, to keep a crash from resending it as short as can be. */
export async function markSent(db: Database, id: number): Promise<void> {
  await db.execute(sql`UPDATE discord_messages SET sent_at = now(), locked_until = NULL WHERE id = ${id}`);
}

/** The attempt failed: try again after `retryMs`, or never (`retryMs` null: it gave up; the row stays, saying so). */
export async function markFailed(db: Database, message: TakenMessage, error: string, retryMs: number | null): Promise<void> {
  const next = retryMs === null ? sql`'infinity'::timestamptz` : sql`now() + ${ms(retryMs)}`;
  await db.execute(sql`
    UPDATE discord_messages SET locked_until = NULL, next_attempt_at = ${next}, last_error = ${error}
    WHERE id = ${message.id} AND locked_until = ${message.lease}::timestamptz`);
}

/**
 * Gives taken messages back unattempted, due again after `waitMs`: the rest of a batch behind a 429
 * (the webhook's limit, not theirs) or past the lease, and what a closing sender still held.
 * `error`, when given, is the reason (the 429 itself).
 */
export async function giveBack(db: Database, messages: readonly TakenMessage[], waitMs: number, error?: string): Promise<void> {
  const [first] = messages;
  if (!first) return;
  await db.execute(sql`
    UPDATE discord_messages SET locked_until = NULL, attempts = attempts - 1, next_attempt_at = now() + ${ms(waitMs)},
      last_error = COALESCE(${error ?? null}, last_error)
    WHERE id IN (${sql.join(messages.map((message) => sql`${message.id}`), sql`, `)}) AND locked_until = ${first.lease}::timestamptz AND sent_at IS NULL`);
}

/** Sent messages are kept a while (to see what went out), then dropped; unsent ones, given up or not, stay. */
export async function pruneSentMessages(db: Database, keepDays = 30): Promise<void> {
  await db.execute(sql`DELETE FROM discord_messages WHERE sent_at < now() - ${keepDays}::int * interval '1 day'`);
}
