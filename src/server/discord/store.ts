/**
 * The queue's statements for senders, each one statement (its own transaction), so the database
 * decides who sends what, and every instance reads what any instance learned:
 *
 * - A message is taken under a lease (`locked_until`) by one sender at a time, `FOR UPDATE SKIP
 *   LOCKED` keeping two senders taking at once from waiting on or taking the same rows.
 * - A lease left set once its time has passed means that attempt's outcome is unknown: its sender
 *   died, or gave up waiting for Discord's answer, and Discord may have posted the message. An
 *   unanswered attempt is left so on purpose (the lease is set to its retry time), so a crash and a
 *   lost answer read the same, and the next take knows it is a resend (`resend`).
 * - A resend that may have posted the message again counts a possible duplicate, in the same
 *   statement as its outcome: on the row (`possible_duplicates`), and in total, in `server_settings`
 *   ('discord_possible_duplicates', which outlives the rows pruneSentMessages drops).
 * - A wait Discord asked for (a 429, or a bucket it said is empty) is a `rate_limits` row, bucket
 *   'discord-webhook', keyed by channel ('*': the global limit), that every sender's take respects.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import type { DiscordChannel } from './queue';

/**
 * `lease`: the taker's hold (its `locked_until`, exactly): a sender changes only the rows it still holds.
 * `resend`: the previous attempt's outcome is unknown (it may have been posted).
 */
export type TakenMessage = { id: number; channel: DiscordChannel; payload: unknown; attempts: number; lease: string; resend: boolean };
/** After a counted possible duplicate: this message's count, and all messages' since the count began. */
export type Duplicates = { message: number; total: number };

export const POSSIBLE_DUPLICATES_KEY = 'discord_possible_duplicates';
const LIMIT_BUCKET = 'discord-webhook';
/** The rate_limits key of Discord's global limit, which holds every channel. */
const GLOBAL = '*';

const ms = (value: number): SQL => sql`(${Math.max(0, Math.round(value))}::int * interval '1 millisecond')`;
const channelList = (channels: readonly DiscordChannel[]): SQL =>
  sql.join(
    channels.map((channel) => sql`${channel}`),
    sql`, `,
  );

/** One more possible duplicate on the row, and `error` as its last error (or the one it had). */
const oneMoreDuplicate = (error: string | null): SQL =>
  sql`possible_duplicates = possible_duplicates + 1, last_error = COALESCE(${error}::text, last_error, 'an earlier attempt got no answer')`;

/** Whether Discord has asked that `channel` wait: its own limit or the global one. */
const held = (channel: SQL): SQL => sql`EXISTS (
  SELECT 1 FROM rate_limits WHERE bucket = ${LIMIT_BUCKET} AND key IN (${channel}, ${GLOBAL}) AND reset_at > now())`;

/**
 * Takes up to `limit` due messages of `channel`, oldest first: unsent, due, not held by another
 * sender's lease, with attempts left, and the channel not held by Discord's rate limit. Each taken
 * one counts an attempt and is held for `leaseMs`.
 */
export async function takeDue(
  db: Database,
  channel: DiscordChannel,
  limit: number,
  leaseMs: number,
  maxAttempts: number,
): Promise<TakenMessage[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<TakenMessage>(
    db,
    sql`
    UPDATE discord_messages m SET locked_until = now() + ${ms(leaseMs)}, attempts = m.attempts + 1
    FROM (
      SELECT id, locked_until AS unresolved FROM discord_messages
      WHERE sent_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
        AND attempts < ${maxAttempts} AND channel = ${channel} AND NOT ${held(sql`${channel}`)}
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.channel, m.payload, m.attempts, m.locked_until::text AS lease, due.unresolved IS NOT NULL AS resend`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * How soon the earliest waiting message of the channels comes due (0: now), leases and Discord's
 * waits included; null when none waits. Read from the table, so a retry scheduled by an earlier
 * attempt, or a wait another instance was told, is never forgotten.
 */
export async function nextDueInMs(db: Database, channels: readonly DiscordChannel[], maxAttempts: number): Promise<number | null> {
  if (channels.length === 0) return null;
  const [row] = await queryRows<{ wait: number | string | null }>(
    db,
    sql`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM min(GREATEST(
      m.next_attempt_at, COALESCE(m.locked_until, m.next_attempt_at),
      COALESCE((SELECT max(reset_at) FROM rate_limits WHERE bucket = ${LIMIT_BUCKET} AND key IN (m.channel, ${GLOBAL})), m.next_attempt_at)
    )) - now()) * 1000) AS wait
    FROM discord_messages m
    WHERE m.sent_at IS NULL AND m.next_attempt_at <> 'infinity' AND m.attempts < ${maxAttempts} AND m.channel IN (${channelList(channels)})`,
  );
  return row?.wait === null || row?.wait === undefined ? null : Math.ceil(Number(row.wait));
}

/** Runs `update` (a statement on one row) and, when it changed the row, counts a possible duplicate in total too. */
async function counted(db: Database, update: SQL): Promise<Duplicates | null> {
  const [row] = await queryRows<{ message: number; total: string | number }>(
    db,
    sql`
    WITH changed AS (${update} RETURNING possible_duplicates AS message),
    total AS (
      INSERT INTO server_settings (key, value) SELECT ${POSSIBLE_DUPLICATES_KEY}, '1' FROM changed
      ON CONFLICT (key) DO UPDATE SET value = (server_settings.value::bigint + 1)::text
      RETURNING value)
    SELECT changed.message, total.value AS total FROM changed, total`,
  );
  return row ? { message: Number(row.message), total: Number(row.total) } : null;
}

/**
 * The message is in the channel. Written at once, alone, to keep a crash from resending it as short
 * as can be; by id alone, since a posted message is posted whoever holds it now. A resend counts a
 * possible duplicate (returned).
 */
export async function markSent(db: Database, message: TakenMessage): Promise<Duplicates | null> {
  if (!message.resend) {
    await db.execute(sql`UPDATE discord_messages SET sent_at = now(), locked_until = NULL WHERE id = ${message.id}`);
    return null;
  }
  return counted(
    db,
    sql`UPDATE discord_messages SET sent_at = now(), locked_until = NULL, ${oneMoreDuplicate(null)} WHERE id = ${message.id}`,
  );
}

/**
 * The attempt failed: try again after `retryMs`, or never (`retryMs` null: it gave up; the row stays,
 * saying so). `unanswered`: it may have been posted, so the row keeps saying its outcome is unknown
 * until the next attempt (as a resend's refusal does: the earlier unknown attempt still may have
 * posted it), and a resend that went unanswered counts a possible duplicate (returned).
 */
export async function markFailed(
  db: Database,
  message: TakenMessage,
  failure: { error: string; retryMs: number | null; unanswered: boolean },
): Promise<Duplicates | null> {
  const next = failure.retryMs === null ? sql`'infinity'::timestamptz` : sql`now() + ${ms(failure.retryMs)}`;
  const unknown = (failure.unanswered || message.resend) && failure.retryMs !== null;
  const set = sql`locked_until = ${unknown ? next : sql`NULL`}, next_attempt_at = ${next}`;
  const mine = sql`id = ${message.id} AND locked_until = ${message.lease}::timestamptz`;
  if (message.resend && failure.unanswered)
    return counted(db, sql`UPDATE discord_messages SET ${set}, ${oneMoreDuplicate(failure.error)} WHERE ${mine}`);
  await db.execute(sql`UPDATE discord_messages SET ${set}, last_error = ${failure.error} WHERE ${mine}`);
  return null;
}

/**
 * Gives a taken message back unattempted, due again after `waitMs`: Discord refused it for the
 * webhook's rate limit (429), not for anything of its own. A resend stays one.
 */
export async function giveBack(db: Database, message: TakenMessage, waitMs: number, error: string): Promise<void> {
  const next = sql`now() + ${ms(waitMs)}`;
  await db.execute(sql`
    UPDATE discord_messages SET locked_until = ${message.resend ? next : sql`NULL`}, attempts = attempts - 1, next_attempt_at = ${next},
      last_error = ${error}
    WHERE id = ${message.id} AND locked_until = ${message.lease}::timestamptz AND sent_at IS NULL`);
}

/** Holds a channel (or, `global`, every channel) for `waitMs`, for every sender: a wait Discord asked for. */
export async function holdWebhook(db: Database, channel: DiscordChannel, waitMs: number, global: boolean): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_limits (bucket, key, count, reset_at) VALUES (${LIMIT_BUCKET}, ${global ? GLOBAL : channel}, 0, now() + ${ms(waitMs)})
    ON CONFLICT (bucket, key) DO UPDATE SET count = 0, reset_at = GREATEST(rate_limits.reset_at, excluded.reset_at)`);
}

/**
 * The possible duplicates: in total since the count began (server_settings), and per message still
 * in the table (sent ones are kept 30 days). What an operator, a test or a later metric reads.
 */
export async function possibleDuplicatesOf(db: Database): Promise<{ total: number; messages: Map<number, number> }> {
  const [total] = await queryRows<{ value: string }>(db, sql`SELECT value FROM server_settings WHERE key = ${POSSIBLE_DUPLICATES_KEY}`);
  const rows = await queryRows<{ id: number; count: number }>(
    db,
    sql`
    SELECT id, possible_duplicates AS count FROM discord_messages WHERE possible_duplicates > 0 ORDER BY id`,
  );
  return { total: Number(total?.value ?? 0), messages: new Map(rows.map((row) => [row.id, Number(row.count)])) };
}

/** Sent messages are kept a while (to see what went out), then dropped; unsent ones, given up or not, stay. */
export async function pruneSentMessages(db: Database, keepDays = 30): Promise<void> {
  await db.execute(sql`DELETE FROM discord_messages WHERE sent_at < now() - ${keepDays}::int * interval '1 day'`);
}
