/**
 * Who is signed in. A tiny external store: the stored token is decoded once at start-up
 * (`loading` until then); an undecodable token is removed ('Invalid token'), an expired one ignored.
 * With none in localStorage, IndexedDB's copy is read before the store settles: a browser killed
 * soon after sign-in may have lost localStorage's last writes, and the player stays signed in.
 */
import { useSyncExternalStore } from 'react';
import { afterLoad } from '../later';
import { decodeToken, isExpired, mirrorToken, readSavedToken, readToken, removeToken, storeToken, type SignedInUser } from './token';

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

let settled: Promise<void> | null = Promise.resolve();

/**
 * Resolves once start-up knows who is signed in: signed-in routes wait for it before they decide. The
 * IndexedDB copy is read when a signed-in route asks, or once the page has loaded (never before a
 * visitor's first screen).
 */
export const authSettled = (): Promise<void> => (settled ??= recoverSavedToken());

const recoverSavedToken = (): Promise<void> =>
  readSavedToken().then(
    // A sign-in or sign-out meanwhile has the last word.
    (saved) => void (getAuth().loading && (saved ? adopt(saved, storeToken) : setState({ loading: false, user: null }))),
    () => void (getAuth().loading && setState({ loading: false, user: null })),
  );

export function initAuth(): void {
  const token = readToken();
  if (token) return adopt(token, mirrorToken);
  settled = null;
  afterLoad(() => void authSettled());
}

/** Signs in with a stored token when it is valid (`keep` puts it back in both stores), removes it otherwise. */
function adopt(token: string, keep: (token: string) => void): void {
  const user = decodeToken(token);
  if (!user) console.warn('Invalid token');
  if (!user || isExpired(user)) removeToken();
  else keep(token);
  setState({ loading: false, user: user && !isExpired(user) ? user : null });
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
