/**
 * The saved snapshot: one entry in an IndexedDB store of its own (not the persisted query cache,
 * which is rewritten on every change and would carry megabytes each time), with its ETag and when
 * the server last confirmed it. Read at most once per saved copy: the parsed copy and its lookups
 * stay in memory while the device answers from it. A copy brought forward by changes is saved
 * without an ETag: it is the server's data, but not its bytes.
 */
import { createStore, get, set } from 'idb-keyval';
import type { Snapshot } from '../../../shared/schemas/snapshot';
import { SNAPSHOT_FORMAT } from '../../../shared/snapshot/format';
import { indexSnapshot, type SnapshotIndex } from './wire';

/** `position`: the change log's position the copy reflects (none for a copy from a server without the log). */
export type SavedSnapshot = { format: number; etag: string | null; checkedAt: number; position?: number; snapshot: Snapshot };
type Meta = Omit<SavedSnapshot, 'snapshot'>;

const store = createStore('moroccan-offline', 'snapshot');
const SNAPSHOT = 'snapshot';
const META = 'meta';

let loaded: Promise<SnapshotIndex | null> | null = null;

/** When the saved copy was last confirmed and its ETag; null when none of this format is saved. */
export async function readMeta(): Promise<Meta | null> {
  const meta = await get<Meta>(META, store);
  return meta?.format === SNAPSHOT_FORMAT ? meta : null;
}

/** The saved snapshot as saved, to bring forward by changes (sync.ts); null when none of this format is saved. */
export async function readSnapshot(): Promise<Snapshot | null> {
  return (await readMeta()) ? ((await get<Snapshot>(SNAPSHOT, store)) ?? null) : null;
}

export async function saveSnapshot(etag: string | null, snapshot: Snapshot): Promise<void> {
  await set(SNAPSHOT, snapshot, store);
  await set(META, { format: SNAPSHOT_FORMAT, etag, checkedAt: Date.now(), position: snapshot.position }, store);
  loaded = null;
}

/** The server answered 304, or no public change since: the saved copy is current (as of `position`). */
export async function markChecked(meta: Meta, position = meta.position): Promise<void> {
  await set(META, { ...meta, checkedAt: Date.now(), position }, store);
}

/** The saved snapshot with its lookups, or null when there is none. */
export function loadSnapshot(): Promise<SnapshotIndex | null> {
  loaded ??= (async () => {
    const meta = await readMeta();
    const snapshot = meta && (await get<Snapshot>(SNAPSHOT, store));
    return snapshot ? indexSnapshot(snapshot) : null;
  })().catch(() => {
    loaded = null;
    return null;
  });
  return loaded;
}
