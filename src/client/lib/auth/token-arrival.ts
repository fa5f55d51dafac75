/**
 * Token arrival: after Google sign-in the server sends the browser to `/?token=…`.
 * The token is stored under `jwtToken` and the address replaced by '/' (no history entry), or by the
 * page the user was on when they started signing in, remembered in sessionStorage.
 */
import { storeToken } from './token';

const RETURN_KEY = 'signInReturnTo';

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

/** Takes `?token=` out of the address before the router starts; true when there was one. */
export function acceptArrivingToken(location: Location = window.location): boolean {
  const token = new URLSearchParams(location.search).get('token');
  if (!token) return false;
  storeToken(token);
  const back = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  window.history.replaceState(null, '', back?.startsWith('/') && !back.startsWith('//') ? back : '/');
  return true;
}
