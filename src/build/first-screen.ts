/**
 * What the build tells the page and the service worker about its chunks.
 *
 * - index.html gets the app's frame in each language (src/client/app/frame.tsx, rendered here with
 *   React's server renderer) and a script that shows the one of the language in use as the document
 *   is parsed: a visit paints the sidebar and the top bar before any code has arrived.
 * - index.html gets a start-up script that, from the address alone, preloads the chunks the page's
 *   first screen needs beyond the entry's (its route's split-off code and what that imports, the
 *   language's texts) and starts the first screen's API reads (src/client/lib/first-reads.ts). Every
 *   one of them starts with the document: none waits for another chunk to arrive and run.
 * - Each file of the build gets a precache group: `public` (what a visitor can use, offline too),
 *   `player` (the signed-in pages and what only they load) or `staff` (the staff pages' code). The
 *   service worker precaches the first at install and the others on a device where someone signs in
 *   (sw/sw.ts). The public chunks a first visit does not load itself come in one file, the public
 *   pack (public-pack.ts).
 */
import { createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { OfflineGroup } from '../shared/offline-groups.ts';
import type { OfflineFiles } from './public-pack.ts';
import { LEVEL_HINT_META } from '../shared/constants.ts';
import type { Frame } from '../client/app/frame.tsx';
import { LIST_PATH, firstReads } from '../client/lib/first-reads.ts';
import { FRAME_ID } from '../client/lib/first-frame.ts';
import { lucideDrawings } from './vite-plugins.ts';

type Chunk = Rolldown.OutputChunk;

/** A route's split-off chunk: its module id is the route file's, with `?tsr-split=…`. */
const ROUTE_SPLIT = /\/src\/client\/routes\/(.+)\.tsx\?tsr-split=/;
/** The language parts of the catalogs a first screen may need: the first screens' and, on every page but a list, the public pages'. */
const TEXTS = /\/src\/client\/i18n\/(fr|ar)\/(first|shell|public)\.ts$/;

/** The address pattern of a page's route file (TanStack's file naming): `$param` one segment, `_layout` and `index` none. */
export function routePattern(file: string): string {
  const segments = file
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** The layouts a route file sits in: `_authed` and `_authed/staff/route` for `_authed/staff/levels`. */
const layoutsOf = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .flatMap((_, at, folders) => [folders.slice(0, at + 1).join('/'), `${folders.slice(0, at + 1).join('/')}/route`]);

/** A chunk's own module, with forward slashes; empty for a shared chunk. */
const facadeOf = (chunk: Chunk) => chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';

const routeFileOf = (chunk: Chunk) => chunk.moduleIds.map((id) => ROUTE_SPLIT.exec(id.replaceAll('\\', '/'))?.[1]).find(Boolean);

/** `chunk` and the chunks it imports statically, all the way down. */
function staticClosure(chunk: Chunk, chunks: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) staticClosure(imported, chunks, into);
  }
  return into;
}

/** The start-up script: the hints table, the reads' function as written, and the few lines that use them. */
function startUpScript(hints: unknown): string {
  return `(function (hints, firstReads) {
  try {
    var lang = document.documentElement.lang;
    var path = location.pathname;
    var wanted = [];
    hints.routes.forEach(function (route) {
      if (new RegExp(route[0]).test(path)) wanted = wanted.concat(route[1]);
    });
    var texts = hints.texts[lang];
    if (texts) wanted = wanted.concat(texts.first, new RegExp(hints.lists).test(path) ? [] : texts.public);
    wanted.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.href = hints.files[file];
      document.head.appendChild(link);
    });
    if (!navigator.onLine) return;
    var reads = (window.__firstReads = {});
    firstReads(path, location.search).forEach(function (read) {
      var answer = fetch(read, { headers: { accept: 'application/json' } });
      answer.catch(function () {});
      reads[read] = answer;
    });
  } catch (e) {}
})(${JSON.stringify(hints)}, ${firstReads.toString()});`;
}

/** The frame in each language, and the list pages' headings by address, as app/frame.tsx renders them. */
type Frames = Record<'en' | 'fr' | 'ar', Frame>;

/** Renders the frames through a Vite server of the client's own modules (no browser, no network). */
async function renderFrames(config: ResolvedConfig): Promise<Frames> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    define: config.define,
    plugins: [lucideDrawings()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const frame = (await server.ssrLoadModule('/app/frame.tsx')) as { renderFrames: () => Promise<Frames> };
    return await frame.renderFrames();
  } finally {
    await server.close();
  }
}

/**
 * Shows the frame of the page's language just before #root, inert (the first render that draws the
 * page takes it away and takes the clicks: lib/first-frame.ts), with the page's heading in its main
 * where the address is a list page's (`paths`: the addresses of the headings' templates, by number)
 * or a level's the server named in the head (its box in `level-<lang>`, its title from the language's
 * pattern in `levels`: app/frame.tsx), marks the sidebar's link to this address as the current page,
 * and hides the Login button where someone is signed in (the account menu takes its place).
 */
const frameScript = (paths: string[], levels: Record<string, string>) => `(function (paths, levels) {
  var root = document.getElementById('root');
  var lang = document.documentElement.lang;
  var frame = document.getElementById('frame-' + lang) || document.getElementById('frame-en');
  if (!root || !frame || root.firstChild) return;
  var shown = document.createElement('div');
  shown.setAttribute('inert', '');
  shown.setAttribute('aria-hidden', 'true');
  shown.id = ${JSON.stringify(FRAME_ID)};
  shown.style.display = 'contents';
  shown.appendChild(frame.content.cloneNode(true));
  var page = paths.indexOf(location.pathname.replace(/(.)\\/$/, '$1'));
  var heading = page >= 0 && (document.getElementById('heading-' + lang + '-' + page) || document.getElementById('heading-en-' + page));
  var main = shown.querySelector('main');
  if (heading && main) main.appendChild(heading.content.cloneNode(true));
  var named = document.querySelector('meta[name="${LEVEL_HINT_META}"]');
  var level = named && !heading && main && document.getElementById('level-' + lang);
  if (level) {
    try {
      var hint = JSON.parse(named.getAttribute('content'));
      var box = level.content.cloneNode(true);
      box.querySelector('h1').textContent = levels[lang].split('\\u0001').join(String(hint.ranking)).split('\\u0002').join(hint.name);
      main.appendChild(box);
    } catch (e) {}
  }
  shown.querySelectorAll('a[href]').forEach(function (link) {
    if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page');
  });
  try {
    if (localStorage.getItem('jwtToken')) shown.querySelectorAll('[data-signed-out]').forEach(function (button) { button.style.visibility = 'hidden'; });
  } catch (e) {}
  root.parentNode.insertBefore(shown, root);
})(${JSON.stringify(paths)}, ${JSON.stringify(levels)});`;

/**
 * The entry's script and the chunks it preloads are fetched at low priority: the stylesheet, which
 * the frame needs to paint, and the first screen's API reads go first, and the code follows on the
 * same connections without waiting for either (the start-up script's preloads likewise).
 */
const codeAfterStyles = (html: string) =>
  html.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin').replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');

/**
 * The plugin: the frames and the start-up script into index.html, and each chunk's precache group
 * and the public pack's chunks into `offline` (read by the service worker's manifest transform,
 * precacheGroups in public-pack.ts).
 */
export function firstScreen(offline: OfflineFiles): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return undefined;
        const chunks = new Map(
          Object.values(context.bundle)
            .filter((output): output is Chunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        // What the document loads anyway: the entry and its static imports (index.html preloads them).
        const loaded = new Set(entries.flatMap((entry) => [...staticClosure(entry, chunks)]));
        const files: string[] = [];
        const indexOf = (fileName: string) => {
          const at = files.indexOf(`/${fileName}`);
          return at >= 0 ? at : files.push(`/${fileName}`) - 1;
        };
        const needs = (chunk: Chunk) => [...staticClosure(chunk, chunks)].filter((name) => !loaded.has(name)).map(indexOf);

        const routeFiles = new Map<string, Chunk>();
        for (const chunk of chunks.values()) {
          const file = routeFileOf(chunk);
          if (file) routeFiles.set(file, chunk);
        }
        // A page's own chunk and its layouts' (a layout is a file that others sit under, or a folder's `route`).
        const isLayout = (file: string) => file.endsWith('/route') || [...routeFiles.keys()].some((other) => other.startsWith(`${file}/`));
        const routes = [...routeFiles]
          .filter(([file]) => !isLayout(file))
          .map(([file, chunk]) => {
            const layouts = layoutsOf(file).flatMap((layout) => (routeFiles.has(layout) ? [routeFiles.get(layout)!] : []));
            return [routePattern(file), [...new Set([...layouts, chunk].flatMap(needs))]] as const;
          });

        const texts: Record<string, { first: number[]; public: number[] }> = { fr: { first: [], public: [] }, ar: { first: [], public: [] } };
        for (const chunk of chunks.values()) {
          const found = TEXTS.exec(facadeOf(chunk));
          if (!found) continue;
          const [, lang, part] = found as unknown as [string, 'fr' | 'ar', string];
          texts[lang]![part === 'first' ? 'first' : 'public'].push(...needs(chunk));
        }

        assignGroups(chunks, entries, routeFiles, offline.groups);
        packFiles(chunks, loaded, offline);
        const frames = await renderFrames(config);
        const paths = Object.keys(frames.en.headings);
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: startUpScript({ files, routes, texts, lists: LIST_PATH.source }), injectTo: 'head' },
          ...Object.entries(frames).flatMap(([lang, { frame, headings, level }]) => [
            { tag: 'template', attrs: { id: `frame-${lang}` }, children: frame, injectTo: 'body' as const },
            ...paths.map((path, at) => ({ tag: 'template', attrs: { id: `heading-${lang}-${at}` }, children: headings[path]!, injectTo: 'body' as const })),
            { tag: 'template', attrs: { id: `level-${lang}` }, children: level.heading, injectTo: 'body' as const },
          ]),
          { tag: 'script', children: frameScript(paths, Object.fromEntries(Object.entries(frames).map(([lang, { level }]) => [lang, level.title]))), injectTo: 'body' },
        ];
        return { html: codeAfterStyles(html), tags };
      },
    },
  };
}

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
function assignGroups(chunks: Map<string, Chunk>, entries: Chunk[], routeFiles: Map<string, Chunk>, groups: Map<string, OfflineGroup>) {
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
    groups.set(name, partOf(chunk) ?? (publicFiles.has(name) ? 'public' : playerFiles.has(name) ? 'player' : staffFiles.has(name) ? 'staff' : 'public'));
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
function packFiles(chunks: Map<string, Chunk>, loaded: Set<string>, offline: OfflineFiles) {
  const later = [...chunks.values()].filter((chunk) => EVERY_VISIT_LATER.some((pattern) => pattern.test(facadeOf(chunk))));
  const everyVisit = new Set([...loaded, ...later.flatMap((chunk) => [...staticClosure(chunk, chunks)])]);
  offline.packed.clear();
  for (const name of chunks.keys()) if (offline.groups.get(name) === 'public' && !everyVisit.has(name)) offline.packed.add(name);
}
