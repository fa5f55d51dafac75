import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../shared/constants';
import { Leaderboard } from '../features/players/components/leaderboard';
import { prefetchLeaderboard } from '../features/players/queries';

/** `name`: text to find in usernames (a number in the address is read as its digits); `region`: a region id. */
const SearchSchema = v.object({
  type: v.optional(v.fallback(v.picklist(LEVEL_TYPES), 'classic')),
  name: v.optional(v.fallback(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(64)), '')),
  region: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 0)),
});

export const Route = createFileRoute('/leaderboard')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ type: search.type ?? 'classic', filtered: Boolean(search.name || search.region) }),
  loader: ({ context, deps }) => prefetchLeaderboard(context.queryClient, deps.type, deps.filtered),
  component: LeaderboardRoute,
});

type Search = v.InferOutput<typeof SearchSchema>;
/** Empty filters leave the address. */
const clean = ({ type, name, region }: Search): Search => ({ type, name: name || undefined, region: region || undefined });

function LeaderboardRoute() {
  const { type = 'classic', name = '', region } = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<Search>) => navigate({ search: (prev) => clean({ ...prev, ...next }), replace: true, resetScroll: false });
  return (
    <Leaderboard
      type={type}
      filters={{ name, region: region || undefined }}
      onTypeChange={(next) => change({ type: next })}
      onFiltersChange={change}
    />
  );
}
