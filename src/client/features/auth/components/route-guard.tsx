/**
 * The route guard: 'Loading...' while the sign-in check runs; signed-out users go to '/'
 * with the login dialog asked open and the origin kept; non-staff on a staff page go to '/'.
 *
 * The check is the stored token, decoded, then the server's answer for the account it names (its
 * own profile): a token the server refuses signs the user out before a guarded screen shows. Once
 * the profile is known (it is kept with the cache), or while offline, the token's word stands.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HistoryState } from '@tanstack/history';
import { useAuth } from '../../../lib/auth/auth-store';
import { ownProfileQueryOptions } from '../queries';
import { guardTexts } from '../texts';

/** Goes to '/' once, with the given navigation state. */
function SendHome({ state }: { state?: HistoryState }) {
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void navigate({ to: '/', replace: true, state });
  }, [navigate, state]);
  return null;
}

export function RouteGuard({ staffOnly = false, children }: { staffOnly?: boolean; children: ReactNode }) {
  const { loading, user } = useAuth();
  const profile = useQuery({ ...ownProfileQueryOptions(user?.playerId ?? 0), enabled: user !== null });
  const router = useRouter();
  // The origin, read once: while the redirect is pending the router already reports '/'.
  const [from] = useState(() => router.state.location.href);
  const confirming = user !== null && profile.isPending && profile.fetchStatus === 'fetching';
  if (loading || confirming) return <p>{guardTexts.loading}</p>;
  if (!user) return <SendHome state={{ openLogin: true, from }} />;
  if (staffOnly && user.role !== 'STAFF') return <SendHome />;
  return children;
}
