/**
 * The one toast helper. The toast store and its region are loaded with the first toast, so a
 * first visit does not pay for them; `useToastsRequested` tells the shell when to mount the region.
 */
import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'info';
/** A button in the toast (it closes the toast too): a way to where the thing told of is dealt with. */
export type ToastAction = { label: string; onClick: () => void };

let requested = false;
const listeners = new Set<() => void>();

export function notify(title: string, options: { description?: string; type?: Kind; action?: ToastAction } = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // Offline before the service worker holds its file, a toast is lost; the screen itself still shows the state.
  void import('./toast-store').then(
    ({ toaster }) => void toaster.create({ title, description: options.description, type: options.type ?? 'info', action: options.action }),
    () => {},
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
