import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Pack } from '../shared/offline-groups';
import { precacheGroups, type OfflineFiles } from './public-pack';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder with `files` (path → text) in it. */
function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'pack-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 1 });

describe('precacheGroups', () => {
  it("tags each file with its group and writes the public files a first visit does not load into one pack, named by its content's hash", async () => {
    const out = build({
      'assets/leaderboard-a1.js': 'export const leaderboard = "ranking";',
      'assets/menu-b2.js': 'export const menu = "\\u0001 quotes \\" and ’";',
      'assets/app-c3.js': 'export const app = 1;',
      'assets/staff-d4.js': 'export const staff = 1;',
    });
    const offline: OfflineFiles = {
      groups: new Map([
        ['assets/leaderboard-a1.js', 'public'],
        ['assets/menu-b2.js', 'public'],
        ['assets/app-c3.js', 'public'],
        ['assets/staff-d4.js', 'staff'],
      ]),
      packed: new Set(['assets/leaderboard-a1.js', 'assets/menu-b2.js', 'assets/staff-d4.js']),
    };
    const entries = [
      entry('assets/leaderboard-a1.js'),
      entry('assets/menu-b2.js'),
      entry('assets/app-c3.js'),
      entry('assets/staff-d4.js'),
      entry('index.html', 'r1'),
    ];
    const { manifest } = await precacheGroups(offline, out)(entries);
    const pack = (manifest as { pack?: string }[]).find((item) => item.pack)!.pack!;
    expect(pack).toMatch(/^assets\/pack-[\w-]{10}\.json$/);
    expect(manifest).toEqual([
      { ...entries[0], group: 'public', pack },
      { ...entries[1], group: 'public', pack },
      { ...entries[2], group: 'public' },
      // Only public files go in the pack: a staff file stays the staff's.
      { ...entries[3], group: 'staff' },
      { ...entries[4], group: 'public' },
    ]);
    const files = JSON.parse(readFileSync(join(out, pack), 'utf8')) as Pack;
    expect(files).toEqual([
      ['/assets/leaderboard-a1.js', readFileSync(join(out, 'assets/leaderboard-a1.js'), 'utf8')],
      ['/assets/menu-b2.js', readFileSync(join(out, 'assets/menu-b2.js'), 'utf8')],
    ]);

    // The same files give the same pack; a changed file, another.
    const again = await precacheGroups(offline, out)(entries);
    expect((again.manifest[0] as { pack?: string }).pack).toBe(pack);
    writeFileSync(join(out, 'assets/menu-b2.js'), 'export const menu = 2;');
    const changed = await precacheGroups(offline, out)(entries);
    expect((changed.manifest[0] as { pack?: string }).pack).not.toBe(pack);
  });

  it('writes no pack when no public file is left to pack', async () => {
    const out = build({ 'assets/app-c3.js': 'export const app = 1;' });
    const { manifest } = await precacheGroups(
      { groups: new Map([['assets/app-c3.js', 'public']]), packed: new Set() },
      out,
    )([entry('assets/app-c3.js')]);
    expect(manifest).toEqual([{ ...entry('assets/app-c3.js'), group: 'public' }]);
  });
});
