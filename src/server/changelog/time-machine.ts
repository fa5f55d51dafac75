/**
 * The list on a date: a level list as it stood at a moment, replayed from the log (db/change-log.ts)
 * by the reads a device runs over its copy too (shared/changelog/reads.ts).
 * Every change to a list names each level it moved with its place before and after, so the places at
 * a moment follow from the list's entries up to it, oldest first; points follow from places by the
 * shared rule (shared/points.ts). A level keeps its other fields as they are today, or as they were
 * when it was removed. A moment before the list's history began is refused: nothing is invented.
 */
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { LevelType, ListType } from '../../shared/constants';
import { levelsAt, removedLevels, replay } from '../../shared/changelog/reads';
import { LIST_CHANGE_KINDS, type ListChange } from '../../shared/schemas/changes';
import type { Queryable } from '../db/database';
import { changeLog } from '../db/schema';
import { errors } from '../rules/errors';
import { listLevels } from '../levels/queries';
import { toWireLevel, type WireLevel } from '../levels/wire';

const isListChange = inArray(changeLog.kind, [...LIST_CHANGE_KINDS]);

/** Levels removed since, as they were when removed (their removal's entry keeps them). */
async function removedSince(db: Queryable, type: LevelType, ids: string[]): Promise<Map<string, WireLevel>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ kind: changeLog.kind, data: changeLog.data })
    .from(changeLog)
    .where(
      and(
        eq(changeLog.type, type),
        eq(changeLog.kind, 'level.removed'),
        sql`${changeLog.subjects} && ARRAY[${sql.join(
          ids.map((id) => sql`${`level:${type}:${id}`}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(asc(changeLog.position));
  return removedLevels(rows as Pick<ListChange, 'kind' | 'data'>[]);
}

/** The levels of `type` (of one list when `tier` is given) as they stood at `moment`, by ranking. */
export async function listAt(db: Queryable, type: LevelType, moment: Date, tier?: ListType): Promise<WireLevel[]> {
  const rows = await db
    .select({ kind: changeLog.kind, data: changeLog.data })
    .from(changeLog)
    .where(and(eq(changeLog.type, type), isListChange, lte(changeLog.at, moment)))
    .orderBy(asc(changeLog.position));
  if (rows.length === 0) {
    const [first] = await db
      .select({ at: min(changeLog.at) })
      .from(changeLog)
      .where(and(eq(changeLog.type, type), isListChange));
    if (first?.at) throw errors.beforeHistory(first.at);
    return [];
  }
  const places = replay(rows as Pick<ListChange, 'kind' | 'data'>[]);
  const today = new Map((await listLevels(db, type)).map((row) => [row.id, toWireLevel(type, row)]));
  const removed = await removedSince(
    db,
    type,
    [...places.keys()].filter((id) => !today.has(id)),
  );
  return levelsAt(places, (id) => today.get(id) ?? removed.get(id), tier);
}
