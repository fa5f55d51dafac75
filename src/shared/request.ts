/**
 * How the client speaks to the API, for both of its senders: the API client (lib/api-client.ts) and
 * the outbox's replay (outbox/replay.ts), which the service worker runs too. One way to build a
 * request's headers and JSON body, one way to read a refusal.
 */
import * as v from 'valibot';
import { ErrorSchema, type FieldIssue } from './schemas/common';

export type Sending = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string | null;
  /** Every write carries one, so a repeat of it is applied once. */
  idempotencyKey?: string;
  /** The version the change was made on (src/shared/versions.ts). */
  ifMatch?: string;
  /** A JSON body; a multipart one (the avatar) is added by its sender, the browser setting its content type. */
  json?: unknown;
};

/** The method and headers of a request to the API, and its JSON body if it has one. */
export function requestInit({ method, token, idempotencyKey, ifMatch, json }: Sending): {
  method: string;
  headers: Record<string, string>;
  body?: string;
} {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (ifMatch) headers['if-match'] = ifMatch;
  if (json === undefined) return { method, headers };
  headers['content-type'] = 'application/json';
  return { method, headers, body: JSON.stringify(json) };
}

/** A refusal as the API words it; `current`: with 412 `stale`, what the server holds now. */
export type Refusal = { status: number; code: string; message: string; issues: FieldIssue[]; current?: unknown };

/** Reads a refusal's body; an answer that is not the API's error shape is an `http_error` with the status. */
export async function refusalOf(response: Response): Promise<Refusal> {
  const json: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(ErrorSchema, json);
  if (!parsed.success)
    return { status: response.status, code: 'http_error', message: `The server answered ${response.status}.`, issues: [] };
  const { code, message, issues = [] } = parsed.output;
  const current = json && typeof json === 'object' && 'current' in json ? { current: json.current } : {};
  return { status: response.status, code, message, issues, ...current };
}
