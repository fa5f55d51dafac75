import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell';
import { NotFound, UnexpectedError } from '../components/layout/error-screens';
import { LIST_PATH } from '../lib/first-reads';
import { PUBLIC_TEXTS, loadTexts } from '../lib/i18n/catalogs';
import type { RouterContext } from '../router';

/**
 * The level lists (LIST_PATH) are drawn with the first screens' texts; every other page waits for the
 * public part of its language's texts (lib/i18n/catalogs.ts).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => (LIST_PATH.test(location.pathname) ? undefined : loadTexts(PUBLIC_TEXTS)),
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: UnexpectedError,
});
