import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '../../../features/auth/components/route-guard';
import { STAFF_TEXTS, loadTexts } from '../../../lib/i18n/catalogs';

/** The staff pages: signed in and STAFF. */
export const Route = createFileRoute('/_authed/staff')({
  beforeLoad: () => loadTexts(STAFF_TEXTS),
  component: () => (
    <RouteGuard staffOnly>
      <Outlet />
    </RouteGuard>
  ),
});
