/**
 * The read models' middleware under /api/public: fills the cache on a miss, answers a hit
 * (read-cache.ts), and while the database cannot be reached answers what it kept rather than 503.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { cacheKey, entryMatches, keptHeaders, notModifiedHeaders, representation, type CacheEntry } from './read-cache';
import { API_ERRORS } from '../../shared/errors';

/** Caches JSON answers with status 200 of the GET routes below it. */
export const readModel = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const { cache } = c.var.services;
  const key = cacheKey(c.req.url.slice(c.req.url.indexOf('/', 8)));
  if (!key) return next();
  let entry: CacheEntry | undefined = cache.get(key);
  if (!entry) {
    const generation = cache.currentGeneration;
    const kept = cache.kept(key);
    await next();
    if (kept && c.res.status === API_ERRORS.unavailable.status) {
      // Hono carries the replaced answer's headers over to the next one: the 503's wait is not this answer's.
      c.res.headers.delete('retry-after');
      entry = kept;
    } else {
      if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
      entry = cache.set(key, await c.res.text(), generation, keptHeaders(c.res.headers));
    }
  }
  if (entryMatches(c.req.header('if-none-match'), entry)) {
    c.res = new Response(null, { status: 304, headers: notModifiedHeaders(entry, c.req.header('accept-encoding')) });
    return;
  }
  const { bytes, headers } = representation(entry, c.req.header('accept-encoding'));
  c.res = new Response(new Uint8Array(bytes), { status: 200, headers });
});
