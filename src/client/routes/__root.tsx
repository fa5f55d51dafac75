import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell';
import { NotFound, UnexpectedError } from '../components/layout/error-screens';
import { loadRestTexts } from '../lib/i18n/catalogs';
import { loadDirection } from '../lib/i18n/direction';
import type { RouterContext } from '../router';

/**
 * The level lists, drawn with the first screens' texts and no Ark part; every other page waits for the
 * rest of its language's texts and its direction (lib/i18n/direction.tsx).
 */
const LIST_PATH = /^\/((classic|platformer)\/(main|extended|legacy))?\/?$/;

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => (LIST_PATH.test(location.pathname) ? undefined : Promise.all([loadRestTexts(), loadDirection()])),
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: UnexpectedError,
});
