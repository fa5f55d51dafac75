/**
 * The offline copy of the public data (docs/decisions/007-offline-sync.md): the sync that keeps it
 * (sync.ts) and the answers given from it when a public read cannot reach the server (resolve.ts).
 * One module for both, so that once the sync has loaded, answering needs no further download.
 */
import type { ApiError } from '../api-error';
import { resolvePublic } from './resolve';
import { loadSnapshot } from './store';

export { startOfflineSync } from './sync';

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
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { ...answer.headers, 'content-type': 'application/json' } });
}
