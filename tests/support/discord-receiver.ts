/**
 * A stand-in for Discord's webhooks on a loopback port. Each request is answered as the test says:
 * accepted (200, after `delayMs`), refused (500), rate limited (429 with `retry_after`), or never
 * answered (held until the receiver closes, past any sender's timeout). It keeps every request, and
 * which messages it accepted (its 200 written out) and how many times, by the message id each
 * request carries (its Idempotency-Key).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = 'accept' | 'refuse' | 'hang' | { retryAfter: number };
export type Received = { id: string; path: string; query: string; body: any; at: number; answer: Answer };
export type Decide = (request: { id: string; path: string; nth: number; tries: number }) => Answer;

const readBody = async (request: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

export async function startReceiver(options: { delayMs?: number } = {}) {
  const requests: Received[] = [];
  const accepted = new Map<string, number>();
  const acceptedListeners = new Set<(id: string) => void>();
  let decide: Decide = () => 'accept';

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://receiver');
      const id = String(request.headers['idempotency-key'] ?? '');
      const tries = requests.filter((seen) => seen.id === id).length + 1;
      const answer = decide({ id, path: url.pathname, nth: requests.length + 1, tries });
      requests.push({ id, path: url.pathname, query: url.search, body: JSON.parse(body), at: performance.now(), answer });
      if (answer === 'hang') return;
      if (answer === 'refuse') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('refused');
      if (typeof answer === 'object') {
        return void response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(Math.ceil(answer.retryAfter)) })
          .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: answer.retryAfter, global: false }));
      }
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      response.once('finish', () => {
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        for (const listener of acceptedListeners) listener(id);
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `m-${id}` }));
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
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
      accepted.clear();
      decide = () => 'accept';
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
