/**
 * Snapshot rows to the wire shapes the server sends (src/server/levels/wire.ts, players/queries.ts,
 * records/queries.ts), and the lookups the resolver needs, built once per snapshot.
 */
import type { LevelType } from '../../../shared/constants';
import { formatClock } from '../../../shared/duration';
import type { ClassicLevel, PlatformerLevel } from '../../../shared/schemas/levels';
import type { Player, PointsRow } from '../../../shared/schemas/players';
import type { ClassicRecord, PlatformerRecord } from '../../../shared/schemas/records';
import type { Snapshot, SnapshotClassicLevel, SnapshotPlatformerLevel, SnapshotPlayer, SnapshotRecord } from '../../../shared/schemas/snapshot';
import { PLAYER_FLAGS, unpackLink } from '../../../shared/snapshot/format';

export type SnapshotLevel = SnapshotClassicLevel | SnapshotPlatformerLevel;

export function toLevel(type: LevelType, index: SnapshotIndex, row: SnapshotLevel): ClassicLevel | PlatformerLevel {
  const [id, name, publisher, difficulty, link, thumbnail, points, ranking, holder, version] = row;
  const base = { id, name, publisher, difficulty, link, thumbnail, points, ranking, version };
  const holderName = holder === null ? null : (index.players.get(holder)?.[1] ?? null);
  if (type === 'platformer') return { ...base, recordHolder: holder, recordHolderName: holderName };
  const [, , , , , , , , , , minPoints, duration, minimumCompletion] = row as SnapshotClassicLevel;
  return { ...base, duration, minPoints, minimumCompletion, firstVictor: holder, firstVictorName: holderName };
}

export const toLevelName = (row: SnapshotLevel) => ({ id: row[0], name: row[1] });

const has = (row: SnapshotPlayer, flag: number) => (row[5] & flag) !== 0;

export function toPlayer(index: SnapshotIndex, row: SnapshotPlayer): Player {
  const [id, username, region, classicPoints, platformerPoints, , joined, discord, youtube, twitter, twitch] = row;
  const player: Player = {
    id, username, region, classicPoints, platformerPoints, discord, youtube, twitter, twitch,
    isStaff: has(row, PLAYER_FLAGS.staff), isActive: has(row, PLAYER_FLAGS.active),
    dateJoined: new Date(joined).toISOString(), hasAvatar: has(row, PLAYER_FLAGS.avatar),
  };
  const until = index.bans.get(id);
  return until === undefined ? player : { ...player, ban: { until: until === null ? null : new Date(until).toISOString() } };
}

export const toPointsRow = (row: SnapshotPlayer): PointsRow =>
  ({ id: row[0], username: row[1], classicPoints: row[3], platformerPoints: row[4], hasAvatar: has(row, PLAYER_FLAGS.avatar) });

export const isStaff = (row: SnapshotPlayer) => has(row, PLAYER_FLAGS.staff);

/** The lookups of one level type: levels by id, records by level and by player (each in snapshot order). */
export type TypeIndex = {
  levels: SnapshotLevel[];
  levelAt: Map<string, number>;
  ofLevel: SnapshotRecord[][];
  ofPlayer: Map<number, SnapshotRecord[]>;
};
export type SnapshotIndex = {
  snapshot: Snapshot;
  players: Map<number, SnapshotPlayer>;
  byName: Map<string, SnapshotPlayer>;
  /** Banned players and the end of their ban (null: permanent). */
  bans: Map<number, number | null>;
  types: Record<LevelType, TypeIndex>;
};

function typeIndex(levels: SnapshotLevel[], records: SnapshotRecord[]): TypeIndex {
  const ofLevel: SnapshotRecord[][] = levels.map(() => []);
  const ofPlayer = new Map<number, SnapshotRecord[]>();
  for (const record of records) {
    ofLevel[record[1]]?.push(record);
    const list = ofPlayer.get(record[2]);
    if (list) list.push(record);
    else ofPlayer.set(record[2], [record]);
  }
  return { levels, levelAt: new Map(levels.map((row, at) => [row[0], at])), ofLevel, ofPlayer };
}

export function indexSnapshot(snapshot: Snapshot): SnapshotIndex {
  return {
    snapshot,
    players: new Map(snapshot.players.map((row) => [row[0], row])),
    // Matched ignoring case as the server's lower(username) does; JavaScript's toLowerCase differs from SQL's
    // lower() on a few letters (a final Σ, İ), so such a name may match here in a spelling the server would not.
    byName: new Map(snapshot.players.map((row) => [row[1].toLowerCase(), row])),
    bans: new Map(snapshot.bans),
    types: {
      classic: typeIndex(snapshot.classic.levels, snapshot.classic.records),
      platformer: typeIndex(snapshot.platformer.levels, snapshot.platformer.records),
    },
  };
}

export function toRecord(type: LevelType, index: SnapshotIndex, row: SnapshotRecord): ClassicRecord | PlatformerRecord | null {
  const [id, levelAt, playerId, value, link, version, setAt] = row;
  const level = index.types[type].levels[levelAt];
  const player = index.players.get(playerId);
  if (!level || !player) return null;
  const base = { id, level: level[0], player: player[1], link: unpackLink(link), version, date: new Date(setAt).toISOString() };
  return type === 'classic' ? { ...base, recordPercentage: value } : { ...base, recordTime: formatClock(value) };
}
