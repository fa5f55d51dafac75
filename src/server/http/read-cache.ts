/**
 * Read models of public GETs: each answer is computed once per data change, kept as bytes with a
 * strong ETag, and served from memory (a matching If-None-Match gets a bodiless 304), gzipped for
 * clients that accept it (a leaderboard of thousands of players shrinks about sevenfold).
 * Every committed write clears it. Hits are answered before the request reaches Hono
 * (http/server.ts); the read-model middleware fills the cache on a miss and answers hits that get
 * there. See docs/decisions/001-read-models.md.
 * Any visitor chooses the URLs, so the entries are bounded twice: by key (`cacheKey` keeps only
 * what changes the answer) and by bytes (the least recently used go first).
 * A route's headers that are part of its answer (KEPT_HEADERS, such as a leaderboard slice's total)
 * are kept with the bytes and count in the ETag.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { LEVEL_TYPES, TOTAL_COUNT_HEADER } from '../../shared/constants';
import { AtQuerySchema, ChangelogQuerySchema, ChangesQuerySchema } from '../../shared/schemas/changes';
import { LeaderboardQuerySchema, leaderboardWindow } from '../../shared/schemas/input/leaderboard';
import { RecordPageQuerySchema } from '../../shared/schemas/input/records';
import { etagMatches } from './etag';

/** An answer as sent: its bytes and, when it is large enough to be worth it, a gzip copy. */
export type CacheEntry = { bytes: Buffer; etag: string; gzip?: Buffer; headers?: Record<string, string> };

/** The headers of a route's answer that belong to it and are sent again with every cached copy. */
const KEPT_HEADERS = [TOTAL_COUNT_HEADER];

/** The KEPT_HEADERS of an answer, or undefined when it has none. */
export function keptHeaders(headers: Headers): Record<string, string> | undefined {
  const kept = KEPT_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [[name, value] as const];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM = 1024;
/** What an entry costs besides its bytes and key (its objects, its ETag, the cache's slot): about 460 bytes measured on Node 20. */
const ENTRY_OVERHEAD = 480;

/** The named parameters given once, or null when one is repeated (Hono's validator refuses those). */
function givenOnce(params: URLSearchParams, names: readonly string[]): Record<string, string> | null {
  const known: Record<string, string> = {};
  for (const name of names) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    if (values[0] !== undefined) known[name] = values[0];
  }
  return known;
}

type KeyOf = (path: string, params: URLSearchParams) => string | null;

/** A read's key from the parameters `names`, validated by the route's own `schema` and written one way by `key`; null when they are invalid. */
function keyedBy<T>(names: readonly string[], schema: v.GenericSchema<unknown, T>, key: (path: string, query: T) => string): KeyOf {
  return (path, params) => {
    const known = givenOnce(params, names);
    const query = known && v.safeParse(schema, known);
    return query && query.success ? key(path, query.output) : null;
  };
}

const LEADERBOARDS = new Set(LEVEL_TYPES.map((type) => `/api/public/players/${type}-points`));
const RECORD_PAGES = new Set(LEVEL_TYPES.map((type) => `/api/public/${type}-records`));
const LEVEL_LISTS = /^\/api\/public\/(classic|platformer)-levels\/list(\/[a-z]+)?$/;

/** The public reads that take query parameters, with what chooses their answer; every other public read ignores its query. */
const QUERIED: [matches: (path: string) => boolean, keyOf: KeyOf][] = [
  // A page of records: `page`, `size` and the filters (shared/schemas/input/records.ts).
  [
    (path) => RECORD_PAGES.has(path),
    keyedBy(
      ['page', 'size', 'player', 'level'],
      RecordPageQuerySchema,
      (path, { page, size, player, level }) =>
        `${path}?page=${page}&size=${size}${player === undefined ? '' : `&player=${player}`}${level === undefined ? '' : `&level=${level}`}`,
    ),
  ],
  // A leaderboard: the whole ranking, or the slice `limit` and `offset` ask for (shared/schemas/input/leaderboard.ts).
  [
    (path) => LEADERBOARDS.has(path),
    keyedBy(['limit', 'offset'], LeaderboardQuerySchema, (path, query) => {
      const window = leaderboardWindow(query);
      return window ? `${path}?limit=${window.limit}&offset=${window.offset}` : path;
    }),
  ],
  // The changelog: its page's `type`, `list`, `before` and `limit` (shared/schemas/changes.ts).
  [
    (path) => path === '/api/public/changelog',
    keyedBy(
      ['type', 'list', 'before', 'limit'],
      ChangelogQuerySchema,
      (path, { type, list, before, limit }) => `${path}?type=${type ?? ''}&list=${list ?? ''}&before=${before ?? ''}&limit=${limit}`,
    ),
  ],
  // A level list: today's, or the moment `at` asks for.
  [(path) => LEVEL_LISTS.test(path), keyedBy(['at'], AtQuerySchema, (path, { at }) => (at ? `${path}?at=${at.toISOString()}` : path))],
  // The change feed: its `since`.
  [(path) => path === '/api/public/changes', keyedBy(['since'], ChangesQuerySchema, (path, { since }) => `${path}?since=${since}`)],
];

/**
 * The one key of a public read, from its path and query as received: the path, plus for a read whose
 * query chooses its answer (QUERIED) that query validated and written one way (`?size=010&page=0` and
 * no query are one key, as are `?limit=50` and `?offset=0&limit=050`). Other parameters are ignored,
 * so a cache buster finds the cached answer instead of adding one. Null means "do not cache": not a
 * public read, a path with escapes (Hono routes on the decoded path, so `classic%2Drecords` is the
 * paged list; no public path needs escapes), or a known parameter that is invalid or repeated, which
 * Hono answers with 400 (its query validator gets a list for a repeated name).
 */
export function cacheKey(url: string): string | null {
  const [pathAndQuery = ''] = url.split('#', 1);
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  if (!path.startsWith('/api/public/') || path.includes('%')) return null;
  const keyOf = QUERIED.find(([matches]) => matches(path))?.[1];
  return keyOf ? keyOf(path, new URLSearchParams(queryAt === -1 ? '' : pathAndQuery.slice(queryAt + 1))) : path;
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

function toEntry(body: string, headers?: Record<string, string>): CacheEntry {
  const bytes = own(body);
  const hash = createHash('sha1').update(bytes);
  // The same rows with another total are another answer.
  if (headers) hash.update(JSON.stringify(headers));
  const etag = `"${hash.digest('base64url')}"`;
  const entry: CacheEntry = headers ? { bytes, etag, headers } : { bytes, etag };
  // Made now rather than on the first gzip request, so the entry's size is known when it is stored.
  if (bytes.length >= COMPRESS_FROM) entry.gzip = own(gzipSync(bytes, { level: 6 }));
  return entry;
}

const headersSize = (headers: Record<string, string> | undefined) =>
  headers ? Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0) : 0;

const entrySize = (entry: CacheEntry, key: string) =>
  entry.bytes.length + (entry.gzip?.length ?? 0) + headersSize(entry.headers) + key.length + ENTRY_OVERHEAD;

/** An answer held, with the data generation it was computed in. */
type Held = { entry: CacheEntry; generation: number };

export class ReadCache {
  private readonly entries: LRUCache<string, Held>;
  private generation = 0;
  private live = true;

  /** Keeps at most `maxBytes` of answers (with their gzip copies and keys); an answer larger than that is not kept. */
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new LRUCache<string, Held>({ maxSize: maxBytes, sizeCalculation: (held, key) => entrySize(held.entry, key) });
  }

  /** The current answer for `key`: computed since the last change, while this process hears of every change. */
  get(key: string): CacheEntry | undefined {
    if (!this.live) return undefined;
    const held = this.entries.get(key);
    return held?.generation === this.generation ? held.entry : undefined;
  }

  /**
   * An answer held for `key` that is not current (computed before a change that may have landed,
   * or while this process cannot hear of changes): the newest this process can know, to be sent
   * only when the database cannot be reached to compute a fresher one.
   */
  kept(key: string): CacheEntry | undefined {
    const held = this.entries.peek(key);
    return held && (!this.live || held.generation !== this.generation) ? held.entry : undefined;
  }

  /** Stores an answer computed during `generation` (with its KEPT_HEADERS); dropped if data changed meanwhile or while not live. */
  set(key: string, body: string, generation: number, headers?: Record<string, string>): CacheEntry {
    const entry = toEntry(body, headers);
    if (this.live && generation === this.generation) this.entries.set(key, { entry, generation });
    return entry;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** Whether what was computed during `generation` is current: no change since, and this process hears of every change. */
  isCurrent(generation: number): boolean {
    return this.live && generation === this.generation;
  }

  /** The bytes counted against the bound. */
  get totalBytes(): number {
    return this.entries.calculatedSize;
  }

  /** A change landed: nothing held may be sent again. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * A change may have landed (a write cut off during its commit, which nobody acknowledged): what is
   * held is no longer current, but stays `kept` for the outage that most likely cut it.
   */
  mayHaveChanged(): void {
    this.generation += 1;
  }

  /**
   * Whether this process hears of every change. While it does not (another process's writes may
   * be missed) nothing is served as current or added, but what it held stays `kept` for a database
   * outage; on hearing again, everything is dropped. A process that is the only writer is live
   * from the start.
   */
  setLive(live: boolean): void {
    if (live) this.invalidate();
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
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    ...entry.headers,
  };
  if (!entry.gzip || !acceptsEncoding(acceptEncoding, 'gzip')) return { bytes: entry.bytes, headers: { ...headers, etag: entry.etag } };
  return { bytes: entry.gzip, headers: { ...headers, etag: gzipEtag(entry.etag), 'content-encoding': 'gzip' } };
}

/** The headers of a 304: the validator of the representation this client is sent. */
export function notModifiedHeaders(entry: CacheEntry, acceptEncoding: string | undefined): Record<string, string> {
  return {
    etag: entry.gzip && acceptsEncoding(acceptEncoding, 'gzip') ? gzipEtag(entry.etag) : entry.etag,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  };
}

const CODINGS = { gzip: /\bgzip\b/, br: /\bbr\b/ };
/** Whether a request's Accept-Encoding names `coding` (`gzip`, `br`). */
export const acceptsEncoding = (acceptEncoding: string | undefined, coding: keyof typeof CODINGS) =>
  CODINGS[coding].test(acceptEncoding ?? '');
