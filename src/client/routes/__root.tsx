import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell';
import { NotFound, UnexpectedError } from '../components/layout/error-screens';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: UnexpectedError,
});
