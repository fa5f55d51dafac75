/**
 * The client build's own plugins and helpers, kept out of vite.config.ts so that it reads as
 * configuration: brotli and gzip copies of the built files, the persisted cache's buster, the dev
 * server's proxy to the API, lucide's drawings as plain data, and the test that gives a chunk group
 * its modules by folder.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const DRAWINGS = 'virtual:lucide-drawings/';

/**
 * `import drawings from 'virtual:lucide-drawings/sun,moon'`: the drawings of those lucide icons
 * (their SVG elements), read from lucide-react's icon modules at build time, as plain data. The first
 * screens draw their few icons from it (components/ui/first-visit/icon.tsx), so lucide-react's runtime
 * is not part of the first visit; everything else keeps using lucide-react's components.
 */
export function lucideDrawings(): Plugin {
  return {
    name: 'lucide-drawings',
    resolveId: (source) => (source.startsWith(DRAWINGS) ? `\0${source}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${DRAWINGS}`)) return undefined;
      const names = id.slice(DRAWINGS.length + 1).split(',');
      const entries = await Promise.all(
        names.map(async (name) => {
          const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: unknown } };
          if (!icon.__iconData) throw new Error(`lucide-react has no drawing for ${name}`);
          return `${JSON.stringify(name)}: ${JSON.stringify(icon.__iconData.node)}`;
        }),
      );
      return `export default { ${entries.join(', ')} };`;
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at
 * the highest levels; the server sends the copy the browser accepts (http/client-files.ts).
 */
export function precompress(outDir: string): Plugin {
  const compressible = /\.(js|css|html|svg|webmanifest|json)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir).filter((name) => compressible.test(name))) {
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Defines `__CACHE_BUSTER__`, the persisted query cache's buster (src/client/lib/persister.ts): a hash
 * of the data shapes (src/shared/schemas) and the query keys (each feature's queries.ts), so a build
 * that reads or keys its data differently discards the saved copy instead of rendering it wrongly.
 */
export function cacheBuster(repo: string): Plugin {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(join(repo, 'src/shared/schemas')).map((name) => `src/shared/schemas/${name}`),
    ...readdirSync(join(repo, 'src/client/features')).map((name) => `src/client/features/${name}/queries.ts`),
  ].sort();
  for (const file of files) {
    try {
      hash.update(file).update(readFileSync(join(repo, file)));
    } catch {
      // a feature without queries
    }
  }
  const buster = hash.digest('base64url').slice(0, 16);
  return { name: 'cache-buster', config: () => ({ define: { __CACHE_BUSTER__: JSON.stringify(buster) } }) };
}

/** `npm run dev:client`: the given paths go to the API server on API_PORT (8080 unless set). */
export function devProxy(paths: string[]): Plugin {
  const target = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
  return {
    name: 'dev-proxy',
    apply: 'serve',
    config: () => ({ server: { proxy: Object.fromEntries(paths.map((path) => [path, target])) } }),
  };
}

/**
 * A chunk group's test: a module inside one of `folders` (relative to `root`) and not one of `except`
 * (folders or single files). Module ids carrying a query are never taken: a route's split-off
 * component (`?tsr-split=component`) sits in the routes folder but loads with its route, not with the
 * route tree.
 */
export function inFolders(root: string, folders: string[], except: string[] = []): (id: string) => boolean {
  const posix = (path: string) => path.replaceAll('\\', '/');
  const pathsOf = (list: string[]) => list.map((path) => posix(join(root, path)).replace(/\/$/, ''));
  const prefixes = pathsOf(folders);
  const excluded = pathsOf(except);
  const under = (id: string, list: string[]) => list.some((path) => posix(id) === path || posix(id).startsWith(`${path}/`));
  return (id) => !id.includes('?') && under(id, prefixes) && !under(id, excluded);
}
