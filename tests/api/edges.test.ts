/**
 * The server's edges: the security headers of HTML answers, request bodies of the wrong type, and
 * requests Node itself refuses (headers too large, broken HTTP).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../support/server';

const THEME_SCRIPT = `
      (function () { document.documentElement.classList.add('dark'); })();
    `;
const INDEX = `<!doctype html><html><head><title>Moroccan List</title><script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'client-build-'));
beforeAll(() => {
  writeFileSync(join(dir, 'index.html'), INDEX);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const { server } = useTestServer({ env: { CLIENT_DIR: dir } });

/** The policy as a map from directive to its sources. */
function policy(header: string | null): Map<string, string[]> {
  expect(header, 'content-security-policy').toBeTruthy();
  return new Map(
    header!.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers of HTML answers', () => {
  it('sends one policy on the client fallback, the static index.html and the API docs page', async () => {
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    for (const path of ['/leaderboard', '/', '/index.html', '/api/docs']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = policy(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'", hash]);
      expect(csp.get('style-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-src'), path).toEqual(['https://www.youtube-nocookie.com']);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      for (const directive of ['default-src', 'connect-src', 'worker-src', 'manifest-src', 'base-uri', 'form-action']) {
        expect(csp.get(directive), `${path} ${directive}`).toEqual(["'self'"]);
      }
      expect(response.headers.get('content-security-policy'), path).not.toContain('unsafe-');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('names the chat widget origin in frame-src only when one is configured', async () => {
    const withChat = await startTestServer({ CLIENT_DIR: dir, CHAT_WIDGET_URL: 'https://chat.example.org/widget/moroccan?theme=dark' });
    try {
      const csp = policy((await withChat.get('/')).headers.get('content-security-policy'));
      expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://chat.example.org']);
      expect((await withChat.get('/api/public/settings')).json.chatWidgetUrl).toBe('https://chat.example.org/widget/moroccan?theme=dark');
    } finally {
      await withChat.close();
    }
  });
});

describe('request bodies', () => {
  it('refuses a JSON write sent as another type or charset with 415, saying what is accepted', async () => {
    const staff = await server.createStaff();
    // Bytes, so that fetch adds no content type of its own (it calls a string text/plain).
    const body = new TextEncoder().encode(JSON.stringify({ name: 'Souss-Massa' }));
    const sent = (contentType?: string) =>
      server.post('/api/staff/regions/create', {
        token: staff.token,
        rawBody: body,
        headers: contentType ? { 'content-type': contentType } : {},
      });
    for (const contentType of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'application/merge-patch+json',
      undefined,
    ]) {
      const refused = await sent(contentType);
      expect(refused.status, contentType).toBe(415);
      expect(refused.json, contentType).toMatchObject({ status: 415, code: 'unsupported_media_type' });
      expect(refused.json.message, contentType).toContain('application/json');
    }
    expect((await server.get('/api/public/regions')).json).toEqual([]);

    const created = await sent('application/json; charset=UTF-8');
    expect(created.status).toBe(201);
    expect(created.json.name).toBe('Souss-Massa');
    expect((await sent('application/json')).status).toBe(409);
  });

  it('still takes a body-less write without a content type, and leaves a missing body to the schema', async () => {
    const staff = await server.createStaff();
    const empty = await server.post('/api/staff/regions/create', { token: staff.token });
    expect(empty.json).toMatchObject({ status: 400, code: 'validation_failed' });
    const region = await server.createRegion('Oriental');
    expect((await server.del(`/api/staff/regions/delete/${region}`, { token: staff.token })).status).toBe(204);
    const status = await server.put('/api/staff/classic-submissions/999999/change-status/APPROVED', { token: staff.token });
    expect(status.status).toBe(404);
  });
});

/** Sends raw bytes and reads the whole answer, as a client that does not check its own headers would. */
function rawRequest(url: string, request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const done = () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      if (!head) return reject(new Error('no answer'));
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    };
    socket.on('end', done);
    socket.on('error', done);
  });
}

describe('requests Node refuses before the app', () => {
  it('answers a 100 KB header with a JSON 431 and closes the connection', async () => {
    const answer = await rawRequest(
      server.url,
      `GET /api/public/settings HTTP/1.1\r\nhost: localhost\r\nx-big: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ status: 431, code: 'headers_too_large', message: 'The request headers are too large.' });
    expect((await server.get('/api/public/settings')).status).toBe(200);
  });

  it('answers a request that is not valid HTTP with a JSON 400', async () => {
    const answer = await rawRequest(server.url, 'GET /api/public/settings HTTP/1.1\r\nhost localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, code: 'malformed_request' });
  });

  it.each([
    ['a backslash in the path', 'GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a backslash in an API path', 'GET /api\\public/settings HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a backslash in an absolute target', 'GET http://x/a\\b HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'a write with a backslash and a body',
      'POST /api/auth/login\\x HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
    ],
    ['an asterisk target', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an absolute target that is no URL', 'GET https://[x/ HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a Host that is no host', 'GET /api/public/settings HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['a Host with a port out of range', 'GET /api/public/settings HTTP/1.1\r\nHost: x:99999\r\n\r\n'],
    ['an HTTP/1.1 request without Host', 'GET /api/public/settings HTTP/1.1\r\n\r\n'],
    ['an HTTP/1.0 request without Host', 'GET /api/public/levels HTTP/1.0\r\n\r\n'],
    ['a CONNECT', 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n'],
  ])('answers %s with the JSON 400 of the catalogue', async (_case, request) => {
    // Read once before, so the read model holds it: the fast path must not answer what Hono would refuse.
    expect((await server.get('/api/public/settings')).status).toBe(200);
    const answer = await rawRequest(server.url, request);
    expect(answer.status).toBe(400);
    expect(answer.headers).toContain('content-type: application/json');
    expect(JSON.parse(answer.body)).toEqual({ status: 400, code: 'malformed_request', message: 'The request is not valid HTTP.' });
  });

  it('keeps the connection after a target no URL can be made of', async () => {
    const answer = await rawRequest(
      server.url,
      'GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\nGET /api/public/settings HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('"code":"malformed_request"');
    expect(answer.body).toContain('HTTP/1.1 200 OK');
  });
});

describe('site settings', () => {
  it('say Google sign-in is off on a server without its configuration', async () => {
    expect((await server.get('/api/public/settings')).json).toEqual({ chatWidgetUrl: null, googleSignIn: false });
  });
});
