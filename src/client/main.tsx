/**
 * Start-up: take an arriving token, decode the stored one, apply the theme and load the first
 * screens' texts of the language in use (index.html's start-up script has preloaded them), then
 * render the router at once while the persisted query cache is read (lib/restoring.tsx: its data
 * shows as soon as it is read; a first visit, with nothing saved, reads it after the load event),
 * keep a copy of the public data for reading offline once the first screen is done, and start the
 * outbox where there is one to start.
 */
import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getAuth, initAuth, subscribeAuth } from './lib/auth/auth-store';
import { acceptArrivingToken } from './lib/auth/token-arrival';
import { api } from './lib/api-client';
import { keepOfflineCopy } from './lib/offline-copy';
import { loadOutbox } from './lib/outbox/load';
import { outboxHasEntries } from './lib/outbox/mark';
import { hasSavedCache, restoreQueryCache, untilRead } from './lib/persister';
import { createQueryClient } from './lib/query-client';
import { RestoringCache } from './lib/restoring';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import { createAppRouter } from './router';
import { PLAYER_TEXTS, loadFirstTexts, loadTexts } from './lib/i18n/catalogs';
import { applyLocale } from './lib/i18n/locale';
import { afterLoad, loadWhenOnline } from './lib/later';

acceptArrivingToken();
initAuth();
initTheme();
applyLocale();

const queryClient = createQueryClient();
// With a saved cache its reading starts now, beside the first render; without one (a first visit, a new
// build) there is nothing to read before the page has loaded. The first screens' texts in French or
// Arabic come first (nothing to load in English).
const saved = hasSavedCache();
const restore = saved ? restoreQueryCache(queryClient) : null;
await loadFirstTexts();
const router = createAppRouter(queryClient);

// The first render is a transition, which React renders in slices that let the browser breathe,
// and it starts in a task of its own rather than at the end of evaluating the modules.
await new Promise((resolve) => setTimeout(resolve));
const root = createRoot(document.getElementById('root')!);
// What the first render waited for ends here (npm run bench:client counts the files requested before it).
performance.mark('first-render');
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RestoringCache restore={restore}>
          <RouterProvider router={router} />
        </RestoringCache>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
registerServiceWorker();
const restored = restore ?? new Promise<void>((resolve) => afterLoad(() => resolve(restoreQueryCache(queryClient))));
// The texts of the shell's later parts in the language in use, before any of them draws (lazy-part.ts);
// the other pages' come with them (__root.tsx, the signed-in and staff routes).
void loadTexts(['shell']);

// A part that could not load (offline before the service worker holds it) is tried again once back online.
// Saving starts once the saved copy has been read: saving before would write over it with less.
void restored
  .then(untilRead)
  .then(() => loadWhenOnline(() => import('./lib/cache-saving').then((saving) => saving.persistQueryCache(queryClient))));
keepOfflineCopy(queryClient, api.get);

// The outbox loads when someone is signed in or something waits to be sent, never on a plain visit.
const startOutbox = () =>
  void loadWhenOnline(() =>
    Promise.all([loadOutbox(), loadTexts(PLAYER_TEXTS)]).then(([outbox]) => {
      outbox.startOutbox(queryClient, restored.then(untilRead));
      // Its top bar corner comes along now, while the network is likely there, and the toasts that tell
      // what came of a write (they may come offline).
      void import('./components/outbox/outbox-button').catch(() => {});
      void import('./lib/toast-store').catch(() => {});
      void import('./components/ui/on-demand/toaster').catch(() => {});
    }),
  );
if (getAuth().user || outboxHasEntries()) startOutbox();
subscribeAuth(() => getAuth().user && startOutbox());
