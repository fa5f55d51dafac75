/**
 * Where a list's history begins, in a log read newest first (the changelog, the audit trail): one
 * baseline per level, logged one after the other, shown as one line per list. A page that ends among
 * them reads on, a page of the most at a time, until they end, so that they arrive whole (with their
 * count) rather than in parts, one per page; then each run of them is taken together.
 */
import type { LevelType } from '../../shared/constants';

type Logged = { baseline: boolean; type: LevelType | null };

/** `page`, read on through `older` pages (joined to it by `join`) while its last item is a baseline. */
export async function throughBaselines<P extends { next: number | null }>(
  page: P,
  items: (page: P) => readonly { baseline: boolean }[],
  older: (before: number) => Promise<P>,
  join: (newer: P, older: P) => P,
): Promise<P> {
  let whole = page;
  while (whole.next !== null && items(whole).at(-1)?.baseline) whole = join(whole, await older(whole.next));
  return whole;
}

/** A run of two or more baselines of one mode, newest first as the log is read. */
export type Beginning<T> = { baselines: T[] };

export const isBeginning = <T>(item: T | Beginning<T>): item is Beginning<T> =>
  typeof item === 'object' && item !== null && 'baselines' in item;

/** Items (newest first) with each run of two or more baselines of one mode taken together. */
export function withBeginnings<T extends Logged>(items: readonly T[]): (T | Beginning<T>)[] {
  const shown: (T | Beginning<T>)[] = [];
  for (const item of items) {
    const last = shown.at(-1);
    const first = last === undefined ? undefined : isBeginning(last) ? last.baselines[0]! : last;
    if (item.baseline && first?.baseline && first.type === item.type) {
      if (isBeginning(last!)) last.baselines.push(item);
      else shown[shown.length - 1] = { baselines: [first, item] };
    } else shown.push(item);
  }
  return shown;
}
