/**
 * Other front ends (the 2024 client, a community bot's page, a mirror) calling the API from their
 * own origins, those of CORS_ORIGINS only. They sign in with the bearer token, so credentials are
 * never allowed: a cookie of this site is never sent on another origin's behalf.
 */
import { cors } from 'hono/cors';
import { TOTAL_COUNT_HEADER } from '../../shared/constants';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export const crossOrigin = (origins: readonly string[]) =>
  cors({
    origin: (origin) => (origins.includes(origin.toLowerCase()) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'If-None-Match'],
    exposeHeaders: ['ETag', TOTAL_COUNT_HEADER, 'Retry-After'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
  });

/** Whether a request must go through the middleware above rather than the read models' fast path. */
export const needsCors = (origins: readonly string[], origin: string | undefined) => origins.length > 0 && origin !== undefined;
