/**
 * The staff's record writes, through the outbox: create, update and delete. An update or delete is
 * made on the version the staff member saw (If-Match), so one queued offline is refused as stale, not
 * applied blindly, when someone changed the record meanwhile. A row has at most one queued change: a
 * new one replaces the one still waiting, on the version that one was made on. A record moves points,
 * so every write refreshes records, levels, players and regions once applied.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { LEVEL_TYPES, type LevelType } from '../../../shared/constants';
import type { OutboxError } from '../../../shared/outbox/entry';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import { write } from '../../lib/outbox/write';
import { basisOf, defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { typedValueText } from '../../lib/record-values/values';
import { refusalText } from '../../lib/refusals/words';
import { authKeys } from '../auth/queries';
import { levelKeys, type LevelRecord } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { RecordFormSchema, createBodyOf, patched, updateBodyOf, type RecordForm } from './form-values';
import { staffRecordKeys, type RecordPage } from './queries';
import { staffRecordTexts as texts } from './texts';

const invalidate = () => [staffRecordKeys.all, levelKeys.all, playerKeys.all, regionKeys.all, authKeys.all];
const Type = v.picklist(LEVEL_TYPES);

/** The records of the staff's pages as `change` leaves them, at once; the refetch the outbox starts confirms it. */
const showOnPages = (cache: QueryClient, type: LevelType, change: (rows: RecordPage['content']) => RecordPage['content']) =>
  cache.setQueriesData<RecordPage>({ queryKey: staffRecordKeys.pages(type) }, (page) =>
    page ? { ...page, content: change(page.content) } : page,
  );

/** A new record, with what the list shows of it before the server has it. */
export const RECORD_CREATE = defineWrite({
  kind: 'staff.record.create',
  method: 'POST',
  path: ({ type }) => `/api/staff/${type}-records/create`,
  data: v.object({
    type: Type,
    levelId: v.string(),
    levelName: v.string(),
    playerId: v.number(),
    player: v.string(),
    value: v.string(),
    link: v.nullable(v.string()),
  }),
  invalidate,
});
/** A new value and link; `form` reopens the form as it was typed. */
export const RECORD_UPDATE = defineWrite({
  kind: 'staff.record.update',
  method: 'PUT',
  path: ({ type, id }) => `/api/staff/${type}-records/update/${id}`,
  data: v.object({ type: Type, id: v.number(), value: v.string(), link: v.nullable(v.string()), form: RecordFormSchema }),
  invalidate,
  applied: (cache, { type, id, form }) =>
    showOnPages(cache, type, (rows) => rows.map((row) => (row.id === id ? patched(type, row, form) : row))),
});
export const RECORD_DELETE = defineWrite({
  kind: 'staff.record.delete',
  method: 'DELETE',
  path: ({ type, id }) => `/api/staff/${type}-records/delete/${id}`,
  data: v.object({ type: Type, id: v.number() }),
  invalidate,
  // Gone at once; the refetch brings the next record up.
  applied: (cache, { type, id }) => showOnPages(cache, type, (rows) => rows.filter((row) => row.id !== id)),
});

const failure = (title: string) => (error: OutboxError | null) =>
  error?.code === 'record_exists'
    ? { title: texts.toasts.exists, description: texts.toasts.existsDescription }
    : { title, description: refusalText(error) };

/** Queues a new record; `entryId` replaces a queued create (one the server refused and the user corrected). */
export function createRecord(type: LevelType, form: RecordForm, names: { level: string; player: string }, entryId?: string) {
  const value = typedValueText(type, form);
  const data = {
    type,
    levelId: form.level,
    levelName: names.level,
    playerId: Number(form.player),
    player: names.player,
    value,
    link: form.link.trim() || null,
  };
  const intent = intentOf(RECORD_CREATE, data, {
    label: texts.labels.create(names.player, names.level, value),
    body: jsonBody(createBodyOf(type, form)),
  });
  return write(intent, { success: texts.toasts.added, failure: failure(texts.toasts.addFailed), form: true }, entryId);
}

/** Changes the value and link of `record` (the server's row); `pending` is the row's queued change, replaced by this one. */
export function updateRecord(type: LevelType, record: LevelRecord, form: RecordForm, levelName: string, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(record, pending);
  const value = typedValueText(type, form);
  const data = { type, id: record.id, value, link: form.link.trim() || null, form };
  const intent = intentOf(RECORD_UPDATE, data, {
    label: texts.labels.update(record.player, levelName, value),
    body: jsonBody(updateBodyOf(type, form)),
    ...basis,
  });
  return write(intent, { success: texts.toasts.updated, failure: failure(texts.toasts.updateFailed), form: true }, entryId);
}

/** Deletes `record`; an update of it still queued is replaced by the delete. */
export function deleteRecord(type: LevelType, record: LevelRecord, levelName: string, value: string, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(record, pending);
  const intent = intentOf(
    RECORD_DELETE,
    { type, id: record.id },
    { label: texts.labels.delete(record.player, levelName, value), ...basis },
  );
  return write(intent, { success: texts.toasts.deleted, failure: failure(texts.toasts.deleteFailed) }, entryId);
}
