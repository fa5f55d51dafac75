/**
 * A player's levels grouped by tier (main, extended, legacy by current ranking, the list rules of
 * src/shared/points.ts), each group in ranking order. The player-level answers carry only id and
 * name: the ranking comes from the whole ranked list of the mode.
 */
import { LIST_TYPES, type ListType } from '../../../shared/constants';
import { tierOf } from '../../../shared/points';
import type { LevelName } from '../../../shared/schemas/levels';

export type RankedLevelName = LevelName & { ranking: number };

/** `tier` null: levels the ranked list does not hold (yet), kept in the order they came, after the tiers. */
export type TierGroup = { tier: ListType; levels: RankedLevelName[] } | { tier: null; levels: LevelName[] };

/** Each level's ranking by id. */
export function rankingsById(ranked: readonly { id: string; ranking: number }[]): Map<string, number> {
  return new Map(ranked.map((level) => [level.id, level.ranking]));
}

/** The non-empty tiers in list order; `rankings` undefined (the ranked list failed to load) puts every level in the last group. */
export function groupByTier(levels: readonly LevelName[], rankings: ReadonlyMap<string, number> | undefined): TierGroup[] {
  const tiers = new Map<ListType, RankedLevelName[]>(LIST_TYPES.map((tier) => [tier, []]));
  const unknown: LevelName[] = [];
  for (const level of levels) {
    const ranking = rankings?.get(level.id);
    if (ranking === undefined) unknown.push(level);
    else tiers.get(tierOf(ranking))!.push({ ...level, ranking });
  }
  const groups: TierGroup[] = [];
  for (const [tier, inTier] of tiers) {
    if (inTier.length > 0) groups.push({ tier, levels: inTier.sort((a, b) => a.ranking - b.ranking) });
  }
  if (unknown.length > 0) groups.push({ tier: null, levels: unknown });
  return groups;
}
