import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../shared/constants';
import { Leaderboard } from '../features/players/components/leaderboard';
import { leaderboardQueryOptions } from '../features/players/queries';

const SearchSchema = v.object({ type: v.optional(v.fallback(v.picklist(LEVEL_TYPES), 'classic')) });

export const Route = createFileRoute('/leaderboard')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ type: search.type ?? 'classic' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(leaderboardQueryOptions(deps.type)),
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const { type = 'classic' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <Leaderboard type={type} onTypeChange={(next) => navigate({ search: { type: next }, replace: true })} />;
}
