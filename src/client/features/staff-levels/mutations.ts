/**
 * Staff level writes, one per endpoint, through the outbox. Each intent carries what the screen needs
 * to show the change in place before the server has it (`data`), and the version it was made on:
 * updates and deletes name the level's version, the reorder the version of the order it was made
 * from (src/shared/versions.ts), so a change made on stale data is refused and nothing is lost.
 */
import type { LevelType } from '../../../shared/constants';
import type { WriteIntent } from '../../../shared/outbox/entry';
import { ifMatchOf, orderVersion } from '../../../shared/versions';
import { write } from '../../lib/outbox/write';
import type { Level } from '../levels/queries';
import type { LevelForm } from './form-values';
import { levelWriteInvalidates } from './queries';
import { staffLevelTexts as texts } from './texts';

export const LEVEL_CREATE = 'staff.level.create';
export const LEVEL_UPDATE = 'staff.level.update';
export const LEVEL_DELETE = 'staff.level.delete';
export const LEVEL_REORDER = 'staff.level.reorder';

/** The route where a queued create or edit is opened again (`?entry=`). */
const EDIT_PATH = '/staff/levels';

export type CreateData = { type: LevelType; name: string; ranking: number | null; form: LevelForm };
export type UpdateData = { type: LevelType; id: string; name: string; form: LevelForm };
export type DeleteData = { type: LevelType; id: string; name: string };
/** `order`: every level id in the new ranking order. */
export type ReorderData = { type: LevelType; order: string[]; moved: string; to: number; name: string };

const base = (type: LevelType) => `/api/staff/${type}-levels`;

/** Queues a new level, or replaces the queued one being edited (`entryId`). */
export function createLevel(type: LevelType, body: Record<string, unknown>, form: LevelForm, entryId?: string) {
  const name = String(body.name);
  const data: CreateData = { type, name, ranking: typeof body.ranking === 'number' ? body.ranking : null, form };
  const intent: WriteIntent = {
    method: 'POST',
    path: `${base(type)}/create`,
    body: { kind: 'json', value: body },
    kind: LEVEL_CREATE,
    label: texts.labels.add(type, name),
    data,
    invalidate: levelWriteInvalidates(),
    editPath: EDIT_PATH,
  };
  return write(intent, { success: texts.toasts.added, failure: texts.toasts.addFailed }, entryId);
}

/** Queues a change of `level` (as shown), or replaces the queued change being edited (`entryId`). */
export function updateLevel(type: LevelType, level: Level, body: Record<string, unknown>, form: LevelForm, entryId?: string) {
  const name = String(body.name);
  const data: UpdateData = { type, id: level.id, name, form };
  const intent: WriteIntent = {
    method: 'PUT',
    path: `${base(type)}/update/${encodeURIComponent(level.id)}`,
    body: { kind: 'json', value: body },
    kind: LEVEL_UPDATE,
    label: texts.labels.update(type, name),
    data,
    invalidate: levelWriteInvalidates(),
    editPath: EDIT_PATH,
    ifMatch: ifMatchOf(level.version),
    rebase: { kind: 'version', before: level },
  };
  return write(intent, { success: texts.toasts.updated, failure: texts.toasts.updateFailed }, entryId);
}

export function deleteLevel(type: LevelType, level: Level) {
  const data: DeleteData = { type, id: level.id, name: level.name };
  const intent: WriteIntent = {
    method: 'DELETE',
    path: `${base(type)}/delete/${encodeURIComponent(level.id)}`,
    kind: LEVEL_DELETE,
    label: texts.labels.delete(type, level.name),
    data,
    invalidate: levelWriteInvalidates(),
    ifMatch: ifMatchOf(level.version),
    rebase: { kind: 'version', before: level },
  };
  return write(intent, { success: texts.toasts.deleted, failure: texts.toasts.deleteFailed });
}

/**
 * Queues the whole list renumbered from 1 in its new order. `before` is the order as shown when the
 * level was moved: its version goes as If-Match, so a list changed meanwhile is not overwritten.
 */
export function reorderLevels(type: LevelType, before: string[], order: string[], moved: Level) {
  const to = order.indexOf(moved.id) + 1;
  const data: ReorderData = { type, order, moved: moved.id, to, name: moved.name };
  const intent: WriteIntent = {
    method: 'PUT',
    path: `${base(type)}/reorder`,
    body: { kind: 'json', value: order.map((id, index) => ({ id, ranking: index + 1 })) },
    kind: LEVEL_REORDER,
    label: texts.labels.reorder(type, moved.name, to),
    data,
    invalidate: levelWriteInvalidates(),
    ifMatch: ifMatchOf(orderVersion(before)),
    rebase: { kind: 'order', moved: moved.id, to, before },
  };
  return write(intent, { success: texts.toasts.reordered, failure: texts.toasts.reorderFailed });
}
