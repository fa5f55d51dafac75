/**
 * The standing a player should see, computed from the API's own arrays: their position in the mode's
 * leaderboard, and among the players of their region that have points in the mode, in the
 * leaderboard's order (most points first, ties as the server breaks them).
 */
import type { APIRequestContext } from '@playwright/test';
import { apiGet } from './fixtures';

type Row = { id: number; username: string; classicPoints: number; platformerPoints: number };
export type Player = Row & { region: number | null };
export type Mode = 'classic' | 'platformer';
export type ExpectedStanding = { points: number; rank: string | null; regionRank: string | null };

const place = (rows: Row[], id: number) => {
  const index = rows.findIndex((row) => row.id === id);
  return index < 0 ? null : `#${index + 1} of ${rows.length}`;
};

export async function expectedStanding(request: APIRequestContext, player: Player, mode: Mode): Promise<ExpectedStanding> {
  const field = mode === 'classic' ? 'classicPoints' : 'platformerPoints';
  const board = await apiGet<Row[]>(request, `/api/public/players/${mode}-points`);
  let regionRank: string | null = null;
  if (player.region !== null) {
    const region = await apiGet<Row[]>(request, `/api/public/players/region/${player.region}`);
    const members = new Set(region.filter((row) => row[field] > 0).map((row) => row.id));
    const ranking = board.filter((row) => members.has(row.id));
    if (ranking.length !== members.size) throw new Error('a region player with points is missing from the leaderboard');
    if (mode === 'classic') {
      // The region answer is itself in classic order: the two must agree.
      const own = region.filter((row) => row.classicPoints > 0).map((row) => row.id);
      if (own.join() !== ranking.map((row) => row.id).join()) throw new Error('the region order differs from the leaderboard order');
    }
    regionRank = place(ranking, player.id);
  }
  return { points: player[field], rank: place(board, player.id), regionRank };
}

/** A player with a region and points in both modes (the profile and the list titles show every figure for them). */
export async function rankedPlayerWithRegion(request: APIRequestContext): Promise<Player> {
  const board = await apiGet<Row[]>(request, '/api/public/players/platformer-points');
  for (const row of board.filter((candidate) => candidate.classicPoints > 0).slice(0, 30)) {
    const player = await apiGet<Player>(request, `/api/public/players/username/${encodeURIComponent(row.username)}`);
    if (player.region !== null) return player;
  }
  throw new Error('the demo data has no player with a region and points in both modes');
}
