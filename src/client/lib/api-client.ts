/**
 * The one API client. Every call goes through `request`: it adds the bearer token while it is valid,
 * drops an expired token first, maps error bodies to ApiError and parses every answer
 * with the shared valibot schema the caller names.
 */
import * as v from 'valibot';
import { retryAfterSeconds } from '../../shared/outbox/entry';
import { refusalOf, requestInit } from '../../shared/request';
import { ApiError } from './api-error';
import { signOut } from './auth/auth-store';
import { decodeToken, isExpired, readToken } from './auth/token';
import { takeFirstRead } from './first-reads';
import { loadOfflineCopy } from './offline-copy';

export type RequestOptions = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

let onTokenExpired: () => void = () => window.location.assign('/');

/** The router registers how to go to '/' when a token expires. */
export function setTokenExpiredHandler(handler: () => void): void {
  onTokenExpired = handler;
}

const isPublic = (path: string) => path.startsWith('/api/public/') || path === '/api/auth/login';

/** The token to send while it is valid; an expired one is dropped first. */
function validToken(path: string): string | null {
  const token = readToken();
  if (!token) return null;
  const user = decodeToken(token);
  if (user && !isExpired(user)) return token;
  signOut();
  onTokenExpired();
  if (!isPublic(path)) throw new ApiError(401, 'token_expired', 'Token expired');
  return null;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = validToken(path);
  const method = options.method ?? 'GET';
  const init = requestInit({
    method,
    token,
    idempotencyKey: method === 'GET' ? undefined : crypto.randomUUID(),
    json: options.body,
  });
  let response: Response;
  try {
    // The first screen's reads were started by index.html's start-up script (lib/first-reads.ts); one that failed is asked again.
    const ask = () => fetch(path, { ...init, signal: options.signal });
    const started = method === 'GET' && path.startsWith('/api/public/') ? takeFirstRead(path) : undefined;
    response = await (started ? started.catch(ask) : ask());
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const failure = new ApiError(0, 'network', 'The server could not be reached.');
    // Offline, a public read is answered from the device's copy of the public data when it has one.
    if (method !== 'GET' || navigator.onLine || !path.startsWith('/api/public/')) throw failure;
    response = await loadOfflineCopy().then(
      (offline) => offline.answerOffline(path, failure),
      () => Promise.reject(failure),
    );
  }
  if (response.ok) return response;
  // The server refused a token the client still thought valid (it expired in flight, or the
  // player is gone): the same as an expired token.
  if (response.status === 401 && token) {
    signOut();
    onTokenExpired();
  }
  const refusal = await refusalOf(response);
  throw new ApiError(refusal.status, refusal.code, refusal.message, refusal.issues, retryAfterSeconds(response.headers.get('retry-after')));
}

export async function request<S extends v.GenericSchema>(path: string, schema: S, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const response = await send(path, options);
  const body = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${path}:`, parsed.issues);
    throw new ApiError(response.status, 'bad_response', 'The server sent an answer this app does not understand.');
  }
  return parsed.output;
}

/** An image or other binary answer; null when the server has none (404). */
export async function requestBlob(path: string, signal?: AbortSignal): Promise<Blob | null> {
  try {
    return await (await send(path, { signal })).blob();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const api = {
  get: <S extends v.GenericSchema>(path: string, schema: S, signal?: AbortSignal) => request(path, schema, { signal }),
  post: <S extends v.GenericSchema>(path: string, schema: S, body?: unknown) => request(path, schema, { method: 'POST', body }),
};
