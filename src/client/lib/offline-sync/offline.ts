/**
 * The offline copy of the public data (docs/decisions/007-offline-sync.md): the sync that keeps it
 * (sync.ts) and the answers given from it when a public read cannot reach the server (resolve.ts).
 * One module for both, so that once the sync has loaded, answering needs no further download.
 */
import type { ApiError } from '../api-error';
import { resolvePublic } from './resolve';
import { loadSnapshot, readMeta } from './store';

export { startOfflineSync } from './sync';

/**
 * Since the device went offline: when the copy first answered, and when the server last confirmed it.
 * Offline nothing refreshes the copy, so its time is read once each time the device goes offline.
 */
let answered: { since: number; asOf: number } | null = null;
window.addEventListener('online', () => {
  answered = null;
});

/**
 * When data that arrived at `arrivedAt` was last confirmed by the server: its own time, or, for what
 * the copy answered while offline (nothing else arrives then), the time the copy was last confirmed.
 */
export function confirmedAt(arrivedAt: number): number {
  return answered && arrivedAt >= answered.since ? answered.asOf : arrivedAt;
}

/** The answer the server would give to a public GET, as a Response; rethrows `failure` when the snapshot cannot answer it. */
export async function answerOffline(path: string, failure: ApiError): Promise<Response> {
  const index = await loadSnapshot();
  let answer;
  try {
    answer = index ? resolvePublic(index, path) : undefined;
  } catch {
    answer = undefined;
  }
  if (!answer) throw failure;
  answered ??= await readMeta().then(
    (meta) => meta && { since: Date.now(), asOf: meta.checkedAt },
    () => null,
  );
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { ...answer.headers, 'content-type': 'application/json' },
  });
}
