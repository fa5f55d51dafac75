/**
 * Discord's queue (`discord_messages`): a message is a row inserted in the transaction of the change
 * that calls for it, so it exists if and only if the change commits; sender.ts sends it. A channel
 * without a webhook gets no rows at all. Once a change that queued something has committed, this
 * process's sender is woken, so the message goes within moments rather than at the next poll.
 * See docs/decisions/016-discord-queue.md.
 */
import { and, eq } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { LogEntry } from '../db/change-log';
import type { Tx } from '../db/database';
import { discordMessages, levels, players, submissions } from '../db/schema';
import type { Config } from '../env';
import { listMessage, submissionMessage, type DiscordPayload } from './messages';
import { DISCORD_TEXTS } from './texts/languages';

export type DiscordChannel = 'staff' | 'list';
/** The webhook of each channel that has one. */
export type Webhooks = Partial<Record<DiscordChannel, string>>;

export type DiscordQueue = {
  webhooks: Webhooks;
  /** Queues the list channel's messages for a change's log entries, in its transaction (db/write.ts calls it for every write). */
  follow: (tx: Tx, entries: readonly LogEntry[]) => Promise<void>;
  /** Queues the staff channel's message about a submission just created in `tx`. */
  newSubmission: (tx: Tx, type: LevelType, id: number) => Promise<void>;
  /** Told by db/write.ts once `tx` has committed. */
  committed: (tx: Tx) => void;
  /** Who to wake after a commit that queued messages: the sender. */
  onQueued: (wake: () => void) => void;
};

export function webhooksOf(config: Config['discord']): Webhooks {
  return { ...(config.staff ? { staff: config.staff } : {}), ...(config.list ? { list: config.list } : {}) };
}

/** Inserts messages for `channel` in `tx`; a channel without a webhook takes none. */
export async function enqueue(tx: Tx, channel: DiscordChannel, payloads: readonly DiscordPayload[]): Promise<void> {
  if (payloads.length === 0) return;
  await tx.insert(discordMessages).values(payloads.map((payload) => ({ channel, payload })));
}

export function createDiscordQueue(config: Config['discord'], publicUrl: string | undefined): DiscordQueue {
  const webhooks = webhooksOf(config);
  const texts = DISCORD_TEXTS[config.language];
  const reviewAddress = publicUrl ? `${publicUrl}/staff/submissions` : null;
  // The transactions that queued something, until they end: only their commits wake the sender.
  const queuedIn = new WeakSet<Tx>();
  let wake = () => {};

  return {
    webhooks,
    follow: async (tx, entries) => {
      if (!webhooks.list) return;
      // A past written at once (the demo's year, dated by its entries) is no news to post.
      const payloads = entries
        .filter((entry) => entry.at === undefined)
        .map((entry) => listMessage(texts, entry))
        .filter((payload) => payload !== null);
      if (payloads.length === 0) return;
      await enqueue(tx, 'list', payloads);
      queuedIn.add(tx);
    },
    newSubmission: async (tx, type, id) => {
      if (!webhooks.staff) return;
      const [row] = await tx
        .select({
          level: levels.name,
          player: players.username,
          percentage: submissions.percentage,
          timeMs: submissions.timeMs,
          link: submissions.link,
        })
        .from(submissions)
        .innerJoin(levels, and(eq(levels.type, submissions.type), eq(levels.id, submissions.levelId)))
        .innerJoin(players, eq(players.id, submissions.playerId))
        .where(and(eq(submissions.type, type), eq(submissions.id, id)));
      if (!row) return;
      await enqueue(tx, 'staff', [submissionMessage(texts, { type, ...row }, reviewAddress)]);
      queuedIn.add(tx);
    },
    committed: (tx) => {
      if (queuedIn.delete(tx)) wake();
    },
    onQueued: (listener) => {
      wake = listener;
    },
  };
}
