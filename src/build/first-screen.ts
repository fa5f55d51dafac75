/**
 * What the build tells the page and the service worker about its chunks.
 *
 * - index.html gets the app's frame in each language (src/client/app/frame.tsx, rendered here with
 *   React's server renderer) and a script that shows the one of the language in use as the document
 *   is parsed: a visit paints the sidebar and the top bar before any code has arrived.
 * - index.html gets a start-up script, before the stylesheet, that starts the first screen's API reads
 *   (src/client/lib/first-reads.ts) at once and, once the frame has painted, loads the code: the entry
 *   with its imports and, from the address alone, the chunks the page's first screen needs beyond them
 *   (its route's split-off code and what that imports, the language's texts), all at the same moment:
 *   none waits for another chunk to arrive and run. The stylesheet, all the frame needs, has the
 *   network to itself until then.
 * - Each file of the build gets a precache group: `public` (what a visitor can use, offline too),
 *   `player` (the signed-in pages and what only they load) or `staff` (the staff pages' code). The
 *   service worker precaches the first at install and the others on a device where someone signs in
 *   (sw/sw.ts).
 */
import type { ManifestTransform } from 'workbox-build';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { OfflineGroup } from '../shared/offline-groups.ts';
import { LIST_PATH, firstReads } from '../client/lib/first-reads.ts';
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

/**
 * The start-up script: the hints table, the reads' function as written, and the few lines that use
 * them. The code loads once the frame has been painted (the browser's first contentful paint; where
 * it cannot tell, after the first animation frame, which waits for the stylesheet), or at once in a
 * tab nobody sees (which paints nothing) and on a page the service worker answers (its files are on
 * the device, the network is not shared).
 */
function startUpScript(hints: unknown): string {
  return `(function (hints, firstReads) {
  var path = location.pathname;
  var wanted = hints.start.slice();
  try {
    hints.routes.forEach(function (route) {
      if (new RegExp(route[0]).test(path)) wanted = wanted.concat(route[1]);
    });
    var texts = hints.texts[document.documentElement.lang];
    if (texts) wanted = wanted.concat(texts.first, new RegExp(hints.lists).test(path) ? [] : texts.public);
  } catch (e) {}
  var loaded = false;
  var load = function () {
    if (loaded) return;
    loaded = true;
    wanted.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hints.files[file];
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = hints.files[hints.entry];
    document.head.appendChild(entry);
  };
  var painted = false;
  try {
    new PerformanceObserver(function (paints, observer) {
      paints.getEntries().forEach(function (paint) {
        if (paint.name !== 'first-contentful-paint') return;
        observer.disconnect();
        load();
      });
    }).observe({ type: 'paint', buffered: true });
    painted = true;
  } catch (e) {}
  // A page the service worker answers has its files on the device: nothing to share the network with.
  if (document.visibilityState === 'hidden' || (navigator.serviceWorker && navigator.serviceWorker.controller)) load();
  else if (!painted) requestAnimationFrame(function () { setTimeout(load, 0); });
  try {
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

/** The frame and the pages' first screens in each language, as app/frame.tsx renders them. */
type Frames = Record<'en' | 'fr' | 'ar', { frame: string; pages: Record<string, string> }>;

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

/** The entry's module script and its imports' preloads as Vite writes them into index.html. */
const VITE_LOADS = /\s*<(?:script type="module" crossorigin src="[^"]+"><\/script>|link rel="modulepreload" crossorigin href="[^"]+">)/g;

/**
 * Shows the frame of the page's language in #root, with the page's first screen in its <main> where
 * the build drew one for this address (not with a query string, which may change what it shows), its
 * inline styles applied through the CSSOM (the CSP refuses them as attributes: app/frame.tsx), inert
 * (the first render replaces it and takes the clicks), marks the sidebar's link to this address as
 * the current page, and hides the Login button where someone is signed in (the account menu takes its
 * place). The frames come as strings, so that only the one shown is parsed into elements: as
 * templates, every language's and page's would be, which a phone's first paint waited for.
 */
function frameScript(frames: Frames): string {
  const data = JSON.stringify(frames).replaceAll('<', '\\u003c');
  return `(function (frames) {
  var root = document.getElementById('root');
  var frame = frames[document.documentElement.lang] || frames.en;
  if (!root || root.firstChild) return;
  var shown = document.createElement('div');
  shown.setAttribute('inert', '');
  shown.setAttribute('aria-hidden', 'true');
  shown.style.display = 'contents';
  shown.innerHTML = frame.frame;
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var page = !location.search && Object.prototype.hasOwnProperty.call(frame.pages, path) ? frame.pages[path] : null;
  var main = shown.querySelector('main');
  if (page && main) main.innerHTML = page;
  shown.querySelectorAll('[data-frame-style]').forEach(function (element) {
    element.style.cssText = element.getAttribute('data-frame-style');
  });
  shown.querySelectorAll('a[href]').forEach(function (link) {
    if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page');
  });
  try {
    if (localStorage.getItem('jwtToken')) shown.querySelectorAll('[data-signed-out]').forEach(function (button) { button.style.visibility = 'hidden'; });
  } catch (e) {}
  root.appendChild(shown);
})(${data});`;
}

/**
 * The plugin: the frames and the start-up script into index.html, and each chunk's precache group
 * into `groups` (read by the service worker's manifest transform, precacheGroups below).
 */
export function firstScreen(groups: Map<string, OfflineGroup>): Plugin {
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
        if (entries.length !== 1) throw new Error(`the client build has ${entries.length} entries, not one`);
        const entry = entries[0]!;
        // What every page loads: the entry and its static imports.
        const loaded = staticClosure(entry, chunks);
        const files: string[] = [];
        const indexOf = (fileName: string) => {
          const at = files.indexOf(`/${fileName}`);
          return at >= 0 ? at : files.push(`/${fileName}`) - 1;
        };
        const start = [...loaded].filter((name) => name !== entry.fileName).map(indexOf);
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
          const found = chunk.facadeModuleId && TEXTS.exec(chunk.facadeModuleId.replaceAll('\\', '/'));
          if (!found) continue;
          const [, lang, part] = found as unknown as [string, 'fr' | 'ar', string];
          texts[lang]![part === 'first' ? 'first' : 'public'].push(...needs(chunk));
        }

        assignGroups(chunks, entries, routeFiles, groups);
        const frames = await renderFrames(config);
        // The start-up script loads the code in place of the tags Vite wrote, and goes before the
        // stylesheet so the reads start at once (a script after a stylesheet waits for it).
        const script = `<script>${startUpScript({ files, entry: indexOf(entry.fileName), start, routes, texts, lists: LIST_PATH.source })}</script>`;
        const stylesheet = /\n?\s*<link rel="stylesheet"/;
        const written = html.replace(VITE_LOADS, '');
        if (written.match(/<script type="module"|rel="modulepreload"/) || !stylesheet.test(written)) throw new Error('index.html is not as the start-up script expects it');
        return {
          html: written.replace(stylesheet, (link) => `\n    ${script}${link}`),
          tags: [{ tag: 'script', children: frameScript(frames), injectTo: 'body' }],
        };
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

/** Route files of the signed-in area (`_authed…`) and of its staff part (`_authed/staff/…`). */
const PLAYER_ROUTE = /^_authed(\/|$)/;
const STAFF_ROUTE = /^_authed\/staff(\/|$)/;

/**
 * Gives each chunk its group: what the entry reaches (statically or by a dynamic import) without
 * going through a signed-in route's chunk is public; what the signed-in routes other than the staff's
 * reach besides is the player's; what only the staff routes reach is staff code. A chunk that none
 * of them reaches is public.
 */
function assignGroups(chunks: Map<string, Chunk>, entries: Chunk[], routeFiles: Map<string, Chunk>, groups: Map<string, OfflineGroup>) {
  const routeOf = new Map([...routeFiles].map(([file, chunk]) => [chunk.fileName, file]));
  const reach = (starts: Chunk[], stopAt: RegExp | null) => {
    const seen = new Set<string>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = chunks.get(name);
        const route = routeOf.get(name);
        if (next && !(route && stopAt?.test(route))) visit(next);
      }
    };
    starts.forEach(visit);
    return seen;
  };
  const routesWhere = (test: (file: string) => boolean) => [...routeFiles].filter(([file]) => test(file)).map(([, chunk]) => chunk);
  const publicFiles = reach(entries, PLAYER_ROUTE);
  const playerFiles = reach(routesWhere((file) => PLAYER_ROUTE.test(file) && !STAFF_ROUTE.test(file)), STAFF_ROUTE);
  const staffFiles = reach(routesWhere((file) => STAFF_ROUTE.test(file)), null);
  groups.clear();
  for (const [name, chunk] of chunks) {
    const facade = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    const part = SIGNED_IN_PARTS.find(([pattern]) => pattern.test(facade))?.[1];
    groups.set(name, part ?? (publicFiles.has(name) ? 'public' : playerFiles.has(name) ? 'player' : staffFiles.has(name) ? 'staff' : 'public'));
  }
}

/** The service worker manifest's transform: each entry tagged with its file's group (`public` for files that are not chunks). */
export function precacheGroups(groups: Map<string, OfflineGroup>): ManifestTransform {
  return (entries) => ({
    manifest: entries.map((entry) => ({ ...entry, group: groups.get(entry.url.replace(/^\//, '')) ?? 'public' })),
    warnings: [],
  });
}
