/**
 * The model as the 2024 site derives from it, for one version of the model: the points LevelUtils
 * stores on each level, the totals PlayerUtils stores on each player and region, and the lookups
 * the repositories answer (by id, by username, records by level and by player), built once on
 * first use. Stored values in the model (a level's points, a player's totals) win over computed ones.
 * Paths below tmdl-backend/src/main/java/com/apostorial/tmdlbackend/ of apostorial/TheMoroccanDemonlist;
 * the version followed has Double points (entities/level/Level.java and ClassicLevel.java at d07f633).
 */
import { javaFloat, javaRound } from './java';
import type {
  ClassicLevel2024,
  ClassicRecord2024,
  PlatformerLevel2024,
  PlatformerRecord2024,
  Player2024,
  Region2024,
  Tmdl2024Model,
} from './model';

const LN_151 = Math.log(151);

/**
 * utilities/LevelUtils.java: 500 × (1 − ln r / ln 151) computed in double and cast to float, then
 * Math.round(float × 100) / 100.0, a double division (this version's points and minPoints are
 * Double; the float one, `/ 100f`, does not compile against them). Ranking 0 or past 150: 0.0 and 0.0.
 */
export function classicLevelPoints(ranking: number): { points: number; minPoints: number } {
  if (ranking === 0 || ranking > 150) return { points: 0, minPoints: 0 };
  const points = javaFloat(500 * (1 - Math.log(ranking) / LN_151));
  return {
    points: javaRound(javaFloat(points * 100)) / 100,
    minPoints: javaRound(javaFloat(javaFloat(points / 3) * 100)) / 100,
  };
}

/**
 * utilities/LevelUtils.java, platformer: no guard, so ranking 0 gives +Infinity, Math.round gives
 * Integer.MAX_VALUE and the points 21474836.47 (`2.147483647E7`); past 151 they go below zero.
 */
export function platformerLevelPoints(ranking: number): number {
  const points = javaFloat(500 * (1 - Math.log(ranking) / LN_151));
  return javaRound(javaFloat(points * 100)) / 100;
}

type Totals = { classic: number | null; platformer: number | null };

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** By id, the first in store order winning (as findById finds one). */
function firstById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const byId = new Map<string, T>();
  for (let index = items.length - 1; index >= 0; index -= 1) byId.set(items[index]!.id, items[index]!);
  return byId;
}

/** A collection of records and its lookups, each built when first asked. */
export class RecordIndex<R extends { id: string; player: string; level: string }> {
  #byId?: Map<string, R>;
  #byLevel?: Map<string, R[]>;
  #byPlayer?: Map<string, R[]>;

  constructor(readonly all: readonly R[]) {}

  byId(id: string): R | undefined {
    return (this.#byId ??= firstById(this.all)).get(id);
  }

  /** The level's records in store order. */
  ofLevel(levelId: string): readonly R[] {
    return (this.#byLevel ??= groupBy(this.all, (record) => record.level)).get(levelId) ?? [];
  }

  /** The player's records in store order (findAllByPlayerId). */
  ofPlayer(playerId: string): readonly R[] {
    return (this.#byPlayer ??= groupBy(this.all, (record) => record.player)).get(playerId) ?? [];
  }
}

export class ModelView {
  readonly model: Tmdl2024Model;
  #players?: Map<string, Player2024>;
  #usernames?: Map<string, Player2024[]>;
  #classicLevels?: Map<string, ClassicLevel2024>;
  #platformerLevels?: Map<string, PlatformerLevel2024>;
  readonly classicRecords: RecordIndex<ClassicRecord2024>;
  readonly platformerRecords: RecordIndex<PlatformerRecord2024>;
  #totals = new Map<string, Totals>();
  #regionTotals?: Map<string, { classic: number; platformer: number }>;

  constructor(model: Tmdl2024Model) {
    this.model = model;
    this.classicRecords = new RecordIndex(model.classicRecords);
    this.platformerRecords = new RecordIndex(model.platformerRecords);
  }

  player(id: string): Player2024 | undefined {
    return (this.#players ??= firstById(this.model.players)).get(id);
  }

  /** PlayerRepository.findByUsername: exact and case-sensitive. */
  playersNamed(username: string): readonly Player2024[] {
    return (this.#usernames ??= groupBy(this.model.players, (player) => player.username)).get(username) ?? [];
  }

  classicLevel(id: string): ClassicLevel2024 | undefined {
    return (this.#classicLevels ??= firstById(this.model.classicLevels)).get(id);
  }

  platformerLevel(id: string): PlatformerLevel2024 | undefined {
    return (this.#platformerLevels ??= firstById(this.model.platformerLevels)).get(id);
  }

  classicPoints(level: ClassicLevel2024): { points: number; minPoints: number } {
    if (level.points !== undefined && level.minPoints !== undefined) return { points: level.points, minPoints: level.minPoints };
    const computed = classicLevelPoints(level.ranking);
    return { points: level.points ?? computed.points, minPoints: level.minPoints ?? computed.minPoints };
  }

  platformerPoints(level: PlatformerLevel2024): number {
    return level.points ?? platformerLevelPoints(level.ranking);
  }

  /**
   * utilities/PlayerUtils.java: a Double from 0.0, adding over the player's records in store order
   * (findAllByPlayerId) the level's points at 100 %, its minPoints below; platformer: its points.
   * A record whose level is gone adds nothing.
   */
  totals(player: Player2024): Totals {
    let computed = this.#totals.get(player.id);
    if (!computed) {
      let classic = 0;
      for (const record of this.classicRecords.ofPlayer(player.id)) {
        const level = this.classicLevel(record.level);
        if (!level) continue;
        const points = this.classicPoints(level);
        classic += record.recordPercentage === 100 ? points.points : points.minPoints;
      }
      let platformer = 0;
      for (const record of this.platformerRecords.ofPlayer(player.id)) {
        const level = this.platformerLevel(record.level);
        if (level) platformer += this.platformerPoints(level);
      }
      computed = { classic, platformer };
      this.#totals.set(player.id, computed);
    }
    return {
      classic: player.classicPoints === undefined ? computed.classic : player.classicPoints,
      platformer: player.platformerPoints === undefined ? computed.platformer : player.platformerPoints,
    };
  }

  /** utilities/PlayerUtils.java: the sum of the region's players' stored totals, in store order. */
  regionTotals(region: Region2024): Totals {
    if (!this.#regionTotals) {
      const sums = new Map<string, { classic: number; platformer: number }>();
      for (const player of this.model.players) {
        if (player.region === null) continue;
        const sum = sums.get(player.region) ?? { classic: 0, platformer: 0 };
        const totals = this.totals(player);
        sum.classic += totals.classic ?? 0;
        sum.platformer += totals.platformer ?? 0;
        sums.set(player.region, sum);
      }
      this.#regionTotals = sums;
    }
    const computed = this.#regionTotals.get(region.id) ?? { classic: 0, platformer: 0 };
    return {
      classic: region.classicPoints === undefined ? computed.classic : region.classicPoints,
      platformer: region.platformerPoints === undefined ? computed.platformer : region.platformerPoints,
    };
  }
}
