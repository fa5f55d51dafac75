/**
 * The level and record reads, from the snapshot, as src/server/levels/queries.ts and
 * records/queries.ts answer them: levels by ranking then id (the snapshot's order), a level's records
 * best first with ties to the older record (the snapshot's order, kept by a stable sort).
 */
import { LIST_TYPES, type LevelType, type ListType } from '../../../shared/constants';
import { tierOf, tierRange } from '../../../shared/points';
import type { SnapshotLevel, SnapshotRecord } from '../../../shared/schemas/snapshot';
import { toLevel, toLevelName, toRecord, type SnapshotIndex } from './wire';

export function levelList(index: SnapshotIndex, type: LevelType, tier?: string) {
  if (tier !== undefined && !LIST_TYPES.includes(tier as ListType)) return undefined;
  const range = tier === undefined ? null : tierRange(tier as ListType);
  const inRange = (ranking: number) => !range || (ranking >= range.first && (range.last === null || ranking <= range.last));
  return index.types[type].levels.filter((level) => inRange(level.ranking)).map((level) => toLevel(type, index, level));
}

export const findLevel = (index: SnapshotIndex, type: LevelType, id: string): SnapshotLevel | undefined => {
  const { levels, levelAt } = index.types[type];
  const at = levelAt.get(id);
  return at === undefined ? undefined : levels[at];
};

export function levelRecords(index: SnapshotIndex, type: LevelType, level: SnapshotLevel) {
  const rows = [...index.types[type].ofLevel[index.types[type].levelAt.get(level.id)!]!];
  const holderFirst = (record: SnapshotRecord) => (record.player === level.holder ? 0 : 1);
  // Classic: the first victor's record, then the highest percentage; platformer: the fastest time.
  rows.sort(type === 'classic' ? (a, b) => holderFirst(a) - holderFirst(b) || b.value - a.value : (a, b) => a.value - b.value);
  return rows.map((row) => toRecord(type, index, row)).filter((record) => record !== null);
}

/** All records of a type, newest first, one page (the paged public list). */
/** Newest first, optionally of one player (id) and one level (id), as the server pages them. */
export function recordPage(
  index: SnapshotIndex,
  type: LevelType,
  page: number,
  size: number,
  filter: { player?: number; level?: string } = {},
) {
  const levelAt = filter.level === undefined ? undefined : (index.types[type].levelAt.get(filter.level) ?? -1);
  const all = index.types[type].records.filter(
    (record) => (filter.player === undefined || record.player === filter.player) && (levelAt === undefined || record.level === levelAt),
  );
  const content = [];
  for (let at = all.length - 1 - page * size; at >= 0 && content.length < size; at -= 1) {
    const record = toRecord(type, index, all[at]!);
    if (record) content.push(record);
  }
  return { content, totalPages: Math.ceil(all.length / size), totalElements: all.length, number: page, size };
}

/** The levels a player completed (a classic record at 100 %, any platformer record), best ranking first. */
export function completedLevels(index: SnapshotIndex, type: LevelType, playerId: number): SnapshotLevel[] {
  const { levels, ofPlayer } = index.types[type];
  const done = (ofPlayer.get(playerId) ?? [])
    .filter((record) => type === 'platformer' || record.value >= 100)
    .map((record) => record.level);
  return done.sort((a, b) => a - b).map((at) => levels[at]!);
}

export function levelCounts(index: SnapshotIndex, type: LevelType, playerId: number) {
  const counts = { main: 0, extended: 0, legacy: 0 };
  for (const level of completedLevels(index, type, playerId)) counts[tierOf(level.ranking)] += 1;
  return counts;
}

export function hardestLevel(index: SnapshotIndex, type: LevelType, playerId: number) {
  const [first] = completedLevels(index, type, playerId);
  return first ? toLevelName(first) : null;
}

export const heldLevels = (index: SnapshotIndex, type: LevelType, playerId: number) =>
  index.types[type].levels.filter((level) => level.holder === playerId).map(toLevelName);
