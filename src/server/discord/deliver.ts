/**
 * One message to one webhook: a POST with a deadline (AbortSignal.timeout), answered as sent (2xx),
 * rate limited (429: Discord's `retry_after`, or Retry-After) or failed. `?wait=true` makes Discord
 * answer only once the message is posted, so a 2xx means it is in the channel. The message's queue id
 * travels as Idempotency-Key: Discord ignores it, but a resend is recognisable by whoever reads it
 * (a proxy, the tests' receiver). The webhook's address holds its secret: no error repeats it.
 */
export type Delivery = { sent: true } | { sent: false; error: string; retryAfterMs?: number };

/** How much of a refusal's body to keep in `last_error`. */
const ERROR_BODY_MAX = 200;

/** Discord says how long to wait as seconds, in the body (`retry_after`, a fraction) or in Retry-After. */
function retryAfterMs(body: string, header: string | null): number | undefined {
  try {
    const seconds = (JSON.parse(body) as { retry_after?: unknown }).retry_after;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  } catch { /* not JSON: the header decides */ }
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : undefined;
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
    // With ?wait=true a 2xx status says the message is posted, whatever happens to the rest of the answer.
    if (response.ok) {
      await response.arrayBuffer().catch(() => {});
      return { sent: true };
    }
    const body = await response.text();
    const error = `HTTP ${response.status}${body ? `: ${body.slice(0, ERROR_BODY_MAX)}` : ''}`;
    if (response.status === 429) return { sent: false, error, retryAfterMs: retryAfterMs(body, response.headers.get('retry-after')) };
    return { sent: false, error };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { sent: false, error: `no answer within ${timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { sent: false, error: `cannot reach the webhook: ${cause?.code ?? cause?.message ?? (error as Error).message}` };
  }
}
