/**
 * The change log's entries for staff changes to a level list (db/change-log.ts). A change is read
 * from the list before and after it, in its transaction and under the list's lock, so the entry holds
 * every move it caused: the level placed, moved or removed, where it landed (the levels directly
 * above and below; for a reorder, the unmoved levels beside the moved ones), and each level it
 * pushed, whose list (main, extended, legacy: shared/points.ts tierOf) follows from its old and new
 * place. One staff action is one entry.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import { LEVEL_EDIT_FIELDS, type LIST_CHANGE_KINDS } from '../../shared/schemas/changes';
import type { LogDataOf } from '../../shared/schemas/log';
import { lockLog, type Log, type LogEntryOf } from '../db/change-log';
import { queryRows, type Tx } from '../db/database';
import { levels } from '../db/schema';
import { findLevel } from './queries';
import { lockRankings } from './rules';
import { toWireLevel, type LevelView } from './wire';

export type LevelChangeKind = (typeof LIST_CHANGE_KINDS)[number];
/** What every change to a list logs (one shape for its kinds). */
type LevelChangeData = LogDataOf[LevelChangeKind];

type Named = { id: string; name: string };
export type Standing = Named & { ranking: number };
export type LevelMove = Named & { from: number; to: number };

async function standings(tx: Tx, type: LevelType): Promise<Standing[]> {
  return tx
    .select({ id: levels.id, name: levels.name, ranking: levels.ranking })
    .from(levels)
    .where(eq(levels.type, type))
    .orderBy(asc(levels.ranking));
}

/**
 * The levels directly above or below a level a reorder moved that kept their own place, with it: with
 * the moves, they name every moved level's neighbours after the reorder (shared/changelog/reorder.ts).
 */
function unmovedNeighbours(moves: readonly LevelMove[], after: readonly Standing[]): Standing[] {
  const moved = new Set(moves.map((move) => move.id));
  const byRanking = new Map(after.map((level) => [level.ranking, level]));
  const places = [...new Set(moves.flatMap((move) => [move.to - 1, move.to + 1]))].sort((a, b) => a - b);
  return places.flatMap((place) => {
    const level = byRanking.get(place);
    return level && !moved.has(level.id) ? [{ id: level.id, name: level.name, ranking: level.ranking }] : [];
  });
}

/** What a change did to a list, as one entry; `id` names the level it was about (none for a reorder). */
export function levelEntry<K extends LevelChangeKind>(
  kind: K,
  type: LevelType,
  change: { id: string | null; before: Standing[]; after: Standing[]; was?: LevelView; is?: LevelView },
): LogEntryOf<K> {
  const { id, before, after, was, is } = change;
  const placeBefore = new Map(before.map((level) => [level.id, level]));
  const moves: LevelMove[] = after
    .filter((level) => level.id !== id && placeBefore.has(level.id) && placeBefore.get(level.id)!.ranking !== level.ranking)
    .map((level) => ({ id: level.id, name: level.name, from: placeBefore.get(level.id)!.ranking, to: level.ranking }));
  const data: LevelChangeData = { moves };
  if (kind === 'levels.reordered') data.neighbours = unmovedNeighbours(moves, after);
  if (id !== null) {
    const from = before.find((level) => level.id === id);
    const to = after.find((level) => level.id === id);
    const at = to?.ranking;
    const named = (level: Standing | undefined): Named | null => (level ? { id: level.id, name: level.name } : null);
    data.level = { id, name: to?.name ?? from?.name ?? id };
    data.from = from?.ranking ?? null;
    data.to = at ?? null;
    data.above = at === undefined ? null : named(after.find((level) => level.ranking === at - 1));
    data.below = at === undefined ? null : named(after.find((level) => level.ranking === at + 1));
    if (kind === 'level.removed' && was) data.was = toWireLevel(type, was);
    if (is) data.is = toWireLevel(type, is);
    if (was && is) {
      data.changed = Object.fromEntries(
        LEVEL_EDIT_FIELDS.filter((field) => was[field] !== is[field]).map((field) => [field, [was[field], is[field]]]),
      );
    }
  }
  const touched = [...(id === null ? [] : [id]), ...moves.map((move) => move.id)];
  // One shape for every kind of list change: the kind names which it is.
  return { kind, type, subjects: touched.map((level) => `level:${type}:${level}`), data: data as LogDataOf[K] };
}

/**
 * Runs a staff change to the list of `type` and logs what it did; `id` names the level it is about
 * (none for a reorder). A placement or an edit answers the level as it became, which the entry
 * carries; an edit's or a removal's level is read as it was first.
 */
export async function logLevelChange(
  tx: Tx,
  log: Log,
  type: LevelType,
  kind: 'level.placed' | 'level.edited',
  id: string,
  run: () => Promise<LevelView>,
): Promise<LevelView>;
export async function logLevelChange<T>(
  tx: Tx,
  log: Log,
  type: LevelType,
  kind: 'level.removed' | 'levels.reordered',
  id: string | null,
  run: () => Promise<T>,
): Promise<T>;
export async function logLevelChange<T>(
  tx: Tx,
  log: Log,
  type: LevelType,
  kind: LevelChangeKind,
  id: string | null,
  run: () => Promise<T>,
): Promise<T> {
  await lockRankings(tx, type);
  const before = await standings(tx, type);
  const was = id === null || kind === 'level.placed' ? undefined : await findLevel(tx, type, id);
  const result = await run();
  const after = await standings(tx, type);
  const is = kind === 'level.placed' || kind === 'level.edited' ? (result as LevelView) : undefined;
  log.add(levelEntry(kind, type, { id, before, after, was, is }));
  return result;
}

/**
 * Where history begins for levels the log has never seen (a database from before the log, a data set
 * loaded in bulk): one baseline entry each, saying where it stood, marked as such. Nothing else is
 * invented. Safe on several processes at once: the log's turn is taken before it looks. `type` limits
 * it to one list's levels (an import that begins one list and changes the other in one transaction).
 */
export async function addMissingBaselines(tx: Tx, log: Log, type?: LevelType): Promise<number> {
  await lockLog(tx);
  const missing = await queryRows<{ type: LevelType; id: string; name: string; ranking: number }>(
    tx,
    sql`
    SELECT l.type, l.id, l.name, l.ranking FROM levels l
    WHERE NOT EXISTS (SELECT 1 FROM change_log c WHERE c.subjects @> ARRAY['level:' || l.type || ':' || l.id])
      ${type ? sql`AND l.type = ${type}` : sql``}
    ORDER BY l.type, l.ranking`,
  );
  for (const level of missing) log.add(baselineEntry(level.type, level));
  return missing.length;
}

/** Where history begins for one level: where it stood then, marked as a baseline. */
export function baselineEntry(type: LevelType, level: Standing): LogEntryOf<'level.baseline'> {
  return {
    kind: 'level.baseline',
    type,
    baseline: true,
    subjects: [`level:${type}:${level.id}`],
    data: { level: { id: level.id, name: level.name }, to: level.ranking, moves: [] },
  };
}
