/**
 * A request Node's parser refuses (headers past its limit, broken HTTP, a request too slow to arrive)
 * never reaches the app, and Node's own answer is a bare status line. This one is the API's JSON
 * error, written raw on the socket since there is no response object yet, and only while nothing
 * else has been written for this connection: bytes in the middle of another answer would corrupt it.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errors, type ApiError } from '../rules/errors';

/** How long a refused connection may stay open while the client reads the answer. */
const LINGER_MS = 5_000;

function errorFor(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return errors.headersTooLarge();
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errors.requestTimeout();
  return errors.malformedRequest();
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
  const apiError = errorFor(error.code);
  const body = JSON.stringify(apiError.toBody());
  socket.end(
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n`
    + 'content-type: application/json; charset=utf-8\r\n'
    + `content-length: ${Buffer.byteLength(body)}\r\n`
    + 'cache-control: no-store\r\n'
    + 'connection: close\r\n\r\n'
    + body,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
