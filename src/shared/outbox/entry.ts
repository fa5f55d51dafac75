/**
 * The outbox: every write the client makes is first recorded on the device as an entry, then sent by
 * the page or the service worker. This file holds what an entry is and the replay rule both senders
 * follow (docs/decisions/006-outbox.md).
 *
 * States: waiting → sending → done (the entry is removed) | held | attention.
 * - waiting: not sent yet, or the last try found no server (network failure, 5xx, 408, 429); retried
 *   with backoff, never before the server's Retry-After.
 * - held: no usable token for the entry's player (none, expired, another player's, or refused with 401).
 *   Never sent, never dropped; sent once that player signs in again.
 * - attention: the server refused the write (any other 4xx). It waits for the user to edit and resend
 *   it, or to discard it; nothing but success removes an entry without the user's word.
 */
import type { Refusal } from '../request';

export const OUTBOX_STATES = ['waiting', 'sending', 'held', 'attention'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export type OutboxBody =
  | { kind: 'json'; value: unknown }
  /** A multipart form with one file field (the avatar). */
  | { kind: 'file'; field: string; file: Blob; name: string };

/** A query key prefix a page refreshes once a write is applied (a TanStack Query key). */
export type QueryPrefix = readonly unknown[];

/** What a screen asks to be written. */
export type WriteIntent = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: OutboxBody;
  /** Which kind of write this is, e.g. 'submission.create': screens find their pending work by it. */
  kind: string;
  /** A human label for the outbox panel, e.g. "Submission: Bloodbath 54%". */
  label: string;
  /** What a screen needs to show the pending change in place (plain data, no functions). */
  data?: unknown;
  /** Query key prefixes to refresh once the server has applied the write. */
  invalidate: QueryPrefix[];
  /** The route where the user edits this write, with `?entry=` added by the panel. */
  editPath?: string;
  /** Sent as `If-Match`: the version the change was made on (src/shared/versions.ts). */
  ifMatch?: string;
  /** How to make the change again on the current data when the server answers 412 `stale`. */
  rebase?: Rebase;
};

/**
 * A change refused as stale can be made again on what the server holds now (its 412 answer carries
 * it as `current`):
 * - version: the same body, on the current version of the row; `before` is the row as the user saw
 *   it, so the outbox can show what changed meanwhile.
 * - order: the same move (level `moved` to place `to`) on the current order of the list.
 */
export type Rebase = { kind: 'version'; before: Record<string, unknown> } | { kind: 'order'; moved: string; to: number; before: string[] };

/** The server's refusal; with 412 `stale`, `current` is what it holds now (the row, or the list's order). */
export type OutboxError = Refusal;

export type OutboxEntry = WriteIntent & {
  id: string;
  /**
   * The Idempotency-Key, made when the user acted, so a repeat of the same write is applied once.
   * A new one is made only when the user resends a write the server refused (nothing was applied).
   */
  key: string;
  /** The player the write was made for: it is only ever sent with that player's token. */
  playerId: number;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** Not to be sent before this time (ms since the epoch). */
  notBefore: number;
  /** Why the entry is held or needs attention. */
  error: OutboxError | null;
  /** The signature of the token the server refused with 401, so the same token is not tried again. */
  refusedToken: string | null;
};

/** What came of one attempt to send. */
export type SendOutcome =
  | { type: 'answered'; status: number; retryAfterSeconds: number | null; error: OutboxError | null; answer?: unknown }
  | { type: 'network' }
  | { type: 'no-token' };

export type Verdict = { next: 'done' } | { next: 'waiting'; delayMs: number } | { next: 'held'; refused: boolean } | { next: 'attention' };

const RETRY_STATUSES = new Set([408, 429]);
const MAX_BACKOFF_MS = 5 * 60_000;

/** Exponential backoff with jitter: about 1 s, 2 s, 4 s … up to 5 minutes. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The replay rule: what becomes of an entry after an attempt (attempts counts this one). */
export function verdict(outcome: SendOutcome, attempts: number): Verdict {
  if (outcome.type === 'no-token') return { next: 'held', refused: false };
  if (outcome.type === 'network') return { next: 'waiting', delayMs: backoffMs(attempts) };
  const { status, retryAfterSeconds } = outcome;
  if (status >= 200 && status < 300) return { next: 'done' };
  if (status === 401) return { next: 'held', refused: true };
  if (status >= 500 || RETRY_STATUSES.has(status)) {
    const delayMs = Math.max(backoffMs(attempts), (retryAfterSeconds ?? 0) * 1000);
    return { next: 'waiting', delayMs };
  }
  return { next: 'attention' };
}

/** `Retry-After` in seconds, from either of its two forms (seconds or an HTTP date). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The last part of a token, enough to tell one token from another without keeping it whole. */
export const tokenSignature = (token: string): string => token.slice(token.lastIndexOf('.') + 1).slice(-24);
