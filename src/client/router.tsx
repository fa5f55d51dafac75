import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound, UnexpectedError } from './components/layout/error-screens';
import { setTokenExpiredHandler } from './lib/api-client';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

/** `history`: the browser's, unless given (the frame rendered at build time, app/frame.tsx). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router only starts the fetches.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: UnexpectedError,
    defaultNotFoundComponent: NotFound,
  });
  setTokenExpiredHandler(() => void router.navigate({ to: '/' }));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** Navigation state of the route guard: open the login dialog, and where to go once signed in. */
declare module '@tanstack/history' {
  interface HistoryState {
    openLogin?: boolean;
    from?: string;
  }
}
