/**
 * A part of the screen that loads after the first one (a dialog, a menu, the toasts). Offline before
 * the service worker holds its files, its import fails: it is tried again once back online (or a
 * little later, should the server have been out of reach), and meanwhile the Suspense fallback stays;
 * never an error on the page.
 */
import { lazy, type ComponentType } from 'react';

const RETRY_ONLINE_MS = 5_000;

/** `load`, tried again until it succeeds: when the device comes back online, or every few seconds while it says it is online. */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => resolve(loadWhenOnline(load));
        if (navigator.onLine) setTimeout(again, RETRY_ONLINE_MS);
        else window.addEventListener('online', again, { once: true });
      }),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own `lazy`
export const lazyPart = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(() => loadWhenOnline(load));
