/**
 * The embedded database as PGlite's initdb and the migrations leave it, before any row of the
 * application's, as a tar archive. initdb is seconds of WebAssembly (most of a first start) and the
 * first statements of a new process run slowly while V8 compiles them, yet the result is the same
 * every time for one PGlite version and one set of migrations: it is made once, kept in
 * node_modules/.cache under a name holding both, and every new database (a new DATA_DIR, or an
 * in-memory one) starts from a copy of it. Opening still runs the migrations, which then find
 * nothing to do. See docs/decisions/011-new-embedded-database.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTar } from './tar-folder';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
/** The package folder: the entry point is dist/index.cjs inside it. */
const pgliteFolder = dirname(dirname(pgliteEntry));
/** The node_modules that holds PGlite: @electric-sql/pglite is two levels down in it. */
const cacheFolder = join(pgliteFolder, '..', '..', '.cache', 'moroccan-list');
const CACHE_PREFIX = 'pglite-';

/** Names the cluster: PGlite's version and every file of the migrations folder, names and contents. */
function cacheFile(): string {
  const version = (JSON.parse(readFileSync(join(pgliteFolder, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    let content: Buffer;
    try {
      content = readFileSync(join(migrationsFolder, name));
    } catch {
      continue; // a folder
    }
    hash.update(`${name}\0${content.length}\0`).update(content);
  }
  return join(cacheFolder, `${CACHE_PREFIX}${version}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The cached cluster, or null when this machine has none for this PGlite and these migrations yet,
 * or when the file is damaged (then it is made again rather than copied into a database that would
 * not start).
 */
export function cachedEmptyCluster(): Uint8Array<ArrayBuffer> | null {
  try {
    const file = readFileSync(cacheFile());
    const tar = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    return readTar(tar).files.some((entry) => entry.name === 'PG_VERSION') ? tar : null;
  } catch {
    return null;
  }
}

function keep(tar: Uint8Array): void {
  const file = cacheFile();
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    mkdirSync(cacheFolder, { recursive: true });
    // Written beside, flushed and renamed over: a reader (or a restart after a crash) never sees half of it.
    writeFileSync(partial, tar, { flush: true });
    renameSync(partial, file);
    // Clusters of older migrations or another PGlite are 40 MB each and never used again.
    for (const name of readdirSync(cacheFolder)) {
      if (name.startsWith(CACHE_PREFIX) && name.endsWith('.tar') && join(cacheFolder, name) !== file)
        rmSync(join(cacheFolder, name), { force: true });
    }
  } catch {
    // A read-only node_modules only costs the next new database the same seconds again.
    rmSync(partial, { force: true });
  }
}

/** Runs PGlite's initdb and the migrations in memory (seconds), and keeps the result for the next time. */
export async function makeEmptyCluster(): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded here rather than at the top: a start that finds the cluster cached needs none of it.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite();
  let tar: Uint8Array<ArrayBuffer>;
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // Nothing left to replay from the log when a copy starts up.
    await client.exec('CHECKPOINT');
    tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
  keep(tar);
  return tar;
}

export async function emptyCluster(): Promise<Uint8Array<ArrayBuffer>> {
  return cachedEmptyCluster() ?? (await makeEmptyCluster());
}

// `npm install` runs this file (package.json's `prepare`), so a first start on a new machine finds the cluster made.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const made = cachedEmptyCluster() === null;
  if (made) await makeEmptyCluster();
  console.log(
    made
      ? `The embedded database's empty cluster is made and cached (${((performance.now() - started) / 1000).toFixed(1)} s).`
      : "The embedded database's empty cluster is already cached.",
  );
}
