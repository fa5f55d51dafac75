/**
 * The whole site as one Hono app: request log, security headers of HTML answers, services, identity,
 * idempotency, read models, the API resources, the OpenAPI document, and the built client with its
 * fallback to index.html.
 */
import { Hono } from 'hono';
import { finishBody, limitBody } from './http/body-limit';
import { crossOrigin } from './http/cross-origin';
import { identify, requireSignIn, requireStaff } from './http/auth';
import type { AppEnv } from './http/context';
import type { Services } from './services';
import { mountClient } from './http/client-files';
import { mountDocs } from './http/docs';
import { API_ERRORS } from '../shared/errors';
import { toApiError } from './http/errors';
import { safeErrorLog } from './db/errors';
import { errors } from './rules/errors';
import { idempotency } from './http/idempotency';
import { requestLog } from './http/logger';
import { readModel } from './http/read-model';
import { securityHeaders } from './http/security-headers';
import { authRoutes } from './auth/routes';
import { levelRoutes } from './levels/routes';
import { notificationRoutes } from './notifications/routes';
import { playerRoutes } from './players/routes';
import { recordRoutes } from './records/routes';
import { regionRoutes } from './regions/routes';
import { claimRoutes } from './claims/routes';
import { sanctionRoutes } from './sanctions/routes';
import { changelogRoutes } from './changelog/routes';
import { cardRoutes } from './previews/card-routes';
import { previewHead } from './previews/page-head';
import { settingsRoutes } from './settings/routes';
import { snapshotRoutes } from './snapshot/routes';
import { submissionRoutes } from './submissions/routes';

const JSON_BODY_LIMIT = 512 * 1024;
/** Paths that take a larger body and set their own limit. */
const OWN_LIMIT = new Set(['/api/authenticated/players/upload/avatar']);

export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(services.config.log));
  app.use('*', securityHeaders(services.config));
  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('player', null);
    await next();
  });
  if (services.config.corsOrigins.length > 0) app.use('/api/*', crossOrigin(services.config.corsOrigins));
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  app.use('/api/*', finishBody);
  app.use('/api/*', async (c, next) => {
    if (OWN_LIMIT.has(c.req.path)) return next();
    return jsonLimit(c, next);
  });
  // Public reads depend on no one's identity: the read models answer them before anyone is looked up.
  app.use('/api/public/*', readModel);
  app.use('/api/*', identify);
  app.use('/api/authenticated/*', requireSignIn);
  app.use('/api/staff/*', requireStaff);
  app.use('/api/*', idempotency);

  for (const routes of [
    levelRoutes,
    recordRoutes,
    playerRoutes,
    regionRoutes,
    sanctionRoutes,
    claimRoutes,
    submissionRoutes,
    notificationRoutes,
    settingsRoutes,
    snapshotRoutes,
    changelogRoutes,
    cardRoutes,
  ]) {
    app.route('/api', routes);
  }
  app.route('/', authRoutes);
  mountDocs(app);

  app.onError((error, c) => {
    const known = toApiError(error);
    if (known) return c.json(known.toBody(), known.status, known.headers);
    // Never the error itself: a database error's message and fields carry the statement's values.
    console.error(`${c.req.method} ${c.req.path} failed: ${safeErrorLog(error)}`);
    return c.json({ status: 500, code: 'internal_error', message: API_ERRORS.internal_error.message }, 500);
  });
  app.notFound((c) => {
    const error = errors.notFound(c.req.path.startsWith('/api/') ? 'This API path was' : 'This page was');
    return c.json(error.toBody(), 404);
  });

  mountClient(app, services.config.clientDir, previewHead);
  return app;
}
