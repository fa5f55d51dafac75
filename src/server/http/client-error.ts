/**
 * Requests refused before the app sees them get the API's JSON error too, never Node's or the
 * adapter's empty 400:
 * - what Node's parser refuses (headers past its limit, broken HTTP, a request too slow to arrive),
 *   written raw on the socket since there is no response object yet, and only while nothing else has
 *   been written for this connection: bytes in the middle of another answer would corrupt it;
 * - what Node parses but no URL can be made of (a backslash in the path, `GET *`, a Host that is no
 *   host): @hono/node-server refuses it before Hono runs, through `requestRefusal`;
 * - an HTTP/1.1 request without Host, which Node would answer with an empty 400 (server.ts), and a
 *   CONNECT, which it would cut without a word: this server is no proxy.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import { ApiError, errors } from '../rules/errors';

/** How long a refused connection may stay open while the client reads the answer. */
const LINGER_MS = 5_000;

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function errorFor(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return errors.headersTooLarge();
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errors.requestTimeout();
  return errors.malformedRequest();
}

/** The whole answer, as bytes for a socket that has no response object; the connection closes after it. */
function rawAnswer(apiError: ApiError): string {
  const body = JSON.stringify(apiError.toBody());
  return (
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n` +
    Object.entries(HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    'connection: close\r\n\r\n' +
    body
  );
}

function endWith(socket: Duplex, apiError: ApiError): void {
  socket.end(rawAnswer(apiError));
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Already answered: the rest of the refused request is read and dropped until the client hangs up,
  // since closing with unread bytes would reset the connection and could lose the answer.
  if (socket.writableEnded) return;
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  endWith(socket, errorFor(error.code));
}

/** A CONNECT (server.ts's `connect` listener): refused as a request this server does not take. */
export function answerConnect(_request: unknown, socket: Duplex): void {
  endWith(socket, errors.malformedRequest());
}

/** A request answered without Hono (server.ts), such as an HTTP/1.1 request without Host. */
export function answerRefusal(res: ServerResponse, apiError: ApiError): void {
  const body = JSON.stringify(apiError.toBody());
  res.writeHead(apiError.status, { ...HEADERS, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * @hono/node-server's error handler: a request it could not make a URL of is the client's malformed
 * request; anything else (the app never lets an error out) is a fault of the server's own.
 */
export function requestRefusal(error: unknown): Response {
  if (!(error instanceof RequestError))
    console.error(`A request failed outside the app: ${error instanceof Error ? error.name : typeof error}`);
  const apiError = error instanceof RequestError ? errors.malformedRequest() : new ApiError('internal_error');
  return new Response(JSON.stringify(apiError.toBody()), { status: apiError.status, headers: HEADERS });
}
