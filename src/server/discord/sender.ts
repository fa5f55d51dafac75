/**
 * Sends the queue's messages: takes due ones under a lease (store.ts), posts each to its channel's
 * webhook in order, and marks it sent at once, alone, right after Discord's 2xx. A failure is tried
 * again after an exponential backoff, a 429 after the wait Discord asks for (not counted as an
 * attempt); after `maxAttempts` the row stays, unsent, saying it gave up. Every decision is in the
 * database, so any number of processes may run a sender; this one's timer only says when to look
 * again (the poll, a retry coming due, or a wake after this process queued something).
 *
 * Delivery is at least once: a sender that dies after Discord's 2xx and before its mark leaves that
 * one message to be sent again when its lease ends (Discord's webhooks take no idempotency key).
 * Messages are sent one at a time, so that window holds at most one message per sender.
 * See docs/decisions/016-discord-queue.md.
 */
import type { Database } from '../db/database';
import { deliver } from './deliver';
import type { DiscordChannel, Webhooks } from './queue';
import { giveBack, markFailed, markSent, nextDueInMs, takeDue, type TakenMessage } from './store';

export type SenderOptions = {
  /** How long a webhook has to answer. */
  timeoutMs: number;
  /** Messages taken at once. */
  batch: number;
  /** How long a taken batch is held from other senders; it must cover the batch's sends. */
  leaseMs: number;
  /** The first retry's wait, doubled at each failure up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  /** How often to look for messages queued or retried by other processes. */
  pollMs: number;
  log: (line: string) => void;
};

const TIMEOUT_MS = 10_000;
const BATCH = 5;
export const SENDER_DEFAULTS: SenderOptions = {
  timeoutMs: TIMEOUT_MS,
  batch: BATCH,
  leaseMs: BATCH * TIMEOUT_MS + 10_000,
  backoffMs: 5_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 10,
  pollMs: 5_000,
  log: (line) => console.warn(line),
};

/** Time kept in hand at the end of a lease for the mark after the last send. */
const MARK_MARGIN_MS = 500;
/** The least a 429 makes the channel wait, whatever it says. */
const RATE_LIMIT_MIN_MS = 100;
const MARK_TRIES = 3;
/** The shortest wait before the next look, so a message another transaction holds for a moment is not asked for in a loop. */
const MIN_WAIT_MS = 50;

export type DiscordSender = { wake: () => void; close: () => Promise<void> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startDiscordSender(db: Database, webhooks: Webhooks, tuning: Partial<SenderOptions> = {}): DiscordSender {
  const options = { ...SENDER_DEFAULTS, ...tuning };
  if (options.leaseMs < options.timeoutMs + MARK_MARGIN_MS) throw new Error('the Discord sender\'s lease must outlast a send and its mark');
  const channels = Object.keys(webhooks) as DiscordChannel[];
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const backoff = (attempts: number) => Math.min(options.maxBackoffMs, options.backoffMs * 2 ** (attempts - 1));

  /** Marks a sent message, trying again briefly if the database hiccups: an unmarked one would be sent again. */
  async function markSentSurely(id: number): Promise<void> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await markSent(db, id);
      } catch (error) {
        if (tried === MARK_TRIES) throw error;
        await pause(100 * tried);
      }
    }
  }

  /** Sends one batch; says whether there may be more right now (when a retry comes due is read from the table: run()). */
  async function sendBatch(): Promise<{ more: boolean }> {
    const takenAt = Date.now();
    const taken = await takeDue(db, channels, options.batch, options.leaseMs, options.maxAttempts);
    const limited = new Map<DiscordChannel, { waitMs: number; held: TakenMessage[] }>();
    const leftover: TakenMessage[] = [];
    for (const message of taken) {
      const waiting = limited.get(message.channel);
      if (waiting) {
        waiting.held.push(message);
        continue;
      }
      if (closed || Date.now() + options.timeoutMs + MARK_MARGIN_MS > takenAt + options.leaseMs) {
        leftover.push(message);
        continue;
      }
      const result = await deliver(webhooks[message.channel]!, message.id, message.payload, options.timeoutMs);
      if (result.sent) {
        await markSentSurely(message.id);
      } else if (result.retryAfterMs !== undefined || result.error.startsWith('HTTP 429')) {
        const waitMs = Math.max(RATE_LIMIT_MIN_MS, result.retryAfterMs ?? backoff(message.attempts));
        limited.set(message.channel, { waitMs, held: [] });
        await giveBack(db, [message], waitMs, result.error);
      } else {
        const gaveUp = message.attempts >= options.maxAttempts;
        const waitMs = backoff(message.attempts);
        await markFailed(db, message, gaveUp ? `gave up after ${message.attempts} attempts: ${result.error}` : result.error, gaveUp ? null : waitMs);
        options.log(`Discord ${message.channel} message ${message.id}: ${result.error}${gaveUp ? ' (gave up)' : `, trying again in ${waitMs} ms`}`);
      }
    }
    await giveBack(db, leftover, 0);
    for (const { waitMs, held } of limited.values()) await giveBack(db, held, waitMs);
    return { more: taken.length === options.batch && limited.size === 0 && !closed };
  }

  /**
   * Batches until none is full; the time until the next look: the earliest waiting message's, read
   * from the table (a retry an earlier run scheduled included), or the poll's.
   */
  async function run(): Promise<number> {
    do {
      again = false;
      try {
        again ||= (await sendBatch()).more;
      } catch (error) {
        // The database is away or refused a statement: what was taken waits for its lease to end.
        options.log(`Discord sender: ${(error as Error).message}`);
        return options.pollMs;
      }
    } while (again && !closed);
    try {
      const due = await nextDueInMs(db, channels, options.maxAttempts);
      if (due !== null) return Math.min(options.pollMs, Math.max(due, MIN_WAIT_MS));
    } catch (error) {
      options.log(`Discord sender: ${(error as Error).message}`);
    }
    return options.pollMs;
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().then((nextMs) => {
      running = null;
      if (closed) return;
      if (again) return wake();
      timer = setTimeout(wake, nextMs);
      timer.unref();
    });
  }

  wake();
  return {
    wake,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
