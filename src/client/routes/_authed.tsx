import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { RouteGuard } from '../features/auth/components/route-guard';
import { authSettled, getAuth } from '../lib/auth/auth-store';
import { PLAYER_TEXTS, loadTexts } from '../lib/i18n/catalogs';

/** Everything below needs a signed-in user. */
export const Route = createFileRoute('/_authed')({
  // Signed out, the sign-in prompt comes before the page's code is fetched (offline it may not be on the
  // device); then the player's texts in French or Arabic, before the guard or the page draws.
  beforeLoad: async ({ location }) => {
    await authSettled();
    if (!getAuth().user) throw redirect({ to: '/', replace: true, state: { openLogin: true, from: location.href } });
    return loadTexts(PLAYER_TEXTS);
  },
  component: () => (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  ),
});
