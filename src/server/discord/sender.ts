/**
 * Sends the queue's messages: per channel, up to `concurrency` at once, each taken under its own
 * lease (store.ts), posted with a deadline, and marked at once, alone, right after Discord's answer.
 * A slow answer holds one slot, never its channel or the other one. A refusal is tried again after an
 * exponential backoff; after `maxAttempts` the row stays, unsent, saying it gave up.
 *
 * Discord's rate limits: each answer says what is left of the webhook's bucket. This process starts
 * no more sends than that before the bucket fills again (a copy only it needs: another instance that
 * does not know it meets a 429 at worst). A wait Discord asks for (a 429's `retry_after`, the webhook
 * or, `global`, everything; or a bucket it says is empty) is written to the database for every
 * instance, and the refused message waits it, not counted as an attempt.
 *
 * Delivery is at least once: an attempt whose answer never came (the deadline, a lost connection, a
 * sender that died) may have been posted, and its resend may post it twice. Such a resend is counted
 * as a possible duplicate on the row and in total, and logged; failures are logged whatever LOG says.
 * Every decision is in the database, so any number of processes may run a sender; this one's timer
 * only says when to look again. See docs/decisions/016-discord-queue.md.
 */
import type { Database } from '../db/database';
import { safeErrorText } from '../db/errors';
import { deliver, type Bucket } from './deliver';
import type { DiscordChannel, Webhooks } from './queue';
import { giveBack, holdWebhook, markFailed, markSent, nextDueInMs, takeDue, type Duplicates, type TakenMessage } from './store';

export type SenderOptions = {
  /** How long a webhook has to answer; an answer later than this may make a duplicate. */
  timeoutMs: number;
  /** Messages of one channel in flight at once (Discord's bucket may allow fewer: its answers say). */
  concurrency: number;
  /** How long a taken message is held from other senders; it must cover its send and its mark (default: the deadline and 10 s). */
  leaseMs: number;
  /** The first retry's wait, doubled at each failure up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  /** How often to look for messages queued or retried by other processes. */
  pollMs: number;
  /** Where failures and possible duplicates are told: stderr, whatever LOG says (LOG is the request log). */
  log: (line: string) => void;
};

const TIMEOUT_MS = 30_000;
const LEASE_MARGIN_MS = 10_000;
export const SENDER_DEFAULTS: SenderOptions = {
  timeoutMs: TIMEOUT_MS,
  concurrency: 5,
  leaseMs: TIMEOUT_MS + LEASE_MARGIN_MS,
  backoffMs: 5_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 10,
  pollMs: 5_000,
  log: (line) => console.error(line),
};

/** Time kept in hand at the end of a lease for the mark after the send. */
const MARK_MARGIN_MS = 500;
/** The least a 429 makes the channel wait, whatever it says. */
const RATE_LIMIT_MIN_MS = 100;
const MARK_TRIES = 3;
/** The shortest wait before the next look, so a message another transaction holds for a moment is not asked for in a loop. */
const MIN_WAIT_MS = 50;
/** Two answers whose buckets fill again this close together speak of the same window. */
const SAME_WINDOW_MS = 250;

export type DiscordSender = { wake: () => void; close: () => Promise<void> };

/** What this process knows of a channel: its sends in flight, a wait it was told, and its bucket's allowance. */
type ChannelState = { inFlight: number; heldUntil: number; allowance: { left: number; until: number } | null };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startDiscordSender(db: Database, webhooks: Webhooks, tuning: Partial<SenderOptions> = {}): DiscordSender {
  const options: SenderOptions = { ...SENDER_DEFAULTS, leaseMs: (tuning.timeoutMs ?? TIMEOUT_MS) + LEASE_MARGIN_MS, ...tuning };
  if (options.leaseMs < options.timeoutMs + MARK_MARGIN_MS) throw new Error("the Discord sender's lease must outlast a send and its mark");
  if (!(options.concurrency >= 1)) throw new Error('the Discord sender needs a concurrency of at least 1');
  const channels = Object.keys(webhooks) as DiscordChannel[];
  const states = new Map<DiscordChannel, ChannelState>(
    channels.map((channel) => [channel, { inFlight: 0, heldUntil: 0, allowance: null }]),
  );
  const sends = new Set<Promise<void>>();
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const stateOf = (channel: DiscordChannel) => states.get(channel)!;
  const backoff = (attempts: number) => Math.min(options.maxBackoffMs, options.backoffMs * 2 ** (attempts - 1));

  /** Sends that may start on a channel now: free slots, within what Discord last said of its bucket. */
  function freeSlots(state: ChannelState, now: number): number {
    const free = options.concurrency - state.inFlight;
    return state.allowance && state.allowance.until > now ? Math.min(free, Math.max(0, state.allowance.left)) : free;
  }

  /** A wait Discord asked for: this process keeps it, and the database tells every other. */
  async function hold(channel: DiscordChannel, waitMs: number, global: boolean): Promise<void> {
    const until = Date.now() + waitMs;
    for (const held of global ? channels : [channel]) stateOf(held).heldUntil = Math.max(stateOf(held).heldUntil, until);
    await holdWebhook(db, channel, waitMs, global);
  }

  /** What an answer said of the bucket. Answers of one window may come back out of order: the least left wins. */
  function learn(channel: DiscordChannel, bucket: Bucket | undefined): void {
    if (!bucket) return;
    const state = stateOf(channel);
    const now = Date.now();
    const until = now + bucket.resetAfterMs;
    const sameWindow = state.allowance !== null && state.allowance.until > now && Math.abs(state.allowance.until - until) < SAME_WINDOW_MS;
    state.allowance = { left: sameWindow ? Math.min(state.allowance!.left, bucket.remaining) : bucket.remaining, until };
  }

  /** Marks a sent message, trying again briefly if the database hiccups: an unmarked one would be sent again. */
  async function markSentSurely(message: TakenMessage): Promise<Duplicates | null> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await markSent(db, message);
      } catch (error) {
        if (tried === MARK_TRIES) throw error;
        await pause(100 * tried);
      }
    }
  }

  function reportDuplicate(message: TakenMessage, duplicates: Duplicates | null): void {
    if (!duplicates) return;
    options.log(
      `Discord ${message.channel} message ${message.id}: possible duplicate: sent again after an attempt that got no answer ` +
        `(${duplicates.message} for this message, ${duplicates.total} in all)`,
    );
  }

  async function send(message: TakenMessage): Promise<void> {
    const { channel, id } = message;
    const result = await deliver(webhooks[channel]!, id, message.payload, options.timeoutMs);
    const bucket = 'bucket' in result ? result.bucket : undefined;
    learn(channel, bucket);
    const emptyFor = bucket?.remaining === 0 ? bucket.resetAfterMs : 0;
    if (result.outcome === 'sent') {
      reportDuplicate(message, await markSentSurely(message));
      if (emptyFor > 0) await hold(channel, emptyFor, false);
      return;
    }
    if (result.outcome === 'limited') {
      const waitMs = Math.max(RATE_LIMIT_MIN_MS, emptyFor, result.waitMs ?? backoff(message.attempts));
      await hold(channel, waitMs, result.global);
      await giveBack(db, message, waitMs, result.error);
      return;
    }
    const unanswered = result.outcome === 'unanswered';
    const gaveUp = message.attempts >= options.maxAttempts;
    const waitMs = backoff(message.attempts);
    const duplicates = await markFailed(db, message, {
      error: gaveUp ? `gave up after ${message.attempts} attempts: ${result.error}` : result.error,
      retryMs: gaveUp ? null : waitMs,
      unanswered,
    });
    options.log(
      `Discord ${channel} message ${id}: ${result.error}${gaveUp ? ' (gave up)' : `, trying again in ${waitMs} ms`}` +
        `${unanswered && !gaveUp ? '; it may have been posted, so the next try may post it twice' : ''}`,
    );
    reportDuplicate(message, duplicates);
    if (emptyFor > 0) await hold(channel, emptyFor, false);
  }

  function start(message: TakenMessage): void {
    const state = stateOf(message.channel);
    state.inFlight += 1;
    if (state.allowance && state.allowance.until > Date.now()) state.allowance.left -= 1;
    const sending: Promise<void> = send(message)
      // The database refused the mark: the row's lease ends and it is sent again (a possible duplicate, counted then).
      .catch((error: unknown) => options.log(`Discord ${message.channel} message ${message.id}: ${safeErrorText(error)}`))
      .finally(() => {
        state.inFlight -= 1;
        sends.delete(sending);
        wake();
      });
    sends.add(sending);
  }

  /**
   * Starts what each channel has room for; the time until the next look: a wait Discord asked for, the
   * earliest waiting message's (read from the table, retries other instances scheduled included), or
   * the poll's. A channel whose slots are all taken is looked at again when one of its sends ends.
   */
  async function pump(): Promise<number> {
    let nextMs = options.pollMs;
    const open: DiscordChannel[] = [];
    for (const channel of channels) {
      const state = stateOf(channel);
      const now = Date.now();
      if (state.heldUntil > now) {
        nextMs = Math.min(nextMs, state.heldUntil - now);
        continue;
      }
      const free = freeSlots(state, now);
      if (free === 0) {
        if (state.inFlight === 0 && state.allowance) nextMs = Math.min(nextMs, state.allowance.until - now);
        continue;
      }
      const taken = await takeDue(db, channel, free, options.leaseMs, options.maxAttempts);
      for (const message of taken) start(message);
      if (taken.length < free) open.push(channel);
    }
    if (open.length > 0) {
      const due = await nextDueInMs(db, open, options.maxAttempts);
      if (due !== null) nextMs = Math.min(nextMs, due);
    }
    return Math.max(nextMs, MIN_WAIT_MS);
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    running = pump()
      .catch((error: unknown) => {
        // The database is away or refused a statement: what was taken waits for its lease to end.
        options.log(`Discord sender: ${safeErrorText(error)}`);
        return options.pollMs;
      })
      .then((nextMs) => {
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
    /** Starts nothing more and waits for the sends in flight (each within its deadline). */
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
      await Promise.all([...sends]);
    },
  };
}
