import { describe, expect, it } from 'vitest';
import { groupByTier, rankingsById } from './level-tiers';

const ranked = [
  { id: 'a', ranking: 1 },
  { id: 'b', ranking: 75 },
  { id: 'c', ranking: 76 },
  { id: 'd', ranking: 150 },
  { id: 'e', ranking: 151 },
  { id: 'f', ranking: 400 },
];
const name = (id: string) => ({ id, name: `Level ${id}` });

describe('groupByTier', () => {
  it('splits at 75 and 150 and orders each tier by ranking', () => {
    const groups = groupByTier(['f', 'c', 'b', 'e', 'a', 'd'].map(name), rankingsById(ranked));
    expect(groups.map((group) => [group.tier, group.levels.map((level) => level.id)])).toEqual([
      ['main', ['a', 'b']],
      ['extended', ['c', 'd']],
      ['legacy', ['e', 'f']],
    ]);
    expect(groups[1]!.levels[0]).toEqual({ id: 'c', name: 'Level c', ranking: 76 });
  });

  it('leaves out empty tiers', () => {
    expect(groupByTier([name('e')], rankingsById(ranked)).map((group) => group.tier)).toEqual(['legacy']);
    expect(groupByTier([], rankingsById(ranked))).toEqual([]);
  });

  it('keeps levels the ranked list lacks, last and in their order; all of them when there is no ranked list', () => {
    const groups = groupByTier([name('x'), name('a'), name('w')], rankingsById(ranked));
    expect(groups).toEqual([
      { tier: 'main', levels: [{ id: 'a', name: 'Level a', ranking: 1 }] },
      { tier: null, levels: [name('x'), name('w')] },
    ]);
    expect(groupByTier([name('b'), name('a')], undefined)).toEqual([{ tier: null, levels: [name('b'), name('a')] }]);
  });
});
