/**
 * Snapshot rows to the wire shapes the server sends (src/server/levels/wire.ts, players/queries.ts,
 * records/queries.ts), and the lookups the resolver needs, built once per snapshot: the rows read
 * into named fields (shared/snapshot/rows.ts), by which every read of the copy goes.
 */
import type { LevelType } from '../../../shared/constants';
import { formatClock } from '../../../shared/duration';
import type { ClassicLevel, PlatformerLevel } from '../../../shared/schemas/levels';
import type { Player, PointsRow } from '../../../shared/schemas/players';
import type { ClassicRecord, PlatformerRecord } from '../../../shared/schemas/records';
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
  type SnapshotRegion,
} from '../../../shared/schemas/snapshot';
import { PLAYER_FLAGS, unpackLink } from '../../../shared/snapshot/format';

export function toLevel(type: LevelType, index: SnapshotIndex, level: SnapshotLevel): ClassicLevel | PlatformerLevel {
  const { id, name, publisher, difficulty, link, thumbnail, points, ranking, holder, version } = level;
  const base = { id, name, publisher, difficulty, link, thumbnail, points, ranking, version };
  const holderName = holder === null ? null : (index.players.get(holder)?.username ?? null);
  if (type === 'platformer') return { ...base, recordHolder: holder, recordHolderName: holderName };
  const { minPoints, duration, minimumCompletion } = level as SnapshotClassicLevel;
  return { ...base, duration, minPoints, minimumCompletion, firstVictor: holder, firstVictorName: holderName };
}

export const toLevelName = ({ id, name }: SnapshotLevel) => ({ id, name });

const has = (player: SnapshotPlayer, flag: number) => (player.flags & flag) !== 0;

export function toPlayer(index: SnapshotIndex, row: SnapshotPlayer): Player {
  const { id, username, regionId, classicPoints, platformerPoints, dateJoined, discord, youtube, twitter, twitch } = row;
  const player: Player = {
    id,
    username,
    region: regionId,
    classicPoints,
    platformerPoints,
    discord,
    youtube,
    twitter,
    twitch,
    isStaff: has(row, PLAYER_FLAGS.staff),
    isActive: has(row, PLAYER_FLAGS.active),
    dateJoined: new Date(dateJoined).toISOString(),
    hasAvatar: has(row, PLAYER_FLAGS.avatar),
  };
  const until = index.bans.get(id);
  return until === undefined ? player : { ...player, ban: { until: until === null ? null : new Date(until).toISOString() } };
}

export const toPointsRow = (player: SnapshotPlayer): PointsRow => {
  const { id, username, classicPoints, platformerPoints } = player;
  return { id, username, classicPoints, platformerPoints, hasAvatar: has(player, PLAYER_FLAGS.avatar) };
};

export const isStaff = (player: SnapshotPlayer) => has(player, PLAYER_FLAGS.staff);

/** One level type: its levels by ranking and its records by date (the snapshot's orders), by id, by level and by player. */
export type TypeIndex = {
  levels: SnapshotLevel[];
  records: SnapshotRecord[];
  levelAt: Map<string, number>;
  ofLevel: SnapshotRecord[][];
  ofPlayer: Map<number, SnapshotRecord[]>;
};
export type SnapshotIndex = {
  snapshot: Snapshot;
  /** Regions and players in the snapshot's order (by name ignoring case). */
  regions: SnapshotRegion[];
  playerList: SnapshotPlayer[];
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
    ofLevel[record.level]?.push(record);
    const list = ofPlayer.get(record.player);
    if (list) list.push(record);
    else ofPlayer.set(record.player, [record]);
  }
  return { levels, records, levelAt: new Map(levels.map((level, at) => [level.id, at])), ofLevel, ofPlayer };
}

export function indexSnapshot(snapshot: Snapshot): SnapshotIndex {
  const playerList = snapshot.players.map(playerRow.read);
  return {
    snapshot,
    regions: snapshot.regions.map(regionRow.read),
    playerList,
    players: new Map(playerList.map((player) => [player.id, player])),
    // Matched ignoring case as the server's lower(username) does; JavaScript's toLowerCase differs from SQL's
    // lower() on a few letters (a final Σ, İ), so such a name may match here in a spelling the server would not.
    byName: new Map(playerList.map((player) => [player.username.toLowerCase(), player])),
    bans: new Map(snapshot.bans),
    types: {
      classic: typeIndex(snapshot.classic.levels.map(classicLevelRow.read), snapshot.classic.records.map(recordRow.read)),
      platformer: typeIndex(snapshot.platformer.levels.map(platformerLevelRow.read), snapshot.platformer.records.map(recordRow.read)),
    },
  };
}

export function toRecord(type: LevelType, index: SnapshotIndex, record: SnapshotRecord): ClassicRecord | PlatformerRecord | null {
  const { id, value, link, version, setAt } = record;
  const level = index.types[type].levels[record.level];
  const player = index.players.get(record.player);
  if (!level || !player) return null;
  const base = { id, level: level.id, player: player.username, link: unpackLink(link), version, date: new Date(setAt).toISOString() };
  return type === 'classic' ? { ...base, recordPercentage: value } : { ...base, recordTime: formatClock(value) };
}
