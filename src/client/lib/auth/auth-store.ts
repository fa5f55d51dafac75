/**
 * Who is signed in. A tiny external store: the stored token is decoded once at start-up
 * (`loading` until then); an undecodable token is removed ('Invalid token'), an expired one ignored.
 */
import { useSyncExternalStore } from 'react';
import { decodeToken, isExpired, mirrorToken, readToken, removeToken, storeToken, type SignedInUser } from './token';

export type AuthState = { loading: boolean; user: SignedInUser | null };

let state: AuthState = { loading: true, user: null };
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuth(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function initAuth(): void {
  const token = readToken();
  if (!token) return setState({ loading: false, user: null });
  const user = decodeToken(token);
  if (!user) {
    console.warn('Invalid token');
    removeToken();
    return setState({ loading: false, user: null });
  }
  if (isExpired(user)) removeToken();
  else mirrorToken(token);
  setState({ loading: false, user: isExpired(user) ? null : user });
}

/** Stores a fresh token and reloads the user from it; throws on a token that cannot be decoded. */
export function signIn(token: string): SignedInUser {
  const user = decodeToken(token);
  if (!user) throw new Error('Invalid token');
  storeToken(token);
  setState({ loading: false, user });
  return user;
}

export function signOut(): void {
  removeToken();
  setState({ loading: false, user: null });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
}
