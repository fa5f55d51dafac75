/**
 * The search's matching rules, pure: a query matches a level by its name or its level ID and a player
 * by their username, ignoring case and accents. Best first: an exact level ID or username, then names
 * that start with the query, then names with a word that starts with it, then names holding it
 * anywhere; ties keep the list's order (levels by ranking, classic before platformer; players by
 * name). Each group is capped.
 */
import type { LevelType } from '../../../shared/constants';

export type SearchLevel = { type: LevelType; id: string; name: string; ranking: number };
export type SearchPlayer = { id: number; username: string };
export type SearchResults = { levels: SearchLevel[]; players: SearchPlayer[] };

/** How many results each group shows at most. */
export const RESULTS_PER_GROUP = 6;

/** Lower case without accents or other marks, spaces collapsed: 'Ébène  Cœur' → 'ebene cœur'. */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const EXACT = 0;
const PREFIX = 1;
const WORD = 2;
const ANYWHERE = 3;

/** How well `name` (folded) matches `query` (folded, not empty): a rank, lower is better, or undefined. */
function rankName(name: string, query: string): number | undefined {
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  const at = name.indexOf(query);
  if (at < 0) return undefined;
  // A word starts after anything that is not a letter or a digit: 'the-lost' and 'lost' both start a word.
  for (let from = at; from >= 0; from = name.indexOf(query, from + 1)) {
    if (!/[\p{L}\p{N}]/u.test(name[from - 1]!)) return WORD;
  }
  return ANYWHERE;
}

type Indexed<T> = { item: T; key: string; order: number };

function best<T>(entries: Indexed<T>[], rank: (entry: Indexed<T>) => number | undefined, limit: number): T[] {
  const found: { item: T; rank: number; order: number }[] = [];
  for (const entry of entries) {
    const value = rank(entry);
    if (value !== undefined) found.push({ item: entry.item, rank: value, order: entry.order });
  }
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return found.slice(0, limit).map((entry) => entry.item);
}

/**
 * An index of every level (both types, every list) and every player, folded once; `search` then
 * answers each keystroke without folding the names again.
 */
export function createSearchIndex(levels: readonly SearchLevel[], players: readonly SearchPlayer[]) {
  const byRanking = [...levels].sort((a, b) => a.ranking - b.ranking || (a.type === b.type ? 0 : a.type === 'classic' ? -1 : 1));
  const levelEntries = byRanking.map((item, order) => ({ item, key: fold(item.name), order }));
  const playerEntries = players.map((item, order) => ({ item, key: fold(item.username), order }));

  return function search(query: string, limit = RESULTS_PER_GROUP): SearchResults {
    const folded = fold(query);
    if (!folded) return { levels: [], players: [] };
    // A level ID is digits; a query of digits also finds the levels whose ID starts with it.
    const id = /^\d+$/.test(folded) ? folded : undefined;
    const rankLevel = ({ item, key }: Indexed<SearchLevel>) => {
      if (id !== undefined && item.id === id) return EXACT;
      const byName = rankName(key, folded);
      if (id !== undefined && item.id.startsWith(id)) return Math.min(byName ?? PREFIX, PREFIX);
      return byName;
    };
    return {
      levels: best(levelEntries, rankLevel, limit),
      players: best(playerEntries, ({ key }) => rankName(key, folded), limit),
    };
  };
}
