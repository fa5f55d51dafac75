/**
 * Staff changes to regions. Names are unique ignoring case: the check runs first for a clear 409,
 * and the unique index turns a concurrent duplicate into the same 409 (http/errors.ts). Deleting a
 * region leaves its players without one (the foreign key sets it to null).
 */
import { eq, sql } from 'drizzle-orm';
import type { Region } from '../../shared/schemas/regions';
import type { Tx } from '../db/database';
import { regions } from '../db/schema';
import { errors } from '../rules/errors';
import { guardVersion } from '../rules/versions';
import { findRegionWithTotals, regionIdByName } from './queries';

async function guardName(tx: Tx, name: string, ownId?: number): Promise<void> {
  const holder = await regionIdByName(tx, name);
  if (holder !== null && holder !== ownId) throw errors.regionExists();
}

export async function createRegion(tx: Tx, name: string): Promise<Region> {
  await guardName(tx, name);
  const [row] = await tx.insert(regions).values({ name }).returning({ id: regions.id, name: regions.name, version: regions.version });
  return { ...row!, classicPoints: 0, platformerPoints: 0 };
}

/** Locks the region (404 when there is none); refuses with 412 when it changed since the version the staff member saw. */
async function lockRegion(tx: Tx, id: number, expected: string | null): Promise<void> {
  const [row] = await tx.select({ version: regions.version }).from(regions).where(eq(regions.id, id)).for('update');
  if (!row) throw errors.notFound('Region');
  await guardVersion(expected, row.version, 'This region', () => findRegionWithTotals(tx, id));
}

export async function renameRegion(tx: Tx, id: number, name: string, expected: string | null = null): Promise<Region> {
  await lockRegion(tx, id, expected);
  await guardName(tx, name, id);
  await tx.update(regions).set({ name, version: sql`${regions.version} + 1` }).where(eq(regions.id, id));
  return (await findRegionWithTotals(tx, id))!;
}

export async function deleteRegion(tx: Tx, id: number, expected: string | null = null): Promise<void> {
  await lockRegion(tx, id, expected);
  await tx.delete(regions).where(eq(regions.id, id));
}
