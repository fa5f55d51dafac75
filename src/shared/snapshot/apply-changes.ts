/**
 * A device's copy of the snapshot, brought forward by the change feed (GET /api/public/changes,
 * docs/decisions/015-sync-by-changes.md) instead of downloaded again: each change sets what it names
 * (a level as it became, the places it moved, a record's value, a first victor or record holder, a
 * player's fields), then what follows from places and records is derived by the list rules
 * (shared/points.ts), as the server derives it: level points, and every player's points. The copy's
 * log takes the changes its offline reads need (shared/changelog/reads.ts).
 *
 * A change whose effect on the copy's orders depends on the server's collation (a player joining or
 * renamed, a region) or that names something the copy lacks makes `applyChanges` answer null: the
 * device then downloads the whole snapshot, which is exact.
 */
import type { LevelType } from '../constants';
import { isHistoryChange } from '../changelog/reads';
import { classicRecordPoints, levelPoints } from '../points';
import type { Change } from '../schemas/changes';
import type { ClassicLevel, PlatformerLevel } from '../schemas/levels';
import type { Snapshot, SnapshotClassicLevel, SnapshotPlatformerLevel, SnapshotPlayer, SnapshotRecord } from '../schemas/snapshot';
import { packLink, PLAYER_FLAGS } from './format';

type LevelRow = SnapshotClassicLevel | SnapshotPlatformerLevel;
/** A record as the copy keeps it while changes apply: by its level's id, not its index. */
type Held = { row: SnapshotRecord; level: string };
type List = { levels: Map<string, LevelRow>; records: Map<number, Held> };
/** `banned`: players whose records the copy leaves out while their ban lasts; a change to one of those needs the whole snapshot. */
type Copy = { players: Map<number, SnapshotPlayer>; regions: Set<number>; lists: Record<LevelType, List>; banned: Set<number> };

const RANKING = 7;
const HOLDER = 8;
/** Player fields a profile edit may change in place; any other (the username) moves the player in the name order. */
const PLAYER_COLUMNS: Record<string, number> = { regionId: 2, discord: 7, youtube: 8, twitter: 9, twitch: 10 };

function levelRow(type: LevelType, level: ClassicLevel | PlatformerLevel): LevelRow {
  const base = [level.id, level.name, level.publisher, level.difficulty, level.link, level.thumbnail, level.points, level.ranking] as const;
  if (type === 'classic') {
    const classic = level as ClassicLevel;
    return [...base, classic.firstVictor, classic.version, classic.minPoints, classic.duration, classic.minimumCompletion];
  }
  return [...base, (level as PlatformerLevel).recordHolder, level.version];
}

function open(snapshot: Snapshot): Copy {
  const list = (type: LevelType): List => {
    const { levels, records } = snapshot[type];
    return {
      levels: new Map(levels.map((row) => [row[0], [...row] as LevelRow])),
      records: new Map(records.map((row) => [row[0], { row: [...row] as SnapshotRecord, level: levels[row[1]]![0] }])),
    };
  };
  return {
    players: new Map(snapshot.players.map((row) => [row[0], [...row] as SnapshotPlayer])),
    regions: new Set(snapshot.regions.map((row) => row[0])),
    lists: { classic: list('classic'), platformer: list('platformer') },
    banned: new Set(snapshot.bans?.map(([id]) => id)),
  };
}

/** Applies one change; false when the copy cannot take it exactly. */
function apply(copy: Copy, change: Change): boolean {
  if (change.kind.startsWith('level') || change.kind.startsWith('record.')) {
    if (!change.type) return false;
    const list = copy.lists[change.type];
    if (change.kind.startsWith('record.')) return applyRecord(copy, list, change as Extract<Change, { kind: `record.${string}` }>);
    return applyLevels(list, change.type, change as Extract<Change, { kind: `level${string}` }>);
  }
  if (change.kind === 'player.avatar') {
    const player = copy.players.get(change.data.player.id);
    if (!player) return false;
    player[5] |= PLAYER_FLAGS.avatar;
    return true;
  }
  if (change.kind === 'player.edited') return applyPlayer(copy, change.data.player.id, change.data.changed ?? {});
  return false;
}

function applyLevels(list: List, type: LevelType, change: Extract<Change, { kind: `level${string}` }>): boolean {
  const { data } = change;
  if (change.kind === 'level.baseline') return list.levels.has(data.level?.id ?? '');
  if (change.kind === 'level.removed') {
    if (!data.level || !list.levels.delete(data.level.id)) return false;
    for (const [id, record] of list.records) if (record.level === data.level.id) list.records.delete(id);
  }
  if (change.kind === 'level.placed' || change.kind === 'level.edited') {
    if (!data.is) return false;
    list.levels.set(data.is.id, levelRow(type, data.is as unknown as ClassicLevel | PlatformerLevel));
  }
  for (const move of data.moves) {
    const level = list.levels.get(move.id);
    if (!level) return false;
    level[RANKING] = move.to;
  }
  return true;
}

function applyRecord(copy: Copy, list: List, change: Extract<Change, { kind: `record.${string}` }>): boolean {
  const { data } = change;
  const level = list.levels.get(data.level.id);
  if (!level || !copy.players.has(data.player.id) || copy.banned.has(data.player.id)) return false;
  if (data.to === null) list.records.delete(data.record);
  else {
    const value = (change.type === 'classic' ? data.to.percentage : data.to.timeMs) ?? 0;
    const row: SnapshotRecord = [data.record, 0, data.player.id, value, packLink(data.to.link), data.to.version, Date.parse(data.to.date)];
    list.records.set(data.record, { row, level: data.level.id });
  }
  if (data.holder) {
    const holder = data.holder.to?.id ?? null;
    if (holder !== null && !copy.players.has(holder)) return false;
    level[HOLDER] = holder;
  }
  return true;
}

function applyPlayer(copy: Copy, id: number, changed: Record<string, readonly [unknown, unknown]>): boolean {
  const player = copy.players.get(id);
  if (!player) return false;
  for (const [field, [, after]] of Object.entries(changed)) {
    if (field === 'isStaff') {
      player[5] = after ? player[5] | PLAYER_FLAGS.staff : player[5] & ~PLAYER_FLAGS.staff;
      continue;
    }
    const column = PLAYER_COLUMNS[field];
    if (column === undefined) return false;
    if (field === 'regionId' && after !== null && !copy.regions.has(after as number)) return false;
    (player as unknown[])[column] = after ?? null;
  }
  return true;
}

/** Sums in hundredths, as the database sums its two-decimal points exactly. */
const total = (points: number[]) => points.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/** The copy as a snapshot again: level points from places, the server's orders, every player's points. */
function close(copy: Copy, snapshot: Snapshot, position: number, changes: readonly Change[]): Snapshot {
  const earned = new Map<number, Record<LevelType, number[]>>();
  const list = (type: LevelType) => {
    const { levels, records } = copy.lists[type];
    const ordered = [...levels.values()].sort((a, b) => a[RANKING] - b[RANKING] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const level of ordered) {
      const { points, minPoints } = levelPoints(level[RANKING]);
      level[6] = points;
      if (type === 'classic') (level as SnapshotClassicLevel)[10] = minPoints;
    }
    const index = new Map(ordered.map((level, at) => [level[0], at]));
    const rows = [...records.values()].map(({ row, level }) => {
      row[1] = index.get(level)!;
      const placed = ordered[row[1]]!;
      const points = type === 'classic'
        ? classicRecordPoints(placed[RANKING], (placed as SnapshotClassicLevel)[12], row[3])
        : levelPoints(placed[RANKING]).points;
      const player = earned.get(row[2]) ?? { classic: [], platformer: [] };
      player[type].push(points);
      earned.set(row[2], player);
      return row;
    }).sort((a, b) => a[6] - b[6] || a[0] - b[0]);
    return { levels: ordered, records: rows };
  };
  const classic = list('classic') as Snapshot['classic'];
  const platformer = list('platformer') as Snapshot['platformer'];
  const players = snapshot.players.map(([id]) => {
    const player = copy.players.get(id)!;
    player[3] = total(earned.get(id)?.classic ?? []);
    player[4] = total(earned.get(id)?.platformer ?? []);
    return player;
  });
  return { ...snapshot, position, players, classic, platformer, log: [...snapshot.log, ...changes.filter(isHistoryChange)] };
}

/** The snapshot after `changes` (oldest first), at `position`; null when the whole snapshot must be downloaded instead. */
export function applyChanges(snapshot: Snapshot, changes: readonly Change[], position: number): Snapshot | null {
  const copy = open(snapshot);
  for (const change of changes) if (!apply(copy, change)) return null;
  return close(copy, snapshot, position, changes);
}
