/** The OpenAPI document at /api/openapi.json, generated from the route schemas, and a browsable page at /api/docs. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { openAPIRouteHandler } from 'hono-openapi';
import type { AppEnv } from './context';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = new Map([
  ['swagger-ui.css', 'text/css'],
  ['swagger-ui-bundle.js', 'text/javascript'],
]);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moroccan List API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="docs"></div><script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
// No online validator: its badge is an image from validator.swagger.io that would send it this site's address.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', validatorUrl: null });`;

export function mountDocs(app: Hono<AppEnv>): void {
  app.get(
    '/api/openapi.json',
    openAPIRouteHandler(app, {
      documentation: {
        info: {
          title: 'Moroccan List API',
          version: '1.0.0',
          description: 'The REST API of the official Moroccan Geometry Dash demon list.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      exclude: ['/api/openapi.json', '/api/docs', '/api/docs/:file'],
    }),
  );
  app.get('/api/docs', (c) => c.html(page));
  app.get('/api/docs/:file', (c) => {
    const file = c.req.param('file');
    if (file === 'init.js') return c.body(init, 200, { 'content-type': 'text/javascript' });
    const type = ASSETS.get(file);
    if (!type) return c.notFound();
    return c.body(readFileSync(join(swaggerDir, file)), 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
