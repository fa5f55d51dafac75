/**
 * On a profile, for a signed-in visitor only: their claim of the player shown ('This is me' when it
 * may be claimed), or on their own profile the claims they made. A visitor gets nothing and sends no
 * request; the part itself loads on demand, with the signed-in player's texts.
 */
import { Suspense } from 'react';
import { useAuth } from '../../../lib/auth/auth-store';
import { PLAYER_TEXTS } from '../../../lib/i18n/catalogs';
import { lazyPart } from '../../../lib/lazy-part';

const ProfileClaim = lazyPart(() => import('./profile-claim'), PLAYER_TEXTS);

export function ProfileClaimSlot({ player }: { player: { id: number; username: string } }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ProfileClaim player={player} viewer={user.playerId} />
    </Suspense>
  );
}
