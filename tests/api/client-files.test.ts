import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const SCRIPT = `export const levels = [${'"Level", '.repeat(500)}];`;
const INDEX = `<!doctype html><html><head><title>Moroccan List</title></head><body><div id="root"></div>${'<template>frame</template>'.repeat(100)}</body></html>`;
const dir = mkdtempSync(join(tmpdir(), 'client-build-'));

beforeAll(() => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app-XyZ789.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-XyZ789.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-XyZ789.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  for (const manifest of ['manifest', 'manifest.fr', 'manifest.ar'])
    writeFileSync(join(dir, `${manifest}.webmanifest`), '{"name":"Moroccan List"}');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const { server } = useTestServer({ env: { CLIENT_DIR: dir } });
/** A document without the link preview's tags (tests/api/previews.test.ts checks those): index.html as built. */
const withoutPreview = (html: string) => html.replace(/<meta (?:property|name)="(?:og|twitter|profile):[^"]*" content="[^"]*">/g, '');

describe('the built client', () => {
  it('caches hashed assets for a year', async () => {
    const asset = await server.get('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy of a file that the browser accepts', async () => {
    const brotli = await server.get('/assets/app-XyZ789.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.text).toBe(SCRIPT);
    const gzip = await server.get('/assets/app-XyZ789.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await server.get('/assets/app-XyZ789.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(SCRIPT);
  });

  it('never caches the entry document, the manifests or the service worker', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/manifest.fr.webmanifest', '/manifest.ar.webmanifest']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers a browser that holds the document, the worker or a manifest already with a 304 and no body; hashed assets carry no tag', async () => {
    const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const path of ['/', '/index.html', '/leaderboard', '/sw.js', '/manifest.fr.webmanifest']) {
      const first = await server.get(path, { headers: brotli });
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^(?:W\/)?"[^"]+"$/);
      const again = await server.get(path, { headers: { ...brotli, 'if-none-match': tag! } });
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      const other = await server.get(path, { headers: { ...brotli, 'if-none-match': '"an-older-build"' } });
      expect(other.status, path).toBe(200);
      expect(other.text.length, path).toBeGreaterThan(0);
    }
    // `/` is a page, the classic main list with its preview; /index.html is the document as built.
    const [home, index] = await Promise.all(['/', '/index.html'].map((path) => server.get(path, { headers: brotli })));
    expect(home!.text).toContain('<meta property="og:title" content="Classic Main List">');
    expect(index!.text).toBe(INDEX);
    expect((await server.get('/assets/app-XyZ789.js', { headers: brotli })).headers.get('etag')).toBeNull();
  });

  it('answers every other page path with index.html so client routes survive a reload, one that names nothing with a 404', async () => {
    for (const [path, status] of [
      ['/leaderboard', 200],
      ['/staff/levels', 200],
      ['/classic/level/123', 404],
      ['/profile/someone', 404],
    ] as const) {
      const response = await server.get(path);
      expect(response.status, path).toBe(status);
      expect(response.text, path).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('sends index.html compressed at any page path, as at /', async () => {
    for (const path of ['/', '/classic/level/123', '/leaderboard']) {
      const brotli = await server.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(brotli.headers.get('content-encoding'), path).toBe('br');
      expect(brotli.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(brotli.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(withoutPreview(brotli.text), path).toBe(INDEX);
      const plain = await server.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(withoutPreview(plain.text), path).toBe(INDEX);
    }
  });

  it("names a level in its page's head, escaped, as brotli, gzip or plain; other addresses get index.html as built", async () => {
    const name = 'Tom "<b>" & Jerry\'s';
    const [id] = await server.createLevels('platformer', 1, { name });
    const page = `/platformer/level/${id}`;
    const named = (html: string) => {
      const content = /<meta name="page-level" content="([^"]*)"><\/head>/.exec(html)?.[1];
      const unescaped = content
        ?.replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      return unescaped === undefined ? undefined : JSON.parse(unescaped);
    };
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await server.get(page, { headers: { 'accept-encoding': encoding } });
      expect(response.status, encoding).toBe(200);
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding === 'identity' ? null : encoding);
      expect(response.headers.get('content-type'), encoding).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), encoding).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), encoding).toContain("default-src 'self'");
      expect(response.text, encoding).not.toContain('<b>');
      expect(named(response.text), encoding).toEqual({ type: 'platformer', id, ranking: 1, name });
      expect(withoutPreview(response.text).replace(/<meta name="page-level"[^>]*>/, ''), encoding).toBe(INDEX);
    }
    // A level of the other type, one that does not exist and a malformed id name nothing: the app's not-found page.
    for (const path of [`/classic/level/${id}`, '/platformer/level/999999999', '/platformer/level/0123']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toBe(INDEX);
    }
    // An address that is no page of the app's gets index.html as built.
    const other = await server.get(`${page}/records`);
    expect(other.status).toBe(200);
    expect(other.text).toBe(INDEX);
  });

  it('answers a missing asset with a 404 kept in no cache, never with index.html', async () => {
    for (const path of ['/assets/missing.js', '/assets/index-Old999.css', '/assets/deep/gone.js']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.json.code, path).toBe('not_found');
      expect(response.text, path).not.toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await server.get('/api/public/nothing');
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('not_found');
  });
});
