import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verdict, type OutboxEntry } from './entry';
import { sendRound } from './replay';
import { allEntries, listenOutbox, putEntry, removeEntry, takeSent, type OutboxMessage } from './store';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Reply = { status: number; headers?: Record<string, string>; body?: unknown };

let server: Server;
let base = '';
let received: Received[] = [];
let reply: (request: Received) => Reply = () => ({ status: 201, body: { ok: true } });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      const { status, headers = {}, body: answer } = reply(entry);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(answer === undefined ? '' : JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  received = [];
  reply = () => ({ status: 201, body: { ok: true } });
  for (const entry of await allEntries()) await removeEntry(entry.id);
});

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (playerId: number, expiresIn = 3600, signature = 'signature-one') => {
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256' })}.${part({ sub: String(playerId), authorities: ['ROLE_USER'], iat: now, exp: now + expiresIn })}.${signature}`;
};

let counter = 0;
async function queued(change: Partial<OutboxEntry> = {}): Promise<OutboxEntry> {
  counter += 1;
  const entry: OutboxEntry = {
    id: `entry-${counter}`,
    key: `key-${counter}`,
    playerId: 7,
    createdAt: counter,
    state: 'waiting',
    attempts: 0,
    notBefore: 0,
    error: null,
    refusedToken: null,
    method: 'POST',
    path: '/api/authenticated/classic-submissions/create',
    body: { kind: 'json', value: { level: '1', recordPercentage: 54 } },
    kind: 'submission.create',
    label: 'Submission: Bloodbath 54%',
    invalidate: [['submissions']],
    ...change,
  };
  await putEntry(entry);
  return entry;
}

const round = (token: string | null) =>
  sendRound({ readToken: async () => token, fetch: (path, init) => fetch(`${base}${String(path)}`, init) });
const stored = async (id: string) => (await allEntries()).find((entry) => entry.id === id);

describe('the replay rule', () => {
  it('ends, holds, retries or asks for attention by the answer', () => {
    const answered = (status: number, retryAfterSeconds: number | null = null) => ({
      type: 'answered' as const,
      status,
      retryAfterSeconds,
      error: null,
    });
    expect(verdict(answered(201), 1).next).toBe('done');
    expect(verdict(answered(204), 1).next).toBe('done');
    expect(verdict(answered(401), 1)).toEqual({ next: 'held', refused: true });
    expect(verdict({ type: 'no-token' }, 1)).toEqual({ next: 'held', refused: false });
    for (const status of [400, 403, 404, 409, 412, 413]) expect(verdict(answered(status), 1).next).toBe('attention');
    for (const status of [408, 429, 500, 502, 503]) expect(verdict(answered(status), 1).next).toBe('waiting');
    expect(verdict({ type: 'network' }, 1).next).toBe('waiting');
    const later = verdict(answered(429, 120), 1);
    expect(later.next === 'waiting' && later.delayMs).toBeGreaterThanOrEqual(120_000);
  });
});

describe('a round of sending', () => {
  it('sends an entry with its own key and token, then removes it and says so', async () => {
    const messages: OutboxMessage[] = [];
    const stop = listenOutbox((message) => messages.push(message));
    const entry = await queued();
    const token = tokenFor(7);
    const result = await round(token);
    stop();
    expect(result.sent).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['idempotency-key']).toBe(entry.key);
    expect(received[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(received[0]!.body)).toEqual({ level: '1', recordPercentage: 54 });
    expect(await stored(entry.id)).toBeUndefined();
    expect(messages).toContainEqual({
      type: 'done',
      id: entry.id,
      kind: 'submission.create',
      invalidate: [['submissions']],
      answer: { ok: true },
    });
    // A page that was not listening shows the write as applied (the server's answer) and refreshes what it changed when it starts, once.
    expect(await takeSent()).toEqual([
      { invalidate: [['submissions']], kind: 'submission.create', data: entry.data, answer: { ok: true } },
    ]);
    expect(await takeSent()).toEqual([]);
  });

  it('holds entries without sending when the token is missing, expired or another player’s', async () => {
    const entry = await queued();
    for (const token of [null, tokenFor(7, -60), tokenFor(8)]) {
      const result = await round(token);
      expect(result.held).toBe(1);
      expect((await stored(entry.id))?.state).toBe('held');
    }
    expect(received).toHaveLength(0);
    await round(tokenFor(7));
    expect(received).toHaveLength(1);
    expect(await stored(entry.id)).toBeUndefined();
  });

  it('holds an entry refused with 401 and tries it again only with another token', async () => {
    const entry = await queued();
    reply = () => ({ status: 401, body: { status: 401, code: 'unauthenticated', message: 'Sign in again.' } });
    await round(tokenFor(7, 3600, 'refused'));
    expect((await stored(entry.id))?.state).toBe('held');
    await round(tokenFor(7, 3600, 'refused'));
    expect(received).toHaveLength(1);
    reply = () => ({ status: 201, body: {} });
    await round(tokenFor(7, 3600, 'fresh'));
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['idempotency-key']).toBe(entry.key);
    expect(await stored(entry.id)).toBeUndefined();
  });

  it('keeps an entry waiting after a 503, not before Retry-After, and sends nothing after it in that round', async () => {
    const first = await queued();
    const second = await queued();
    reply = () => ({ status: 503, headers: { 'retry-after': '30' }, body: { status: 503, code: 'internal_error', message: 'Busy.' } });
    const before = Date.now();
    const result = await round(tokenFor(7));
    expect(received).toHaveLength(1);
    const waiting = await stored(first.id);
    expect(waiting?.state).toBe('waiting');
    expect(waiting?.attempts).toBe(1);
    expect(waiting!.notBefore).toBeGreaterThanOrEqual(before + 30_000);
    expect((await stored(second.id))?.state).toBe('waiting');
    expect(result.nextAttemptAt).toBe(0);
    expect(result.waiting).toBe(2);
  });

  it('keeps an entry waiting when no server answers', async () => {
    const entry = await queued();
    const result = await sendRound({ readToken: async () => tokenFor(7), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const waiting = await stored(entry.id);
    expect(waiting?.state).toBe('waiting');
    expect(waiting!.notBefore).toBeGreaterThan(Date.now());
    expect(result.waiting).toBe(1);
  });

  it('puts a refused entry in needs attention with the server’s message and field issues, and skips it afterwards', async () => {
    const entry = await queued();
    const issues = [{ path: 'recordPercentage', message: 'recordPercentage must be at most 100', type: 'max_value' }];
    reply = () => ({ status: 400, body: { status: 400, code: 'validation_failed', message: 'The request is not valid.', issues } });
    const result = await round(tokenFor(7));
    const refused = await stored(entry.id);
    expect(result.attention).toBe(1);
    expect(refused?.state).toBe('attention');
    expect(refused?.error).toEqual({ status: 400, code: 'validation_failed', message: 'The request is not valid.', issues });
    await round(tokenFor(7));
    expect(received).toHaveLength(1);
  });

  it('sends a file as a multipart form', async () => {
    await queued({
      path: '/api/authenticated/players/upload/avatar',
      body: { kind: 'file', field: 'file', file: new Blob(['PNGDATA'], { type: 'image/png' }), name: 'me.png' },
    });
    await round(tokenFor(7));
    expect(received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('name="file"; filename="me.png"');
    expect(received[0]!.body).toContain('PNGDATA');
  });
});
