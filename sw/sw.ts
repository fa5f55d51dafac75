/// <reference lib="webworker" />
/**
 * The service worker. It precaches the built app (the list of files is injected at build time, each
 * with its group: src/build/first-screen.ts), so the installed app opens with no network at all: the
 * public screens on every device at install, the player's screens and the staff's code on a device
 * where a player or a staff member signs in (the page says so: lib/worker-updates.ts), kept across
 * updates. Page navigations are answered with the cached index.html, while API and sign-in paths
 * always go to the network. It also sends the outbox's waiting writes (outbox.ts).
 *
 * A new build waits: taking over open pages at once would remove the files of their build from the
 * cache while they still need them (lazy route chunks). The page offers a reload, and only on the
 * user's click asks the waiting worker to take over (SKIP_WAITING). An update replaces caches only:
 * IndexedDB (the outbox, the saved query cache) is never deleted here.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { KEEP_GROUPS, SIGNED_IN_GROUPS as SIGNED_IN, keepGroups, signedInGroupsIn, type OfflineGroup as Group, type SignedInGroup } from '../src/shared/offline-groups';
import { startOutbox } from './outbox';

type Entry = { url: string; revision: string | null; group?: Group };
declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST as Entry[];
const entriesOf = (group: Group) => manifest.filter((entry) => (entry.group ?? 'public') === group).map(({ url, revision }) => ({ url, revision }));

/**
 * The groups a signed-in device keeps, each in a cache of its own: a file of theirs is answered from
 * it, or fetched and kept there (so a screen opened online opens offline), and the whole group is
 * fetched once the page says someone who needs it signed in here.
 */
const cacheOf = (group: SignedInGroup) => `signed-in-${group}`;
const absolute = (url: string) => new URL(url, self.location.href).href;
const groupOf = new Map(SIGNED_IN.flatMap((group) => entriesOf(group).map(({ url }) => [absolute(url), group] as const)));

registerRoute(
  ({ url }) => groupOf.has(url.href),
  async ({ request, url }) => {
    const cache = await caches.open(cacheOf(groupOf.get(url.href)!));
    const kept = await cache.match(url.href);
    if (kept) return kept;
    const answer = await fetch(request);
    if (answer.ok) await cache.put(url.href, answer.clone());
    return answer;
  },
);

/** Fetches the files of `group` its cache lacks. */
async function fill(group: SignedInGroup): Promise<void> {
  const cache = await caches.open(cacheOf(group));
  const have = new Set((await cache.keys()).map((request) => request.url));
  for (const { url } of entriesOf(group)) {
    const key = absolute(url);
    if (have.has(key)) continue;
    const answer = await fetch(key, { credentials: 'same-origin' });
    if (answer.ok) await cache.put(key, answer);
  }
}
/** Keeps `groups` besides those kept already (the choice is remembered, so an update fetches them at install too) and fills them all. */
async function keep(groups: SignedInGroup[]): Promise<void> {
  await Promise.all((await keepGroups(groups)).map(fill));
}
/** Drops the files of earlier builds from the groups' caches. */
async function dropOldFiles(): Promise<void> {
  for (const group of SIGNED_IN) {
    const cache = await caches.open(cacheOf(group));
    for (const request of await cache.keys()) if (groupOf.get(request.url) !== group) await cache.delete(request);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; groups?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP_GROUPS) event.waitUntil(keep(signedInGroupsIn(data.groups)));
});
// An update fills the kept groups before it may take over; an activation drops their old files.
self.addEventListener('install', (event) => event.waitUntil(keep([])));
self.addEventListener('activate', (event) => event.waitUntil(dropOldFiles()));
// Only the first worker, or one the user let in, activates: claiming then takes pages that no worker
// controls yet (a first visit), so the installed app works offline from its first load.
clientsClaim();

precacheAndRoute(entriesOf('public'));
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app's index.html. */
const SERVER_PATHS = [/^\/api\//, /^\/oauth2\//, /^\/login\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

startOutbox();
