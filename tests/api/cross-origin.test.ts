/**
 * Other front ends on their own origins (CORS_ORIGINS): preflights answered, the API's request
 * headers allowed, its response headers exposed, never credentials; every other origin gets
 * nothing, and a server without CORS_ORIGINS sends no CORS header at all.
 */
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../support/server';

const MIRROR = 'https://mirror.example.ma';
const OLD_CLIENT = 'http://localhost:3000';
const STRANGER = 'https://evil.example';

const { server } = useTestServer({ env: { CORS_ORIGINS: `${MIRROR}/, ${OLD_CLIENT}` } });
const { server: plain } = useTestServer();

const preflight = (target: TestServer, origin: string, method: string, headers: string) =>
  target.request('OPTIONS', '/api/staff/classic-records/create', {
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('CORS_ORIGINS', () => {
  it('answers a preflight of a listed origin with the allowed methods and headers, no credentials', async () => {
    for (const origin of [MIRROR, OLD_CLIENT]) {
      const answer = await preflight(server, origin, 'POST', 'authorization,content-type,idempotency-key');
      expect(answer.status).toBeLessThan(300);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE');
      const allowed = answer.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'idempotency-key', 'if-match', 'content-type']));
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it('exposes ETag, X-Total-Count and Retry-After on reads, also those answered from memory', async () => {
    await server.createLevels('classic', 2);
    const path = '/api/public/players/classic-points?limit=10';
    await server.get(path);
    for (let i = 0; i < 2; i += 1) {
      const answer = await server.get(path, { headers: { origin: MIRROR } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(MIRROR);
      const exposed = answer.headers.get('access-control-expose-headers')!.toLowerCase().split(',');
      expect(exposed).toEqual(expect.arrayContaining(['etag', 'x-total-count', 'retry-after']));
      expect(answer.headers.get('etag')).toBeTruthy();
      expect(answer.headers.get('x-total-count')).toBe('0');
    }
    const revalidated = await server.get(path, {
      headers: { origin: MIRROR, 'if-none-match': (await server.get(path)).headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('access-control-allow-origin')).toBe(MIRROR);
  });

  it('lets a listed origin sign in and write with the bearer token, and sees its refusals', async () => {
    const staff = await server.createStaff({ email: 'desk@mirror.test', password: 'desk password' });
    const login = await server.post('/api/auth/login', {
      headers: { origin: OLD_CLIENT },
      body: { email: 'desk@mirror.test', password: 'desk password' },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(OLD_CLIENT);
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 10 });
    const player = await server.createPlayer();
    const created = await server.post('/api/staff/classic-records/create', {
      token: login.json.token,
      headers: { origin: OLD_CLIENT, 'idempotency-key': 'mirror-1' },
      body: { level, player: player.id, recordPercentage: 100, link: null },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(OLD_CLIENT);
    const refused = await server.post('/api/staff/classic-records/create', {
      token: staff.token,
      headers: { origin: OLD_CLIENT },
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(OLD_CLIENT);
  });

  it('gives an origin not listed no CORS header', async () => {
    const answer = await preflight(server, STRANGER, 'POST', 'authorization');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const read = await server.get('/api/public/regions', { headers: { origin: STRANGER } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS header at all without CORS_ORIGINS', async () => {
    const answer = await preflight(plain, MIRROR, 'POST', 'authorization');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
    const read = await plain.get('/api/public/regions', { headers: { origin: MIRROR } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a CORS_ORIGINS entry that is not an origin', async () => {
    const { loadConfig } = await import('../../src/server/env');
    for (const value of ['mirror.example.ma', 'https://mirror.example.ma/path', 'ftp://mirror.example.ma']) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });
});
