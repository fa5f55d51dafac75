/**
 * Staff changes to regions. Names are unique ignoring case: the check runs first for a clear 409,
 * and the unique index turns a concurrent duplicate into the same 409 (http/errors.ts). Deleting a
 * region leaves its players without one (the foreign key sets it to null).
 */
import { eq, sql } from 'drizzle-orm';
import type { Region } from '../../shared/schemas/regions';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { regions } from '../db/schema';
import { errors } from '../rules/errors';
import { guardVersion } from '../rules/versions';
import { findRegionWithTotals, regionIdByName } from './queries';

async function guardName(tx: Tx, name: string, ownId?: number): Promise<void> {
  const holder = await regionIdByName(tx, name);
  if (holder !== null && holder !== ownId) throw errors.regionExists();
}

/** The log's entry for a change to region `id`: its name before and after (null when it did not or no longer exists). */
function regionEntry(kind: 'region.created' | 'region.renamed' | 'region.removed', id: number, from: string | null, to: string | null) {
  return { kind, subjects: [`region:${id}`], data: { region: { id, name: to ?? from ?? String(id) }, from, to } };
}

export async function createRegion(tx: Tx, log: Log, name: string): Promise<Region> {
  await guardName(tx, name);
  const [row] = await tx.insert(regions).values({ name }).returning({ id: regions.id, name: regions.name, version: regions.version });
  log.add(regionEntry('region.created', row!.id, null, name));
  return { ...row!, classicPoints: 0, platformerPoints: 0 };
}

/** Locks the region (404 when there is none); refuses with 412 when it changed since the version the staff member saw. Returns its name. */
async function lockRegion(tx: Tx, id: number, expected: string | null): Promise<string> {
  const [row] = await tx.select({ version: regions.version, name: regions.name }).from(regions).where(eq(regions.id, id)).for('update');
  if (!row) throw errors.notFound('Region');
  await guardVersion(expected, row.version, 'This region', () => findRegionWithTotals(tx, id));
  return row.name;
}

export async function renameRegion(tx: Tx, log: Log, id: number, name: string, expected: string | null = null): Promise<Region> {
  const was = await lockRegion(tx, id, expected);
  await guardName(tx, name, id);
  await tx
    .update(regions)
    .set({ name, version: sql`${regions.version} + 1` })
    .where(eq(regions.id, id));
  log.add(regionEntry('region.renamed', id, was, name));
  return (await findRegionWithTotals(tx, id))!;
}

export async function deleteRegion(tx: Tx, log: Log, id: number, expected: string | null = null): Promise<void> {
  const was = await lockRegion(tx, id, expected);
  await tx.delete(regions).where(eq(regions.id, id));
  log.add(regionEntry('region.removed', id, was, null));
}
