/**
 * A player's standing in a mode: their place on the leaderboard and among their region's players.
 * Only players with points in the mode are ranked (0 points is unranked, as on the leaderboard); a
 * rank is the position in the API's order (most points first, ties by username), counting from 1.
 */
import type { LevelType } from '../../../shared/constants';
import type { PointsRow } from '../../../shared/schemas/players';

export type StandingRow = Pick<PointsRow, 'id' | 'username' | 'classicPoints' | 'platformerPoints'>;

/** '#rank of count'. */
export type Place = { rank: number; of: number };

/** null: unranked (no points in the mode, no region, or not found); a place otherwise. */
export type Standing = { rank: Place | null; regionRank: Place | null };

export const pointsIn = (row: StandingRow, type: LevelType): number => (type === 'classic' ? row.classicPoints : row.platformerPoints);

const byUsername = (a: StandingRow, b: StandingRow): number => {
  const left = a.username.toLowerCase();
  const right = b.username.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
};

/** Players with points in the mode, most first, ties by username ignoring case, then by id: the leaderboard's order. */
export function rankedIn<T extends StandingRow>(rows: readonly T[], type: LevelType): T[] {
  return rows.filter((row) => pointsIn(row, type) > 0).sort((a, b) => pointsIn(b, type) - pointsIn(a, type) || byUsername(a, b));
}

/**
 * A region's ranking in a mode. The region's players in the leaderboard's own order when the
 * leaderboard holds every one of them (so ties fall exactly as the server's collation puts them);
 * otherwise sorted here by the same rule.
 */
export function regionRanking<T extends StandingRow>(
  regionPlayers: readonly T[],
  type: LevelType,
  leaderboard?: readonly StandingRow[],
): StandingRow[] {
  const ranked = regionPlayers.filter((row) => pointsIn(row, type) > 0);
  if (leaderboard) {
    const members = new Set(ranked.map((row) => row.id));
    const inOrder = leaderboard.filter((row) => members.has(row.id));
    if (inOrder.length === members.size) return inOrder;
  }
  return rankedIn(ranked, type);
}

/** The place of a player in a ranking already in order; null when they are not in it. */
export function placeIn(ranking: readonly StandingRow[], playerId: number): Place | null {
  const index = ranking.findIndex((row) => row.id === playerId);
  return index < 0 ? null : { rank: index + 1, of: ranking.length };
}

/**
 * A player's standing in a mode, from the mode's whole leaderboard (as the API sends it) and the
 * players of their region (null when they have none).
 */
export function standingOf(
  playerId: number,
  type: LevelType,
  leaderboard: readonly StandingRow[],
  regionPlayers: readonly StandingRow[] | null,
): Standing {
  const rank = placeIn(leaderboard, playerId);
  const regionRank = regionPlayers ? placeIn(regionRanking(regionPlayers, type, leaderboard), playerId) : null;
  return { rank, regionRank };
}
