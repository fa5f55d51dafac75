import { describe, expect, it } from 'vitest';
import { filterRows, isFiltering, rankRows } from './leaderboard-rows';

const row = (id: number, username: string, classicPoints: number) => ({
  id,
  username,
  classicPoints,
  platformerPoints: 0,
  hasAvatar: false,
});
const ranked = rankRows([row(7, 'ZedKing', 900), row(3, 'alice', 800), row(9, 'Bob', 700), row(4, 'kingpin', 600), row(5, 'carol', 500)]);

describe('leaderboard filters', () => {
  it('ranks rows by position, from the first rank given', () => {
    expect(ranked.map((r) => [r.username, r.rank])).toEqual([
      ['ZedKing', 1],
      ['alice', 2],
      ['Bob', 3],
      ['kingpin', 4],
      ['carol', 5],
    ]);
    expect(rankRows([row(1, 'x', 1)], 51)[0]!.rank).toBe(51);
  });

  it('finds the name anywhere in the username, ignoring case and surrounding spaces, keeping overall ranks', () => {
    expect(filterRows(ranked, 'KING').map((r) => [r.username, r.rank])).toEqual([
      ['ZedKing', 1],
      ['kingpin', 4],
    ]);
    expect(filterRows(ranked, '  b ').map((r) => r.rank)).toEqual([3]);
    expect(filterRows(ranked, 'nobody')).toEqual([]);
    expect(filterRows(ranked, '')).toBe(ranked);
  });

  it('keeps the members of a region, together with the name', () => {
    const members = new Set([3, 4, 5, 100]);
    expect(filterRows(ranked, '', members).map((r) => r.rank)).toEqual([2, 4, 5]);
    expect(filterRows(ranked, 'in', members).map((r) => r.username)).toEqual(['kingpin']);
    expect(filterRows(ranked, '', new Set())).toEqual([]);
  });

  it('says whether anything filters', () => {
    expect(isFiltering({ name: '', region: undefined })).toBe(false);
    expect(isFiltering({ name: '   ', region: undefined })).toBe(false);
    expect(isFiltering({ name: 'a', region: undefined })).toBe(true);
    expect(isFiltering({ name: '', region: 2 })).toBe(true);
  });
});
