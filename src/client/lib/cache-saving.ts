/**
 * Saving the query cache (restoring it is in persister.ts): loaded after the first render, since a
 * first screen never needs it. What a save keeps and how often are explained in persister.ts.
 */
import { persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import type { DehydrateOptions, QueryClient } from '@tanstack/react-query';
import { CACHE_BUSTER, idbPersister, markSaved } from './persister';

/** What a save keeps: every query that holds data, whatever became of its last refresh; no mutation. */
export const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query) => query.state.data !== undefined,
  shouldDehydrateMutation: () => false,
};

/** A failed refresh is this session's news: the saved copy is the data, restored as a plain success. */
export function withoutFailures(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Saves the cache after changes: at once after a quiet second, otherwise at most once a second, and
 * when the page is hidden. Returns a function that stops saving.
 */
export function persistQueryCache(queryClient: QueryClient, persister = idbPersister, throttleMs = 1000): () => void {
  const saving: Persister = { ...persister, persistClient: (client) => persister.persistClient(withoutFailures(client)) };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSave = 0;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    lastSave = Date.now();
    void persistQueryClientSave({ queryClient, persister: saving, buster: CACHE_BUSTER, dehydrateOptions }).then(markSaved, () => {});
  };
  const schedule = () => {
    timer ??= setTimeout(save, Math.max(0, lastSave + throttleMs - Date.now()));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
  });
  // What arrived before this module loaded is saved too.
  schedule();
  const flush = () => {
    if (timer !== undefined && document.visibilityState === 'hidden') save();
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', flush);
    window.removeEventListener('pagehide', flush);
  };
}
