/** Whether the outbox panel is open: the top bar's button opens it, and so does a refusal's toast (refusals.ts). */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setOutboxPanelOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export const openOutboxPanel = (): void => setOutboxPanelOpen(true);

export function useOutboxPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
