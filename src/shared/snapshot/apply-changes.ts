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
import { isHistoryChange, placesSetBy } from '../changelog/reads';
import { classicRecordPoints, levelPoints } from '../points';
import type { Change } from '../schemas/changes';
import type { ClassicLevel, PlatformerLevel } from '../schemas/levels';
import {
  classicLevelRow,
  platformerLevelRow,
  playerRow,
  recordRow,
  regionRow,
  type Snapshot,
  type SnapshotClassicLevel,
  type SnapshotLevel,
  type SnapshotPlayer,
  type SnapshotRecord,
} from '../schemas/snapshot';
import { packLink, PLAYER_FLAGS } from './format';

/** A record as the copy keeps it while changes apply: by its level's id, not its index. */
type Held = { fields: SnapshotRecord; level: string };
type List = { levels: Map<string, SnapshotLevel>; records: Map<number, Held> };
/** `banned`: players whose records the copy leaves out while their ban lasts; a change to one of those needs the whole snapshot. */
type Copy = { players: Map<number, SnapshotPlayer>; regions: Set<number>; lists: Record<LevelType, List>; banned: Set<number> };

/** Player fields a profile edit may change in place; any other (the username) moves the player in the name order. */
const IN_PLACE = ['regionId', 'discord', 'youtube', 'twitter', 'twitch'] as const satisfies readonly (keyof SnapshotPlayer)[];
const inPlace = (field: string): field is (typeof IN_PLACE)[number] => (IN_PLACE as readonly string[]).includes(field);

const levelRowOf = { classic: classicLevelRow, platformer: platformerLevelRow } as const;

function levelFields(type: LevelType, level: ClassicLevel | PlatformerLevel): SnapshotLevel {
  const { id, name, publisher, difficulty, link, thumbnail, points, ranking, version } = level;
  const base = { id, name, publisher, difficulty, link, thumbnail, points, ranking, version };
  if (type === 'platformer') return { ...base, holder: (level as PlatformerLevel).recordHolder };
  const { firstVictor, minPoints, duration, minimumCompletion } = level as ClassicLevel;
  return { ...base, holder: firstVictor, minPoints, duration, minimumCompletion };
}

function open(snapshot: Snapshot): Copy {
  const list = (type: LevelType): List => {
    const levels = snapshot[type].levels.map((row) => levelRowOf[type].read(row) as SnapshotLevel);
    return {
      levels: new Map(levels.map((level) => [level.id, level])),
      records: new Map(
        snapshot[type].records.map((row) => {
          const fields = recordRow.read(row);
          return [fields.id, { fields, level: levels[fields.level]!.id }];
        }),
      ),
    };
  };
  return {
    players: new Map(
      snapshot.players.map((row) => {
        const player = playerRow.read(row);
        return [player.id, player];
      }),
    ),
    regions: new Set(snapshot.regions.map((row) => regionRow.read(row).id)),
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
    player.flags |= PLAYER_FLAGS.avatar;
    return true;
  }
  if (change.kind === 'player.edited') return applyPlayer(copy, change.data.player.id, change.data.changed ?? {});
  return false;
}

function applyLevels(list: List, type: LevelType, change: Extract<Change, { kind: `level${string}` }>): boolean {
  const { data } = change;
  if (change.kind === 'level.baseline') return list.levels.has(data.level?.id ?? '');
  const { placed, removed } = placesSetBy(change);
  if (change.kind === 'level.removed') {
    if (removed === null || !list.levels.delete(removed)) return false;
    for (const [id, record] of list.records) if (record.level === removed) list.records.delete(id);
  }
  if (change.kind === 'level.placed' || change.kind === 'level.edited') {
    if (!data.is) return false;
    list.levels.set(data.is.id, levelFields(type, data.is));
  }
  for (const place of placed) {
    const level = list.levels.get(place.id);
    if (!level) return false;
    level.ranking = place.ranking;
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
    const fields: SnapshotRecord = {
      id: data.record,
      level: 0,
      player: data.player.id,
      value,
      link: packLink(data.to.link),
      version: data.to.version,
      setAt: Date.parse(data.to.date),
    };
    list.records.set(data.record, { fields, level: data.level.id });
  }
  if (data.holder) {
    const holder = data.holder.to?.id ?? null;
    if (holder !== null && !copy.players.has(holder)) return false;
    level.holder = holder;
  }
  return true;
}

function applyPlayer(copy: Copy, id: number, changed: Record<string, readonly [unknown, unknown]>): boolean {
  const player = copy.players.get(id);
  if (!player) return false;
  for (const [field, [, after]] of Object.entries(changed)) {
    if (field === 'isStaff') {
      player.flags = after ? player.flags | PLAYER_FLAGS.staff : player.flags & ~PLAYER_FLAGS.staff;
      continue;
    }
    if (!inPlace(field)) return false;
    if (field === 'regionId') {
      if (after !== null && !copy.regions.has(after as number)) return false;
      player.regionId = (after as number | null) ?? null;
    } else player[field] = (after as string | null) ?? null;
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
    const ordered = [...levels.values()].sort((a, b) => a.ranking - b.ranking || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const level of ordered) {
      const { points, minPoints } = levelPoints(level.ranking);
      level.points = points;
      if (type === 'classic') (level as SnapshotClassicLevel).minPoints = minPoints;
    }
    const index = new Map(ordered.map((level, at) => [level.id, at]));
    const held = [...records.values()]
      .map(({ fields, level }) => {
        fields.level = index.get(level)!;
        const placed = ordered[fields.level]!;
        const points =
          type === 'classic'
            ? classicRecordPoints(placed.ranking, (placed as SnapshotClassicLevel).minimumCompletion, fields.value)
            : levelPoints(placed.ranking).points;
        const player = earned.get(fields.player) ?? { classic: [], platformer: [] };
        player[type].push(points);
        earned.set(fields.player, player);
        return fields;
      })
      .sort((a, b) => a.setAt - b.setAt || a.id - b.id);
    const write = (level: SnapshotLevel) =>
      type === 'classic' ? classicLevelRow.write(level as SnapshotClassicLevel) : platformerLevelRow.write(level);
    return { levels: ordered.map(write), records: held.map(recordRow.write) };
  };
  // The lists first: they sum what each player earned.
  const classic = list('classic');
  const platformer = list('platformer');
  // In the snapshot's order: the copy reads every player in it and adds none.
  const players = [...copy.players.values()].map((player) => {
    player.classicPoints = total(earned.get(player.id)?.classic ?? []);
    player.platformerPoints = total(earned.get(player.id)?.platformer ?? []);
    return playerRow.write(player);
  });
  return { ...snapshot, position, players, classic, platformer, log: [...snapshot.log, ...changes.filter(isHistoryChange)] };
}

/** The snapshot after `changes` (oldest first), at `position`; null when the whole snapshot must be downloaded instead. */
export function applyChanges(snapshot: Snapshot, changes: readonly Change[], position: number): Snapshot | null {
  const copy = open(snapshot);
  for (const change of changes) if (!apply(copy, change)) return null;
  return close(copy, snapshot, position, changes);
}
