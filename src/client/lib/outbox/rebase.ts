/**
 * Making a change again on the current data after the server refused it as stale (412, see
 * src/shared/versions.ts). The refusal carries what the server holds now (`error.current`):
 * - a row (version): the fields the user changed are applied on the current row; the fields they left
 *   as they were take the current values, so a change made meanwhile by someone else stays;
 * - an order (reorder): the user's move (that level to that place) is made on the current order.
 * `staleChanges` says what changed meanwhile, for the outbox panel.
 */
import { ifMatchOf, orderVersion } from '../../../shared/versions';
import type { OutboxEntry, WriteIntent } from '../../../shared/outbox/entry';

type Row = Record<string, unknown>;
type OrderRow = { id: string; ranking: number };

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOrder = (value: unknown): value is OrderRow[] =>
  Array.isArray(value) && value.every((row) => isRow(row) && typeof row.id === 'string');

/** Fields that are the server's bookkeeping, not what a user changes. */
const BOOKKEEPING = new Set(['version', 'points', 'minPoints', 'classicPoints', 'platformerPoints', 'submissionDate']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A stale refusal that can be made again: the entry says how, the server said what it holds now. */
export function isStale(entry: OutboxEntry): boolean {
  return entry.state === 'attention' && entry.error?.code === 'stale' && !!entry.rebase && entry.error.current !== undefined;
}

export type StaleChange = { field: string; before: unknown; now: unknown };

/**
 * What changed meanwhile: the row's fields that differ from what the user saw, or for an order the
 * number of levels now at another place and where the moved level is now.
 */
export function staleChanges(entry: OutboxEntry): { fields: StaleChange[] } | { moved: number; levelAt: number | null } | null {
  const current = entry.error?.current;
  if (!entry.rebase || current === undefined) return null;
  if (entry.rebase.kind === 'version') {
    if (!isRow(current)) return null;
    const { before } = entry.rebase;
    const fields = Object.keys(current)
      .filter((field) => !BOOKKEEPING.has(field) && field in before && !same(before[field], current[field]))
      .map((field) => ({ field, before: before[field], now: current[field] }));
    return { fields };
  }
  if (!isOrder(current)) return null;
  const ids = current.map((row) => row.id);
  const { before, moved } = entry.rebase;
  const shifted = ids.filter((id, at) => before[at] !== id).length;
  const at = ids.indexOf(moved);
  return { moved: shifted, levelAt: at === -1 ? null : at + 1 };
}

/** The entry's write made again on the current data, or null when it cannot be (the moved level is gone). */
export function rebased(entry: OutboxEntry): WriteIntent | null {
  if (!isStale(entry) || !entry.rebase) return null;
  const current = entry.error!.current;
  const { method, path, body: sent, kind, label, data, invalidate, editPath } = entry;
  const intent: WriteIntent = { method, path, body: sent, kind, label, data, invalidate, editPath };
  if (entry.rebase.kind === 'version') {
    if (!isRow(current) || (typeof current.version !== 'number' && typeof current.version !== 'string')) return null;
    const { before } = entry.rebase;
    let body = intent.body;
    if (body?.kind === 'json' && isRow(body.value)) {
      const value = Object.fromEntries(
        Object.entries(body.value).map(([field, mine]) =>
          field in current && field in before && same(mine, before[field]) ? [field, current[field]] : [field, mine],
        ),
      );
      body = { kind: 'json', value };
    }
    return { ...intent, body, ifMatch: ifMatchOf(current.version), rebase: { kind: 'version', before: current } };
  }
  if (!isOrder(current)) return null;
  const ids = current.map((row) => row.id);
  const { moved, to } = entry.rebase;
  if (!ids.includes(moved)) return null;
  const rest = ids.filter((id) => id !== moved);
  const place = Math.min(Math.max(to, 1), ids.length) - 1;
  const order = [...rest.slice(0, place), moved, ...rest.slice(place)];
  return {
    ...intent,
    body: { kind: 'json', value: order.map((id, at) => ({ id, ranking: at + 1 })) },
    ifMatch: ifMatchOf(orderVersion(ids)),
    rebase: { kind: 'order', moved, to, before: ids },
    data: isRow(intent.data) ? { ...intent.data, order } : intent.data,
  };
}
