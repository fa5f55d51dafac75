/**
 * Read models of public GETs: each answer is computed once per data change, kept as bytes with a
 * strong ETag, and served from memory (a matching If-None-Match gets a bodiless 304).
 * Every committed write clears it. Hits are answered before the request reaches Hono
 * (http/server.ts); this middleware fills the cache on a miss and answers hits that get here.
 */
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

export type CacheEntry = { body: string; bytes: Buffer; etag: string };
type Entry = CacheEntry;

export class ReadCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** Stores an answer computed during `generation`; dropped if data changed meanwhile. */
  set(key: string, body: string, generation: number): Entry {
    const bytes = Buffer.from(body);
    const entry = { body, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
    if (generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header?.trim() === '*') return true;
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Caches JSON answers with status 200 of the GET routes below it. */
export const readModel = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const { cache } = c.var.services;
  const key = c.req.url.slice(c.req.url.indexOf('/', 8));
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };
  let entry = cache.get(key);
  if (!entry) {
    const generation = cache.currentGeneration;
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    entry = cache.set(key, await c.res.text(), generation);
  }
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    c.res = new Response(null, { status: 304, headers: { etag: entry.etag, 'cache-control': 'no-cache' } });
    return;
  }
  c.res = new Response(entry.body, { status: 200, headers: { ...headers, etag: entry.etag } });
});
