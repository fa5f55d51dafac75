/**
 * The staff's region writes, through the outbox: create, rename and delete. A rename or delete is
 * made on the version the staff member saw (If-Match), so one queued offline is refused as stale, not
 * applied blindly, when someone changed the region meanwhile. A row has at most one queued change: a
 * new one replaces the one still waiting, on the version that one was made on.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { OutboxError } from '../../../shared/outbox/entry';
import type { Region } from '../../../shared/schemas/regions';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import { write } from '../../lib/outbox/write';
import { basisOf, defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { refusalText } from '../../lib/refusals/words';
import { authKeys } from '../auth/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from './queries';
import { staffRegionTexts as texts } from './staff-texts';

/** Region lists and names, and players' profiles (a deleted region leaves its players without one). */
const invalidate = () => [regionKeys.all, playerKeys.all, authKeys.all];

export const REGION_CREATE = defineWrite({
  kind: 'staff.region.create',
  method: 'POST',
  path: () => '/api/staff/regions/create',
  data: v.object({ name: v.string() }),
  invalidate,
});
/** The regions as a write leaves them, at once; the refetch the outbox starts confirms it. */
const showOnList = (cache: QueryClient, change: (rows: Region[]) => Region[]) =>
  cache.setQueryData(regionKeys.list(), (rows: Region[] | undefined) => rows && change(rows));

export const REGION_UPDATE = defineWrite({
  kind: 'staff.region.update',
  method: 'PUT',
  path: ({ id }) => `/api/staff/regions/update/${id}`,
  data: v.object({ id: v.number(), name: v.string() }),
  invalidate,
  applied: (cache, { id, name }) => showOnList(cache, (rows) => rows.map((row) => (row.id === id ? { ...row, name } : row))),
});
export const REGION_DELETE = defineWrite({
  kind: 'staff.region.delete',
  method: 'DELETE',
  path: ({ id }) => `/api/staff/regions/delete/${id}`,
  data: v.object({ id: v.number() }),
  invalidate,
  applied: (cache, { id }) => showOnList(cache, (rows) => rows.filter((row) => row.id !== id)),
});

const failure = (title: string) => (error: OutboxError | null) =>
  error?.code === 'region_exists' ? { title, description: texts.form.nameTaken } : { title, description: refusalText(error) };

/** Queues a new region; `entryId` replaces a queued create (one the server refused and the user corrected). */
export function createRegion(name: string, entryId?: string) {
  const intent = intentOf(REGION_CREATE, { name }, { label: texts.labels.create(name), body: jsonBody({ name }) });
  return write(intent, { success: texts.toasts.added, failure: failure(texts.toasts.addFailed), form: true }, entryId);
}

/** Renames `region` (the server's row); `pending` is the row's queued change, replaced by this one. */
export function updateRegion(region: Region, name: string, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(region, pending);
  const intent = intentOf(
    REGION_UPDATE,
    { id: region.id, name },
    { label: texts.labels.update(region.name, name), body: jsonBody({ name }), ...basis },
  );
  return write(intent, { success: texts.toasts.updated, failure: failure(texts.toasts.updateFailed), form: true }, entryId);
}

/** Deletes `region`; a rename of it still queued is replaced by the delete. */
export function deleteRegion(region: Region, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(region, pending);
  const intent = intentOf(REGION_DELETE, { id: region.id }, { label: texts.labels.delete(region.name), ...basis });
  return write(intent, { success: texts.toasts.deleted, failure: failure(texts.toasts.deleteFailed) }, entryId);
}
