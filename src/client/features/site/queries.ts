/** Site settings the server publishes for the client (the community chat embed). */
import { queryOptions } from '@tanstack/react-query';
import { SiteSettingsSchema } from '../../../shared/schemas/settings';
import { api } from '../../lib/api-client';

export const siteKeys = {
  all: ['site'] as const,
  settings: () => [...siteKeys.all, 'settings'] as const,
};

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.settings(),
    queryFn: ({ signal }) => api.get('/api/public/settings', SiteSettingsSchema, signal),
    staleTime: 60 * 60 * 1000,
  });
