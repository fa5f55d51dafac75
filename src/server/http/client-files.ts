/**
 * The built client, served by the same process: hashed assets cached for a year, the entry
 * document, the manifest and the service worker never cached, and every other non-API path
 * answered with index.html so client routes survive a reload. A missing asset is a 404 kept in no
 * cache: answering index.html for it would hand a module loader HTML for a year. Files, index.html
 * at any address included, are sent as the brotli or gzip copy written by the build when the browser
 * accepts it. A page whose address says more about it (`pageHead`: a level's name) gets index.html
 * with that in its head, compressed as it is sent. What is not a hashed asset carries an ETag and
 * answers a matching If-None-Match with a 304.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './context';
import { acceptsEncoding } from './read-cache';

/** What a page's address adds to index.html's head, or null for nothing. */
export type PageHead = (c: Context<AppEnv>) => Promise<string | null>;

/** index.html with `head` in its head, as brotli or gzip where the browser takes it. */
function sendDocument(c: Context<AppEnv>, document: string, head: string): Response {
  const html = Buffer.from(document.replace('</head>', `${head}</head>`));
  const accepted = c.req.header('accept-encoding');
  c.header('content-type', 'text/html; charset=UTF-8');
  c.header('vary', 'accept-encoding');
  if (acceptsEncoding(accepted, 'br')) {
    c.header('content-encoding', 'br');
    return c.body(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (acceptsEncoding(accepted, 'gzip')) {
    c.header('content-encoding', 'gzip');
    return c.body(gzipSync(html));
  }
  return c.body(html);
}

const NEVER_CACHED = /^\/(?:index\.html|sw\.js|manifest(?:\.(?:fr|ar))?\.webmanifest|registerSW\.js)?$/;
const ASSETS = /^\/assets\//;
/** Paths the client's files do not answer with a document: the API's, and the hashed assets'. */
const apiOrAsset = (path: string) => path.startsWith('/api/') || ASSETS.test(path);

export function mountClient(app: Hono<AppEnv>, clientDir: string, pageHead?: PageHead): void {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return;
  const document = readFileSync(indexFile, 'utf8');

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    await next();
    if (c.res.status !== 200) {
      if (ASSETS.test(c.req.path)) c.header('cache-control', 'no-store');
      return;
    }
    if (ASSETS.test(c.req.path)) c.header('cache-control', 'public, max-age=31536000, immutable');
    else if (NEVER_CACHED.test(c.req.path) || c.res.headers.get('content-type')?.startsWith('text/html')) c.header('cache-control', 'no-cache');
    else c.header('cache-control', 'public, max-age=3600');
  });
  // Every file but the hashed assets (index.html at any address, the worker, the manifests) carries
  // its body's hash, so a browser revalidating a copy it holds gets a 304 and no body again: the
  // service worker's install takes the index.html a first visit to `/` loaded (sw/sw.ts).
  const validated = etag();
  app.use('*', (c, next) => (apiOrAsset(c.req.path) ? next() : validated(c, next)));
  const files = { root: clientDir, precompressed: true };
  app.use('*', serveStatic(files));
  const index = serveStatic({ ...files, rewriteRequestPath: () => '/index.html' });
  app.get('*', async (c, next) => {
    if (apiOrAsset(c.req.path)) return c.notFound();
    const head = pageHead ? await pageHead(c) : null;
    if (head) return sendDocument(c, document, head);
    return (await index(c, next)) ?? c.notFound();
  });
}
