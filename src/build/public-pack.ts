/**
 * The public pack: the public files a first visit does not load itself (first-screen.ts picks them),
 * written into one file (`assets/pack-<hash>.json`) that the service worker fetches at install and
 * unpacks into its cache (sw/sw.ts). Compressed as one (the build's brotli copy, precompress in
 * vite-plugins.ts), the ninety small chunks of the public screens cost a quarter fewer bytes than one
 * by one, and one request (docs/decisions/023-public-pack.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import type { OfflineGroup, Pack } from '../shared/offline-groups.ts';

/** What the build knows of its files for the service worker: each file's group, and which go in the pack. */
export type OfflineFiles = { groups: Map<string, OfflineGroup>; packed: Set<string> };

/** Writes the pack of `files` (paths in `outDir`) and answers its path. */
export function writePack(outDir: string, files: string[]): string {
  const pack: Pack = files.map((file) => [`/${file}`, readFileSync(join(outDir, file), 'utf8')]);
  const text = JSON.stringify(pack);
  const path = `assets/pack-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.json`;
  writeFileSync(join(outDir, path), text);
  return path;
}

/**
 * The service worker manifest's transform: each entry tagged with its file's group (`public` for files
 * that are not chunks), and a packed file with its pack's path (`pack`), written here.
 */
export function precacheGroups(offline: OfflineFiles, outDir: string): ManifestTransform {
  return (entries) => {
    const fileOf = (url: string) => url.replace(/^\//, '');
    const tagged = entries.map((entry) => ({ ...entry, group: offline.groups.get(fileOf(entry.url)) ?? 'public' }));
    const packed = new Set(
      tagged.filter((entry) => entry.group === 'public' && offline.packed.has(fileOf(entry.url))).map((entry) => entry.url),
    );
    if (packed.size === 0) return { manifest: tagged, warnings: [] };
    const pack = writePack(outDir, [...packed]);
    return { manifest: tagged.map((entry) => (packed.has(entry.url) ? { ...entry, pack } : entry)), warnings: [] };
  };
}
