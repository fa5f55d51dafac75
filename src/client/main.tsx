/**
 * Start-up: take an arriving token, decode the stored one, apply the theme, restore the persisted
 * query cache (so the first render already shows the last data), then render the router.
 */
import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth } from './lib/auth/auth-store';
import { acceptArrivingToken } from './lib/auth/token-arrival';
import { persistQueryCache, restoreQueryCache } from './lib/persister';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import { createAppRouter } from './router';

acceptArrivingToken();
initAuth();
initTheme();

const queryClient = createQueryClient();
await restoreQueryCache(queryClient);
persistQueryCache(queryClient);
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
registerServiceWorker();
