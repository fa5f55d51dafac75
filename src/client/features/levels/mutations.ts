/**
 * Staff level writes, one per endpoint, through the outbox. Each carries what the screen needs to show
 * the change in place before the server has it, and the version it was made on: updates and deletes
 * name the level's version, the reorder the version of the order it was made from
 * (src/shared/versions.ts), so a change made on stale data is refused and nothing is lost.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { DIFFICULTIES, DURATIONS, LEVEL_TYPES, type LevelType } from '../../../shared/constants';
import { ifMatchOf, orderVersion } from '../../../shared/versions';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { changelogKeys } from '../changelog/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';
import { LevelFormSchema, emptyForm, type LevelForm } from './form-values';
import { levelKeys, type Level } from './queries';
import { applyOrder } from './order';
import { staffLevelTexts as texts } from './staff-texts';

/** The route where a queued create or edit is opened again (`?entry=`). */
const EDIT_PATH = '/staff/levels';

/** What a level write changes: rankings and points of levels, players and regions, and the changelog. */
const invalidate = () => [levelKeys.all, playerKeys.all, regionKeys.all, changelogKeys.all];
const Type = v.picklist(LEVEL_TYPES);
/** The form as typed, to open it again; read leniently (anything missing is empty). */
const Form = v.fallback(LevelFormSchema, emptyForm);

/** A type's ranked levels as an applied write leaves them, at once; the refetch brings the new points. */
const showRanked = (cache: QueryClient, type: LevelType, change: (rows: Level[]) => Level[]) =>
  cache.setQueryData(levelKeys.ranked(type), (rows: Level[] | undefined) => rows && change(rows));

/** The level's own fields as sent, as the list keeps them (not the ranking nor the holder: the refetch brings those). */
const OwnFields = v.object({
  name: v.optional(v.string()),
  publisher: v.optional(v.string()),
  link: v.optional(v.string()),
  thumbnail: v.optional(v.string()),
  difficulty: v.optional(v.picklist(DIFFICULTIES)),
  duration: v.optional(v.picklist(DURATIONS)),
  minimumCompletion: v.optional(v.number()),
});

export const LEVEL_CREATE = defineWrite({
  kind: 'staff.level.create',
  method: 'POST',
  path: ({ type }) => `/api/staff/${type}-levels/create`,
  data: v.object({ type: Type, name: v.string(), ranking: v.nullable(v.number()), form: Form }),
  invalidate,
  editPath: EDIT_PATH,
});
/** `own`: the fields sent, shown on the list once applied. */
export const LEVEL_UPDATE = defineWrite({
  kind: 'staff.level.update',
  method: 'PUT',
  path: ({ type, id }) => `/api/staff/${type}-levels/update/${encodeURIComponent(id)}`,
  data: v.object({ type: Type, id: v.string(), name: v.string(), form: Form, own: v.optional(OwnFields, {}) }),
  invalidate,
  editPath: EDIT_PATH,
  applied: (cache, { type, id, own }) => showRanked(cache, type, (rows) => rows.map((row) => (row.id === id ? { ...row, ...own } : row))),
});
export const LEVEL_DELETE = defineWrite({
  kind: 'staff.level.delete',
  method: 'DELETE',
  path: ({ type, id }) => `/api/staff/${type}-levels/delete/${encodeURIComponent(id)}`,
  data: v.object({ type: Type, id: v.string(), name: v.string() }),
  invalidate,
  // Gone from the list at once, the levels below moved up.
  applied: (cache, { type, id }) =>
    showRanked(cache, type, (rows) =>
      applyOrder(
        rows.filter((row) => row.id !== id),
        null,
      ),
    ),
});
/** `order`: every level id in the new ranking order; `moved` went to place `to`. */
export const LEVEL_REORDER = defineWrite({
  kind: 'staff.level.reorder',
  method: 'PUT',
  path: ({ type }) => `/api/staff/${type}-levels/reorder`,
  data: v.object({ type: Type, order: v.array(v.string()), moved: v.string(), to: v.number(), name: v.string() }),
  invalidate,
  applied: (cache, { type, order }) => showRanked(cache, type, (rows) => applyOrder(rows, order)),
});

/** Queues a new level, or replaces the queued one being edited (`entryId`). */
export function createLevel(type: LevelType, body: Record<string, unknown>, form: LevelForm, entryId?: string) {
  const name = String(body.name);
  const data = { type, name, ranking: typeof body.ranking === 'number' ? body.ranking : null, form };
  const intent = intentOf(LEVEL_CREATE, data, { label: texts.labels.add(type, name), body: jsonBody(body) });
  return write(intent, { success: texts.toasts.added, failure: texts.toasts.addFailed, form: true }, entryId);
}

/** Queues a change of `level` (as shown), or replaces the queued change being edited (`entryId`). */
export function updateLevel(type: LevelType, level: Level, body: Record<string, unknown>, form: LevelForm, entryId?: string) {
  const name = String(body.name);
  const sent = v.safeParse(OwnFields, body);
  const own = sent.success ? sent.output : {};
  const intent = intentOf(
    LEVEL_UPDATE,
    { type, id: level.id, name, form, own },
    {
      label: texts.labels.update(type, name),
      body: jsonBody(body),
      ifMatch: ifMatchOf(level.version),
      rebase: { kind: 'version', before: level },
    },
  );
  return write(intent, { success: texts.toasts.updated, failure: texts.toasts.updateFailed, form: true }, entryId);
}

export function deleteLevel(type: LevelType, level: Level) {
  const intent = intentOf(
    LEVEL_DELETE,
    { type, id: level.id, name: level.name },
    {
      label: texts.labels.delete(type, level.name),
      ifMatch: ifMatchOf(level.version),
      rebase: { kind: 'version', before: level },
    },
  );
  return write(intent, { success: texts.toasts.deleted, failure: texts.toasts.deleteFailed });
}

/**
 * Queues the whole list renumbered from 1 in its new order. `before` is the order as shown when the
 * level was moved: its version goes as If-Match, so a list changed meanwhile is not overwritten.
 */
export function reorderLevels(type: LevelType, before: string[], order: string[], moved: Level) {
  const to = order.indexOf(moved.id) + 1;
  const intent = intentOf(
    LEVEL_REORDER,
    { type, order, moved: moved.id, to, name: moved.name },
    {
      label: texts.labels.reorder(type, moved.name, to),
      body: jsonBody(order.map((id, index) => ({ id, ranking: index + 1 }))),
      ifMatch: ifMatchOf(orderVersion(before)),
      rebase: { kind: 'order', moved: moved.id, to, before },
    },
  );
  return write(intent, { success: texts.toasts.reordered, failure: texts.toasts.reorderFailed });
}
