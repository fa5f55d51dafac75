/**
 * A stand-in for Discord's webhooks on a loopback port. Each request is answered as the test says:
 * accepted (200), refused (500), rate limited (429 with `retry_after`, for the webhook or `global`),
 * or never answered (held until the receiver closes, past any sender's deadline). An accepted one
 * may be answered late (`afterMs`, or once `until` settles) and may say what is left of the
 * webhook's bucket (X-RateLimit-Remaining, X-RateLimit-Reset-After). As Discord does, an accepted
 * message is posted the moment it is accepted, before its answer is written, so a sender that gives
 * up waiting and sends again posts it twice. The receiver keeps every request, and counts, by the
 * message id each carries (its Idempotency-Key), the messages it posted and the answers it wrote out.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Accept = { afterMs?: number; until?: Promise<unknown>; bucket?: { remaining: number; resetAfter: number } };
export type Answer = 'accept' | 'refuse' | 'hang' | { retryAfter: number; global?: boolean } | { accept: Accept };
export type Received = { id: string; path: string; query: string; body: any; at: number; answer: Answer };
/** `content`: the message's text, for a test that picks answers before it knows the messages' ids. */
export type Decide = (request: { id: string; path: string; nth: number; tries: number; content: string }) => Answer;

const readBody = async (request: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

const bump = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);

export async function startReceiver() {
  const requests: Received[] = [];
  /** Messages posted to the channel (once accepted, before the answer), and how many times. */
  const posted = new Map<string, number>();
  /** Acceptances written out in full, and how many times. */
  const accepted = new Map<string, number>();
  const acceptedListeners = new Set<(id: string) => void>();
  let decide: Decide = () => 'accept';

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://receiver');
      const id = String(request.headers['idempotency-key'] ?? '');
      const tries = requests.filter((seen) => seen.id === id).length + 1;
      const parsed = JSON.parse(body);
      const answer = decide({ id, path: url.pathname, nth: requests.length + 1, tries, content: String(parsed.content) });
      requests.push({ id, path: url.pathname, query: url.search, body: parsed, at: performance.now(), answer });
      if (answer === 'hang') return;
      if (answer === 'refuse') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('refused');
      if (typeof answer === 'object' && 'retryAfter' in answer) {
        const headers = {
          'content-type': 'application/json',
          'retry-after': String(Math.ceil(answer.retryAfter)),
          ...(answer.global ? { 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' } : { 'x-ratelimit-scope': 'user' }),
        };
        return void response
          .writeHead(429, headers)
          .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: answer.retryAfter, global: answer.global ?? false }));
      }
      const accept = answer === 'accept' ? {} : answer.accept;
      bump(posted, id);
      if (accept.afterMs) await new Promise((resolve) => setTimeout(resolve, accept.afterMs));
      if (accept.until) await accept.until;
      response.once('finish', () => {
        bump(accepted, id);
        for (const listener of acceptedListeners) listener(id);
      });
      const bucket = accept.bucket
        ? { 'x-ratelimit-remaining': String(accept.bucket.remaining), 'x-ratelimit-reset-after': String(accept.bucket.resetAfter) }
        : {};
      response.writeHead(200, { 'content-type': 'application/json', ...bucket }).end(JSON.stringify({ id: `m-${id}` }));
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    posted,
    accepted,
    answer: (next: Decide) => {
      decide = next;
    },
    /** Called as each acceptance has been written out. */
    onAccepted: (listener: (id: string) => void) => {
      acceptedListeners.add(listener);
      return () => acceptedListeners.delete(listener);
    },
    /** Forgets what it received and accepts everything again. */
    reset: () => {
      requests.length = 0;
      posted.clear();
      accepted.clear();
      decide = () => 'accept';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
