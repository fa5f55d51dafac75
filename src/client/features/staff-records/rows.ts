/**
 * The rows a records panel shows: the server's page with the staff member's queued changes laid over
 * it (an update shows the new value and link, a delete marks the row), and queued new records of the
 * panel's type first on its first page when they match its filter. Each row carries its queued
 * change, for the PendingMark.
 */
import type { LevelType } from '../../../shared/constants';
import { useAuth } from '../../lib/auth/auth-store';
import { useOutboxEntries, type OutboxEntry } from '../../lib/outbox/outbox';
import { percentText, recordTimeText } from '../../lib/record-values';
import { isClassicRecord, type LevelRecord } from '../levels/queries';
import { RECORD_CREATE, RECORD_DELETE, RECORD_UPDATE, type CreateData, type DeleteData, type UpdateData } from './mutations';
import type { RecordFilter } from './queries';

export type RecordRow = {
  key: string;
  /** The server's record; null for one not created yet. */
  record: LevelRecord | null;
  player: string;
  levelId: string;
  value: string;
  link: string | null;
  pending: OutboxEntry | undefined;
  deleting: boolean;
};

export const recordValueText = (record: LevelRecord): string =>
  isClassicRecord(record) ? percentText(record.recordPercentage) : recordTimeText(record.recordTime);

const matches = (data: CreateData, filter: RecordFilter) =>
  (filter.player === null || data.playerId === filter.player) && (filter.level === null || data.levelId === filter.level);

export function useRecordRows(type: LevelType, records: LevelRecord[] | undefined, filter: RecordFilter, page: number): RecordRow[] | undefined {
  const playerId = useAuth().user?.playerId;
  const mine = useOutboxEntries().filter((entry) => entry.playerId === playerId && (entry.data as { type?: string } | undefined)?.type === type);
  const creates = page === 0 ? mine.filter((entry) => entry.kind === RECORD_CREATE && matches(entry.data as CreateData, filter)) : [];
  // One queued change per record (a new one replaces the last); the latest wins if there are more.
  const changes = new Map<number, OutboxEntry>();
  for (const entry of mine) {
    if (entry.kind === RECORD_UPDATE || entry.kind === RECORD_DELETE) changes.set((entry.data as UpdateData | DeleteData).id, entry);
  }
  if (!records && creates.length === 0) return undefined;
  const created: RecordRow[] = creates.map((entry) => {
    const data = entry.data as CreateData;
    return { key: entry.id, record: null, player: data.player, levelId: data.levelId, value: data.value, link: data.link, pending: entry, deleting: false };
  });
  const stored: RecordRow[] = (records ?? []).map((record) => {
    const pending = changes.get(record.id);
    const update = pending?.kind === RECORD_UPDATE ? (pending.data as UpdateData) : null;
    return {
      key: String(record.id), record, player: record.player, levelId: record.level,
      value: update?.value ?? recordValueText(record), link: update ? update.link : record.link,
      // A refused delete no longer locks the row: it can be deleted (or edited) again.
      pending, deleting: pending?.kind === RECORD_DELETE && pending.state !== 'attention',
    };
  });
  return [...created, ...stored];
}
