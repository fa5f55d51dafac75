/**
 * What the start-up script (page-scripts/start-up.ts) is told about the build: for each page's address,
 * the chunks its first screen needs beyond what the document loads anyway (its route's code and its
 * layouts', with what they import), and for each language, its texts' chunks.
 */
import { LIST_PATH } from '../client/lib/first-reads.ts';
import type { StartUpHints } from './page-scripts/start-up.ts';
import { facadeOf, layoutsOf, routePattern, staticClosure, type Chunk } from './chunk-graph.ts';

/** The language parts of the catalogs a first screen may need: the first screens' and, on every page but a list, the public pages'. */
const TEXTS = /\/src\/client\/i18n\/(fr|ar)\/(first|shell|public)\.ts$/;

/**
 * The hints, from the build's chunks, what the document loads anyway (`loaded`: the entry and its
 * static imports, which index.html preloads) and its route files' chunks (chunk-graph.ts routeChunks).
 */
export function startUpHints(chunks: Map<string, Chunk>, loaded: ReadonlySet<string>, routeFiles: Map<string, Chunk>): StartUpHints {
  const files: string[] = [];
  const indexOf = (fileName: string) => {
    const at = files.indexOf(`/${fileName}`);
    return at >= 0 ? at : files.push(`/${fileName}`) - 1;
  };
  const needs = (chunk: Chunk) => [...staticClosure(chunk, chunks)].filter((name) => !loaded.has(name)).map(indexOf);

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
  return { files, routes, texts, lists: LIST_PATH.source };
}
