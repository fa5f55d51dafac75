/**
 * What a panel shows: the server's levels in ranking order with the changes still in the outbox laid
 * over them. A queued reorder shows its order at once (renumbered from 1); a refused one does not (the
 * list is the server's again). Queued edits, deletes and creates are looked up per row.
 */
import type { LevelType } from '../../../shared/constants';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import type { Level } from '../levels/queries';
import type { CreateData, DeleteData, ReorderData, UpdateData } from './mutations';

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

export type PanelPending = {
  /** The order to show: of the reorder being sent or queued; null for the server's. */
  order: string[] | null;
  /** The latest reorder entry of the type (also a refused one, to mark it). */
  reorder: OutboxEntry | undefined;
  updates: Map<string, OutboxEntry>;
  deletes: Map<string, OutboxEntry>;
  creates: OutboxEntry[];
};

const ofType = (type: LevelType) => (entry: OutboxEntry) => (entry.data as { type?: string } | undefined)?.type === type;

/** The queued changes of one level type, from the outbox entries of each kind (oldest first). */
export function panelPending(type: LevelType, entries: { reorders: OutboxEntry[]; updates: OutboxEntry[]; deletes: OutboxEntry[]; creates: OutboxEntry[] }): PanelPending {
  const mine = ofType(type);
  const reorders = entries.reorders.filter(mine);
  const live = reorders.filter((entry) => entry.state !== 'attention');
  const lastLive = live[live.length - 1];
  return {
    order: lastLive ? (lastLive.data as ReorderData).order : null,
    reorder: reorders[reorders.length - 1],
    // The latest entry per level wins.
    updates: new Map(entries.updates.filter(mine).map((entry) => [(entry.data as UpdateData).id, entry])),
    deletes: new Map(entries.deletes.filter(mine).map((entry) => [(entry.data as DeleteData).id, entry])),
    creates: entries.creates.filter(mine),
  };
}

/** The place a queued create names, or the one after the end. */
export const createdRanking = (entry: OutboxEntry, count: number): number => (entry.data as CreateData).ranking ?? count + 1;
