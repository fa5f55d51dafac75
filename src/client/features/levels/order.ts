/** A type's levels in ranking order, and a move within it: what the list shows of a reorder. */
import type { Level } from './queries';

const byRanking = (a: Level, b: Level) => a.ranking - b.ranking || a.id.localeCompare(b.id);

/**
 * The levels in `order` (ids; unknown ones skipped, levels it does not name after, in their ranking
 * order), renumbered from 1. A level whose ranking does not change keeps its object, so its row is
 * not drawn again.
 */
export function applyOrder(levels: readonly Level[], order: readonly string[] | null): Level[] {
  const sorted = [...levels].sort(byRanking);
  let arranged = sorted;
  if (order) {
    const byId = new Map(sorted.map((level) => [level.id, level]));
    const named = order.flatMap((id) => {
      const level = byId.get(id);
      byId.delete(id);
      return level ? [level] : [];
    });
    arranged = [...named, ...sorted.filter((level) => byId.has(level.id))];
  }
  return arranged.map((level, index) => (level.ranking === index + 1 ? level : { ...level, ranking: index + 1 }));
}

/** Moves the item at `from` to `to`, shifting the ones between. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
