/**
 * How many entries wait, are held or need attention, for the top bar and the sign-out warning; the
 * mark in localStorage tells the next visit whether to load the outbox (mark.ts).
 */
import { useSyncExternalStore } from 'react';
import { OUTBOX_MARK } from './mark';

export type OutboxSummary = { waiting: number; held: number; attention: number };

const EMPTY: OutboxSummary = { waiting: 0, held: 0, attention: 0 };

let summary = EMPTY;
const listeners = new Set<() => void>();

export function setOutboxSummary(next: OutboxSummary): void {
  summary = next;
  try {
    const total = next.waiting + next.held + next.attention;
    if (total > 0) localStorage.setItem(OUTBOX_MARK, String(total));
    else localStorage.removeItem(OUTBOX_MARK);
  } catch {
    // storage refused: the outbox is then loaded on every visit with a token
  }
  for (const listener of listeners) listener();
}

export function useOutboxSummary(): OutboxSummary {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => summary,
    () => EMPTY,
  );
}
