/** The built chunks as a graph: a chunk's own module, its route file, what it imports all the way down. */
import type { Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk;

/** A route's split-off chunk: its module id is the route file's, with `?tsr-split=…`. */
const ROUTE_SPLIT = /\/src\/client\/routes\/(.+)\.tsx\?tsr-split=/;

/** The address pattern of a page's route file (TanStack's file naming): `$param` one segment, `_layout` and `index` none. */
export function routePattern(file: string): string {
  const segments = file
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** The layouts a route file sits in: `_authed` and `_authed/staff/route` for `_authed/staff/levels`. */
export const layoutsOf = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .flatMap((_, at, folders) => [folders.slice(0, at + 1).join('/'), `${folders.slice(0, at + 1).join('/')}/route`]);

/** A chunk's own module, with forward slashes; empty for a shared chunk. */
export const facadeOf = (chunk: Chunk) => chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';

/** The route file a chunk is the split-off code of, if any. */
export const routeFileOf = (chunk: Chunk) => chunk.moduleIds.map((id) => ROUTE_SPLIT.exec(id.replaceAll('\\', '/'))?.[1]).find(Boolean);

/** The route files of the build, each with its split-off chunk. */
export function routeChunks(chunks: Map<string, Chunk>): Map<string, Chunk> {
  const routeFiles = new Map<string, Chunk>();
  for (const chunk of chunks.values()) {
    const file = routeFileOf(chunk);
    if (file) routeFiles.set(file, chunk);
  }
  return routeFiles;
}

/** `chunk` and the chunks it imports statically, all the way down. */
export function staticClosure(chunk: Chunk, chunks: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) staticClosure(imported, chunks, into);
  }
  return into;
}
