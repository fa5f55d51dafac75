/// <reference lib="webworker" />
/**
 * The service worker. It precaches the built app (the list of files is injected at build time), so
 * the installed app opens with no network at all; page navigations are answered with the cached
 * index.html, while API and sign-in paths always go to the network. A new build takes over at once
 * and its predecessor's caches are removed.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app's index.html. */
const SERVER_PATHS = [/^\/api\//, /^\/oauth2\//, /^\/login\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));
