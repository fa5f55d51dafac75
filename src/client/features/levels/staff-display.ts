/**
 * What a panel shows of the changes still in the outbox, laid over the server's levels (order.ts). A
 * queued reorder shows its order at once (renumbered from 1); a refused one does not (the list is the
 * server's again). Queued edits, deletes and creates are looked up per row.
 */
import type { LevelType } from '../../../shared/constants';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import { latestPerRow, queuedOf, type QueuedOf } from '../../lib/outbox/writes';
import { LEVEL_CREATE, LEVEL_DELETE, LEVEL_REORDER, LEVEL_UPDATE } from './mutations';

export type QueuedUpdate = QueuedOf<typeof LEVEL_UPDATE>;
export type QueuedCreate = QueuedOf<typeof LEVEL_CREATE>;

export type PanelPending = {
  /** The order to show: of the reorder being sent or queued; null for the server's. */
  order: string[] | null;
  /** The latest reorder entry of the type (also a refused one, to mark it). */
  reorder: OutboxEntry | undefined;
  /** The level that reorder moved, while it is not refused (its row carries the mark). */
  moved: string | undefined;
  updates: Map<string, QueuedUpdate>;
  deletes: Map<string, OutboxEntry>;
  creates: QueuedCreate[];
};

/** The queued changes of one level type among the outbox entries (oldest first). */
export function panelPending(type: LevelType, entries: readonly OutboxEntry[]): PanelPending {
  const ofType = (data: { type: LevelType }) => data.type === type;
  const reorders = queuedOf(entries, LEVEL_REORDER, ofType);
  const live = reorders.filter(({ entry }) => entry.state !== 'attention');
  const last = reorders.at(-1);
  return {
    order: live.at(-1)?.data.order ?? null,
    reorder: last?.entry,
    moved: last && last.entry.state !== 'attention' ? last.data.moved : undefined,
    updates: latestPerRow(queuedOf(entries, LEVEL_UPDATE, ofType), ({ data }) => data.id),
    deletes: new Map(
      [...latestPerRow(queuedOf(entries, LEVEL_DELETE, ofType), ({ data }) => data.id)].map(([id, { entry }]) => [id, entry]),
    ),
    creates: queuedOf(entries, LEVEL_CREATE, ofType),
  };
}

/** The place a queued create names, or the one after the end. */
export const createdRanking = ({ data }: QueuedCreate, count: number): number => data.ranking ?? count + 1;
