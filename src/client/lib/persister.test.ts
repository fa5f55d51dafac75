import 'fake-indexeddb/auto';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { persistQueryCache } from './cache-saving';
import { CACHE_BUSTER, hasSavedCache, idbPersister, restoreQueryCache } from './persister';

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

  it('discards a copy saved by a build with other data shapes', async () => {
    await set('query-cache', {
      buster: `${CACHE_BUSTER}-old`,
      timestamp: Date.now(),
      clientState: { mutations: [], queries: [{ queryKey: key, queryHash: JSON.stringify(key), state: { data: ['old shape'], dataUpdatedAt: Date.now(), status: 'success' } }] },
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
      void first.getMutationCache().build(first, { mutationKey: ['write'], mutationFn: async () => 1 }).execute(undefined).catch(() => {});
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
