/// <reference lib="webworker" />
/**
 * The service worker. It precaches the built app (the list of files is injected at build time), so
 * the installed app opens with no network at all; page navigations are answered with the cached
 * index.html, while API and sign-in paths always go to the network. It also sends the outbox's
 * waiting writes (outbox.ts).
 *
 * A new build waits: taking over open pages at once would remove the files of their build from the
 * cache while they still need them (lazy route chunks). The page offers a reload, and only on the
 * user's click asks the waiting worker to take over (SKIP_WAITING). An update replaces caches only:
 * IndexedDB (the outbox, the saved query cache) is never deleted here.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { startOutbox } from './outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Only the first worker, or one the user let in, activates: claiming then takes pages that no worker
// controls yet (a first visit), so the installed app works offline from its first load.
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app's index.html. */
const SERVER_PATHS = [/^\/api\//, /^\/oauth2\//, /^\/login\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

startOutbox();
