import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCluster } from './empty-cluster';
import { extractTar, readTar } from './tar-folder';

let cluster: Uint8Array;
let temp: string;
beforeAll(async () => {
  cluster = await emptyCluster();
  temp = mkdtempSync(join(tmpdir(), 'tar-folder-'));
}, 60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('readTar', () => {
  it("reads PGlite's archive: the cluster's files and folders, by relative path", () => {
    const { files, folders } = readTar(cluster);
    expect(files.map((file) => file.name)).toEqual(expect.arrayContaining(['PG_VERSION', 'postgresql.conf']));
    expect(folders).toEqual(expect.arrayContaining(['base', 'global', 'pg_wal']));
    expect(files.every((file) => !file.name.startsWith('/') && !file.name.startsWith('..'))).toBe(true);
  });

  it('refuses an archive with a block gone to zeros in the middle, or cut short', () => {
    const { files } = readTar(cluster);
    const damaged = cluster.slice();
    const middle = files[Math.floor(files.length / 2)]!;
    // The header of an entry sits in the block just before its data.
    const header = middle.data.byteOffset - cluster.byteOffset - 512;
    damaged.fill(0, header, header + 512);
    expect(() => readTar(damaged)).toThrow('unreadable archive');
    expect(() => readTar(cluster.subarray(0, header))).toThrow('unreadable archive');
  });
});

describe('extractTar', () => {
  it('writes every file with its bytes, owner-only', async () => {
    const folder = join(temp, 'copy');
    await extractTar(cluster, folder);
    for (const file of readTar(cluster).files) expect(readFileSync(join(folder, file.name)).equals(file.data)).toBe(true);
    expect(statSync(join(folder, 'base')).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, 'postgresql.conf')).mode & 0o777).toBe(0o600);
  }, 30_000);
});
