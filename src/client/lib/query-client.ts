/**
 * The one QueryClient. Queries run `offlineFirst`: one real attempt even when the device says it is
 * offline (the service worker may answer), and cached data stays on screen when it fails.
 * Entries are never collected during a session (gcTime Infinity: 30 days in milliseconds would
 * overflow setTimeout and collect them at once); the persisted copy lasts CACHE_MAX_AGE.
 */
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const CACHE_MAX_AGE = 30 * 24 * 60 * 60 * 1000;

// TanStack Query assumes it is online at start-up: read navigator.onLine first, or a restored page would fetch while offline.
// (Not where there is no window: the frame index.html paints is rendered at build time, app/frame.tsx.)
if (typeof window !== 'undefined')
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        gcTime: Infinity,
        // A 4xx will not change on a retry; a network failure or a 5xx gets one more try.
        retry: (count, error) => count < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
        retryDelay: 800,
      },
    },
  });
}
