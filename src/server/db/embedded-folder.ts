/**
 * The embedded database's folder, claimed by this process (folder-owner.ts) and given a database when
 * it has none: a copy of the empty cluster (empty-cluster.ts) is written into a folder beside it,
 * flushed to the disk, and renamed into place, so a first start cut short never leaves half a
 * database behind.
 * See docs/decisions/011-new-embedded-database.md.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cachedEmptyCluster, makeEmptyCluster } from './empty-cluster';
import { claimFolder, FolderInUse, type FolderClaim } from './folder-owner';
import { extractTar } from './tar-folder';

export type EmbeddedFolder = {
  claim: FolderClaim;
  /** PGlite's own folder inside DATA_DIR. */
  path: string;
  /** How this start gets its database: it has one, copies the cached empty cluster, or makes that first (seconds). */
  creation: 'none' | 'copy' | 'make';
  /** Resolves once the folder holds a database: at once when `creation` is 'none'. */
  ready: Promise<void>;
};

const STAGING_PREFIX = 'pglite.new-';

async function claimWithin(folder: string, role: string, waitMs: number): Promise<FolderClaim> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await claimFolder(folder, role);
    } catch (error) {
      if (!(error instanceof FolderInUse) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function createDatabase(dataDir: string, path: string, cluster: Uint8Array | null): Promise<void> {
  // Left by a start that was cut short; nobody else writes here while this process holds the claim.
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(STAGING_PREFIX)) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
  const staging = join(dataDir, `${STAGING_PREFIX}${process.pid}`);
  try {
    await extractTar(cluster ?? (await makeEmptyCluster()), staging);
    renameSync(staging, path);
    syncFolder(dataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Claims DATA_DIR for this process (waiting up to `waitMs` for a previous owner to let go) and, when
 * it holds no database yet, starts making one. Returns as soon as that has started.
 */
export async function prepareEmbeddedFolder(dataDir: string, role: string, waitMs: number): Promise<EmbeddedFolder> {
  mkdirSync(dataDir, { recursive: true });
  const claim = await claimWithin(dataDir, role, waitMs);
  const path = join(dataDir, 'pglite');
  if (existsSync(join(path, 'PG_VERSION'))) return { claim, path, creation: 'none', ready: Promise.resolve() };
  // An empty folder is replaced by the rename; anything else there is not ours to overwrite.
  if (existsSync(path) && readdirSync(path).length > 0) {
    await claim.release();
    throw new Error(`${path} holds files but no database: move it away, or use another DATA_DIR.`);
  }
  const cluster = cachedEmptyCluster();
  const ready = createDatabase(dataDir, path, cluster);
  // Awaited by the opening, maybe only once the server's code has loaded: a failure waits for it.
  ready.catch(() => {});
  return { claim, path, creation: cluster ? 'copy' : 'make', ready };
}
