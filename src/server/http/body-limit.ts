/**
 * Request size limits that still answer 413 readably: an oversized body of reasonable size is
 * read and dropped first, so the client receives the error instead of a reset connection; past
 * DRAIN_MAX the connection is closed instead. The same holds for any request answered before
 * its body was read (a 401 or a 400 on the wrong content type): a keep-alive connection can only
 * carry the next request once this one's body is consumed.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errors } from '../rules/errors';

const DRAIN_MAX = 16 * 1024 * 1024;

async function drain(c: Context): Promise<void> {
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed || body.locked) {
    c.header('connection', 'close');
    return;
  }
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_MAX) {
        c.header('connection', 'close');
        await reader.cancel();
        return;
      }
    }
  } catch {
    c.header('connection', 'close');
  }
}

export function limitBody(maxSize: number, message?: string) {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      await drain(c);
      const error = errors.payloadTooLarge(message);
      return c.json(error.toBody(), 413);
    },
  });
}

/** Reads and drops whatever body a request was answered without reading. */
export const finishBody = createMiddleware(async (c, next) => {
  await next();
  const hasBody = c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && !c.req.raw.bodyUsed && !c.req.raw.body?.locked) await drain(c);
});
