/**
 * The one send loop, run by the page while it is open and by the service worker otherwise. A Web
 * Lock named `outbox` makes the two (and every tab) take turns, so no entry is ever sent by two
 * senders at once; a repeat after a crash is still harmless, the server applying each
 * Idempotency-Key once. Entries go out oldest first; the first that finds no server stops the round.
 */
import { refusalOf, requestInit } from '../request';
import { decodeToken, isExpired } from '../token';
import { retryAfterSeconds, tokenSignature, verdict, type OutboxBody, type OutboxEntry, type SendOutcome } from './entry';
import { allEntries, announce, patchEntry, recordSent, removeEntry } from './store';

export type Sender = {
  /** The current login token (the page reads localStorage, the service worker its IndexedDB copy). */
  readToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  now?: () => number;
};

export type RoundResult = { sent: number; waiting: number; held: number; attention: number; nextAttemptAt: number | null };

const SEND_TIMEOUT_MS = 30_000;

/** A multipart body with the entry's one file (its boundary in the content type the browser sets). */
function formOf({ field, file, name }: Extract<OutboxBody, { kind: 'file' }>): FormData {
  const form = new FormData();
  form.append(field, file, name);
  return form;
}

/** Sends one entry with the given token and says what came of it. */
export async function sendEntry(entry: OutboxEntry, token: string, doFetch: typeof fetch = fetch): Promise<SendOutcome> {
  const { body } = entry;
  const init = requestInit({
    method: entry.method,
    token,
    idempotencyKey: entry.key,
    ifMatch: entry.ifMatch,
    json: body?.kind === 'json' ? body.value : undefined,
  });
  let response: Response;
  try {
    response = await doFetch(entry.path, {
      ...init,
      ...(body?.kind === 'file' ? { body: formOf(body) } : {}),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      credentials: 'same-origin',
    });
  } catch {
    return { type: 'network' };
  }
  // A proxy's or captive portal's HTML page is not the API: treat it as no server at all.
  const json = (response.headers.get('content-type') ?? '').includes('json') || response.status === 204;
  if (!response.ok && !json && response.status !== 401) return { type: 'network' };
  // A success's JSON body goes to the screen waiting for it (e.g. the record an approval made).
  const answer = response.ok && json && response.status !== 204 ? await response.json().catch(() => undefined) : undefined;
  return {
    type: 'answered',
    status: response.status,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    error: response.ok ? null : await refusalOf(response),
    ...(answer === undefined ? {} : { answer }),
  };
}

/** Whether `token` may carry this entry: the same player, not expired, not the token the server refused. */
function usableFor(entry: OutboxEntry, token: string | null, now: number): token is string {
  if (!token) return false;
  const user = decodeToken(token);
  if (!user || isExpired(user, now) || user.playerId !== entry.playerId) return false;
  return entry.refusedToken !== tokenSignature(token);
}

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? locks.request('outbox', run) : run();
}

/** Sends every entry that is due; the caller schedules the next round from `nextAttemptAt`. */
export function sendRound(sender: Sender): Promise<RoundResult> {
  return withLock(async () => {
    const now = sender.now ?? Date.now;
    let sent = 0;
    let stopped = false;
    for (const entry of await allEntries()) {
      if (stopped || entry.state === 'attention' || entry.notBefore > now()) continue;
      const token = await sender.readToken();
      if (!usableFor(entry, token, now())) {
        if (entry.state !== 'held') await patchEntry(entry.id, () => ({ state: 'held' }));
        continue;
      }
      // The device knows it has no network: do not try (the `online` event starts the next round).
      if ((globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false) {
        stopped = true;
        continue;
      }
      await patchEntry(entry.id, () => ({ state: 'sending' }));
      const outcome = await sendEntry(entry, token, sender.fetch);
      const attempts = entry.attempts + 1;
      const next = verdict(outcome, attempts);
      if (next.next === 'done') {
        // Noted before the entry goes, and the removal and the `done` (with the answer) announced back to
        // back: a page waiting for the outcome hears the answer before it sees the entry gone.
        const answer = outcome.type === 'answered' ? outcome.answer : undefined;
        await recordSent(entry.id, {
          invalidate: entry.invalidate,
          kind: entry.kind,
          data: entry.data,
          ...(answer === undefined ? {} : { answer }),
        });
        await removeEntry(entry.id);
        announce({
          type: 'done',
          id: entry.id,
          kind: entry.kind,
          invalidate: entry.invalidate,
          data: entry.data,
          ...(answer === undefined ? {} : { answer }),
        });
        sent += 1;
      } else if (next.next === 'waiting') {
        await patchEntry(entry.id, () => ({ state: 'waiting', attempts, notBefore: now() + next.delayMs }));
        stopped = true;
      } else if (next.next === 'held') {
        await patchEntry(entry.id, () => ({ state: 'held', attempts, refusedToken: next.refused ? tokenSignature(token) : null }));
      } else {
        const error = outcome.type === 'answered' ? outcome.error : null;
        await patchEntry(entry.id, () => ({ state: 'attention', attempts, error }));
        if (error?.code === 'stale') announce({ type: 'stale', id: entry.id, invalidate: entry.invalidate });
      }
    }
    return summarise(await allEntries(), sent);
  });
}

function summarise(entries: OutboxEntry[], sent: number): RoundResult {
  const count = (state: OutboxEntry['state']) => entries.filter((entry) => entry.state === state).length;
  const due = entries.filter((entry) => entry.state === 'waiting' || entry.state === 'sending').map((entry) => entry.notBefore);
  return {
    sent,
    waiting: count('waiting') + count('sending'),
    held: count('held'),
    attention: count('attention'),
    nextAttemptAt: due.length ? Math.min(...due) : null,
  };
}
