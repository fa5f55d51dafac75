import { describe, expect, it } from 'vitest';
import { placeIn, rankedIn, regionRanking, standingOf, type StandingRow } from './standing';

const row = (id: number, username: string, classicPoints: number, platformerPoints = 0): StandingRow => ({
  id,
  username,
  classicPoints,
  platformerPoints,
});

const ana = row(1, 'ana', 300, 10);
const Bob = row(2, 'Bob', 200, 0);
const bea = row(3, 'bea', 200, 50);
const cy = row(4, 'cy', 0, 40);
const dan = row(5, 'dan', 120, 40);
const everyone = [ana, Bob, bea, cy, dan];

describe('rankedIn', () => {
  it('keeps players with points, most first, ties by username ignoring case', () => {
    expect(rankedIn(everyone, 'classic').map((r) => r.username)).toEqual(['ana', 'bea', 'Bob', 'dan']);
    expect(rankedIn(everyone, 'platformer').map((r) => r.username)).toEqual(['bea', 'cy', 'dan', 'ana']);
  });

  it('breaks a tie of the same name in any case by id', () => {
    expect(rankedIn([row(9, 'Zed', 5), row(7, 'zed', 5)], 'classic').map((r) => r.id)).toEqual([7, 9]);
  });

  it('leaves the input as it was', () => {
    const rows = [dan, ana];
    rankedIn(rows, 'classic');
    expect(rows).toEqual([dan, ana]);
  });
});

describe('placeIn', () => {
  it('is the position counting from 1, with the count', () => {
    expect(placeIn([ana, bea, Bob], 3)).toEqual({ rank: 2, of: 3 });
  });

  it('is null for a player not in the ranking', () => {
    expect(placeIn([ana, bea], 42)).toBeNull();
    expect(placeIn([], 1)).toBeNull();
  });
});

describe('regionRanking', () => {
  it('follows the leaderboard for ties, whatever order the region came in', () => {
    // The server put Bob before bea (its collation); the region answer is in yet another order.
    const leaderboard = [ana, Bob, bea, dan];
    expect(regionRanking([bea, Bob], 'classic', leaderboard).map((r) => r.id)).toEqual([2, 3]);
  });

  it('sorts by the mode when there is no leaderboard or it lacks a member', () => {
    expect(regionRanking([ana, cy, dan, bea], 'platformer').map((r) => r.username)).toEqual(['bea', 'cy', 'dan', 'ana']);
    expect(regionRanking([ana, bea, Bob], 'classic', [ana, bea]).map((r) => r.username)).toEqual(['ana', 'bea', 'Bob']);
  });

  it('leaves out the players with no points in the mode', () => {
    expect(regionRanking([ana, Bob, cy], 'platformer', [cy, ana]).map((r) => r.id)).toEqual([4, 1]);
  });
});

describe('standingOf', () => {
  const classic = rankedIn(everyone, 'classic');
  const platformer = rankedIn(everyone, 'platformer');
  const region = [ana, cy, dan]; // as the region answer sends it: by classic points

  it('ranks a player in the mode and in their region', () => {
    expect(standingOf(5, 'classic', classic, region)).toEqual({ rank: { rank: 4, of: 4 }, regionRank: { rank: 2, of: 2 } });
    expect(standingOf(5, 'platformer', platformer, region)).toEqual({ rank: { rank: 3, of: 4 }, regionRank: { rank: 2, of: 3 } });
  });

  it('gives tied players the positions the leaderboard gives them', () => {
    expect(standingOf(3, 'classic', classic, null).rank).toEqual({ rank: 2, of: 4 });
    expect(standingOf(2, 'classic', classic, null).rank).toEqual({ rank: 3, of: 4 });
  });

  it('leaves a player with no points in the mode unranked, overall and in the region', () => {
    expect(standingOf(4, 'classic', classic, region)).toEqual({ rank: null, regionRank: null });
    expect(standingOf(2, 'platformer', platformer, [Bob, bea])).toEqual({ rank: null, regionRank: null });
  });

  it('has no region rank for a player without a region', () => {
    expect(standingOf(1, 'classic', classic, null)).toEqual({ rank: { rank: 1, of: 4 }, regionRank: null });
  });

  it('leaves an unknown player unranked', () => {
    expect(standingOf(99, 'classic', classic, region)).toEqual({ rank: null, regionRank: null });
    expect(standingOf(99, 'platformer', [], [])).toEqual({ rank: null, regionRank: null });
  });
});
