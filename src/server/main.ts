/**
 * `npm start`: the site and API on PORT, on embedded PGlite in DATA_DIR unless DATABASE_URL is set.
 * With `--demo`, an empty database is filled with the demo data set first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './env';
import { startMaintenance } from './db/maintenance';
import { pruneIdempotencyKeys } from './http/idempotency';
import { createHttpServer } from './http/server';
import { createServices } from './services';

const started = performance.now();
const config = loadConfig();

// A fresh checkout has the client's sources but no build of it: build it once before serving.
if (existsSync('src/client/index.html') && !existsSync(join(config.clientDir, 'index.html'))) {
  console.log('No client build found: building the client first…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.error('The client build failed; serving the API only.');
}
const services = await createServices(config);

if (process.argv.includes('--demo')) {
  const { loadDemoData } = await import('./demo/load');
  await loadDemoData(services);
}

const app = createApp(services);
const server = createHttpServer(app, services).listen(config.port, config.host, () => {
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const { port } = server.address() as AddressInfo;
  console.log(`Moroccan List listening on http://localhost:${port} (${where}), ready in ${Math.round(performance.now() - started)} ms`);
});

if (!config.databaseUrl) startMaintenance(services.db, () => services.cache.currentGeneration);

const prune = setInterval(() => void pruneIdempotencyKeys(services.db).catch(() => {}), 60 * 60 * 1000);
prune.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void services.close().finally(() => process.exit(0));
  });
}
