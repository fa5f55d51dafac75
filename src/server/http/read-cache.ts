/**
 * Read models of public GETs: each answer is computed once per data change, kept as bytes with a
 * strong ETag, and served from memory (a matching If-None-Match gets a bodiless 304), gzipped for
 * clients that accept it (a leaderboard of thousands of players shrinks about sevenfold).
 * Every committed write clears it. Hits are answered before the request reaches Hono
 * (http/server.ts); this middleware fills the cache on a miss and answers hits that get here.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

export type CacheEntry = { body: string; bytes: Buffer; etag: string; gzip?: Buffer };
type Entry = CacheEntry;

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM = 1024;

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
  const gzipTag = gzipEtag(etag);
  return !!header && header.split(',').some((tag) => [etag, gzipTag].includes(tag.trim().replace(/^W\//, '')));
}

/** The gzip copy has its own strong ETag (a validator names one representation); either one revalidates. */
const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

export type Representation = { bytes: Buffer; headers: Record<string, string> };

/** The bytes to send for a cached answer: gzip (made once per entry) when the client accepts it and the answer is large. */
export function representation(entry: CacheEntry, acceptEncoding: string | undefined): Representation {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (!sendsGzip(entry, acceptEncoding)) return { bytes: entry.bytes, headers: { ...headers, etag: entry.etag } };
  entry.gzip ??= gzipSync(entry.bytes, { level: 6 });
  return { bytes: entry.gzip, headers: { ...headers, etag: gzipEtag(entry.etag), 'content-encoding': 'gzip' } };
}

/** The headers of a 304: the validator of the representation this client is sent. */
export function notModifiedHeaders(entry: CacheEntry, acceptEncoding: string | undefined): Record<string, string> {
  return { etag: sendsGzip(entry, acceptEncoding) ? gzipEtag(entry.etag) : entry.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
}

const sendsGzip = (entry: CacheEntry, acceptEncoding: string | undefined) => entry.bytes.length >= COMPRESS_FROM && /\bgzip\b/.test(acceptEncoding ?? '');

/** Caches JSON answers with status 200 of the GET routes below it. */
export const readModel = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const { cache } = c.var.services;
  const key = c.req.url.slice(c.req.url.indexOf('/', 8));
  let entry = cache.get(key);
  if (!entry) {
    const generation = cache.currentGeneration;
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    entry = cache.set(key, await c.res.text(), generation);
  }
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    c.res = new Response(null, { status: 304, headers: notModifiedHeaders(entry, c.req.header('accept-encoding')) });
    return;
  }
  const { bytes, headers } = representation(entry, c.req.header('accept-encoding'));
  c.res = new Response(new Uint8Array(bytes), { status: 200, headers });
});
