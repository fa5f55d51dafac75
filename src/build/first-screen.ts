/**
 * What the build tells the page and the service worker about its chunks (the plugin; each job in its
 * own file).
 *
 * - index.html gets the app's frame in each language (frames.ts) and a script that shows the one of
 *   the language in use as the document is parsed (page-scripts/show-frame.ts): a visit paints the
 *   sidebar and the top bar before any code has arrived.
 * - index.html gets a start-up script (page-scripts/start-up.ts) that, from the address alone,
 *   preloads the chunks the page's first screen needs beyond the entry's and starts the first
 *   screen's API reads (src/client/lib/first-reads.ts), told which by start-up-hints.ts.
 * - Each file of the build gets a precache group, and the public pack its files (chunk-groups.ts).
 */
import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';
import { LEVEL_HINT_META } from '../shared/constants.ts';
import { firstReads } from '../client/lib/first-reads.ts';
import { FRAME_ID } from '../client/lib/first-frame.ts';
import { routeChunks, staticClosure, type Chunk } from './chunk-graph.ts';
import { assignGroups, packFiles } from './chunk-groups.ts';
import { renderFrames } from './frames.ts';
import { showFrame } from './page-scripts/show-frame.ts';
import { startUp, type StartUpHints } from './page-scripts/start-up.ts';
import { startUpHints } from './start-up-hints.ts';
import type { OfflineFiles } from './public-pack.ts';

/** A function of page-scripts/ as a script of the page: its own text, called with `args` (as JSON). */
export const inlineCall = (run: (...args: never[]) => void, ...args: unknown[]): string =>
  `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;

/** The start-up script: the hints, and the first screen's reads as their function is written (first-reads.ts). */
export const startUpScript = (hints: StartUpHints) => `(${startUp.toString()})(${JSON.stringify(hints)}, ${firstReads.toString()});`;

/**
 * The entry's script and the chunks it preloads are fetched at low priority: the stylesheet, which
 * the frame needs to paint, and the first screen's API reads go first, and the code follows on the
 * same connections without waiting for either (the start-up script's preloads likewise).
 */
const codeAfterStyles = (html: string) =>
  html
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');

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
        const routeFiles = routeChunks(chunks);
        // What the document loads anyway: the entry and its static imports (index.html preloads them).
        const loaded = new Set(entries.flatMap((entry) => [...staticClosure(entry, chunks)]));
        const hints = startUpHints(chunks, loaded, routeFiles);
        assignGroups(chunks, entries, routeFiles, offline.groups);
        packFiles(chunks, loaded, offline);
        const frames = await renderFrames(config);
        const paths = Object.keys(frames.en.headings);
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: startUpScript(hints), injectTo: 'head' },
          ...Object.entries(frames).flatMap(([lang, { frame, headings, level }]) => [
            { tag: 'template', attrs: { id: `frame-${lang}` }, children: frame, injectTo: 'body' as const },
            ...paths.map((path, at) => ({
              tag: 'template',
              attrs: { id: `heading-${lang}-${at}` },
              children: headings[path]!,
              injectTo: 'body' as const,
            })),
            { tag: 'template', attrs: { id: `level-${lang}` }, children: level.heading, injectTo: 'body' as const },
          ]),
          {
            tag: 'script',
            children: inlineCall(
              showFrame,
              paths,
              Object.fromEntries(Object.entries(frames).map(([lang, { level }]) => [lang, level.title])),
              FRAME_ID,
              LEVEL_HINT_META,
            ),
            injectTo: 'body',
          },
        ];
        return { html: codeAfterStyles(html), tags };
      },
    },
  };
}
