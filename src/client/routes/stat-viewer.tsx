import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StatViewer } from '../features/regions/components/stat-viewer';
import { regionsQueryOptions } from '../features/regions/queries';

const SearchSchema = v.object({ region: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 0)) });

export const Route = createFileRoute('/stat-viewer')({
  validateSearch: SearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(regionsQueryOptions()),
  component: StatViewerRoute,
});

function StatViewerRoute() {
  const { region } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatViewer
      selectedId={region || undefined}
      onSelect={(id) => navigate({ search: { region: id }, replace: true, resetScroll: false })}
    />
  );
}
