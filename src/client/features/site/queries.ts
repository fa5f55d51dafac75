/** What the side panel shows: the site settings the server publishes (the community chat embed), the list editors. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { StaffEntrySchema } from '../../../shared/schemas/players';
import { SiteSettingsSchema } from '../../../shared/schemas/settings';
import { api } from '../../lib/api-client';
import { playerKeys } from '../players/queries';

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

/** The list editors: the staff members' usernames. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.staff(),
    queryFn: ({ signal }) => api.get('/api/public/players/staff', v.array(StaffEntrySchema), signal),
  });
