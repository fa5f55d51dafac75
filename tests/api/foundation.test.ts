import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const { server } = useTestServer();

describe('foundation', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const spec = await server.get('/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.json.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json.paths)).toContain('/api/public/settings');
    const docs = await server.get('/api/docs');
    expect(docs.text).toContain('swagger-ui-bundle.js');
    expect((await server.get('/api/docs/init.js')).text).toContain('/api/openapi.json');
    expect((await server.get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('rejects a forged token with 401 on a protected path and ignores it on a public one', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged';
    expect((await server.get('/api/authenticated/players/profile', { token: forged })).status).toBe(401);
    expect((await server.get('/api/public/settings', { token: forged })).status).toBe(200);
  });

  it('serves public reads with an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await server.get('/api/public/settings');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.get('/api/public/settings', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('gzips a large public read for clients that accept it, with its own ETag that revalidates', async () => {
    await server.createLevels('classic', 30);
    const plain = await server.get('/api/public/classic-levels/list/main', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await server.get('/api/public/classic-levels/list/main', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    expect(zipped.json).toEqual(plain.json);
    expect(zipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const again = await server.get('/api/public/classic-levels/list/main', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(zipped.headers.get('etag'));
    // A small answer is not worth compressing.
    const small = await server.get('/api/public/settings', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('keeps staff paths to staff', async () => {
    const player = await server.createPlayer();
    const staff = await server.createStaff();
    expect((await server.get('/api/staff/anything')).status).toBe(401);
    expect((await server.get('/api/staff/anything', { token: player.token })).status).toBe(403);
    expect((await server.get('/api/staff/anything', { token: staff.token })).status).toBe(404);
  });
});
