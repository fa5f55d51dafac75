/**
 * Each file of the build gets a precache group: `public` (what a visitor can use, offline too),
 * `player` (the signed-in pages and what only they load) or `staff` (the staff pages' code). The
 * service worker precaches the first at install and the others on a device where someone signs in
 * (sw/sw.ts). The public chunks a first visit does not load itself come in one file, the public
 * pack (public-pack.ts).
 */
import type { OfflineGroup } from '../shared/offline-groups.ts';
import type { OfflineFiles } from './public-pack.ts';
import { facadeOf, staticClosure, type Chunk } from './chunk-graph.ts';

/**
 * Parts the public pages import but only a signed-in device uses, by their chunk's own module: the
 * outbox (it starts once someone signs in) and the player's and the staff's texts in French and Arabic.
 */
const SIGNED_IN_PARTS: [RegExp, OfflineGroup][] = [
  [/\/src\/client\/i18n\/(fr|ar)\/staff\.ts$/, 'staff'],
  [/\/src\/client\/i18n\/(fr|ar)\/(player|refusals)\.ts$/, 'player'],
  [/\/src\/client\/(lib|components)\/outbox\//, 'player'],
];

/**
 * What the public pages open only for someone signed in, or to sign in, by their chunk's own module:
 * the login dialog, the account menu, the outbox's button, the inbox's bell and the claim on a
 * profile. None of them can work for a visitor offline (signing in needs the server), so they and
 * what only they use are the player's, kept once someone signs in on the device.
 */
const SIGNED_IN_ENTRIES = [
  /\/src\/client\/features\/auth\/components\/(login-dialog|avatar-menu)\.tsx$/,
  /\/src\/client\/components\/outbox\/outbox-button\.tsx$/,
  /\/src\/client\/features\/notifications\/components\/inbox-bell\.tsx$/,
  /\/src\/client\/features\/claims\/components\/profile-claim\.tsx$/,
];

/** Route files of the signed-in area (`_authed…`) and of its staff part (`_authed/staff/…`). */
const PLAYER_ROUTE = /^_authed(\/|$)/;
const STAFF_ROUTE = /^_authed\/staff(\/|$)/;

/**
 * Gives each chunk its group: what the entry reaches (statically or by a dynamic import) without
 * going through a signed-in route's chunk, a part the public pages open only when signed in
 * (SIGNED_IN_ENTRIES) or one only a signed-in device uses (SIGNED_IN_PARTS) is public; what the
 * signed-in routes other than the staff's and those parts reach besides is the player's; what only
 * the staff routes and the staff's parts reach is staff code. A chunk that none of them reaches is
 * public.
 */
export function assignGroups(
  chunks: Map<string, Chunk>,
  entries: Chunk[],
  routeFiles: Map<string, Chunk>,
  groups: Map<string, OfflineGroup>,
) {
  const routeOf = new Map([...routeFiles].map(([file, chunk]) => [chunk.fileName, file]));
  const signedInParts = [...chunks.values()].filter((chunk) => SIGNED_IN_ENTRIES.some((pattern) => pattern.test(facadeOf(chunk))));
  const partOf = (chunk: Chunk) => SIGNED_IN_PARTS.find(([pattern]) => pattern.test(facadeOf(chunk)))?.[1];
  const partsOf = (group: OfflineGroup) => [...chunks.values()].filter((chunk) => partOf(chunk) === group);
  const reach = (starts: Chunk[], stopAt: (name: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = chunks.get(name);
        if (next && !stopAt(name)) visit(next);
      }
    };
    starts.forEach(visit);
    return seen;
  };
  const routeIs = (pattern: RegExp) => (name: string) => pattern.test(routeOf.get(name) ?? '');
  const routesWhere = (test: (file: string) => boolean) => [...routeFiles].filter(([file]) => test(file)).map(([, chunk]) => chunk);
  const signedIn = new Set([...signedInParts, ...partsOf('player'), ...partsOf('staff')].map((chunk) => chunk.fileName));
  const publicFiles = reach(entries, (name) => routeIs(PLAYER_ROUTE)(name) || signedIn.has(name));
  const playerFiles = reach(
    [...routesWhere((file) => PLAYER_ROUTE.test(file) && !STAFF_ROUTE.test(file)), ...signedInParts, ...partsOf('player')],
    routeIs(STAFF_ROUTE),
  );
  const staffFiles = reach([...routesWhere((file) => STAFF_ROUTE.test(file)), ...partsOf('staff')], () => false);
  groups.clear();
  for (const [name, chunk] of chunks) {
    groups.set(
      name,
      partOf(chunk) ?? (publicFiles.has(name) ? 'public' : playerFiles.has(name) ? 'player' : staffFiles.has(name) ? 'staff' : 'public'),
    );
  }
}

/**
 * What the shell loads after the first render on every page, by their chunk's own module: the side
 * panel and its chat, the footer, the notice over saved data, the offline copy, the saved cache's
 * reading and saving, and the service worker's updates. With the entry's chunks, a first visit has
 * them already, so the worker takes them from the browser's cache rather than from the pack.
 */
const EVERY_VISIT_LATER = [
  /\/src\/client\/features\/site\/components\/(side-panel|chat-widget)\.tsx$/,
  /\/src\/client\/components\/app\/(footer|stale-message)\.tsx$/,
  /\/src\/client\/lib\/(cache-saving|worker-updates)\.ts$/,
  /\/src\/client\/lib\/offline-sync\/offline\.ts$/,
  /\/node_modules\/(idb-keyval|@tanstack\/query-persist-client-core)\//,
];

/** Puts in `offline.packed` the public chunks a first visit does not load itself: the pack's files (public-pack.ts). */
export function packFiles(chunks: Map<string, Chunk>, loaded: Set<string>, offline: OfflineFiles) {
  const later = [...chunks.values()].filter((chunk) => EVERY_VISIT_LATER.some((pattern) => pattern.test(facadeOf(chunk))));
  const everyVisit = new Set([...loaded, ...later.flatMap((chunk) => [...staticClosure(chunk, chunks)])]);
  offline.packed.clear();
  for (const name of chunks.keys()) if (offline.groups.get(name) === 'public' && !everyVisit.has(name)) offline.packed.add(name);
}
