/**
 * The rows a records panel shows: the server's page with the staff member's queued changes laid over
 * it (an update shows the new value and link, a delete marks the row), and queued new records of the
 * panel's type first on its first page when they match its filter. Each row carries its queued
 * change, for the PendingMark.
 */
import type { LevelType } from '../../../shared/constants';
import type { StaffRecord } from '../../../shared/schemas/staff-records';
import { useOwnEntries, type OutboxEntry } from '../../lib/outbox/outbox';
import { overlayRows, rowViews } from '../../lib/outbox/writes';
import { recordValueText } from '../../lib/record-values/values';
import type { LevelRecord } from '../levels/queries';
import { RECORD_CREATE, RECORD_DELETE, RECORD_UPDATE } from './mutations';
import type { RecordFilter } from './queries';

type RecordView = {
  /** The server's record; null for one not created yet. */
  record: LevelRecord | null;
  player: string;
  levelId: string;
  value: string;
  link: string | null;
  /** The player's standing now (false for a record not created yet: the server has not said). */
  flagged: boolean;
  banned: boolean;
};

export type RecordRow = RecordView & { key: string; pending: OutboxEntry | undefined; deleting: boolean };

const on = rowViews<RecordView, number>();

export function useRecordRows(
  type: LevelType,
  records: StaffRecord[] | undefined,
  filter: RecordFilter,
  page: number,
): RecordRow[] | undefined {
  const ofPanel = (data: { type: LevelType; id: number }) => (data.type === type ? data.id : undefined);
  const shown = overlayRows(
    records?.map((record): RecordView => ({
      record,
      player: record.player,
      levelId: record.level,
      value: recordValueText(record),
      link: record.link,
      flagged: record.playerFlagged,
      banned: record.playerBanned,
    })),
    useOwnEntries(),
    {
      id: (row) => row.record?.id ?? -1,
      key: (row) => String(row.record?.id),
      views: [
        on.asNew(
          RECORD_CREATE,
          ({ player, levelId, value, link }) => ({ record: null, player, levelId, value, link, flagged: false, banned: false }),
          (data) =>
            page === 0 &&
            data.type === type &&
            (filter.player === null || data.playerId === filter.player) &&
            (filter.level === null || data.levelId === filter.level),
        ),
        on.onRow(RECORD_UPDATE, ofPanel, { view: (row, { value, link }) => ({ ...row, value, link }) }),
        on.onRow(RECORD_DELETE, ofPanel, { removes: true }),
      ],
    },
  );
  return shown?.map(({ key, row, pending, deleting }) => ({ ...row, key, pending, deleting }));
}
