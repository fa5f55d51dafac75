/**
 * Region reads. A region's points are the sums over its players, computed at read time, so they are
 * right the moment a player changes region or a record moves a player's points.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Region } from '../../shared/schemas/regions';
import type { Queryable } from '../db/database';
import { players, regions } from '../db/schema';
import { errors } from '../rules/errors';

const totals = {
  id: regions.id,
  name: regions.name,
  version: regions.version,
  classicPoints: sql<number>`coalesce(sum(${players.classicPoints}), 0)`.mapWith(Number),
  platformerPoints: sql<number>`coalesce(sum(${players.platformerPoints}), 0)`.mapWith(Number),
};

export async function listRegions(db: Queryable): Promise<Region[]> {
  return db
    .select(totals)
    .from(regions)
    .leftJoin(players, eq(players.regionId, regions.id))
    .groupBy(regions.id)
    .orderBy(asc(sql`lower(${regions.name})`), asc(regions.id));
}

export async function findRegionWithTotals(db: Queryable, id: number): Promise<Region | null> {
  const [row] = await db
    .select(totals)
    .from(regions)
    .leftJoin(players, eq(players.regionId, regions.id))
    .where(eq(regions.id, id))
    .groupBy(regions.id);
  return row ?? null;
}

/** The region, or 404: the one way any resource refers to a region that must exist. */
export async function requireRegion(db: Queryable, id: number): Promise<{ id: number; name: string }> {
  const [row] = await db.select({ id: regions.id, name: regions.name }).from(regions).where(eq(regions.id, id));
  if (!row) throw errors.notFound('Region');
  return row;
}

/** The id of the region with this name, compared case-insensitively, or null. */
export async function regionIdByName(db: Queryable, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(sql`lower(${regions.name})`, name.toLowerCase()));
  return row?.id ?? null;
}
