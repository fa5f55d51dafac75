/**
 * Demo records of one level type. A few players are very active and most play a little (log-normal
 * activity); the top of a list has fewer victors than its bottom. Classic partials exist only where
 * they earn points (main, at or above minimumCompletion), as submissions would allow.
 */
import { LIST_CUTOFFS } from '../../shared/constants';
import { videoLink } from './plan-levels';
import type { PlannedLevel, PlannedPlayer, PlannedRecord } from './plan-types';
import { WeightedIndex, type Random } from './random';

/** No player has records on more than this share of a list, which also keeps distinct draws fast. */
const MAX_LEVEL_SHARE = 0.6;
const FULL_COMPLETION_SHARE = 0.75;

export type RecordPlanInput = {
  players: readonly PlannedPlayer[];
  levels: readonly PlannedLevel[];
  total: number;
  /** Share of players who play this type at all. */
  participation: number;
  /** Player indices that always play this type and get a generous share (the demo accounts). */
  favoured: readonly number[];
  until: Date;
};

/** How many records each player gets: proportional to activity, capped, summing to exactly `total`. */
function allocate(random: Random, weights: number[], total: number, cap: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => (sum > 0 ? Math.min(cap, Math.floor((total * w) / sum)) : 0));
  let remaining = total - counts.reduce((a, b) => a + b, 0);
  const order = random.shuffle(weights.flatMap((w, index) => (w > 0 ? [index] : [])));
  while (remaining > 0) {
    let added = 0;
    for (const index of order) {
      if (remaining === 0) break;
      if (counts[index]! < cap) {
        counts[index]! += 1;
        remaining -= 1;
        added += 1;
      }
    }
    if (added === 0) throw new Error(`The data set sizes leave no room for ${total} records of this type.`);
  }
  return counts;
}

function drawDistinct(random: Random, index: WeightedIndex, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(index.draw(random));
  return [...chosen];
}

export function planRecords(random: Random, input: RecordPlanInput): PlannedRecord[] {
  const { players, levels, total, until } = input;
  if (total === 0) return [];
  if (levels.length === 0) throw new Error('Records need levels.');
  const favoured = new Set(input.favoured);
  const weights = players.map((_, i) => {
    if (favoured.has(i)) return Math.exp(1.5);
    return random.chance(input.participation) ? Math.exp(1.1 * random.gaussian()) : 0;
  });
  const counts = allocate(random, weights, total, Math.max(1, Math.floor(levels.length * MAX_LEVEL_SHARE)));
  // The top of a list still has a victor or two; the bottom has many.
  const levelIndex = new WeightedIndex(levels.map((level) => (level.ranking + 10) ** 0.8));
  // Platformer: a level's typical time grows with its difficulty; records scatter above it.
  const baseTimes = levels.map((level) => 40_000 + random.float() * 360_000 * (1 - (level.ranking - 1) / levels.length));

  const planned: PlannedRecord[] = [];
  counts.forEach((count, player) => {
    const joined = players[player]!.dateJoined.getTime();
    for (const chosen of drawDistinct(random, levelIndex, count)) {
      const level = levels[chosen]!;
      const main = level.ranking <= LIST_CUTOFFS.main;
      const classic = level.type === 'classic';
      const percentage = !classic
        ? null
        : main && !random.chance(FULL_COMPLETION_SHARE)
          ? random.int(level.minimumCompletion ?? 0, 99)
          : 100;
      planned.push({
        type: level.type,
        levelId: level.id,
        player,
        percentage,
        timeMs: classic ? null : Math.round(baseTimes[chosen]! * (1 + 0.5 * random.float() ** 2)) + random.int(0, 999),
        link: random.chance(0.85) ? videoLink(random).link : null,
        createdAt: new Date(joined + random.float() * (until.getTime() - joined)),
      });
    }
  });
  return planned;
}
