import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareEmbeddedFolder } from './embedded-folder';
import { claimFolder } from './folder-owner';

const folders: string[] = [];
function newDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'embedded-folder-'));
  folders.push(folder);
  return join(folder, 'data');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('prepareEmbeddedFolder', () => {
  it('gives a new folder a working database, owner-only, and clears what a start cut short left beside it', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'pglite.new-12345', 'base'), { recursive: true });
    const folder = await prepareEmbeddedFolder(dataDir, 'a test', 0);
    expect(folder.creation).not.toBe('none');
    await folder.ready;
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);
    expect(statSync(folder.path).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder.path, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    const client = new PGlite(folder.path);
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_database')).rows[0]!.n).toBeGreaterThanOrEqual(3);
    await client.close();
    await folder.claim.release();

    const again = await prepareEmbeddedFolder(dataDir, 'a test', 0);
    expect(again.creation).toBe('none');
    await again.claim.release();
  }, 60_000);

  it('refuses a PGlite folder that holds files but no database, and lets go of DATA_DIR', async () => {
    const dataDir = newDataDir();
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'notes.txt'), 'not a database');
    await expect(prepareEmbeddedFolder(dataDir, 'a test', 0)).rejects.toThrow(/holds files but no database/);
    expect(existsSync(join(dataDir, 'pglite', 'notes.txt'))).toBe(true);
    const claim = await claimFolder(dataDir, 'a test');
    await claim.release();
  });
});
