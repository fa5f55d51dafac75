/**
 * Writes a tar archive (ustar, as PGlite's dumpDataDir makes it: regular files and folders) into a
 * new folder, owner-only, every file and folder flushed to the disk before it resolves.
 */
import { mkdirSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

type Entry = { name: string; data: Uint8Array };

const BLOCK = 512;
/** Writes in flight at once: they run on libuv's threads, and the main thread goes on meanwhile. */
const PARALLEL = 16;

/**
 * The files of the archive, by path inside it. Throws on anything but files and folders, and on an
 * archive that does not end where its zero blocks say (a damaged one).
 */
export function readTar(tar: Uint8Array): { files: Entry[]; folders: string[] } {
  const text = new TextDecoder();
  const files: Entry[] = [];
  const folders: string[] = [];
  let offset = 0;
  for (; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header[0] === 0) break; // the zero blocks that end an archive
    const field = (start: number, end: number) => {
      const bytes = header.subarray(start, end);
      const nul = bytes.indexOf(0);
      return text.decode(nul < 0 ? bytes : bytes.subarray(0, nul));
    };
    const prefix = field(345, 476); // 131 bytes in the star layout PGlite's tar writer uses, and left empty by it
    const name = normalize(`${prefix ? `${prefix}/` : ''}${field(0, 100)}`).replace(/^\/+/, '');
    const size = Number.parseInt(field(124, 136).trim() || '0', 8);
    const type = field(156, 157) || '0';
    if (!Number.isSafeInteger(size) || name.startsWith('..')) throw new Error('unreadable archive');
    offset += BLOCK;
    if (type === '5') folders.push(name);
    else if (type === '0') files.push({ name, data: tar.subarray(offset, offset + size) });
    else throw new Error(`unexpected entry of type ${type} in the archive`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  if (offset + 2 * BLOCK > tar.length || !tar.subarray(offset).every((byte) => byte === 0)) throw new Error('unreadable archive');
  return { files, folders };
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/** Writes the archive's files into `folder`, which must not exist yet. */
export async function extractTar(tar: Uint8Array, folder: string): Promise<void> {
  const { files, folders } = readTar(tar);
  mkdirSync(folder, { mode: 0o700 });
  const made = new Set([folder]);
  for (const path of [...folders.map((name) => join(folder, name)), ...files.map((file) => dirname(join(folder, file.name)))]) {
    if (made.has(path)) continue;
    mkdirSync(path, { recursive: true, mode: 0o700 });
    for (let parent = path; !made.has(parent); parent = dirname(parent)) made.add(parent);
  }
  await inParallel(files, (file) => writeFile(join(folder, file.name), file.data, { mode: 0o600, flush: true }));
  // The folders hold the new files' names: flushed too, or a crash could keep the data and lose the names.
  await inParallel([...made], syncPath);
}
