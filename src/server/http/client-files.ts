/**
 * The built client, served by the same process: hashed assets cached for a year, the entry
 * document, the manifest and the service worker never cached, and every other non-API path
 * answered with index.html so client routes survive a reload. A missing asset is a 404 kept in no
 * cache: answering index.html for it would hand a module loader HTML for a year. Files, index.html
 * at any address included, are sent as the brotli or gzip copy written by the build when the browser
 * accepts it. A page whose address says more about it (`pageHead`: a level's name, a page's link
 * preview) gets index.html with that in its head, compressed as the build compresses (once per head,
 * then from memory); an address that names nothing (a level that does not exist) gets index.html as
 * built with a 404. What is not a hashed asset carries an ETag and answers a matching If-None-Match
 * with a 304.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './context';
import type { PageHead } from './page-head';
import { acceptsEncoding } from './read-cache';

/** A page's head from its request, or null for index.html as built. */
export type PageHeadOf = (c: Context<AppEnv>) => Promise<PageHead | null>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Documents with a head, compressed: a few hundred pages' (about 17 KB each). */
const COMPRESSED_BYTES = 8 * 1024 * 1024;
/**
 * A document's compressed copies, each with its ETag: weak, since the quick copy and the build's
 * are the same document (a browser holding either revalidates it with a 304).
 */
type Compressed = Record<'br' | 'gzip', { bytes: Buffer; etag: string }>;

/** Brotli at the build's quality costs some 35 ms for index.html, at 5 about 1 ms for 10 % more bytes. */
const QUICK = { br: 5, gzip: 6 };
const BEST = { br: constants.BROTLI_MAX_QUALITY, gzip: 9 };

/**
 * index.html with a head in it, as brotli or gzip where the browser takes it, compressed once per
 * head and document: quickly for the request that first asks, then as the build compresses, in the
 * background, for the requests after it.
 */
function documents(document: string) {
  const built = createHash('sha1').update(document).digest();
  const held = new LRUCache<string, Promise<Compressed>>({ maxSize: COMPRESSED_BYTES, sizeCalculation: () => 17 * 1024 });
  const withHead = (head: string) => Buffer.from(document.replace('</head>', `${head}</head>`));
  const compress = (html: Buffer, key: string, quality: typeof QUICK): Promise<Compressed> =>
    Promise.all([brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality.br } }), gzipped(html, { level: quality.gzip })]).then(
      ([br, gzip]) => ({ br: { bytes: br, etag: `W/"${key}-br"` }, gzip: { bytes: gzip, etag: `W/"${key}-gzip"` } }),
    );
  const compressed = (head: string) => {
    const key = createHash('sha1').update(built).update(head).digest('base64url');
    let found = held.get(key);
    if (!found) {
      const html = withHead(head);
      found = compress(html, key, QUICK);
      held.set(key, found);
      found
        .then(() => compress(html, key, BEST))
        .then(
          (best) => held.set(key, Promise.resolve(best)),
          () => held.delete(key),
        );
    }
    return found;
  };
  return async (c: Context<AppEnv>, head: string): Promise<Response> => {
    const accepted = c.req.header('accept-encoding');
    // Its language may come from Accept-Language (previews/texts/languages.ts).
    c.header('vary', 'accept-encoding, accept-language');
    c.header('content-type', 'text/html; charset=UTF-8');
    const coding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : null;
    if (!coding) return c.body(withHead(head));
    const copy = (await compressed(head))[coding];
    c.header('content-encoding', coding);
    c.header('etag', copy.etag);
    return c.body(new Uint8Array(copy.bytes));
  };
}

const NEVER_CACHED = /^\/(?:index\.html|sw\.js|manifest(?:\.(?:fr|ar))?\.webmanifest|registerSW\.js)?$/;
const ASSETS = /^\/assets\//;
/** Paths the client's files do not answer with a document: the API's, and the hashed assets'. */
const apiOrAsset = (path: string) => path.startsWith('/api/') || ASSETS.test(path);

export function mountClient(app: Hono<AppEnv>, clientDir: string, pageHead?: PageHeadOf): void {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return;
  const sendDocument = documents(readFileSync(indexFile, 'utf8'));

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    await next();
    if (c.res.status !== 200) {
      if (ASSETS.test(c.req.path)) c.header('cache-control', 'no-store');
      return;
    }
    if (ASSETS.test(c.req.path)) c.header('cache-control', 'public, max-age=31536000, immutable');
    else if (NEVER_CACHED.test(c.req.path) || c.res.headers.get('content-type')?.startsWith('text/html'))
      c.header('cache-control', 'no-cache');
    else c.header('cache-control', 'public, max-age=3600');
  });
  // Every file but the hashed assets (index.html at any address, the worker, the manifests) carries
  // its body's hash, so a browser revalidating a copy it holds gets a 304 and no body again: the
  // service worker's install takes the index.html a first visit to `/` loaded (sw/sw.ts).
  const validated = etag();
  app.use('*', (c, next) => (apiOrAsset(c.req.path) ? next() : validated(c, next)));
  const files = { root: clientDir, precompressed: true };
  const index = serveStatic({ ...files, rewriteRequestPath: () => '/index.html' });
  // Before the files: `/` is a page (the classic main list) as well as index.html's folder.
  app.get('*', async (c, next) => {
    const page = pageHead && !apiOrAsset(c.req.path) ? await pageHead(c) : null;
    if (page?.status === 200) return sendDocument(c, page.head);
    if (page?.status !== 404) return next();
    const built = await index(c, next);
    if (!built) return c.notFound();
    // The app draws its own not-found screen; the status tells a crawler there is nothing to preview.
    const missing = new Response(built.body, { status: 404, headers: built.headers });
    missing.headers.set('cache-control', 'no-cache');
    return missing;
  });
  app.use('*', serveStatic(files));
  app.get('*', async (c, next) => {
    if (apiOrAsset(c.req.path)) return c.notFound();
    return (await index(c, next)) ?? c.notFound();
  });
}
