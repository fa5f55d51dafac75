/**
 * The import's memory of what it brought (db/schema.ts importedIds): by kind, each id the source gave
 * and the local id it became. A source's whole-number id is kept when it is free, so the lists and
 * profile addresses read the same on both sites; any other id (opaque text, one taken here) gets the
 * next free number.
 */
import { eq, inArray, and } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Queryable, Tx } from '../db/database';
import { importedIds, serverSettings } from '../db/schema';
import { bulkInsert } from '../db/bulk-insert';

export type IdKind = 'region' | 'player' | `level:${LevelType}` | `record:${LevelType}`;
/** Source id → local id, of one kind. */
export type IdMap = Map<string, string>;

const SOURCE_KEY = 'import_source';
const MAX_SERIAL = 2_147_483_647;

export async function readIdMaps(db: Queryable): Promise<Map<IdKind, IdMap>> {
  const maps = new Map<IdKind, IdMap>();
  for (const row of await db.select().from(importedIds)) {
    const kind = row.kind as IdKind;
    if (!maps.has(kind)) maps.set(kind, new Map());
    maps.get(kind)!.set(row.sourceId, row.localId);
  }
  return maps;
}

/** Adds (or points elsewhere) the given source ids of `kind`. */
export async function remember(tx: Tx, kind: IdKind, pairs: readonly (readonly [string, string | number])[]): Promise<void> {
  await bulkInsert(
    tx,
    importedIds,
    pairs.map(([source, local]) => ({ kind, sourceId: source, localId: String(local) })),
    {
      onConflict: { target: ['kind', 'sourceId'], update: ['localId'] },
    },
  );
}

export async function forget(tx: Tx, kind: IdKind, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await tx.delete(importedIds).where(and(eq(importedIds.kind, kind), inArray(importedIds.sourceId, [...sourceIds])));
}

/** The site this database was imported from, if any. */
export async function importedFrom(db: Queryable): Promise<string | null> {
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, SOURCE_KEY));
  return row?.value ?? null;
}

export async function rememberSource(tx: Tx, address: string): Promise<void> {
  await tx.insert(serverSettings).values({ key: SOURCE_KEY, value: address }).onConflictDoNothing();
}

/**
 * Local ids for new rows: the source's own when it is a whole number free here, the next free
 * numbers after everything otherwise. `taken` holds the ids in use and gains the ones given.
 */
export function newIds(sourceIds: readonly string[], taken: Set<number>): Map<string, number> {
  const given = new Map<string, number>();
  for (const id of sourceIds) {
    const number = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
    if (number <= MAX_SERIAL && !taken.has(number)) {
      taken.add(number);
      given.set(id, number);
    }
  }
  let next = 1;
  for (const id of taken) if (id >= next) next = id + 1;
  for (const id of sourceIds) {
    if (given.has(id)) continue;
    taken.add(next);
    given.set(id, next);
    next += 1;
  }
  return given;
}
