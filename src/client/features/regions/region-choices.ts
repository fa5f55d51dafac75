/** The regions a form offers (a region field, the leaderboard's filter), outside the first visit. */
import { useQuery } from '@tanstack/react-query';
import { regionsQueryOptions } from './queries';

/** The regions to choose from: undefined while they load. */
export function useRegionChoices() {
  const regions = useQuery(regionsQueryOptions());
  return regions.isPending ? undefined : (regions.data ?? []);
}
