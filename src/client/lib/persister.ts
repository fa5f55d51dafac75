/**
 * The query cache, persisted whole to IndexedDB (idb-keyval) and restored before the first render.
 * The buster is a hash of the shared schemas and the query key factories, computed at build time:
 * a build whose data shapes or keys differ discards the old copy instead of rendering it wrongly.
 * Saves (cache-saving.ts, loaded after the first render) are throttled to one a second and flushed
 * when the page is hidden.
 *
 * Saved data is never thrown away because a refresh failed: every query holding data is saved, also
 * one whose last refresh failed (TanStack saves only 'success' ones by default, so with the server
 * unreachable the second reload lost the lists), and it is saved as plain data, without the failure.
 * Mutations are never saved: writes live in the outbox.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { CACHE_MAX_AGE } from './query-client';

const STORE_KEY = 'query-cache';
// Defined at build by src/build/vite-plugins.ts; unit tests run without it.
export const CACHE_BUSTER = typeof __CACHE_BUSTER__ === 'string' ? __CACHE_BUSTER__ : 'test';

// IndexedDB's helpers load with the first restore or save: a first visit, with nothing saved, needs neither before its first screen.
const store = () => import('idb-keyval');

export const idbPersister: Persister = {
  persistClient: async (client) => (await store()).set(STORE_KEY, client),
  restoreClient: async () => (await store()).get<PersistedClient>(STORE_KEY),
  removeClient: async () => (await store()).del(STORE_KEY),
};

const RESTORE_TIMEOUT_MS = 1500;

let reading: Promise<unknown> = Promise.resolve();
/**
 * Settles once the saved copy has been read, however long IndexedDB takes (the screens stop waiting
 * for it after 1.5 s): saving waits for it, or it would write an emptier cache over the copy.
 */
export const untilRead = (): Promise<unknown> => reading;
const SAVED_MARK = 'query-cache-saved';

/**
 * Whether an earlier visit of this build saved a cache. Only then is the first render worth holding
 * for the restore: a first visit renders at once instead of waiting for IndexedDB to open, and if
 * the mark was lost the restore still lands once the page has loaded (main.tsx).
 */
export function hasSavedCache(): boolean {
  try {
    return localStorage.getItem(SAVED_MARK) === CACHE_BUSTER;
  } catch {
    return true;
  }
}

export const markSaved = (): void => {
  try {
    localStorage.setItem(SAVED_MARK, CACHE_BUSTER);
  } catch {
    // storage refused: the next visit waits for the restore anyway only if it finds the mark
  }
};

/**
 * Restores the saved cache (the screens stop waiting after 1.5 s, so a stuck IndexedDB never blocks
 * the app). What comes back is marked stale: screens show it at once and refresh it from the API when
 * they mount; what the page fetched meanwhile is newer and stays as it is. A copy read after the screens
 * stopped waiting is stale as well once it lands, and the screens showing it refresh it.
 */
export async function restoreQueryCache(queryClient: QueryClient, persister = idbPersister, timeoutMs = RESTORE_TIMEOUT_MS): Promise<void> {
  // TanStack's restore loads with it: a first visit, which restores nothing before its first screen, never needs it there.
  const restore = import('@tanstack/query-persist-client-core')
    .then(({ persistQueryClientRestore }) =>
      persistQueryClientRestore({ queryClient, persister, buster: CACHE_BUSTER, maxAge: CACHE_MAX_AGE }),
    )
    .catch(() => {});
  reading = restore;
  const startedAt = Date.now();
  // What this page fetched while the copy was read is fresh: only what came from the copy is stale.
  const fromCopy = (query: Query) => query.state.dataUpdatedAt < startedAt;
  const late = await Promise.race([restore.then(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, true))]);
  await queryClient.invalidateQueries({ predicate: fromCopy, refetchType: 'none' });
  if (late) void restore.then(() => queryClient.invalidateQueries({ predicate: fromCopy }));
}
