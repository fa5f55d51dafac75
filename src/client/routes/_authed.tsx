import { Outlet, createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '../features/auth/components/route-guard';

/** Everything below needs a signed-in user. */
export const Route = createFileRoute('/_authed')({
  component: () => (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  ),
});
