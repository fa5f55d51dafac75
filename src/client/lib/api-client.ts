/**
 * The one API client. Every call goes through `request`: it adds the bearer token while it is valid,
 * drops an expired token first, maps error bodies to ApiError and parses every answer
 * with the shared valibot schema the caller names.
 */
import * as v from 'valibot';
import { ErrorSchema } from '../../shared/schemas/common';
import { ApiError } from './api-error';
import { signOut } from './auth/auth-store';
import { decodeToken, isExpired, readToken } from './auth/token';
import { loadOfflineCopy } from './offline-copy';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RequestOptions = { method?: Method; body?: unknown; signal?: AbortSignal; idempotencyKey?: string };

let onTokenExpired: () => void = () => window.location.assign('/');

/** The router registers how to go to '/' when a token expires. */
export function setTokenExpiredHandler(handler: () => void): void {
  onTokenExpired = handler;
}

const isPublic = (path: string) => path.startsWith('/api/public/') || path === '/api/auth/login';

function authorization(path: string): string | null {
  const token = readToken();
  if (!token) return null;
  const user = decodeToken(token);
  if (user && !isExpired(user)) return `Bearer ${token}`;
  signOut();
  onTokenExpired();
  if (!isPublic(path)) throw new ApiError(401, 'token_expired', 'Token expired');
  return null;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const auth = authorization(path);
  if (auth) headers.authorization = auth;
  const method = options.method ?? 'GET';
  if (method !== 'GET') headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      signal: options.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const failure = new ApiError(0, 'network', 'The server could not be reached.');
    // Offline, a public read is answered from the device's copy of the public data when it has one.
    if (method !== 'GET' || navigator.onLine || !path.startsWith('/api/public/')) throw failure;
    response = await loadOfflineCopy().then((offline) => offline.answerOffline(path, failure), () => Promise.reject(failure));
  }
  if (response.ok) return response;
  // The server refused a token the client still thought valid (it expired in flight, or the
  // player is gone): the same as an expired token.
  if (response.status === 401 && auth) {
    signOut();
    onTokenExpired();
  }
  const body = await response.json().catch(() => null);
  const parsed = v.safeParse(ErrorSchema, body);
  if (parsed.success) throw new ApiError(response.status, parsed.output.code, parsed.output.message, parsed.output.issues);
  throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
}

export async function request<S extends v.GenericSchema>(path: string, schema: S, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const response = await send(path, options);
  const body = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${path}:`, v.flatten(parsed.issues));
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
  put: <S extends v.GenericSchema>(path: string, schema: S, body?: unknown) => request(path, schema, { method: 'PUT', body }),
  del: <S extends v.GenericSchema>(path: string, schema: S) => request(path, schema, { method: 'DELETE' }),
};
