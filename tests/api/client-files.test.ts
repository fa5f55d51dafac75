import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Moroccan List</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Moroccan List"}');
  server = await startTestServer({ CLIENT_DIR: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('caches hashed assets for a year', async () => {
    const asset = await server.get('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the entry document, the manifest or the service worker', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers every other page path with index.html so client routes survive a reload', async () => {
    for (const path of ['/leaderboard', '/classic/level/123', '/profile/someone', '/staff/levels']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await server.get('/api/public/nothing');
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('not_found');
  });
});
