/**
 * The HTTP server: a public GET whose read model is in memory is answered straight from its bytes
 * (or with a 304) without entering Hono, which is what keeps list and leaderboard reads near the
 * speed of a bare server; everything else goes through the Hono app. A request Node cannot parse,
 * or that no URL can be made of, gets the API's JSON error too (client-error.ts). Idle connections
 * are kept longer than a load balancer keeps them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Services } from '../services';
import { errors } from '../rules/errors';
import { answerClientError, answerConnect, answerRefusal, requestRefusal } from './client-error';
import { needsCors } from './cross-origin';
import type { AppEnv } from './context';
import { cacheKey, entryMatches, notModifiedHeaders, representation, type CacheEntry } from './read-cache';

function answerFromCache(req: IncomingMessage, res: ServerResponse, entry: CacheEntry): number {
  if (entryMatches(req.headers['if-none-match'], entry)) {
    res.writeHead(304, notModifiedHeaders(entry, req.headers['accept-encoding']));
    res.end();
    return 304;
  }
  const { bytes, headers } = representation(entry, req.headers['accept-encoding']);
  res.writeHead(200, { ...headers, 'content-length': bytes.length });
  res.end(bytes);
  return 200;
}

/** A name or IPv4 address, with a port in range or none: a Host any URL can be made of. */
function plainHost(host: string | undefined): boolean {
  const match = host === undefined ? null : /^[a-z0-9.-]+(?::(\d{1,5}))?$/i.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

export function createHttpServer(app: Hono<AppEnv>, services: Pick<Services, 'cache' | 'config'>): Server {
  const viaHono = getRequestListener(app.fetch, { errorHandler: requestRefusal });
  const log = services.config.log;
  // Node would answer an HTTP/1.1 request without Host itself, with an empty body.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (req.headers.host === undefined && req.httpVersion === '1.1') {
      answerRefusal(res, errors.malformedRequest());
      return;
    }
    // Another origin's read gets its CORS headers in Hono; the read model still answers it there. So
    // does a Host out of the ordinary, which Hono may refuse: a read is answered alike from either.
    const fast =
      req.method === 'GET' && req.url && plainHost(req.headers.host) && !needsCors(services.config.corsOrigins, req.headers.origin);
    const key = fast ? cacheKey(req.url!) : null;
    const entry = key ? services.cache.get(key) : undefined;
    if (!entry) {
      void viaHono(req, res);
      return;
    }
    const start = log ? performance.now() : 0;
    const status = answerFromCache(req, res, entry);
    if (log) console.log(`GET ${req.url!.split('?')[0]} ${status} ${(performance.now() - start).toFixed(1)}ms`);
  });
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  // An idle connection outlives a load balancer's (60 s for most), so the balancer, never the server,
  // closes it: a server closing first races a request already on its way (ECONNRESET at the client).
  server.keepAliveTimeout = 65_000;
  return server;
}
