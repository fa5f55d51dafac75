/**
 * A part of the screen that loads after the first one (a dialog, a menu, the toasts). Offline before
 * the service worker holds its files, its import fails: it is tried again once back online (or a
 * little later, should the server have been out of reach), and meanwhile the Suspense fallback stays;
 * never an error on the page.
 */
import { lazy, type ComponentType } from 'react';
import { loadWhenOnline } from './later';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own `lazy`
export const lazyPart = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(() => loadWhenOnline(load));
