import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { CACHE_BUSTER, hasSavedCache, idbPersister, persistQueryCache, restoreQueryCache } from './persister';

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
});
