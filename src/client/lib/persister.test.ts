import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { persistQueryCache } from './cache-saving';
import { CACHE_BUSTER, hasSavedCache, idbPersister, restoreQueryCache, untilRead } from './persister';

const key = ['levels', 'list', 'classic', 'main'];

describe('persisted query cache', () => {
  it('restores what an earlier visit saved, and marks that there is something to wait for', async () => {
    localStorage.clear();
    expect(hasSavedCache()).toBe(false);
    const first = new QueryClient();
    const stop = persistQueryCache(first, idbPersister, 0);
    first.setQueryData(key, [{ id: '1', name: 'Saved' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(hasSavedCache()).toBe(true);

    const second = new QueryClient();
    await restoreQueryCache(second);
    expect(second.getQueryData(key)).toEqual([{ id: '1', name: 'Saved' }]);
  });

  it('marks a copy read after the screens stopped waiting as stale once it lands, so the screen showing it refreshes it', async () => {
    const saved = { id: '1', name: 'Saved' };
    const state = {
      data: [saved],
      dataUpdatedAt: Date.now() - 60_000,
      dataUpdateCount: 1,
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    };
    let land = (): void => {};
    const slow: typeof idbPersister = {
      ...idbPersister,
      restoreClient: () =>
        new Promise((resolve) => {
          land = () =>
            resolve({
              buster: CACHE_BUSTER,
              timestamp: Date.now(),
              clientState: { mutations: [], queries: [{ queryKey: key, queryHash: JSON.stringify(key), state }] },
            } as unknown as PersistedClient);
        }),
    };
    // Nothing counts as old by time here: only being marked stale makes the screen fetch.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await restoreQueryCache(client, slow, 10);
    expect(client.getQueryData(key)).toBeUndefined();

    land();
    await untilRead();
    await vi.waitFor(() => expect(client.getQueryState(key)?.isInvalidated).toBe(true));
    expect(client.getQueryData(key)).toEqual([saved]);
    const observer = new QueryObserver(client, { queryKey: key, queryFn: async () => [{ id: '1', name: 'Fetched' }] });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([{ id: '1', name: 'Fetched' }]));
    unsubscribe();
  });

  it('discards a copy saved by a build with other data shapes', async () => {
    await set('query-cache', {
      buster: `${CACHE_BUSTER}-old`,
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: [
          { queryKey: key, queryHash: JSON.stringify(key), state: { data: ['old shape'], dataUpdatedAt: Date.now(), status: 'success' } },
        ],
      },
    });
    const client = new QueryClient();
    await restoreQueryCache(client);
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('keeps the saved data of a query whose refresh failed, and restores it as data, not as a failure', async () => {
    const first = new QueryClient();
    const stop = persistQueryCache(first, idbPersister, 0);
    first.setQueryData(key, [{ id: '1', name: 'Saved' }]);
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    await first.fetchQuery({ queryKey: key, queryFn: unreachable, retry: false }).catch(() => {});
    expect(first.getQueryState(key)?.status).toBe('error');
    first.setQueryData(['other'], 1); // a later change triggers a save that must still hold the list
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();

    const second = new QueryClient();
    await restoreQueryCache(second);
    expect(second.getQueryData(key)).toEqual([{ id: '1', name: 'Saved' }]);
    expect(second.getQueryState(key)).toMatchObject({ status: 'success', error: null });
  });

  it('never saves a write, even one paused offline', async () => {
    const first = new QueryClient();
    const stop = persistQueryCache(first, idbPersister, 0);
    onlineManager.setOnline(false);
    try {
      void first
        .getMutationCache()
        .build(first, { mutationKey: ['write'], mutationFn: async () => 1 })
        .execute(undefined)
        .catch(() => {});
      first.setQueryData(key, []);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      onlineManager.setOnline(true);
      stop();
    }
    expect(first.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);

    const second = new QueryClient();
    await restoreQueryCache(second);
    expect(second.getQueryData(key)).toEqual([]);
    expect(second.getMutationCache().getAll()).toEqual([]);
  });
});
