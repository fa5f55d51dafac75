/**
 * Keeps a copy of the public snapshot on the device: first when the first screen has its data and
 * the browser is idle, then whenever the app is open, online and visible and the copy was last
 * confirmed more than REFRESH_MS ago (checked every minute, on coming back online and on coming
 * back to the tab). Each check is a conditional request: an unchanged snapshot costs a 304.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Snapshot } from '../../../shared/schemas/snapshot';
import { SNAPSHOT_FORMAT } from '../../../shared/snapshot/format';
import { whenIdle as idle } from '../later';
import { markChecked, readMeta, saveSnapshot } from './store';

const SNAPSHOT_PATH = '/api/public/snapshot';
export const REFRESH_MS = 5 * 60_000;
const TICK_MS = 60_000;

let running: Promise<void> | null = null;

/** A cheap check of the shape before saving; each answer given from it is parsed with its route's schema. */
const looksRight = (body: Partial<Snapshot> | null): body is Snapshot =>
  body?.format === SNAPSHOT_FORMAT && Array.isArray(body.players) && Array.isArray(body.regions) && !!body.classic && !!body.platformer;

async function refresh(): Promise<void> {
  const meta = await readMeta();
  if (meta && Date.now() - meta.checkedAt < REFRESH_MS) return;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (meta?.etag) headers['if-none-match'] = meta.etag;
  // no-store: the copy lives in IndexedDB; a second one in the HTTP cache would only take space.
  const response = await fetch(SNAPSHOT_PATH, { headers, cache: 'no-store' });
  if (response.status === 304 && meta) return markChecked(meta);
  if (!response.ok) return;
  const body = (await response.json()) as Partial<Snapshot> | null;
  if (looksRight(body)) await saveSnapshot(response.headers.get('etag'), body);
}

/** One check at a time, and none while offline or hidden; failures wait for the next turn. */
function check(): void {
  if (running || !navigator.onLine || document.visibilityState !== 'visible') return;
  running = refresh().catch(() => {}).finally(() => {
    running = null;
  });
}

/** Waits until no query is fetching (the first screen has its data), then for an idle moment. */
function afterFirstScreen(queryClient: QueryClient, then: () => void): void {
  idle(() => (queryClient.isFetching() === 0 ? then() : setTimeout(() => afterFirstScreen(queryClient, then), 500)));
}

export function startOfflineSync(queryClient: QueryClient): void {
  afterFirstScreen(queryClient, () => {
    check();
    setInterval(check, TICK_MS);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', check);
  });
}
