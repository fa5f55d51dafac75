/**
 * Writes are declared once, by their domain (features/<domain>/mutations.ts): their kind, method and
 * address, what a queued one carries for the screens (a valibot schema), what they refresh once
 * applied, and where a queued one is edited. Screens read the queued writes of a declaration with
 * their data typed and checked; an entry whose data no longer fits (stored by an older version of the
 * app) is left to the outbox panel, which shows every entry by its label.
 * docs/decisions/012-write-registry-and-layers.md
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import type { OutboxBody, OutboxEntry, Rebase, WriteIntent } from '../../../shared/outbox/entry';
import { ifMatchOf } from '../../../shared/versions';

export type WriteDecl<K extends string, D> = {
  kind: K;
  method: WriteIntent['method'];
  /** The address, from what the write carries. */
  path: (data: D) => string;
  /** What a queued write carries for the screens to show it in place (plain data, no functions). */
  data: v.GenericSchema<unknown, D>;
  /** Query key prefixes to refresh once the server has applied the write. */
  invalidate: (data: D) => QueryKey[];
  /** The route where the user edits a queued one (`?entry=` added by the panel). */
  editPath?: string;
  /**
   * What the screens show at once when the server has applied it (an optimistic update of the cache),
   * before the refetch of `invalidate` confirms it; `answer` is the server's, when this page heard it.
   */
  applied?: (cache: QueryClient, data: D, answer: unknown) => void;
};

export type WriteDef<K extends string, D> = WriteDecl<K, D> & {
  /** A queued entry's data, checked against the schema once; undefined for another kind or data that does not fit. */
  read: (entry: OutboxEntry) => D | undefined;
};

/** The declared writes' updates of the cache once applied, by kind (a declaration registers as its module loads). */
const onApplied = new Map<string, (cache: QueryClient, data: unknown, answer: unknown) => void>();

/**
 * Applied writes of kinds this page has not declared yet (their screen's module loads later, e.g. the
 * service worker sent one before the page started): shown once the declaration registers.
 */
const unshown: { cache: QueryClient; kind: string; data: unknown; answer: unknown }[] = [];

/** Shows a write the server has applied (its declaration's `applied`), now or once its declaration loads. */
export function showApplied(cache: QueryClient, kind: string, data: unknown, answer: unknown): void {
  const show = onApplied.get(kind);
  if (show) show(cache, data, answer);
  else unshown.push({ cache, kind, data, answer });
}

export function defineWrite<const K extends string, D>(decl: WriteDecl<K, D>): WriteDef<K, D> {
  const { applied } = decl;
  if (applied) {
    onApplied.set(decl.kind, (cache, data, answer) => {
      const parsed = v.safeParse(decl.data, data);
      if (parsed.success) applied(cache, parsed.output, answer);
    });
    for (const write of unshown.filter((write) => write.kind === decl.kind)) {
      unshown.splice(unshown.indexOf(write), 1);
      showApplied(write.cache, write.kind, write.data, write.answer);
    }
  }
  // An entry object is replaced whenever it changes, so its checked data can be kept by the object.
  const seen = new WeakMap<OutboxEntry, { data: D } | null>();
  const read = (entry: OutboxEntry): D | undefined => {
    if (entry.kind !== decl.kind) return undefined;
    if (!seen.has(entry)) {
      const parsed = v.safeParse(decl.data, entry.data);
      seen.set(entry, parsed.success ? { data: parsed.output } : null);
    }
    return seen.get(entry)?.data;
  };
  return { ...decl, read };
}

/** A queued write read through its declaration. */
export type Queued<K extends string, D> = { kind: K; entry: OutboxEntry; data: D };
export type QueuedOf<W> = W extends WriteDef<infer K, infer D> ? Queued<K, D> : never;

/** What the screen adds when it makes the write: the outbox label, the body, the version it was made on. */
export type Making = { label: string; body?: OutboxBody; ifMatch?: string; rebase?: Rebase };

/** A JSON request body. */
export const jsonBody = (value: unknown): OutboxBody => ({ kind: 'json', value });

/** The outbox intent of a declared write. */
export function intentOf<K extends string, D>(def: WriteDecl<K, D>, data: D, making: Making): WriteIntent {
  return {
    kind: def.kind,
    method: def.method,
    path: def.path(data),
    data,
    invalidate: def.invalidate(data),
    editPath: def.editPath,
    ...making,
  };
}

/** The queued writes of `def` among `entries` (oldest first), with their data typed; `where` keeps some. */
export function queuedOf<K extends string, D>(
  entries: readonly OutboxEntry[],
  def: WriteDef<K, D>,
  where: (data: D) => boolean = () => true,
): Queued<K, D>[] {
  return entries.flatMap((entry) => {
    const data = def.read(entry);
    return data !== undefined && where(data) ? [{ kind: def.kind, entry, data }] : [];
  });
}

/**
 * The latest queued change of each row, by the row's id: a row has one queued change at a time (a
 * newer one replaces the last), and if there are more the latest wins. `changes` may mix kinds.
 */
export function latestPerRow<Q extends { entry: OutboxEntry }, Id>(changes: readonly Q[], rowOf: (change: Q) => Id): Map<Id, Q> {
  const latest = new Map<Id, Q>();
  for (const change of [...changes].sort((a, b) => a.entry.createdAt - b.entry.createdAt)) latest.set(rowOf(change), change);
  return latest;
}

/** What a change of a row is made on: the queued change it replaces, if any, its version and how to make it again. */
export type Basis = { entryId?: string; ifMatch: string; rebase: Rebase };

/**
 * The basis of a change of `row` (as shown, with its version): a change still waiting is replaced and
 * the new one keeps the version that one was made on; a refused one is replaced on the version shown
 * now (the user saw why and acts again); one being sent is left to finish.
 */
export function basisOf(row: { version: number | string }, pending: OutboxEntry | undefined): Basis {
  const shown: Basis = { ifMatch: ifMatchOf(row.version), rebase: { kind: 'version', before: { ...row } } };
  if (!pending || pending.state === 'sending') return shown;
  if (pending.state === 'attention' || !pending.ifMatch || !pending.rebase) return { ...shown, entryId: pending.id };
  return { entryId: pending.id, ifMatch: pending.ifMatch, rebase: pending.rebase };
}

/** How a queued write shows among a screen's rows: a new row, or a change of one (its id, the row as changed). */
export type RowView<R, Id> =
  | { type: 'create'; view: (entry: OutboxEntry) => R | undefined }
  | { type: 'change'; id: (entry: OutboxEntry) => Id | undefined; view: (row: R, entry: OutboxEntry) => R; removes: boolean };

/** How the queued writes of declarations show on the rows `R` (with ids `Id`) of one screen. */
export function rowViews<R, Id>() {
  return {
    /** A queued write of `def` shows as a new row (`where` keeps those the screen shows). */
    asNew: <K extends string, D>(def: WriteDef<K, D>, view: (data: D) => R, where: (data: D) => boolean = () => true): RowView<R, Id> => ({
      type: 'create',
      view: (entry) => {
        const data = def.read(entry);
        return data !== undefined && where(data) ? view(data) : undefined;
      },
    }),
    /** A queued write of `def` changes the row `id` names (none: not a row of this screen; `view`: how it shows), or removes it. */
    onRow: <K extends string, D>(
      def: WriteDef<K, D>,
      id: (data: D) => Id | undefined,
      change: { view?: (row: R, data: D) => R; removes?: boolean },
    ): RowView<R, Id> => ({
      type: 'change',
      id: (entry) => {
        const data = def.read(entry);
        return data === undefined ? undefined : id(data);
      },
      view: (row, entry) => {
        const data = def.read(entry);
        return data === undefined || !change.view ? row : change.view(row, data);
      },
      removes: change.removes ?? false,
    }),
  };
}

/** A row as a screen shows it: with the queued change it carries (for the PendingMark), if any. */
export type ShownRow<R> = {
  key: string;
  row: R;
  /** False for a row not created yet. */
  stored: boolean;
  pending: OutboxEntry | undefined;
  /** A queued removal not refused: the row is locked (a refused one can be acted on again). */
  deleting: boolean;
};

/**
 * The one way queued changes show on a screen's rows: queued new rows first (oldest first), then the
 * server's rows with the latest queued change of each laid over it. Undefined while the rows load
 * and nothing is queued.
 */
export function overlayRows<R, Id>(
  rows: readonly R[] | undefined,
  entries: readonly OutboxEntry[],
  { id, key, views }: { id: (row: R) => Id; key: (row: R) => string; views: readonly RowView<R, Id>[] },
): ShownRow<R>[] | undefined {
  const created: ShownRow<R>[] = [];
  const changes = new Map<Id, { entry: OutboxEntry; view: Extract<RowView<R, Id>, { type: 'change' }> }>();
  for (const entry of entries) {
    for (const view of views) {
      if (view.type === 'create') {
        const row = view.view(entry);
        if (row !== undefined) created.push({ key: entry.id, row, stored: false, pending: entry, deleting: false });
      } else {
        const rowId = view.id(entry);
        if (rowId !== undefined) changes.set(rowId, { entry, view });
      }
    }
  }
  if (!rows && created.length === 0) return undefined;
  const stored = (rows ?? []).map((row): ShownRow<R> => {
    const change = changes.get(id(row));
    if (!change) return { key: key(row), row, stored: true, pending: undefined, deleting: false };
    const { entry, view } = change;
    return {
      key: key(row),
      row: view.view(row, entry),
      stored: true,
      pending: entry,
      deleting: view.removes && entry.state !== 'attention',
    };
  });
  return [...created, ...stored];
}
