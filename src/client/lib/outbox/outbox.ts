/**
 * The page's side of the outbox: recording a write, sending while the page is open, and the state
 * every screen reads. The entry and its replay rule are in src/shared/outbox/; the service worker
 * runs the same send loop when no page is open (sw/outbox.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { get as idbGet } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import type { OutboxEntry, WriteIntent } from '../../../shared/outbox/entry';
import { sendRound } from '../../../shared/outbox/replay';
import {
  allEntries,
  forgetSent,
  getEntry,
  listenOutbox,
  patchEntry,
  putEntry,
  removeEntry,
  takeSent,
  type OutboxMessage,
} from '../../../shared/outbox/store';
import { ApiError } from '../api-error';
import { getAuth, subscribeAuth, useAuth } from '../auth/auth-store';
import { TOKEN_KEY, readToken } from '../auth/token';
import { setOutboxSummary } from './summary';
import { noteRefusalTold, tellRefusals } from './refusals';
import { rebased } from './rebase';
import { showApplied } from './writes';

export type { OutboxEntry, WriteIntent };

let entries: OutboxEntry[] = [];
/**
 * Whether the entries have been read from the device's store once, and what was sent while no page
 * listened has been shown (startOutbox): screens wait for both, not to paint without them.
 */
let read = false;
let sentShown = false;
/** The entries a screen waits for the answer to (waitForOutcome): it tells their refusal itself. */
const awaited = new Set<string>();
/** Whether this page has started its outbox: refusals are told from then on, in the language in use. */
let started = false;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

async function refresh(): Promise<void> {
  entries = await allEntries().catch(() => entries);
  read = true;
  const count = (...states: OutboxEntry['state'][]) => entries.filter((entry) => states.includes(entry.state)).length;
  setOutboxSummary({ waiting: count('waiting', 'sending'), held: count('held'), attention: count('attention') });
  if (started) tellRefusals(entries, awaited);
  tell();
}

/** Every entry, oldest first, kept in step with IndexedDB and the other tabs. */
export function useOutboxEntries(): OutboxEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
    () => entries,
  );
}

/** Whether the device's entries have been read, and what was sent meanwhile shown, since the page started (before, a screen would show neither). */
export function useOutboxRead(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read && sentShown,
    () => read && sentShown,
  );
}

/** The entries of the signed-in player (the writes made on their behalf on this device), oldest first. */
export function useOwnEntries(): OutboxEntry[] {
  const playerId = useAuth().user?.playerId;
  return useOutboxEntries().filter((entry) => entry.playerId === playerId);
}

// Sending: one round at a time in this page, another one queued if asked for meanwhile.
let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

const pageToken = async () => readToken() ?? (await idbGet<string>(TOKEN_KEY).catch(() => undefined)) ?? null;

async function round(): Promise<void> {
  const result = await sendRound({ readToken: pageToken });
  clearTimeout(timer);
  if (result.nextAttemptAt !== null) timer = setTimeout(kick, Math.max(0, result.nextAttemptAt - Date.now()));
  if (result.waiting > 0) await askBackgroundSync();
}

/** Sends what is due now; safe to call at any time and as often as wanted. */
export function kick(): void {
  if (running) {
    again = true;
    return;
  }
  running = round()
    .catch((error: unknown) => console.warn('Outbox round failed:', error))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
}

/** Lets the service worker send when the page is gone (Background Sync, where the browser has it). */
async function askBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register('outbox');
  } catch {
    // no Background Sync here: the service worker sends on its next start instead
  }
}

/** Records a write in the outbox (before anything is sent), then starts sending. */
export async function enqueue(intent: WriteIntent): Promise<OutboxEntry> {
  const user = getAuth().user;
  if (!user) throw new ApiError(401, 'token_expired', 'Token expired');
  const entry: OutboxEntry = {
    ...intent,
    id: crypto.randomUUID(),
    key: crypto.randomUUID(),
    playerId: user.playerId,
    createdAt: Date.now(),
    state: 'waiting',
    attempts: 0,
    notBefore: 0,
    error: null,
    refusedToken: null,
  };
  await putEntry(entry);
  kick();
  return entry;
}

/** Sends an entry again now: a waiting one at once, a refused one with a fresh key (nothing was applied). */
export async function retry(id: string): Promise<void> {
  await patchEntry(id, (entry) => ({
    state: 'waiting',
    notBefore: 0,
    ...(entry.state === 'attention' ? { key: crypto.randomUUID(), error: null } : {}),
  }));
  kick();
}

/** Replaces what an entry writes (the user edited it) and sends it again. */
export async function resend(id: string, intent: WriteIntent): Promise<void> {
  await patchEntry(id, () => ({ ...intent, state: 'waiting', notBefore: 0, key: crypto.randomUUID(), error: null, refusedToken: null }));
  kick();
}

/**
 * Makes a change the server refused as stale again on what it holds now (rebase.ts), with a fresh
 * key; false when it cannot be made again (what it changed is gone).
 */
export async function reapply(id: string): Promise<boolean> {
  const entry = await getEntry(id);
  const intent = entry ? rebased(entry) : null;
  if (!intent) return false;
  await resend(id, intent);
  return true;
}

/** Removes an entry at the user's word. */
export const discard = (id: string): Promise<void> => removeEntry(id);

export { getEntry };

/** `answer`: the body of the server's success, when this page heard it (it may have been sent elsewhere). */
export type Outcome = { state: 'done' | OutboxEntry['state']; entry: OutboxEntry | null; answer?: unknown };

/**
 * Waits until the server has answered an entry (done, held or needs attention), or `timeoutMs` has
 * passed (it is still waiting: offline, or the server is slow): screens word their toast from it.
 */
export function waitForOutcome(id: string, timeoutMs = 10_000): Promise<Outcome> {
  awaited.add(id);
  return new Promise((resolve) => {
    let finished = false;
    const finish = (outcome: Outcome) => {
      if (finished) return;
      finished = true;
      // The screen tells this refusal: the outbox does not tell it again (refusals.ts).
      awaited.delete(id);
      if (outcome.state === 'attention' && outcome.entry) noteRefusalTold(outcome.entry);
      clearTimeout(timeout);
      stop();
      resolve(outcome);
    };
    const check = async (message?: OutboxMessage) => {
      if (message?.type === 'done' && message.id === id) return finish({ state: 'done', entry: null, answer: message.answer });
      const entry = await getEntry(id);
      if (!entry) return finish({ state: 'done', entry: null });
      if (entry.state === 'held' || entry.state === 'attention') finish({ state: entry.state, entry });
    };
    const stop = listenOutbox((message) => void check(message));
    const timeout = setTimeout(
      () => void getEntry(id).then((entry) => finish({ state: entry ? entry.state : 'done', entry: entry ?? null })),
      timeoutMs,
    );
    void check();
  });
}

// The device's entries are read as soon as any screen can show them, before the outbox starts sending.
void refresh();

/**
 * Starts the page's outbox: state, sending now and whenever it may succeed, refreshing what a sent
 * write changed. `restored`: the saved query cache has been read (what was sent meanwhile is shown on it).
 */
export function startOutbox(queryClient: QueryClient, restored: Promise<unknown> = Promise.resolve()): void {
  if (started) return;
  started = true;
  listenOutbox((message) => {
    // A stale refusal says the server holds newer data than the screens show: refresh it as a success would.
    if (message.type === 'done' || message.type === 'stale') {
      for (const queryKey of message.invalidate) void queryClient.invalidateQueries({ queryKey });
    }
    if (message.type === 'done') {
      showApplied(queryClient, message.kind, message.data, message.answer);
      void forgetSent(message.id);
    }
    void refresh();
  });
  // What was applied while no page listened (the service worker sends at its start): show it as applied
  // (offline, its refresh cannot come yet) and refresh it.
  void restored
    .then(takeSent)
    .then((sent) => {
      for (const { kind, data, answer } of sent) if (kind) showApplied(queryClient, kind, data, answer);
      for (const queryKey of sent.flatMap(({ invalidate }) => invalidate)) void queryClient.invalidateQueries({ queryKey });
    })
    .catch(() => {})
    .finally(() => {
      sentShown = true;
      tell();
    });
  let signedIn = getAuth().user?.playerId;
  subscribeAuth(() => {
    const now = getAuth().user?.playerId;
    if (now !== signedIn && now !== undefined) kick();
    signedIn = now;
  });
  window.addEventListener('online', () => {
    void allEntries()
      .then((all) =>
        Promise.all(all.filter((entry) => entry.state === 'waiting').map((entry) => patchEntry(entry.id, () => ({ notBefore: 0 })))),
      )
      .then(kick);
  });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && kick());
  void refresh();
  kick();
}
