/** Site settings the server publishes for the client (the community chat embed). */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../lib/api-client';

// The server declares this shape in src/server/settings/routes.ts; it belongs in src/shared (see the note).
export const SiteSettingsSchema = v.object({ chatWidgetUrl: v.nullable(v.string()) });

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
