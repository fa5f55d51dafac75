/**
 * Start-up: take an arriving token, decode the stored one, apply the theme, restore the persisted
 * query cache (so the first render already shows the last data; a first visit, with nothing saved,
 * does not wait for it), then render the router.
 */
import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth } from './lib/auth/auth-store';
import { acceptArrivingToken } from './lib/auth/token-arrival';
import { hasSavedCache, persistQueryCache, restoreQueryCache } from './lib/persister';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import { createAppRouter } from './router';

acceptArrivingToken();
initAuth();
initTheme();

const queryClient = createQueryClient();
const restored = restoreQueryCache(queryClient);
if (hasSavedCache()) await restored;
persistQueryCache(queryClient);
const router = createAppRouter(queryClient);

// The first render is a transition, which React renders in slices that let the browser breathe,
// and it starts in a task of its own rather than at the end of evaluating the modules.
await new Promise((resolve) => setTimeout(resolve));
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
registerServiceWorker();
