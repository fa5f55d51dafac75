/**
 * One message to one webhook: a POST with a deadline (AbortSignal.timeout), told apart as sent (2xx),
 * rate limited (429), refused (any other answer), unreachable (the request surely never left), or
 * unanswered (no answer by the deadline, the connection lost once the request may have reached
 * Discord, or a proxy's 504/524 saying its own wait ran out: it may have been posted). `?wait=true`
 * makes Discord answer only once the message is posted, so a 2xx means it is in the channel. Every
 * answer's `X-RateLimit-Remaining` and `X-RateLimit-Reset-After` are read, so the sender can wait
 * before the webhook's bucket is empty rather than after. The message's queue id travels as
 * Idempotency-Key: Discord ignores it (webhooks take no nonce), but a resend is recognisable by
 * whoever reads it (a proxy, the tests' receiver). The webhook's address holds its secret: no error
 * repeats it. See docs/decisions/016-discord-queue.md.
 */

/** What the answer said of the webhook's bucket: requests left, and when it fills again. */
export type Bucket = { remaining: number; resetAfterMs: number };
export type Delivery =
  | { outcome: 'sent'; bucket?: Bucket }
  | { outcome: 'limited'; error: string; waitMs: number | undefined; global: boolean; bucket?: Bucket }
  | { outcome: 'refused'; error: string; bucket?: Bucket }
  | { outcome: 'unanswered'; error: string }
  | { outcome: 'unreachable'; error: string };

/** How much of a refusal's body to keep in `last_error`. */
const ERROR_BODY_MAX = 200;
/** Connection errors that leave no doubt the request never reached the webhook. */
/** A proxy's answer that its wait for Discord ran out: Discord may have posted the message all the same. */
const LOST_BY_A_PROXY = new Set([504, 524]);
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const seconds = (text: string | null | undefined): number | undefined => {
  const value = text === null || text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value * 1000) : undefined;
};

function bucketOf(headers: Headers): Bucket | undefined {
  const remaining = Number(headers.get('x-ratelimit-remaining') ?? Number.NaN);
  const resetAfterMs = seconds(headers.get('x-ratelimit-reset-after'));
  return Number.isInteger(remaining) && remaining >= 0 && resetAfterMs !== undefined ? { remaining, resetAfterMs } : undefined;
}

/** A 429's wait, in milliseconds: the body's `retry_after` (seconds, a fraction), else Retry-After; and whether it is the global limit. */
function limitOf(body: string, headers: Headers): { waitMs: number | undefined; global: boolean } {
  let parsed: { retry_after?: unknown; global?: unknown } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    /* not JSON: the headers decide */
  }
  const fromBody = typeof parsed.retry_after === 'number' ? seconds(String(parsed.retry_after)) : undefined;
  const global = parsed.global === true || headers.get('x-ratelimit-global') === 'true' || headers.get('x-ratelimit-scope') === 'global';
  return { waitMs: fromBody ?? seconds(headers.get('retry-after')), global };
}

export async function deliver(webhook: string, id: number, payload: unknown, timeoutMs: number): Promise<Delivery> {
  const url = new URL(webhook);
  url.searchParams.set('wait', 'true');
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `discord-message-${id}` },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bucket = bucketOf(response.headers);
    // With ?wait=true a 2xx status says the message is posted, whatever happens to the rest of the answer.
    if (response.ok) {
      await response.arrayBuffer().catch(() => {});
      return { outcome: 'sent', ...(bucket ? { bucket } : {}) };
    }
    const body = await response.text().catch(() => '');
    const error = `HTTP ${response.status}${body ? `: ${body.slice(0, ERROR_BODY_MAX)}` : ''}`;
    if (response.status === 429) return { outcome: 'limited', error, ...limitOf(body, response.headers), ...(bucket ? { bucket } : {}) };
    if (LOST_BY_A_PROXY.has(response.status)) return { outcome: 'unanswered', error };
    return { outcome: 'refused', error, ...(bucket ? { bucket } : {}) };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'unanswered', error: `no answer within ${timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    if (cause?.code !== undefined && NEVER_SENT.has(cause.code))
      return { outcome: 'unreachable', error: `cannot reach the webhook: ${reason}` };
    // fetch's own refusal to follow a redirect: an answer, and not a post.
    if (/redirect/i.test(reason)) return { outcome: 'refused', error: `redirected: ${reason}` };
    return { outcome: 'unanswered', error: `the answer was lost: ${reason}` };
  }
}
