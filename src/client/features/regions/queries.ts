/** Region queries, and the regions a form offers (a region field, the leaderboard's filter). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { RegionNameSchema, RegionSchema } from '../../../shared/schemas/regions';
import { api } from '../../lib/api-client';

export const regionKeys = {
  all: ['regions'] as const,
  list: () => [...regionKeys.all, 'list'] as const,
  detail: (id: number) => [...regionKeys.all, 'detail', id] as const,
};

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: regionKeys.list(),
    queryFn: ({ signal }) => api.get('/api/public/regions', v.array(RegionSchema), signal),
  });

export const regionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: regionKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/public/regions/${id}`, RegionNameSchema, signal),
  });

/** The regions to choose from: undefined while they load. */
export function useRegionChoices() {
  const regions = useQuery(regionsQueryOptions());
  return regions.isPending ? undefined : (regions.data ?? []);
}
