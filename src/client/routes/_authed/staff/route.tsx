import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '../../../features/auth/components/route-guard';

/** The staff pages: signed in and STAFF. */
export const Route = createFileRoute('/_authed/staff')({
  component: () => (
    <RouteGuard staffOnly>
      <Outlet />
    </RouteGuard>
  ),
});
