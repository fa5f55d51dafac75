/**
 * Staff changes to regions. Names are unique ignoring case: the check runs first for a clear 409,
 * and the unique index turns a concurrent duplicate into the same 409 (http/errors.ts). Deleting a
 * region leaves its players without one (the foreign key sets it to null).
 */
import { eq } from 'drizzle-orm';
import type { Region } from '../../shared/schemas/regions';
import type { Tx } from '../db/database';
import { regions } from '../db/schema';
import { errors } from '../http/errors';
import { findRegionWithTotals, regionIdByName, requireRegion } from './queries';

async function guardName(tx: Tx, name: string, ownId?: number): Promise<void> {
  const holder = await regionIdByName(tx, name);
  if (holder !== null && holder !== ownId) throw errors.regionExists();
}

export async function createRegion(tx: Tx, name: string): Promise<Region> {
  await guardName(tx, name);
  const [row] = await tx.insert(regions).values({ name }).returning({ id: regions.id, name: regions.name });
  return { ...row!, classicPoints: 0, platformerPoints: 0 };
}

export async function renameRegion(tx: Tx, id: number, name: string): Promise<Region> {
  await requireRegion(tx, id);
  await guardName(tx, name, id);
  await tx.update(regions).set({ name }).where(eq(regions.id, id));
  return (await findRegionWithTotals(tx, id))!;
}

export async function deleteRegion(tx: Tx, id: number): Promise<void> {
  await requireRegion(tx, id);
  await tx.delete(regions).where(eq(regions.id, id));
}
