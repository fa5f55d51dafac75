/**
 * `npm start`: the site and API on PORT, on embedded PGlite in DATA_DIR unless DATABASE_URL is set.
 * With `--demo`, an empty database is filled with the demo data set first.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './env';
import { pruneIdempotencyKeys } from './http/idempotency';
import { createServices } from './services';

const started = performance.now();
const config = loadConfig();
const services = await createServices(config);

if (process.argv.includes('--demo')) {
  const { loadDemoData } = await import('./demo/load');
  await loadDemoData(services);
}

const app = createApp(services);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Moroccan List listening on http://localhost:${info.port} (${where}), ready in ${Math.round(performance.now() - started)} ms`);
});

const prune = setInterval(() => void pruneIdempotencyKeys(services.db).catch(() => {}), 60 * 60 * 1000);
prune.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void services.close().finally(() => process.exit(0));
  });
}
