/**
 * What the screen's data is worth when it could not be refreshed: the device is offline ('offline'),
 * offline with something on screen never saved on this device and waiting for the network
 * ('unsaved'), or online with a query on screen holding data whose last refresh failed ('unreachable').
 */
import { useQueryClient, type FetchStatus, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnline } from './use-online';

export type Staleness = 'offline' | 'unsaved' | 'unreachable' | null;

/**
 * Whether a query waits for the network with nothing saved: offline, its fetch is paused until the
 * device is back online. A screen shows the plain 'not saved' line for it instead of 'Loading...'.
 */
export function isUnsavedOffline(query: { data: unknown; fetchStatus: FetchStatus }): boolean {
  return query.data === undefined && query.fetchStatus === 'paused';
}

/** Whether a query is used by what is on screen (it has an observer). */
export const onScreen = (query: Query) => query.getObserversCount() > 0;

/**
 * The `meta` of a query for a part a screen is whole without (a level's history): offline with
 * nothing saved, the part says so itself, and the screen still counts as saved.
 */
export const SECONDARY = { secondary: true } as const;
const isSecondary = (query: Query) => query.meta?.secondary === true;

export function useStaleData(): Staleness {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  // (The frame index.html paints, rendered at build time, has nothing stale: the third argument.)
  const failedRefresh = useSyncExternalStore(
    subscribe,
    () => cache.getAll().some((query) => onScreen(query) && query.state.data !== undefined && query.state.status === 'error'),
    () => false,
  );
  const unsaved = useSyncExternalStore(
    subscribe,
    () => cache.getAll().some((query) => onScreen(query) && !isSecondary(query) && isUnsavedOffline(query.state)),
    () => false,
  );
  // A fetch also pauses in a hidden tab; only offline does it mean waiting for the network.
  if (!online) return unsaved ? 'unsaved' : 'offline';
  return failedRefresh ? 'unreachable' : null;
}
