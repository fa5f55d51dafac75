/**
 * Keeps a copy of the public snapshot on the device: first when the first screen has its data and
 * the browser is idle, then whenever the app is open, online and visible and the copy was last
 * confirmed more than REFRESH_MS ago (checked every minute, on coming back online and on coming
 * back to the tab). A copy that knows its log position asks for the changes since (the change feed,
 * docs/decisions/015-sync-by-changes.md) and applies them: a change costs a few hundred bytes. The
 * whole snapshot is downloaded, with If-None-Match, only for a first copy, when the server no longer
 * keeps the changes (410), or when the copy cannot take them exactly (shared/snapshot/apply-changes.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { Snapshot } from '../../../shared/schemas/snapshot';
import { ChangesAnswerSchema, type Change, type ChangesAnswer } from '../../../shared/schemas/changes';
import { SNAPSHOT_FORMAT } from '../../../shared/snapshot/format';
import { isApiError } from '../api-error';
import { whenIdle as idle } from '../later';
import { markChecked, readMeta, readSnapshot, saveSnapshot, type SavedSnapshot } from './store';

type SavedMeta = Omit<SavedSnapshot, 'snapshot'>;

/** The API client's read (lib/api-client.ts `api.get`), handed in: the client loads this module, so it imports none of it. */
export type ApiGet = <S extends v.GenericSchema>(path: string, schema: S, signal?: AbortSignal) => Promise<v.InferOutput<S>>;

const SNAPSHOT_PATH = '/api/public/snapshot';
const CHANGES_PATH = '/api/public/changes';
/** At most this many answers of the feed per check; a copy further behind downloads the whole snapshot. */
const MAX_PAGES = 20;
export const REFRESH_MS = 5 * 60_000;
const TICK_MS = 60_000;

let running: Promise<void> | null = null;

/** A cheap check of the shape before saving; each answer given from it is parsed with its route's schema. */
const looksRight = (body: Partial<Snapshot> | null): body is Snapshot =>
  body?.format === SNAPSHOT_FORMAT &&
  Array.isArray(body.players) &&
  Array.isArray(body.regions) &&
  !!body.classic &&
  !!body.platformer &&
  Array.isArray(body.log);

/** Every change after `since`, page after page; null when the server no longer keeps them (410) or there are too many. */
async function changesSince(get: ApiGet, since: number): Promise<{ position: number; changes: Change[] } | null> {
  const changes: Change[] = [];
  let position = since;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    let answer: ChangesAnswer;
    try {
      answer = await get(`${CHANGES_PATH}?since=${position}`, ChangesAnswerSchema);
    } catch (error) {
      if (isApiError(error, 'history_gone')) return null;
      throw error;
    }
    changes.push(...answer.changes);
    position = answer.position;
    if (!answer.more) return { position, changes };
  }
  return null;
}

/** Brings the saved copy forward by the changes since its position; false when the whole snapshot is needed. */
async function catchUp(get: ApiGet, meta: SavedMeta): Promise<boolean> {
  if (meta.position === undefined) return false;
  const feed = await changesSince(get, meta.position);
  if (!feed) return false;
  if (feed.changes.length === 0) {
    await markChecked(meta, feed.position);
    return true;
  }
  const saved = await readSnapshot();
  if (!saved) return false;
  // Loaded only when there are changes to apply: a first visit has no copy to bring forward.
  const { applyChanges } = await import('../../../shared/snapshot/apply-changes');
  const brought = applyChanges(saved, feed.changes, feed.position);
  if (!brought) return false;
  await saveSnapshot(null, brought);
  return true;
}

async function refresh(get: ApiGet): Promise<void> {
  const meta = await readMeta();
  if (meta && Date.now() - meta.checkedAt < REFRESH_MS) return;
  if (meta && (await catchUp(get, meta))) return;
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
function check(get: ApiGet): void {
  if (running || !navigator.onLine || document.visibilityState !== 'visible') return;
  running = refresh(get)
    .catch(() => {})
    .finally(() => {
      running = null;
    });
}

/** Waits until no query is fetching (the first screen has its data), then for an idle moment. */
function afterFirstScreen(queryClient: QueryClient, then: () => void): void {
  idle(() => (queryClient.isFetching() === 0 ? then() : setTimeout(() => afterFirstScreen(queryClient, then), 500)));
}

export function startOfflineSync(queryClient: QueryClient, get: ApiGet): void {
  afterFirstScreen(queryClient, () => {
    const checkNow = () => check(get);
    checkNow();
    setInterval(checkNow, TICK_MS);
    window.addEventListener('online', checkNow);
    document.addEventListener('visibilitychange', checkNow);
  });
}
