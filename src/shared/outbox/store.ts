/**
 * The outbox's own IndexedDB store (database `outbox`, store `entries`), kept apart from the
 * persisted query cache so that no cache buster, expiry or restore error can drop an unsent write.
 * The page and the service worker both use it; every change is announced on the `outbox`
 * BroadcastChannel, so other tabs (and the page, for the service worker's sends) stay in step.
 */
import { createStore, del, delMany, entries, get, set, update, values } from 'idb-keyval';
import type { OutboxEntry, QueryPrefix } from './entry';

const store = createStore('outbox', 'entries');
/**
 * What each write the server applied changed on the screens (its query key prefixes, its kind, data
 * and the server's answer), until a page has shown it: the service worker may send while no page
 * listens (at its start, before the page is up), and a page that starts later must still show the
 * write as applied (offline, a refresh of what it changed cannot come yet) and refresh it.
 */
const sentStore = createStore('outbox-sent', 'sent');

/**
 * `data`: what the applied write carried for the screens. `answer` is the body of the server's success, when it sent one. `stale`: the server refused a write
 * because its data changed meanwhile, so what the screens show of it is out of date too.
 */
export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'done'; id: string; kind: string; invalidate: QueryPrefix[]; data?: unknown; answer?: unknown }
  | { type: 'stale'; id: string; invalidate: QueryPrefix[] };

export const OUTBOX_CHANNEL = 'outbox';

let channel: BroadcastChannel | null = null;
const localListeners = new Set<(message: OutboxMessage) => void>();

/** Tells this context's listeners and every other context (tabs, the service worker). */
export function announce(message: OutboxMessage): void {
  for (const listener of localListeners) listener(message);
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
}

/** Listens to changes made here and in every other context. */
export function listenOutbox(listener: (message: OutboxMessage) => void): () => void {
  localListeners.add(listener);
  const remote = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  remote?.addEventListener('message', (event: MessageEvent<OutboxMessage>) => listener(event.data));
  return () => {
    localListeners.delete(listener);
    remote?.close();
  };
}

export async function allEntries(): Promise<OutboxEntry[]> {
  const entries = await values<OutboxEntry>(store);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

export const getEntry = (id: string): Promise<OutboxEntry | undefined> => get<OutboxEntry>(id, store);

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await update<OutboxEntry>(entry.id, () => entry, store);
  announce({ type: 'changed' });
}

/** Changes an entry in one IndexedDB transaction; nothing happens when it is gone (sent or discarded). */
export async function patchEntry(id: string, change: (entry: OutboxEntry) => Partial<OutboxEntry>): Promise<OutboxEntry | undefined> {
  let result: OutboxEntry | undefined;
  await update<OutboxEntry | undefined>(
    id,
    (entry) => {
      result = entry ? { ...entry, ...change(entry) } : undefined;
      return result;
    },
    store,
  );
  // update() with undefined would store undefined: remove the key instead.
  if (!result) await del(id, store);
  announce({ type: 'changed' });
  return result;
}

export async function removeEntry(id: string): Promise<void> {
  await del(id, store);
  announce({ type: 'changed' });
}

/** A write the server applied, as `sentStore` keeps it until a page has shown it. */
export type SentWrite = { invalidate: QueryPrefix[]; kind?: string; data?: unknown; answer?: unknown };

/** Notes that a write was applied, with what it changed (see `sentStore`). */
export const recordSent = (id: string, sent: SentWrite): Promise<void> => set(id, sent, sentStore);

/** The writes applied since a page last looked, and forgets them (an older version kept the prefixes alone). */
export async function takeSent(): Promise<SentWrite[]> {
  const all = await entries<string, SentWrite | QueryPrefix[]>(sentStore);
  await delMany(
    all.map(([id]) => id),
    sentStore,
  );
  return all.map(([, sent]) => (Array.isArray(sent) ? { invalidate: sent } : sent));
}

/** Forgets one applied write: a listening page heard of it and refreshed what it changed. */
export const forgetSent = (id: string): Promise<void> => del(id, sentStore);
