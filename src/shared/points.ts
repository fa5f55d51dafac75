/**
 * The list rules: tiers, level points and the requirement of a classic level.
 * Display, submissions and scoring all use these; the server's SQL gets its cut-offs
 * and point table from here too.
 *
 * points(r) = round2(500 × (1 − ln r / ln 151)) for r ≤ 150, minPoints = round2(raw / 3), 0 after.
 */
import { LIST_CUTOFFS, type ListType } from './constants';

const SCALE = 500;
const BASE = Math.log(LIST_CUTOFFS.extended + 1);

/** Round half up to two decimals, robust to binary noise (1.005 → 1.01). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function levelPoints(ranking: number): { points: number; minPoints: number } {
  if (!Number.isInteger(ranking) || ranking < 1 || ranking > LIST_CUTOFFS.extended) {
    return { points: 0, minPoints: 0 };
  }
  const raw = SCALE * (1 - Math.log(ranking) / BASE);
  return { points: round2(raw), minPoints: round2(raw / 3) };
}

export function tierOf(ranking: number): ListType {
  if (ranking <= LIST_CUTOFFS.main) return 'main';
  if (ranking <= LIST_CUTOFFS.extended) return 'extended';
  return 'legacy';
}

/** The ranking range [first, last] of a tier; last is null for legacy (open-ended). */
export function tierRange(tier: ListType): { first: number; last: number | null } {
  if (tier === 'main') return { first: 1, last: LIST_CUTOFFS.main };
  if (tier === 'extended') return { first: LIST_CUTOFFS.main + 1, last: LIST_CUTOFFS.extended };
  return { first: LIST_CUTOFFS.extended + 1, last: null };
}

/** The lowest percentage that earns points on a classic level: its minimumCompletion in main, 100 after. */
export function classicRequirement(ranking: number, minimumCompletion: number): number {
  return tierOf(ranking) === 'main' ? minimumCompletion : 100;
}

/** Points a classic record at `percentage` earns on a level at `ranking`. */
export function classicRecordPoints(ranking: number, minimumCompletion: number, percentage: number): number {
  const { points, minPoints } = levelPoints(ranking);
  if (percentage >= 100) return points;
  return percentage >= classicRequirement(ranking, minimumCompletion) ? minPoints : 0;
}
