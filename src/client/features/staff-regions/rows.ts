/**
 * The rows the Staff regions screen shows: the server's regions with the staff member's queued
 * changes laid over them (a rename shows the new name, a delete marks the row), and queued new
 * regions first. Each row carries its queued change, for the PendingMark.
 */
import type { Region } from '../../../shared/schemas/regions';
import { useAuth } from '../../lib/auth/auth-store';
import { useOutboxEntries, type OutboxEntry } from '../../lib/outbox/outbox';
import { REGION_CREATE, REGION_DELETE, REGION_UPDATE, type CreateData, type DeleteData, type UpdateData } from './mutations';

export type RegionRow = {
  key: string;
  /** The server's region; null for one not created yet. */
  region: Region | null;
  name: string;
  classicPoints: number;
  platformerPoints: number;
  pending: OutboxEntry | undefined;
  deleting: boolean;
};

export function useRegionRows(regions: Region[] | undefined): RegionRow[] | undefined {
  const playerId = useAuth().user?.playerId;
  const mine = useOutboxEntries().filter((entry) => entry.playerId === playerId);
  const creates = mine.filter((entry) => entry.kind === REGION_CREATE);
  // One queued change per region (a new one replaces the last); the latest wins if there are more.
  const changes = new Map<number, OutboxEntry>();
  for (const entry of mine) {
    if (entry.kind === REGION_UPDATE || entry.kind === REGION_DELETE) changes.set((entry.data as UpdateData | DeleteData).id, entry);
  }
  if (!regions && creates.length === 0) return undefined;
  const created: RegionRow[] = creates.map((entry) => ({
    key: entry.id, region: null, name: (entry.data as CreateData).name, classicPoints: 0, platformerPoints: 0, pending: entry, deleting: false,
  }));
  const stored: RegionRow[] = (regions ?? []).map((region) => {
    const pending = changes.get(region.id);
    const renamed = pending?.kind === REGION_UPDATE ? (pending.data as UpdateData).name : region.name;
    return {
      key: String(region.id), region, name: renamed, classicPoints: region.classicPoints, platformerPoints: region.platformerPoints,
      // A refused delete no longer locks the row: it can be deleted (or edited) again.
      pending, deleting: pending?.kind === REGION_DELETE && pending.state !== 'attention',
    };
  });
  return [...created, ...stored];
}
