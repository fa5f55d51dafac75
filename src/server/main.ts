/**
 * `npm start`: the site and API on PORT, on embedded PGlite in DATA_DIR unless DATABASE_URL is set.
 * With `--demo`, an empty database is filled with the demo data set first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { prepareEmbeddedFolder } from './db/embedded-folder';
import { loadConfig } from './env';

const started = performance.now();
const config = loadConfig();
const role = `the server on port ${config.port}`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Which database, without the password a connection string may carry. */
function databaseName(): string {
  if (!config.databaseUrl) return `embedded PGlite in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

// A fresh checkout has the client's sources but no build of it: build it once before serving, and
// say so, since a first start would otherwise sit silent for up to a minute.
if (existsSync('src/client/index.html') && !existsSync(join(config.clientDir, 'index.html'))) {
  console.log(
    `No client build in ${config.clientDir} yet: building the client, on this first start only (15-30 s on 2 cores, up to a minute on a busy machine)…`,
  );
  const buildStarted = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.error('The client build failed; serving the API only.');
  else console.log(`Client built in ${seconds(buildStarted)}.`);
}

console.log(`Opening the database: ${databaseName()}…`);
const opening = performance.now();
// The embedded folder is claimed, and a new database started, before the rest of the server is
// loaded (the imports below): writing the new database's files then goes on while the code loads.
const embedded = config.databaseUrl ? undefined : await prepareEmbeddedFolder(config.dataDir, role, 5_000);
if (embedded?.creation === 'copy') console.log('Creating the embedded database…');
if (embedded?.creation === 'make') {
  console.log("Creating the embedded database: PGlite's initdb and the migrations, once until either changes (a few seconds)…");
}

const [
  { createApp },
  { runHandedCommand },
  { openDatabase },
  { startMaintenance },
  { pruneIdempotencyKeys },
  { pruneRateLimits },
  { createHttpServer },
  { createServices },
] = await Promise.all([
  import('./app'),
  import('./cli'),
  import('./db/database'),
  import('./db/maintenance'),
  import('./http/idempotency'),
  import('./http/rate-limit'),
  import('./http/server'),
  import('./services'),
]);
// Loaded with the services already (their sender uses it).
const { pruneSentMessages } = await import('./discord/store');
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  role,
  embedded,
  serving: true,
  onMigrate: () => console.log('Applying the database migrations…'),
});
const services = await createServices(config, handle);
console.log(`Database ready in ${seconds(opening)}.`);

if (process.argv.includes('--demo')) {
  const { loadDemoData } = await import('./demo/load');
  await loadDemoData(services);
}
// Levels from before the change log get the entry where their history begins (none after the first start).
{
  const [{ write }, { addMissingBaselines }] = await Promise.all([import('./db/write'), import('./levels/history')]);
  await write(services, (tx, log) => addMissingBaselines(tx, log));
}

// `npm run cli` hands its commands to the process that owns the PGlite folder: this one.
services.handle.folder?.serve((argv) => runHandedCommand(services, argv));

const app = createApp(services);
const server = createHttpServer(app, services).listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(
    `Moroccan List listening on http://localhost:${port} (${databaseName()}), ready in ${Math.round(performance.now() - started)} ms`,
  );
});

if (!config.databaseUrl) startMaintenance(services.db, () => services.cache.currentGeneration);

// Bans that end by their date bring their players back, whichever process looks first.
const { startBanSweep } = await import('./sanctions/sweep');
startBanSweep(services);

// Housekeeping of the shared tables; any process may run it, and running it twice is harmless.
const prune = setInterval(
  () => {
    void pruneIdempotencyKeys(services.db).catch(() => {});
    void pruneRateLimits(services.db).catch(() => {});
    void pruneSentMessages(services.db).catch(() => {});
  },
  10 * 60 * 1000,
);
prune.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void services.close().finally(() => process.exit(0));
  });
}
