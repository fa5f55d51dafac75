/**
 * Public reads of the change log (db/change-log.ts): the changelog, newest first, paged by position
 * and narrowed to a mode and a list, and one level's history, oldest first. Neither names who made a change.
 */
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LevelType, ListType } from '../../shared/constants';
import { levelHistory as historyOf, type ChangelogQuery } from '../../shared/changelog/reads';
import { tierRange } from '../../shared/points';
import {
  LIST_CHANGE_KINDS,
  PUBLIC_CHANGE_KINDS,
  RECORD_CHANGE_KINDS,
  type Change,
  type LevelHistory,
  type ListChange,
} from '../../shared/schemas/changes';
import type { Queryable } from '../db/database';
import { changeLog } from '../db/schema';
import type { LoggedChange } from '../db/change-log';
import { errors } from '../rules/errors';
import { findLevel } from '../levels/queries';

/** A logged change as the public sees it: without its actor or the subjects it is filed under. */
export function toWireChange(row: LoggedChange): Change {
  return {
    position: row.position,
    at: row.at.toISOString(),
    kind: row.kind,
    type: row.type,
    baseline: row.baseline,
    data: row.data,
  } as Change;
}

export const isPublic = inArray(changeLog.kind, [...PUBLIC_CHANGE_KINDS]);
const isListChange = inArray(changeLog.kind, [...LIST_CHANGE_KINDS]);
const passedHolder = and(inArray(changeLog.kind, [...RECORD_CHANGE_KINDS]), sql`${changeLog.data} ? 'holder'`);
/** What the levels' histories and the list on a date read (shared/changelog/reads.ts isHistoryChange): a device's copy keeps it. */
export const isHistoryChange = or(isListChange, passedHolder)!;

/**
 * Whether a change to a list belongs to `list`: its level or a level it moved stood in the list before
 * or after it, as shared/changelog/reads.ts listsOf reads the same places on a device.
 */
function inListSql(list: ListType): SQL {
  const { first, last } = tierRange(list);
  const within = (field: string) => `(@.${field} >= $first${last === null ? '' : ` && @.${field} <= $last`})`;
  const placed = `${within('from')} || ${within('to')}`;
  const path = `$ ? (${placed} || exists(@.moves[*] ? (${placed})))`;
  return sql`jsonb_path_exists(${changeLog.data}, ${path}::jsonpath, jsonb_build_object('first', ${first}::int, 'last', ${last ?? 0}::int))`;
}

/** A page of the public changelog: at most `limit` changes of `type` and `list` before `before` (all when none), newest first. */
export async function changelogPage(db: Queryable, query: ChangelogQuery): Promise<{ changes: ListChange[]; next: number | null }> {
  const conditions: SQL[] = [isListChange];
  if (query.type) conditions.push(eq(changeLog.type, query.type));
  if (query.list) conditions.push(inListSql(query.list));
  if (query.before !== undefined) conditions.push(lt(changeLog.position, query.before));
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(...conditions))
    .orderBy(desc(changeLog.position))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { changes: page.map((row) => toWireChange(row) as ListChange), next: rows.length > query.limit ? page.at(-1)!.position : null };
}

/** A level's history, oldest first; a removed level keeps its own. 404 for a level the log never saw. */
export async function levelHistory(db: Queryable, type: LevelType, id: string): Promise<LevelHistory> {
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(isHistoryChange, sql`${changeLog.subjects} @> ARRAY[${`level:${type}:${id}`}]::text[]`))
    .orderBy(asc(changeLog.position));
  const level = await findLevel(db, type, id);
  const history = historyOf(rows.map(toWireChange), id, level?.name);
  if (!history) throw errors.notFound('Level');
  return history;
}
