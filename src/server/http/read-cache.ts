/**
 * Read models of public GETs: each answer is computed once per data change, kept as bytes with a
 * strong ETag, and served from memory (a matching If-None-Match gets a bodiless 304), gzipped for
 * clients that accept it (a leaderboard of thousands of players shrinks about sevenfold).
 * Every committed write clears it. Hits are answered before the request reaches Hono
 * (http/server.ts); the read-model middleware fills the cache on a miss and answers hits that get
 * there. See docs/decisions/001-read-models.md.
 * Any visitor chooses the URLs, so the entries are bounded twice: by key (`cacheKey` keeps only
 * what changes the answer) and by bytes (the least recently used go first).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { RecordPageQuerySchema } from '../../shared/schemas/input/records';
import { etagMatches } from './etag';

/** An answer as sent: its bytes and, when it is large enough to be worth it, a gzip copy. */
export type CacheEntry = { bytes: Buffer; etag: string; gzip?: Buffer };

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM = 1024;
/** What an entry costs besides its bytes and key (its objects, its ETag, the cache's slot): about 460 bytes measured on Node 20. */
const ENTRY_OVERHEAD = 480;

/** The public reads that take query parameters; every other public read ignores its query. */
const PAGED = new Set(['/api/public/classic-records', '/api/public/platformer-records']);

/**
 * The one key of a public read, from its path and query as received: the path, plus for a paged
 * list its `page`, `size` and filters validated and written one way (`?size=010&page=0` and no query are
 * one key). Other parameters are ignored, so a cache buster finds the cached answer instead of
 * adding one. Null means "do not cache": not a public read, a path with escapes (Hono routes on
 * the decoded path, so `classic%2Drecords` is the paged list; no public path needs escapes), or a
 * known parameter that is invalid or repeated, which Hono answers with 400 (its query validator
 * gets a list for a repeated name).
 */
export function cacheKey(url: string): string | null {
  const [pathAndQuery = ''] = url.split('#', 1);
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  if (!path.startsWith('/api/public/') || path.includes('%')) return null;
  if (!PAGED.has(path)) return path;
  const params = new URLSearchParams(queryAt === -1 ? '' : pathAndQuery.slice(queryAt + 1));
  const known: Record<string, string> = {};
  for (const name of ['page', 'size', 'player', 'level']) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    if (values[0] !== undefined) known[name] = values[0];
  }
  const query = v.safeParse(RecordPageQuerySchema, known);
  if (!query.success) return null;
  const { page, size, player, level } = query.output;
  return `${path}?page=${page}&size=${size}${player === undefined ? '' : `&player=${player}`}${level === undefined ? '' : `&level=${level}`}`;
}

/**
 * Bytes in memory of their own, of exactly their size: a small Buffer shares an 8 KiB slab and a
 * gzip result is a slice of a 16 KiB chunk, which would keep more alive than the bound counts.
 */
function own(text: string | Buffer): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  if (typeof text === 'string') bytes.write(text);
  else text.copy(bytes);
  return bytes;
}

function toEntry(body: string): CacheEntry {
  const bytes = own(body);
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  // Made now rather than on the first gzip request, so the entry's size is known when it is stored.
  return bytes.length < COMPRESS_FROM ? { bytes, etag } : { bytes, etag, gzip: own(gzipSync(bytes, { level: 6 })) };
}

const entrySize = (entry: CacheEntry, key: string) => entry.bytes.length + (entry.gzip?.length ?? 0) + key.length + ENTRY_OVERHEAD;

export class ReadCache {
  private readonly entries: LRUCache<string, CacheEntry>;
  private generation = 0;
  private live = true;

  /** Keeps at most `maxBytes` of answers (with their gzip copies and keys); an answer larger than that is not kept. */
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new LRUCache<string, CacheEntry>({ maxSize: maxBytes, sizeCalculation: entrySize });
  }

  get(key: string): CacheEntry | undefined {
    return this.live ? this.entries.get(key) : undefined;
  }

  /** Stores an answer computed during `generation`; dropped if data changed meanwhile or while not live. */
  set(key: string, body: string, generation: number): CacheEntry {
    const entry = toEntry(body);
    if (this.live && generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** The bytes counted against the bound. */
  get totalBytes(): number {
    return this.entries.calculatedSize;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Whether this process hears of every change. While it does not (another process's writes may
   * be missed) nothing is served or kept; on hearing again, whatever was computed before is
   * dropped. A process that is the only writer is live from the start.
   */
  setLive(live: boolean): void {
    if (live) this.invalidate();
    else this.entries.clear();
    this.live = live;
  }
}

/** Whether a client's If-None-Match still names this answer, in either representation. */
export const entryMatches = (header: string | undefined, entry: CacheEntry) => etagMatches(header, entry.etag, gzipEtag(entry.etag));

/** The gzip copy has its own strong ETag (a validator names one representation); either one revalidates. */
const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

export type Representation = { bytes: Buffer; headers: Record<string, string> };

/** The bytes to send for a cached answer: its gzip copy when the client accepts it and the answer has one. */
export function representation(entry: CacheEntry, acceptEncoding: string | undefined): Representation {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (!entry.gzip || !acceptsGzip(acceptEncoding)) return { bytes: entry.bytes, headers: { ...headers, etag: entry.etag } };
  return { bytes: entry.gzip, headers: { ...headers, etag: gzipEtag(entry.etag), 'content-encoding': 'gzip' } };
}

/** The headers of a 304: the validator of the representation this client is sent. */
export function notModifiedHeaders(entry: CacheEntry, acceptEncoding: string | undefined): Record<string, string> {
  return { etag: entry.gzip && acceptsGzip(acceptEncoding) ? gzipEtag(entry.etag) : entry.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
}

const acceptsGzip = (acceptEncoding: string | undefined) => /\bgzip\b/.test(acceptEncoding ?? '');
