/** One line per request: method, path (never the query, which may hold a token), status, time. */
import { createMiddleware } from 'hono/factory';

export function requestLog(enabled: boolean) {
  return createMiddleware(async (c, next) => {
    const start = performance.now();
    await next();
    if (!enabled) return;
    const ms = (performance.now() - start).toFixed(1);
    console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  });
}
