import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '../features/auth/components/route-guard';
import { PLAYER_TEXTS, loadTexts } from '../lib/i18n/catalogs';

/** Everything below needs a signed-in user. */
export const Route = createFileRoute('/_authed')({
  // The player's texts in French or Arabic, before the guard or the page draws.
  beforeLoad: () => loadTexts(PLAYER_TEXTS),
  component: () => (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  ),
});
