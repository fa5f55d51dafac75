/// <reference lib="webworker" />
/**
 * The service worker's side of the outbox: it sends waiting entries when no page does, on a
 * Background Sync event (the browser fires it once the network is back, even with every page
 * closed) and whenever the worker starts. It reads the token from its IndexedDB copy (localStorage
 * is not available here) and follows the same replay rule as the page.
 */
import { get } from 'idb-keyval';
import { TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { sendRound } from '../src/shared/outbox/replay';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

const round = () => sendRound({ readToken: async () => (await get<string>(TOKEN_STORAGE_KEY)) ?? null });

export function startOutbox(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== 'outbox') return;
    sync.waitUntil(
      round().then((result) => {
        // A rejection asks the browser to fire the event again later, with its own backoff.
        if (result.waiting > 0 && !sync.lastChance) throw new Error(`${result.waiting} outbox entries still waiting`);
      }),
    );
  });
  // A page may ask for a round (e.g. the page is about to close).
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'outbox-send') event.waitUntil(round().catch(() => {}));
  });
  // The worker's start is also a chance to send (browsers without Background Sync).
  void round().catch(() => {});
}
