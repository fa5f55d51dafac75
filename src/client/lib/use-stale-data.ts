/**
 * Whether the screen shows saved data that could not be refreshed: the device is offline, or a
 * query on screen holds data but its last refresh failed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnline } from './use-online';

export type Staleness = 'offline' | 'unreachable' | null;

export function useStaleData(): Staleness {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const failedRefresh = useSyncExternalStore(subscribe, () =>
    cache.getAll().some((query) => query.getObserversCount() > 0 && query.state.data !== undefined && query.state.status === 'error'),
  );
  if (!online) return 'offline';
  return failedRefresh ? 'unreachable' : null;
}
