/**
 * The staff's region writes, through the outbox: create, rename and delete. A rename or delete is
 * made on the version the staff member saw (If-Match), so one queued offline is refused as stale, not
 * applied blindly, when someone changed the region meanwhile. A row has at most one queued change: a
 * new one replaces the one still waiting, on the version that one was made on.
 */
import type { OutboxError, Rebase, WriteIntent } from '../../../shared/outbox/entry';
import type { Region } from '../../../shared/schemas/regions';
import { ifMatchOf } from '../../../shared/versions';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import { write } from '../../lib/outbox/write';
import { authKeys } from '../auth/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { staffRegionTexts as texts } from './texts';
import { refusalText } from '../../lib/refusals/words';

export const REGION_CREATE = 'staff.region.create';
export const REGION_UPDATE = 'staff.region.update';
export const REGION_DELETE = 'staff.region.delete';

/** What a queued write carries for the list to show it in place. */
export type CreateData = { name: string };
export type UpdateData = { id: number; name: string };
export type DeleteData = { id: number };

/** Region lists and names, and players' profiles (a deleted region leaves its players without one). */
const invalidate = (): unknown[][] => [[...regionKeys.all], [...playerKeys.all], [...authKeys.all]];

const failure = (title: string) => (error: OutboxError | null) =>
  error?.code === 'region_exists' ? { title, description: texts.form.nameTaken } : { title, description: refusalText(error) };

type Basis = { entryId?: string; ifMatch: string; rebase: Rebase };

/**
 * What a change of `region` is made on: the queued change it replaces, if any, and that change's
 * version (still waiting) or the version shown now (refused: the staff member saw why and acts again).
 */
function basisOf(region: Region, pending: OutboxEntry | undefined): Basis {
  const shown: Basis = { ifMatch: ifMatchOf(region.version), rebase: { kind: 'version', before: { ...region } } };
  if (!pending || pending.state === 'sending') return shown;
  if (pending.state === 'attention' || !pending.ifMatch || !pending.rebase) return { ...shown, entryId: pending.id };
  return { entryId: pending.id, ifMatch: pending.ifMatch, rebase: pending.rebase };
}

/** Queues a new region; `entryId` replaces a queued create (one the server refused and the user corrected). */
export function createRegion(name: string, entryId?: string) {
  const data: CreateData = { name };
  const intent: WriteIntent = {
    method: 'POST',
    path: '/api/staff/regions/create',
    body: { kind: 'json', value: { name } },
    kind: REGION_CREATE,
    label: texts.labels.create(name),
    data,
    invalidate: invalidate(),
  };
  return write(intent, { success: texts.toasts.added, failure: failure(texts.toasts.addFailed) }, entryId);
}

/** Renames `region` (the server's row); `pending` is the row's queued change, replaced by this one. */
export function updateRegion(region: Region, name: string, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(region, pending);
  const data: UpdateData = { id: region.id, name };
  const intent: WriteIntent = {
    method: 'PUT',
    path: `/api/staff/regions/update/${region.id}`,
    body: { kind: 'json', value: { name } },
    kind: REGION_UPDATE,
    label: texts.labels.update(region.name, name),
    data,
    invalidate: invalidate(),
    ...basis,
  };
  return write(intent, { success: texts.toasts.updated, failure: failure(texts.toasts.updateFailed) }, entryId);
}

/** Deletes `region`; a rename of it still queued is replaced by the delete. */
export function deleteRegion(region: Region, pending: OutboxEntry | undefined) {
  const { entryId, ...basis } = basisOf(region, pending);
  const data: DeleteData = { id: region.id };
  const intent: WriteIntent = {
    method: 'DELETE',
    path: `/api/staff/regions/delete/${region.id}`,
    kind: REGION_DELETE,
    label: texts.labels.delete(region.name),
    data,
    invalidate: invalidate(),
    ...basis,
  };
  return write(intent, { success: texts.toasts.deleted, failure: failure(texts.toasts.deleteFailed) }, entryId);
}
