/** Regions in ranking order: by classic and platformer points together, highest first, then by name. */
import type { Region } from '../../../shared/schemas/regions';

const total = (region: Region) => region.classicPoints + region.platformerPoints;

export function rankRegions(regions: readonly Region[]): Region[] {
  return [...regions].sort((a, b) => total(b) - total(a) || a.name.localeCompare(b.name) || a.id - b.id);
}
