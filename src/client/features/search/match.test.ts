import { describe, expect, it } from 'vitest';
import { createSearchIndex, fold, RESULTS_PER_GROUP, type SearchLevel } from './match';

const level = (type: SearchLevel['type'], ranking: number, name: string, id = String(1000 + ranking)): SearchLevel => ({
  type,
  id,
  name,
  ranking,
});

const LEVELS: SearchLevel[] = [
  level('classic', 3, 'Tartarus', '59075347'),
  level('classic', 1, 'Acheron', '73667628'),
  level('classic', 2, 'The Lost Existence', '86018142'),
  level('platformer', 1, 'Thinking Space II', '99008821'),
  level('classic', 4, 'Slaughterhouse', '5907'),
  level('platformer', 2, 'Árbol Élite', '12345'),
];
const PLAYERS = [
  { id: 1, username: 'Aeon' },
  { id: 2, username: 'DemoPlayer' },
  { id: 3, username: 'Zoé' },
  { id: 4, username: 'the_demo_king' },
];
const names = (levels: SearchLevel[]) => levels.map((entry) => entry.name);
const search = createSearchIndex(LEVELS, PLAYERS);

describe('fold', () => {
  it('drops case, accents and extra spaces', () => {
    expect(fold('  Árbol   ÉLITE ')).toBe('arbol elite');
    expect(fold('Zoé')).toBe('zoe');
  });
});

describe('search', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(search('')).toEqual({ levels: [], players: [] });
    expect(search('   ')).toEqual({ levels: [], players: [] });
  });

  it('ignores case and accents, both ways', () => {
    expect(names(search('arbol').levels)).toEqual(['Árbol Élite']);
    expect(names(search('ÉLITE').levels)).toEqual(['Árbol Élite']);
    expect(search('zoe').players.map((player) => player.username)).toEqual(['Zoé']);
  });

  it('puts names that start with the query first, then a word that starts with it, then anywhere', () => {
    // Both start with 'th': by ranking, the platformer #1 before the classic #2.
    expect(names(search('th').levels)).toEqual(['Thinking Space II', 'The Lost Existence']);
    // 'er' only inside words.
    expect(names(search('er').levels)).toEqual(['Acheron', 'Slaughterhouse']);
    // 'Existence' is a word that starts with 'ex'; no name starts with it.
    expect(names(search('ex').levels)).toEqual(['The Lost Existence']);
    expect(search('demo').players.map((player) => player.username)).toEqual(['DemoPlayer', 'the_demo_king']);
  });

  it('keeps ranking order among equal matches, classic before platformer at the same ranking', () => {
    // Starting with 'a': Acheron, Árbol; holding it: Thinking Space (platformer #1), Tartarus, Slaughterhouse.
    expect(names(search('a').levels)).toEqual(['Acheron', 'Árbol Élite', 'Thinking Space II', 'Tartarus', 'Slaughterhouse']);
    const tied = createSearchIndex([level('platformer', 1, 'Nine Circles'), level('classic', 1, 'Nine Circles Classic')], []);
    expect(tied('nine').levels.map((entry) => entry.type)).toEqual(['classic', 'platformer']);
  });

  it('finds a level by its ID, the exact ID first, then IDs that start with the digits', () => {
    expect(search('5907').levels.map((entry) => entry.id)).toEqual(['5907', '59075347']);
    expect(search('59075347').levels.map((entry) => entry.name)).toEqual(['Tartarus']);
    expect(search('12').levels.map((entry) => entry.id)).toEqual(['12345']);
  });

  it('shows at most the cap in each group', () => {
    const many = Array.from({ length: 20 }, (_, at) => level('classic', at + 1, `Sonic Wave ${at + 1}`));
    const players = Array.from({ length: 20 }, (_, at) => ({ id: at, username: `sonic${at}` }));
    const results = createSearchIndex(many, players)('sonic');
    expect(results.levels).toHaveLength(RESULTS_PER_GROUP);
    expect(results.levels.map((entry) => entry.ranking)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.players).toHaveLength(RESULTS_PER_GROUP);
    expect(createSearchIndex(many, players)('sonic', 2).levels).toHaveLength(2);
  });

  it('finds nothing when nothing matches', () => {
    expect(search('zzz')).toEqual({ levels: [], players: [] });
  });
});
