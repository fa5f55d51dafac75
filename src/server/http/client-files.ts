/**
 * The built client, served by the same process: hashed assets cached for a year, the entry
 * document, the manifest and the service worker never cached, and every other non-API path
 * answered with index.html so client routes survive a reload. A missing asset is a 404 kept in no
 * cache: answering index.html for it would hand a module loader HTML for a year. Files, index.html
 * at any address included, are sent as the brotli or gzip copy written by the build when the browser
 * accepts it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

const NEVER_CACHED = /^\/(?:index\.html|sw\.js|manifest(?:\.(?:fr|ar))?\.webmanifest|registerSW\.js)?$/;
const ASSETS = /^\/assets\//;

export function mountClient(app: Hono<AppEnv>, clientDir: string): void {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return;

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
  const files = { root: clientDir, precompressed: true };
  app.use('*', serveStatic(files));
  const index = serveStatic({ ...files, rewriteRequestPath: () => '/index.html' });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || ASSETS.test(c.req.path)) return c.notFound();
    return (await index(c, next)) ?? c.notFound();
  });
}
