/**
 * The change log's public reads that both ends run: the server over its log (src/server/changelog/),
 * a device over the log its offline copy keeps (the snapshot's `log`). One implementation, so the
 * changelog, a level's history and the list on a date read the same online and offline.
 */
import type { LevelType, ListType } from '../constants';
import { levelPoints, tierOf } from '../points';
import {
  LIST_CHANGE_KINDS,
  RECORD_CHANGE_KINDS,
  type Change,
  type LevelHistory,
  type ListChange,
  type RecordChange,
} from '../schemas/changes';
import type { ClassicLevel, PlatformerLevel } from '../schemas/levels';

type Level = ClassicLevel | PlatformerLevel;
type Data = ListChange['data'];
type Place = { name: string; ranking: number };

const LIST_KINDS: ReadonlySet<string> = new Set(LIST_CHANGE_KINDS);

export const isListChange = (change: Pick<Change, 'kind'>): change is ListChange => LIST_KINDS.has(change.kind);
const RECORD_KINDS: ReadonlySet<string> = new Set(RECORD_CHANGE_KINDS);
const isRecordChange = (change: Change): change is RecordChange => RECORD_KINDS.has(change.kind);

/**
 * What the level pages' histories and the time machine read: every change to a list, and each record
 * change that passed a first victor or record holder to someone else. A device's copy keeps these.
 */
export const isHistoryChange = (change: Change): boolean =>
  isListChange(change) || (isRecordChange(change) && change.data.holder !== undefined);

/**
 * What one change to a list does to its places: the levels it sets at a place (every level it moved,
 * then the level it is about, where it landed) and the level it takes out (a removal's). The one
 * reading of a change's moves: the list on a date (replay) and a device's copy brought forward
 * (shared/snapshot/apply-changes.ts) both apply it.
 */
export function placesSetBy({ kind, data }: Pick<ListChange, 'kind' | 'data'>): {
  placed: { id: string; name: string; ranking: number }[];
  removed: string | null;
} {
  const placed = data.moves.map((move) => ({ id: move.id, name: move.name, ranking: move.to }));
  if (!data.level) return { placed, removed: null };
  if (kind === 'level.removed') return { placed, removed: data.level.id };
  if (typeof data.to === 'number') placed.push({ id: data.level.id, name: data.level.name, ranking: data.to });
  return { placed, removed: null };
}

/** The places of a list's levels after `entries` (changes to the lists of one mode), applied oldest first. */
export function replay(entries: readonly Pick<ListChange, 'kind' | 'data'>[]): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const entry of entries) {
    const { placed, removed } = placesSetBy(entry);
    for (const { id, name, ranking } of placed) places.set(id, { ...places.get(id), name, ranking });
    if (removed !== null) places.delete(removed);
  }
  return places;
}

/**
 * The levels at `places` (of one list when `tier` is given), by ranking: each as `find` gives it
 * (today's fields, or as it was when removed), with the name, place and points it had then.
 */
export function levelsAt(places: Map<string, Place>, find: (id: string) => Level | undefined, tier?: ListType): Level[] {
  const levels = [...places].flatMap(([id, { name, ranking }]) => {
    const level = find(id);
    if (!level || (tier && tierOf(ranking) !== tier)) return [];
    const { points, minPoints } = levelPoints(ranking);
    return [{ ...level, name, ranking, points, ...('minPoints' in level ? { minPoints } : {}) }];
  });
  return levels.sort((a, b) => a.ranking - b.ranking);
}

/** The levels removed from a list, as they were when removed (their removal's entry keeps them), by id. */
export function removedLevels(entries: readonly Pick<ListChange, 'kind' | 'data'>[]): Map<string, Level> {
  return new Map(entries.flatMap(({ kind, data }) => (kind === 'level.removed' && data.was ? [[data.was.id, data.was] as const] : [])));
}

/**
 * The lists a change to a list belongs to: each list (main, extended, legacy: shared/points.ts tierOf)
 * that its level or any level it moved stood in, before the change or after it. A level moved from
 * the main list to the extended one is news to both; a placement belongs to the list it entered, a
 * removal to the one it left, a reorder to every list whose levels it moved. The server's SQL reads
 * the same places (server/changelog/queries.ts inListSql).
 */
export function listsOf(change: Pick<ListChange, 'data'>): Set<ListType> {
  const { from, to, moves } = change.data;
  const places = [from, to, ...moves.flatMap((move) => [move.from, move.to])].filter(
    (place): place is number => typeof place === 'number' && place >= 1,
  );
  return new Set(places.map(tierOf));
}

export const inList = (change: Pick<ListChange, 'data'>, list: ListType): boolean => listsOf(change).has(list);

export type ChangelogQuery = { type?: LevelType; list?: ListType; before?: number; limit: number };

/** A page of the changelog: at most `limit` of `changes` (oldest first) of `type` and `list` before `before`, newest first. */
export function changelogPage(changes: readonly Change[], query: ChangelogQuery): { changes: ListChange[]; next: number | null } {
  const page: ListChange[] = [];
  for (let at = changes.length - 1; at >= 0; at -= 1) {
    const change = changes[at]!;
    if (
      !isListChange(change) ||
      (query.type && change.type !== query.type) ||
      (query.before !== undefined && change.position >= query.before)
    )
      continue;
    if (query.list && !inList(change, query.list)) continue;
    if (page.length === query.limit) return { changes: page, next: page.at(-1)!.position };
    page.push(change);
  }
  return { changes: page, next: null };
}

/** The level's own place before and after a change: its own, or the one it was pushed to. */
export function standingIn(data: Data, id: string): { from: number | null; to: number | null } {
  if (data.level?.id === id) return { from: data.from ?? null, to: data.to ?? null };
  const move = data.moves.find((moved) => moved.id === id);
  return move ? { from: move.from, to: move.to } : { from: null, to: null };
}

/** The level a change names: a list change's (none for a reorder) or a record change's. */
const levelOf = (change: Change): { id: string; name: string } | undefined => ('level' in change.data ? change.data.level : undefined);

/** Whether a history change (isHistoryChange) is about the level `id` of `type`: the level it names, or one it moved. */
export const touches = (change: Change, type: LevelType, id: string): boolean =>
  (change.type === type && levelOf(change)?.id === id) ||
  (isListChange(change) && change.type === type && change.data.moves.some((move) => move.id === id));

/**
 * A level's history from its changes (oldest first): each with the level's place before and after.
 * `name`: the level's name today; a removed level goes by the last name the log gave it. Null for a
 * level the log never saw.
 */
export function levelHistory(changes: readonly Change[], id: string, name: string | undefined): LevelHistory | null {
  const named = [...changes]
    .reverse()
    .map(levelOf)
    .find((level) => level?.id === id);
  if (name === undefined && !named) return null;
  return {
    level: { id, name: name ?? named!.name },
    changes: changes.map((change) => {
      const standing = isListChange(change) ? standingIn(change.data, id) : { from: null, to: null };
      return { ...change, standing } as LevelHistory['changes'][number];
    }),
  };
}
