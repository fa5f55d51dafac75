/**
 * A level's history and the list on a date, from the log the offline copy keeps (the snapshot's
 * `log`), by the reads the server runs over its own (shared/changelog/reads.ts).
 */
import type { LevelType, ListType } from '../../../shared/constants';
import { isListChange, levelHistory, levelsAt, removedLevels, replay, touches } from '../../../shared/changelog/reads';
import { findLevel } from './resolve-levels';
import { toLevel, type SnapshotIndex } from './wire';

/** The level's history, as GET /api/public/{type}-levels/{id}/history answers it; null for a level the log never saw. */
export function levelHistoryOf(index: SnapshotIndex, type: LevelType, id: string) {
  const changes = index.snapshot.log.filter((change) => touches(change, type, id));
  return levelHistory(changes, id, findLevel(index, type, id)?.name);
}

/**
 * The levels of `type` (of one list when `tier` is given) as they stood at `moment`, by ranking; or,
 * for a moment before the list's history began, when it began (the server then answers 404).
 */
export function levelListAt(index: SnapshotIndex, type: LevelType, moment: Date, tier?: ListType) {
  const changes = index.snapshot.log.filter((change) => change.type === type).filter(isListChange);
  const until = changes.filter((change) => Date.parse(change.at) <= moment.getTime());
  if (until.length === 0 && changes.length > 0) {
    const begins = changes.reduce((first, change) => Math.min(first, Date.parse(change.at)), Infinity);
    return { begins: new Date(begins).toISOString() };
  }
  const today = new Map(index.types[type].levels.map((level) => [level.id, toLevel(type, index, level)]));
  const removed = removedLevels(changes);
  return { list: levelsAt(replay(until), (id) => today.get(id) ?? removed.get(id), tier) };
}
