/**
 * A stand-in for the 2024 product's running site (Spring Boot + MongoDB), answering its public API
 * byte for byte as its Java code writes it, for the importer's tests and benchmarks: statuses and
 * empty bodies, Jackson's JSON (Java doubles, LocalDateTime, durations), the firewall's 400s.
 * Change the site through the returned `model` (watch.ts): the next request sees the change.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DocumentWriter, type Holders } from './documents';
import { firewallAllows } from './firewall';
import { javaJson } from './java';
import type { Tmdl2024Model } from './model';
import { answer, type Answer } from './routes';
import { ModelView } from './view';
import { watchModel } from './watch';

export type Tmdl2024Options = {
  /** How levels write their holder: the player's id (default) or username, the two versions of the entities. */
  holders?: Holders;
  /** Adds `email` to every profile, as an older ProfilePlayerRequest did. */
  leakEmail?: boolean;
  /** Asked first for every request; true when it answered, so a test can make the site misbehave on some paths. */
  override?: (request: IncomingMessage, response: ServerResponse, path: string) => boolean;
};

export type Tmdl2024Server = {
  /** The address, without a trailing slash. */
  url: string;
  close: () => Promise<void>;
  /** The site's data: what a test changes to change the site (a copy of the model given). */
  model: Tmdl2024Model;
  /** Every request's path and query, in the order they came. */
  requests: string[];
};

const PREFIX = '/api/public/';

/** The decoded segments after /api/public/, or null when a segment is not valid percent-encoding (400). */
function segments(rawPath: string): string[] | null {
  try {
    return rawPath
      .slice(PREFIX.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body?: { type: string; bytes: Uint8Array | string },
): void {
  response.statusCode = status;
  if (!body) {
    response.end();
    return;
  }
  const bytes = typeof body.bytes === 'string' ? Buffer.from(body.bytes, 'utf8') : body.bytes;
  response.setHeader('Content-Type', body.type);
  response.setHeader('Content-Length', bytes.byteLength);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

function reply(request: IncomingMessage, response: ServerResponse, result: Answer): void {
  if ('json' in result) send(request, response, 200, { type: 'application/json', bytes: javaJson(result.json) });
  // The avatar controller always says image/jpeg, whatever the bytes are; no ETag, no caching headers.
  else if ('image' in result) send(request, response, 200, { type: 'image/jpeg', bytes: result.image });
  else send(request, response, result.status);
}

export async function startTmdl2024(model: Tmdl2024Model, options: Tmdl2024Options = {}): Promise<Tmdl2024Server> {
  const watched = watchModel(model);
  const documentOptions = { holders: options.holders ?? 'id', leakEmail: options.leakEmail ?? false };
  const requests: string[] = [];
  let writer: { version: number; write: DocumentWriter } | undefined;
  const current = (): DocumentWriter => {
    const version = watched.version();
    if (writer?.version !== version) writer = { version, write: new DocumentWriter(new ModelView(watched.store), documentOptions) };
    return writer.write;
  };

  const server = createServer((request, response) => {
    const target = request.url ?? '/';
    requests.push(target);
    const question = target.indexOf('?');
    const rawPath = question === -1 ? target : target.slice(0, question);
    if (options.override?.(request, response, rawPath)) return;
    if (!firewallAllows(request.method ?? 'GET', rawPath)) return send(request, response, 400);
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(request, response, rawPath.startsWith(PREFIX) ? 405 : 404);
    const parts = rawPath.startsWith(PREFIX) ? segments(rawPath) : [];
    if (parts === null) return send(request, response, 400);
    if (parts.length === 0) return send(request, response, 404);
    const query = new URLSearchParams(question === -1 ? '' : target.slice(question + 1));
    try {
      reply(request, response, answer(current(), parts, query));
    } catch {
      send(request, response, 500);
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    model: watched.handle,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
