/**
 * A part of the screen that loads after the first one (a dialog, a menu, the toasts). Offline before
 * the service worker holds its files, its import fails: it is tried again once back online (or a
 * little later, should the server have been out of reach), and meanwhile the Suspense fallback stays;
 * never an error on the page. It draws once its texts are in the language in use (i18n/catalogs.ts:
 * the shell's part, or the parts given). Its Ark UI parts take the language's direction themselves
 * (components/ui/on-demand/directed.tsx).
 */
import { lazy, type ComponentType } from 'react';
import { loadTexts, type TextsPart } from './i18n/catalogs';
import { loadWhenOnline } from './later';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own `lazy`
export const lazyPart = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>, texts: readonly TextsPart[] = ['shell']) =>
  lazy(() => Promise.all([loadWhenOnline(load), loadTexts(texts)]).then(([part]) => part));
