/**
 * The read models' memory is bounded whatever URLs visitors send: the key keeps only what changes
 * the answer, the entries are bounded by bytes, and a process that may miss changes serves none.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheKey, ReadCache } from '../../src/server/http/read-cache';
import { useTestServer } from '../support/server';

const RECORDS = '/api/public/classic-records';

describe('cacheKey', () => {
  it('keeps only the path of reads that take no query', () => {
    expect(cacheKey('/api/public/settings')).toBe('/api/public/settings');
    expect(cacheKey('/api/public/settings?cb=123')).toBe('/api/public/settings');
    expect(cacheKey('/api/public/classic-levels/list?page=x')).toBe('/api/public/classic-levels/list');
  });

  it('writes the page and size of a paged list one way, whatever the order, padding or other parameters', () => {
    const key = `${RECORDS}?page=0&size=10`;
    for (const query of ['', '?', '?size=10', '?page=0', '?page=0&size=010', '?size=10&page=00', '?cb=123', '?cb=1&page=0&x=y']) {
      expect(cacheKey(RECORDS + query), query).toBe(key);
    }
    expect(cacheKey(`${RECORDS}?size=5&page=2`)).toBe(`${RECORDS}?page=2&size=5`);
    expect(cacheKey('/api/public/platformer-records?page=1')).toBe('/api/public/platformer-records?page=1&size=10');
    expect(cacheKey(`${RECORDS}?%70age=3`)).toBe(`${RECORDS}?page=3&size=10`);
  });

  it('refuses what Hono would answer with 400, and what is not a public read', () => {
    for (const query of [
      '?page=x',
      '?page=',
      '?page',
      '?page=-1',
      '?page=1.5',
      '?size=0',
      '?size=101',
      '?page=1234567890',
      '?page=1&page=2',
      '?size=1&size=1',
    ]) {
      expect(cacheKey(RECORDS + query), query).toBeNull();
    }
    expect(cacheKey('/api/staff/anything')).toBeNull();
    expect(cacheKey('/api/public/classic%2Drecords?page=2')).toBeNull();
  });
});

describe('ReadCache', () => {
  it('keeps at most its bound, counting gzip copies, and drops the least recently used first', () => {
    const cache = new ReadCache(64 * 1024);
    const large = JSON.stringify({ text: 'x'.repeat(4000) });
    cache.set('/a', large, 0);
    expect(cache.get('/a')?.gzip).toBeDefined();
    expect(cache.totalBytes).toBeGreaterThan(large.length + cache.get('/a')!.gzip!.length);
    for (let i = 0; i < 100; i++) {
      cache.get('/a');
      cache.set(`/b${i}`, large, 0);
      expect(cache.totalBytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b0')).toBeUndefined();
    expect(cache.get('/b99')).toBeDefined();
  });

  it('does not keep an answer computed before a change', () => {
    const cache = new ReadCache();
    const generation = cache.currentGeneration;
    cache.invalidate();
    expect(cache.set('/a', '{}', generation).etag).toMatch(/^".+"$/);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('serves and adds nothing while not live, keeps what it held for an outage, and starts from nothing when live again', () => {
    const cache = new ReadCache();
    cache.set('/a', '{"a":1}', cache.currentGeneration);
    expect(cache.kept('/a')).toBeUndefined();
    const before = cache.currentGeneration;
    cache.setLive(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.kept('/a')?.bytes.toString()).toBe('{"a":1}');
    const entry = cache.set('/b', '{"b":1}', cache.currentGeneration);
    expect(entry.bytes.toString()).toBe('{"b":1}');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.kept('/b')).toBeUndefined();
    const during = cache.currentGeneration;
    cache.setLive(true);
    expect(cache.currentGeneration).toBeGreaterThan(before);
    expect(cache.get('/a')).toBeUndefined();
    cache.setLive(false);
    expect(cache.kept('/a')).toBeUndefined();
    cache.setLive(true);
    cache.set('/c', '{}', during);
    expect(cache.get('/c')).toBeUndefined();
    cache.set('/c', '{}', cache.currentGeneration);
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps what it held, no longer current, after a change that may have landed', () => {
    const cache = new ReadCache();
    cache.set('/a', '{"a":1}', cache.currentGeneration);
    const before = cache.currentGeneration;
    cache.mayHaveChanged();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.kept('/a')?.bytes.toString()).toBe('{"a":1}');
    cache.set('/a', '{"a":2}', before);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', '{"a":2}', cache.currentGeneration);
    expect(cache.get('/a')?.bytes.toString()).toBe('{"a":2}');
    expect(cache.kept('/a')).toBeUndefined();
  });

  it("drops what it kept for an outage on this process's own write", () => {
    const cache = new ReadCache();
    cache.set('/a', '{"a":1}', cache.currentGeneration);
    cache.setLive(false);
    cache.invalidate();
    expect(cache.kept('/a')).toBeUndefined();
  });
});

describe('over HTTP', () => {
  const { server } = useTestServer();
  beforeAll(async () => {
    const [level] = await server.createLevels('classic', 1);
    for (const percentage of [60, 70, 80]) {
      const player = await server.createPlayer();
      await server.createRecord('classic', level!, player.id, { percentage });
    }
  });

  it('answers a cache buster from the same entry', async () => {
    const plain = await server.get(RECORDS);
    const bytes = server.services.cache.totalBytes;
    for (const query of ['?cb=1', '?size=10&cb=2&page=0']) {
      const busted = await server.get(RECORDS + query);
      expect(busted.text).toBe(plain.text);
      expect(busted.headers.get('etag')).toBe(plain.headers.get('etag'));
    }
    expect(server.services.cache.totalBytes).toBe(bytes);
  });

  it('leaves invalid parameters to validation', async () => {
    for (const query of ['?page=x', '?page=1&page=2']) {
      const response = await server.get(RECORDS + query);
      expect(response.status, query).toBe(400);
      expect(response.json).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers each page of a list from its own entry', async () => {
    const first = await server.get(`${RECORDS}?size=1`);
    const second = await server.get(`${RECORDS}?size=1&page=1`);
    expect(first.json).toMatchObject({ number: 0, size: 1, totalElements: 3 });
    expect(second.json).toMatchObject({ number: 1, size: 1 });
    expect(second.json.content[0].id).not.toBe(first.json.content[0].id);
    expect((await server.get(`${RECORDS}?page=1&size=01&cb=9`)).text).toBe(second.text);
  });
});

describe('memory under distinct URLs', () => {
  const BOUND_MB = 1;
  const REQUESTS = 20_000;
  const MARGIN_MB = 30;
  const { server } = useTestServer({ env: { READ_CACHE_MB: String(BOUND_MB) } });
  beforeAll(async () => {
    // Answers of some kilobytes, as on the real list, so that each entry the old cache leaked weighed what it does there.
    const levels = await server.createLevels('classic', 50);
    for (let i = 0; i < 300; i++) await server.createPlayer();
    const player = await server.createPlayer();
    for (const level of levels.slice(0, 20)) await server.createRecord('classic', level, player.id, { percentage: 100 });
  });

  /**
   * A URL for request `n`: cache busters on large answers, known parameters where they mean nothing,
   * distinct pages and page sizes, and reads that 404. Fewer of them reach the database, to keep it quick.
   */
  function url(n: number): string {
    switch (n % 8) {
      case 0:
        return `/api/public/classic-levels/list?cb=${n}`;
      case 1:
        return `/api/public/players?cb=${n}`;
      case 2:
        return `/api/public/classic-levels/list/main?page=${n}&cb=${n}`;
      case 3:
        return `/api/public/settings?size=${n}`;
      case 4:
        return `${RECORDS}?page=${n}`;
      case 5:
        return `${RECORDS}?page=${n % 50}&size=${1 + (n % 100)}&cb=${n}`;
      case 6:
        return `/api/public/players/username/nobody${n}`;
      default:
        return `/api/public/classic-levels/${9_000_000 + n}`;
    }
  }

  async function send(from: number, to: number): Promise<void> {
    let next = from;
    const worker = async () => {
      while (next < to) {
        const response = await fetch(server.url + url(next++));
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
  }

  it(`stays within the bound and grows the heap by less than ${MARGIN_MB} MB over ${REQUESTS} requests`, async () => {
    v8.setFlagsFromString('--expose_gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const used = () => {
      gc();
      gc();
      const m = process.memoryUsage();
      return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
    };
    await send(0, 600);
    const before = used();
    let largest = 0;
    for (let from = 600; from < REQUESTS; from += 2000) {
      await send(from, Math.min(from + 2000, REQUESTS));
      largest = Math.max(largest, server.services.cache.totalBytes);
    }
    const after = used();
    console.log(
      `read cache: heap+buffers ${before.toFixed(1)} MB -> ${after.toFixed(1)} MB (+${(after - before).toFixed(1)}); ` +
        `cache ${(server.services.cache.totalBytes / 2 ** 20).toFixed(2)} MB, largest ${(largest / 2 ** 20).toFixed(2)} MB of ${BOUND_MB} MB`,
    );
    expect(after - before).toBeLessThan(MARGIN_MB);
    expect(largest).toBeLessThanOrEqual(BOUND_MB * 2 ** 20);
    // The bound was reached, so eviction, not a lack of entries, kept memory flat.
    expect(largest).toBeGreaterThan(BOUND_MB * 2 ** 20 * 0.5);
  }, 240_000);
});
