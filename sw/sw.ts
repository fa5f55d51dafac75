/// <reference lib="webworker" />
/**
 * The service worker. It precaches the built app (the list of files is injected at build time, each
 * with its group: src/build/first-screen.ts), so the installed app opens with no network at all: the
 * public screens on every device at install (what a first visit did not load comes in one file, the
 * public pack: src/build/public-pack.ts), the player's screens and the staff's code on a device
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
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  KEEP_GROUPS,
  PACKED_CACHE,
  SIGNED_IN_GROUPS as SIGNED_IN,
  keepGroups,
  signedInGroupsIn,
  type OfflineGroup as Group,
  type Pack,
  type SignedInGroup,
} from '../src/shared/offline-groups';
import { startOutbox } from './outbox';

/** A file of the build: its group and, for a public file a first visit does not load itself, the pack it comes in. */
type Entry = { url: string; revision: string | null; group?: Group; pack?: string };
declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST as Entry[];
const entriesOf = (group: Group) =>
  manifest.filter((entry) => (entry.group ?? 'public') === group && !entry.pack).map(({ url, revision }) => ({ url, revision }));
const packed = manifest.filter((entry) => entry.pack);

/**
 * The groups a signed-in device keeps, each in a cache of its own: a file of theirs is answered from
 * it, or fetched and kept there (so a screen opened online opens offline), and the whole group is
 * fetched once the page says someone who needs it signed in here.
 */
const cacheOf = (group: SignedInGroup) => `signed-in-${group}`;
const absolute = (url: string) => new URL(url, self.location.href).href;
/** The cache each file kept outside Workbox's precache is in: the signed-in groups' and the public pack's. */
const keptIn = new Map<string, string>([
  ...SIGNED_IN.flatMap((group) => entriesOf(group).map(({ url }) => [absolute(url), cacheOf(group)] as const)),
  ...packed.map(({ url }) => [absolute(url), PACKED_CACHE] as const),
]);

registerRoute(
  ({ url }) => keptIn.has(url.href),
  async ({ request, url }) => {
    const cache = await caches.open(keptIn.get(url.href)!);
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

/**
 * Keeps the public files a first visit does not load itself (chunks, so scripts). At the first install most are missing:
 * they come in their pack, one request; an update, which lacks only the files that changed, fetches
 * those one by one. A file that cannot be had fails the install, as Workbox's precache does, so a
 * worker never takes over without the public screens.
 */
async function fillPacked(): Promise<void> {
  const cache = await caches.open(PACKED_CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  const missing = packed.filter(({ url }) => !have.has(absolute(url)));
  const pack = packed[0]?.pack;
  if (pack && missing.length > packed.length / 2) {
    const answer = await fetch(absolute(pack), { credentials: 'same-origin' });
    const files = answer.ok ? ((await answer.json()) as Pack) : [];
    for (const [path, text] of files) {
      const key = absolute(path);
      if (!keptIn.has(key) || have.has(key)) continue;
      await cache.put(key, new Response(text, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }));
      have.add(key);
    }
  }
  for (const { url } of missing) {
    const key = absolute(url);
    if (have.has(key)) continue;
    const answer = await fetch(key, { credentials: 'same-origin' });
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
    await cache.put(key, answer);
  }
}

/** Drops the files of earlier builds from the groups' and the pack's caches. */
async function dropOldFiles(): Promise<void> {
  for (const name of [...SIGNED_IN.map(cacheOf), PACKED_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (keptIn.get(request.url) !== name) await cache.delete(request);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; groups?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP_GROUPS) event.waitUntil(keep(signedInGroupsIn(data.groups)));
});
// An install keeps the public pack's files, and an update fills the kept groups, before it may take
// over; an activation drops their old files.
self.addEventListener('install', (event) => event.waitUntil(Promise.all([fillPacked(), keep([])])));
self.addEventListener('activate', (event) => event.waitUntil(dropOldFiles()));
// Only the first worker, or one the user let in, activates: claiming then takes pages that no worker
// controls yet (a first visit), so the installed app works offline from its first load.
clientsClaim();

// index.html is what the server answers at `/`: asked for there and revalidated (its ETag), a first
// visit to `/` leaves it in the browser's cache, so the install gets a 304 rather than the document
// again in full (Workbox asks for a file with a revision bypassing that cache).
// A precached copy is kept without its Vary: the server's index.html varies by language (its link
// preview), and a navigation carrying Accept-Language would otherwise miss the copy stored without one,
// so the installed app would not open offline. A copy is the file of its revision, whatever asked.
addPlugins([
  {
    requestWillFetch: async ({ request }) =>
      new URL(request.url).pathname === '/index.html'
        ? new Request(new URL('/', request.url), { cache: 'no-cache', credentials: 'same-origin' })
        : request,
    // Taking the place of Workbox's own check, which keeps no answer of 400 or more.
    cacheWillUpdate: async ({ response }) => {
      if (response.status >= 400) return null;
      if (!response.headers.has('vary')) return response;
      const headers = new Headers(response.headers);
      headers.delete('vary');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  },
]);
precacheAndRoute(entriesOf('public'));
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app's index.html. */
const SERVER_PATHS = [/^\/api\//, /^\/oauth2\//, /^\/login\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

startOutbox();
