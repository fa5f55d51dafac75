/** The signed-in player's own profile (on sign-in, the profile, then the avatar). */
import { queryOptions } from '@tanstack/react-query';
import { OwnProfileSchema } from '../../../shared/schemas/own-profile';
import { api } from '../../lib/api-client';

export const authKeys = {
  all: ['auth'] as const,
  profile: (playerId: number) => [...authKeys.all, 'profile', playerId] as const,
};

export const ownProfileQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: authKeys.profile(playerId),
    queryFn: ({ signal }) => api.get('/api/authenticated/players/profile', OwnProfileSchema, signal),
  });
