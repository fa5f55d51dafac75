/**
 * The HTTP server: a public GET whose read model is in memory is answered straight from its bytes
 * (or with a 304) without entering Hono, which is what keeps list and leaderboard reads near the
 * speed of a bare server; everything else goes through the Hono app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv, Services } from './context';
import { etagMatches, notModifiedHeaders, representation, type CacheEntry } from './read-cache';

function answerFromCache(req: IncomingMessage, res: ServerResponse, entry: CacheEntry): number {
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, notModifiedHeaders(entry, req.headers['accept-encoding']));
    res.end();
    return 304;
  }
  const { bytes, headers } = representation(entry, req.headers['accept-encoding']);
  res.writeHead(200, { ...headers, 'content-length': bytes.length });
  res.end(bytes);
  return 200;
}

export function createHttpServer(app: Hono<AppEnv>, services: Pick<Services, 'cache' | 'config'>): Server {
  const viaHono = getRequestListener(app.fetch);
  const log = services.config.log;
  return createServer((req, res) => {
    const entry = req.method === 'GET' && req.url?.startsWith('/api/public/') ? services.cache.get(req.url) : undefined;
    if (!entry) {
      void viaHono(req, res);
      return;
    }
    const start = log ? performance.now() : 0;
    const status = answerFromCache(req, res, entry);
    if (log) console.log(`GET ${req.url!.split('?')[0]} ${status} ${(performance.now() - start).toFixed(1)}ms`);
  });
}
