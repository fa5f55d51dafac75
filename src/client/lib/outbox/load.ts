/**
 * What the first visit knows of the outbox: whether an earlier visit left entries on this device (a
 * mark in localStorage, mark.ts), and how to load the outbox module, which then draws its
 * own corner of the top bar. A visit with nothing to send and nobody signed in never loads it.
 */
import { useSyncExternalStore } from 'react';

let loading: Promise<typeof import('./outbox')> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

/** The outbox module, loaded once, on demand. */
export function loadOutbox(): Promise<typeof import('./outbox')> {
  loading ??= import('./outbox').then(
    (outbox) => {
      loaded = true;
      for (const listener of listeners) listener();
      return outbox;
    },
    (error: unknown) => {
      loading = null; // a later call tries again
      throw error;
    },
  );
  return loading;
}

/** Whether the outbox has loaded (its corner of the top bar may then be drawn). */
export function useOutboxLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => false,
  );
}
