/**
 * The device's copy of the public data (lib/offline-sync, docs/decisions/007-offline-sync.md) loads
 * apart from the first visit: once the first screen is done, or when a read offline needs it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiGet } from './offline-sync/sync';
import { afterLoad, whenIdle } from './later';

export const loadOfflineCopy = () => import('./offline-sync/offline');

/**
 * Starts keeping the copy once the page has loaded and the browser is idle, so it never competes with
 * the first screen (the sync then also waits for the first screen's data).
 */
export function keepOfflineCopy(queryClient: QueryClient, get: ApiGet): void {
  // Offline before the file came (and no service worker holding it yet): try again once back online.
  const load = () =>
    void loadOfflineCopy().then(
      (offline) => offline.startOfflineSync(queryClient, get),
      () => window.addEventListener('online', load, { once: true }),
    );
  afterLoad(() => whenIdle(load));
}
