/**
 * The rows the Staff regions screen shows: the server's regions with the staff member's queued
 * changes laid over them (a rename shows the new name, a delete marks the row), and queued new
 * regions first. Each row carries its queued change, for the PendingMark.
 */
import type { Region } from '../../../shared/schemas/regions';
import { useOwnEntries, type OutboxEntry } from '../../lib/outbox/outbox';
import { overlayRows, rowViews } from '../../lib/outbox/writes';
import { REGION_CREATE, REGION_DELETE, REGION_UPDATE } from './mutations';

type RegionView = { region: Region | null; name: string; classicPoints: number; platformerPoints: number };

export type RegionRow = RegionView & { key: string; pending: OutboxEntry | undefined; deleting: boolean };

const on = rowViews<RegionView, number>();
const views = [
  on.asNew(REGION_CREATE, ({ name }) => ({ region: null, name, classicPoints: 0, platformerPoints: 0 })),
  on.onRow(REGION_UPDATE, ({ id }) => id, { view: (row, { name }) => ({ ...row, name }) }),
  on.onRow(REGION_DELETE, ({ id }) => id, { removes: true }),
];

export function useRegionRows(regions: Region[] | undefined): RegionRow[] | undefined {
  const shown = overlayRows(
    regions?.map((region): RegionView => ({
      region,
      name: region.name,
      classicPoints: region.classicPoints,
      platformerPoints: region.platformerPoints,
    })),
    useOwnEntries(),
    {
      id: (row) => row.region?.id ?? -1,
      key: (row) => String(row.region?.id),
      views,
    },
  );
  return shown?.map(({ key, row, pending, deleting }) => ({ ...row, key, pending, deleting }));
}
