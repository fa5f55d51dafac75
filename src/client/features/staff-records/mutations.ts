/**
 * The staff's record writes, through the outbox: create, update and delete. An update or delete is
 * made on the version the staff member saw (If-Match), so one queued offline is refused as stale, not
 * applied blindly, when someone changed the record meanwhile. A row has at most one queued change: a
 * new one replaces the one still waiting, on the version that one was made on. A record moves points,
 * so every write refreshes records, levels, players and regions once applied.
 */
import type { LevelType } from '../../../shared/constants';
import type { OutboxError, Rebase, WriteIntent } from '../../../shared/outbox/entry';
import { ifMatchOf } from '../../../shared/versions';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import { write } from '../../lib/outbox/write';
import { authKeys } from '../auth/queries';
import { levelKeys, type LevelRecord } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { createBodyOf, updateBodyOf, type RecordForm } from './form-values';
import { staffRecordKeys } from './queries';
import { staffRecordTexts as texts } from './texts';
import { refusalText } from '../../lib/refusals/words';
import { typedValueText } from '../../lib/record-values';

export const RECORD_CREATE = 'staff.record.create';
export const RECORD_UPDATE = 'staff.record.update';
export const RECORD_DELETE = 'staff.record.delete';

/** What a queued write carries for the list to show it in place. */
export type CreateData = { type: LevelType; levelId: string; levelName: string; playerId: number; player: string; value: string; link: string | null };
export type UpdateData = { type: LevelType; id: number; value: string; link: string | null; form: RecordForm };
export type DeleteData = { type: LevelType; id: number };

const invalidate = (): unknown[][] => [[...staffRecordKeys.all], [...levelKeys.all], [...playerKeys.all], [...regionKeys.all], [...authKeys.all]];

const failure = (title: string) => (error: OutboxError | null) =>
  error?.code === 'record_exists'
    ? { title: texts.toasts.exists, description: texts.toasts.existsDescription }
    : { title, description: refusalText(error) };

type Basis = { entryId?: string; ifMatch: string; rebase: Rebase };

/**
 * What a change of `record` is made on: the queued change it replaces, if any, and that change's
 * version (still waiting) or the version shown now (refused: the staff member saw why and acts again).
 */
function basisOf(record: LevelRecord, pending: OutboxEntry | undefined): Basis {
  const shown: Basis = { ifMatch: ifMatchOf(record.version), rebase: { kind: 'version', before: { ...record } } };
  if (!pending || pending.state === 'sending') return shown;
  if (pending.state === 'attention' || !pending.ifMatch || !pending.rebase) return { ...shown, entryId: pending.id };
  return { entryId: pending.id, ifMatch: pending.ifMatch, rebase: pending.rebase };
}

/** Queues a new record; `entryId` replaces a queued create (one the server refused and the user corrected). */
export function createRecord(type: LevelType, form: RecordForm, names: { level: string; player: string }, entryId?: string) {
  const value = typedValueText(type, form);
  const link = form.link.trim() || null;
  const data: CreateData = { type, levelId: form.level, levelName: names.level, playerId: Number(form.player), player: names.player, value, link };
  const intent: WriteIntent = {
    method: 'POST',
    path: `/api/staff/${type}-records/create`,
    body: { kind: 'json', value: createBodyOf(type, form) },
    kind: RECORD_CREATE,
    label: texts.labels.create(names.player, names.level, value),
    data,
    invalidate: invalidate(),
  };
  return write(intent, { success: texts.toasts.added, failure: failure(texts.toasts.addFailed) }, entryId);
}

/** Changes the value and link of `record` (the server's row); `pending` is the row's queued change, replaced by this one. */
export function updateRecord(type: LevelType, record: LevelRecord, form: RecordForm, levelName: string, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(record, pending);
  const value = typedValueText(type, form);
  const data: UpdateData = { type, id: record.id, value, link: form.link.trim() || null, form };
  const intent: WriteIntent = {
    method: 'PUT',
    path: `/api/staff/${type}-records/update/${record.id}`,
    body: { kind: 'json', value: updateBodyOf(type, form) },
    kind: RECORD_UPDATE,
    label: texts.labels.update(record.player, levelName, value),
    data,
    invalidate: invalidate(),
    ...basis,
  };
  return write(intent, { success: texts.toasts.updated, failure: failure(texts.toasts.updateFailed) }, entryId);
}

/** Deletes `record`; an update of it still queued is replaced by the delete. */
export function deleteRecord(type: LevelType, record: LevelRecord, levelName: string, value: string, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(record, pending);
  const data: DeleteData = { type, id: record.id };
  const intent: WriteIntent = {
    method: 'DELETE',
    path: `/api/staff/${type}-records/delete/${record.id}`,
    kind: RECORD_DELETE,
    label: texts.labels.delete(record.player, levelName, value),
    data,
    invalidate: invalidate(),
    ...basis,
  };
  return write(intent, { success: texts.toasts.deleted, failure: failure(texts.toasts.deleteFailed) }, entryId);
}
