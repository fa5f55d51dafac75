/**
 * The list on a date: a level list as it stood at a moment, replayed from the log (db/change-log.ts).
 * Every change to a list names each level it moved with its place before and after, so the places at
 * a moment follow from the list's entries up to it, oldest first; points follow from places by the
 * shared rule (shared/points.ts). A level keeps its other fields as they are today, or as they were
 * when it was removed. A moment before the list's history began is refused: nothing is invented.
 */
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { LevelType, ListType } from '../../shared/constants';
import { levelPoints, tierOf } from '../../shared/points';
import { LIST_CHANGE_KINDS, type ListChange } from '../../shared/schemas/changes';
import type { Queryable } from '../db/database';
import { changeLog } from '../db/schema';
import { errors } from '../rules/errors';
import { listLevels } from '../levels/queries';
import { toWireLevel, type WireLevel } from '../levels/wire';

type Place = { name: string; ranking: number };

/** The places of a list's levels after `entries`, applied oldest first. */
export function replay(entries: readonly Pick<ListChange, 'kind' | 'data'>[]): Map<string, Place> {
  const places = new Map<string, Place>();
  const place = (id: string, name: string, ranking: number) => places.set(id, { ...places.get(id), name, ranking });
  for (const { kind, data } of entries) {
    for (const move of data.moves) place(move.id, move.name, move.to);
    if (!data.level) continue;
    if (kind === 'level.removed') places.delete(data.level.id);
    else if (typeof data.to === 'number') place(data.level.id, data.level.name, data.to);
  }
  return places;
}

const isListChange = inArray(changeLog.kind, [...LIST_CHANGE_KINDS]);

/** Levels removed since, as they were when removed (their removal's entry keeps them). */
async function removedLevels(db: Queryable, type: LevelType, ids: string[]): Promise<Map<string, WireLevel>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ data: changeLog.data }).from(changeLog)
    .where(and(eq(changeLog.type, type), eq(changeLog.kind, 'level.removed'), sql`${changeLog.subjects} && ARRAY[${sql.join(ids.map((id) => sql`${`level:${type}:${id}`}`), sql`, `)}]::text[]`))
    .orderBy(asc(changeLog.position));
  return new Map(rows.flatMap(({ data }) => {
    const was = (data as { was?: WireLevel }).was;
    return was ? [[was.id, was] as const] : [];
  }));
}

/** The levels of `type` (of one list when `tier` is given) as they stood at `moment`, by ranking. */
export async function listAt(db: Queryable, type: LevelType, moment: Date, tier?: ListType): Promise<WireLevel[]> {
  const rows = await db.select({ kind: changeLog.kind, data: changeLog.data }).from(changeLog)
    .where(and(eq(changeLog.type, type), isListChange, lte(changeLog.at, moment)))
    .orderBy(asc(changeLog.position));
  if (rows.length === 0) {
    const [first] = await db.select({ at: min(changeLog.at) }).from(changeLog).where(and(eq(changeLog.type, type), isListChange));
    if (first?.at) throw errors.beforeHistory(first.at);
    return [];
  }
  const places = replay(rows as Pick<ListChange, 'kind' | 'data'>[]);
  const today = new Map((await listLevels(db, type)).map((row) => [row.id, toWireLevel(type, row)]));
  const removed = await removedLevels(db, type, [...places.keys()].filter((id) => !today.has(id)));
  const levels = [...places].flatMap(([id, { name, ranking }]) => {
    const level = today.get(id) ?? removed.get(id);
    if (!level || (tier && tierOf(ranking) !== tier)) return [];
    const { points, minPoints } = levelPoints(ranking);
    return [{ ...level, name, ranking, points, ...('minPoints' in level ? { minPoints } : {}) }];
  });
  return levels.sort((a, b) => a.ranking - b.ranking);
}
