/**
 * Under a list title: the signed-in player's standing in the list's mode. Lists are the first screen
 * of a visit, so this part stays tiny: a visitor gets nothing and sends no request, and the standing
 * itself loads on demand, in a space kept for it so the list does not jump when it arrives.
 */
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { useAuth } from '../../../lib/auth/auth-store';
import { PUBLIC_TEXTS } from '../../../lib/i18n/catalogs';
import { lazyPart } from '../../../lib/lazy-part';

const OwnStanding = lazyPart(() => import('./own-standing'), PUBLIC_TEXTS);

export function OwnStandingSlot({ type }: { type: LevelType }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className={css({ minHeight: '8' })}>
      <Suspense fallback={null}>
        <OwnStanding type={type} playerId={user.playerId} />
      </Suspense>
    </div>
  );
}
