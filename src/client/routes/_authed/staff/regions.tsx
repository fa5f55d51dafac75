import { createFileRoute } from '@tanstack/react-router';
import { RegionsPage } from '../../../features/regions/components/staff/regions-page';
import { regionsQueryOptions } from '../../../features/regions/queries';

/** Staff regions: the list with points, add, rename and delete. */
export const Route = createFileRoute('/_authed/staff/regions')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(regionsQueryOptions()),
  component: RegionsPage,
});
