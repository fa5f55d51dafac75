/**
 * The whole site as one Hono app: request log, services, identity, idempotency, read models,
 * the API resources, the OpenAPI document, and the built client with its fallback to index.html.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sqlState } from './db/errors';
import { finishBody, limitBody } from './http/body-limit';
import { identify, requirePlayer, requireStaff } from './http/auth';
import type { AppEnv, Services } from './http/context';
import { mountClient } from './http/client-files';
import { mountDocs } from './http/docs';
import { ApiError, errors } from './http/errors';
import { idempotency } from './http/idempotency';
import { requestLog } from './http/logger';
import { readModel } from './http/read-cache';
import { authRoutes } from './auth/routes';
import { levelRoutes } from './levels/routes';
import { playerRoutes } from './players/routes';
import { recordRoutes } from './records/routes';
import { regionRoutes } from './regions/routes';
import { settingsRoutes } from './settings/routes';
import { submissionRoutes } from './submissions/routes';

const JSON_BODY_LIMIT = 512 * 1024;
/** Paths that take a larger body and set their own limit. */
const OWN_LIMIT = new Set(['/api/authenticated/players/upload/avatar']);

export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return errors.payloadTooLarge();
    if (error.status === 400) return /json/i.test(error.message) ? errors.malformedJson() : errors.badRequest(error.message);
    if (error.status === 401) return errors.unauthenticated();
    return null;
  }
  const state = sqlState(error);
  if (state === '23505') return errors.conflict('conflict', 'This conflicts with existing data.');
  if (state === '23503') return errors.conflict('conflict', 'This refers to something that does not exist or is still in use.');
  if (state?.startsWith('22')) return errors.badRequest('A value is out of range.');
  return null;
}

export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(services.config.log));
  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('player', null);
    await next();
  });
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  app.use('/api/*', finishBody);
  app.use('/api/*', async (c, next) => {
    if (OWN_LIMIT.has(c.req.path)) return next();
    return jsonLimit(c, next);
  });
  app.use('/api/*', identify);
  app.use('/api/authenticated/*', requirePlayer);
  app.use('/api/staff/*', requireStaff);
  app.use('/api/*', idempotency);
  app.use('/api/public/*', readModel);

  for (const routes of [levelRoutes, recordRoutes, playerRoutes, regionRoutes, submissionRoutes, settingsRoutes]) {
    app.route('/api', routes);
  }
  app.route('/', authRoutes);
  mountDocs(app);

  app.onError((error, c) => {
    const known = toApiError(error);
    if (known) return c.json(known.toBody(), known.status, known.headers);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ status: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  app.notFound((c) => {
    const error = errors.notFound(c.req.path.startsWith('/api/') ? 'This API path was' : 'This page was');
    return c.json(error.toBody(), 404);
  });

  mountClient(app, services.config.clientDir);
  return app;
}
