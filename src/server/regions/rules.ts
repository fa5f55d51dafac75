/**
 * Staff changes to regions. Names are unique ignoring case; the check runs first for a clear 409,
 * and the unique index catches a concurrent duplicate. Deleting a region leaves its players
 * without one (the foreign key sets it to null).
 */
import { eq } from 'drizzle-orm';
import type { Region } from '../../shared/schemas/regions';
import type { Tx } from '../db/database';
import { regions } from '../db/schema';
import type { Services } from '../http/context';
import { errors } from '../http/errors';
import { write } from '../db/write';
import { findRegion, findRegionWithTotals, regionIdByName } from './queries';
import { isUniqueViolation } from '../db/errors';

type Deps = Pick<Services, 'db' | 'cache'>;

const nameTaken = () => errors.conflict('region_exists', 'A region with this name already exists.', 'name');

async function guardName(tx: Tx, name: string, ownId?: number): Promise<void> {
  const holder = await regionIdByName(tx, name);
  if (holder !== null && holder !== ownId) throw nameTaken();
}

/** Runs a region write, turning a unique-index race into the same 409 as the early check. */
async function writeRegion<T>(services: Deps, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await write(services, change);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken() : error;
  }
}

export async function createRegion(services: Deps, name: string): Promise<Region> {
  return writeRegion(services, async (tx) => {
    await guardName(tx, name);
    const [row] = await tx.insert(regions).values({ name }).returning({ id: regions.id, name: regions.name });
    return { ...row!, classicPoints: 0, platformerPoints: 0 };
  });
}

export async function renameRegion(services: Deps, id: number, name: string): Promise<Region> {
  return writeRegion(services, async (tx) => {
    if (!(await findRegion(tx, id))) throw errors.notFound('Region');
    await guardName(tx, name, id);
    await tx.update(regions).set({ name }).where(eq(regions.id, id));
    return (await findRegionWithTotals(tx, id))!;
  });
}

export async function deleteRegion(services: Deps, id: number): Promise<void> {
  await write(services, async (tx) => {
    const deleted = await tx.delete(regions).where(eq(regions.id, id)).returning({ id: regions.id });
    if (deleted.length === 0) throw errors.notFound('Region');
  });
}
