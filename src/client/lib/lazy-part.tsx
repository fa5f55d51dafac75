/**
 * A part of the screen that loads after the first one (a dialog, a menu, the toasts). Offline before
 * the service worker holds its files, its import fails: it is tried again once back online (or a
 * little later, should the server have been out of reach), and meanwhile the Suspense fallback stays;
 * never an error on the page. It draws once its texts are in the language in use (i18n/catalogs.ts),
 * in the language's direction (i18n/direction.tsx).
 */
import { Fragment, lazy, type ComponentProps, type ComponentType } from 'react';
import { loadRestTexts } from './i18n/catalogs';
import { loadDirection } from './i18n/direction';
import { loadWhenOnline } from './later';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own `lazy`
export const lazyPart = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazy(() =>
    Promise.all([loadWhenOnline(load), loadRestTexts(), loadDirection()]).then(([part, , Direction]) => {
      if (Direction === Fragment) return part;
      const Part = part.default;
      const Directed = (props: ComponentProps<T>) => (
        <Direction>
          <Part {...props} />
        </Direction>
      );
      return { default: Directed as unknown as T };
    }),
  );
