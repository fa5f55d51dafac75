import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-error';
import type { SignedInUser } from '../../lib/auth/token';
import { avatarQueryOptions } from '../players/queries';
import { ownProfileQueryOptions } from './queries';

/**
 * The signed-in player's profile, then their avatar when they have one; failures go to
 * the console only (§8), except a refused token, which the API client has already turned into a sign-out.
 */
export function useOwnProfile(user: SignedInUser) {
  const profile = useQuery(ownProfileQueryOptions(user.playerId));
  const avatar = useQuery(avatarQueryOptions({ id: profile.data?.id ?? 0, hasAvatar: profile.data?.hasAvatar }));
  useEffect(() => {
    if (profile.error && !(isApiError(profile.error) && profile.error.status === 401))
      console.error('Error fetching profile:', profile.error);
  }, [profile.error]);
  useEffect(() => {
    if (avatar.error) console.error('Error fetching avatar:', avatar.error);
  }, [avatar.error]);
  return { profile: profile.data, avatar: avatar.data ?? null };
}
