/**
 * The login token: kept under `jwtToken` in localStorage with a copy in IndexedDB,
 * which survives a killed browser and is readable by the service worker. Decoded without
 * verification, for the UI only: the server checks every request.
 */
import { TOKEN_STORAGE_KEY } from '../../../shared/constants';

// IndexedDB's helpers load with the first change of the token, never with a visitor's first screen.
const store = () => import('idb-keyval');

export const TOKEN_KEY = TOKEN_STORAGE_KEY;

export type { Role, SignedInUser } from '../../../shared/token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  void store()
    .then((idb) => idb.set(TOKEN_KEY, token))
    .catch(() => {});
}

/** Keeps the service worker's copy in step with localStorage (a token may have been put there directly). */
export function mirrorToken(token: string): void {
  void store()
    .then((idb) => idb.set(TOKEN_KEY, token))
    .catch(() => {});
}

/** The IndexedDB copy: it outlives a killed browser's last localStorage writes, which may never reach the disk. */
export async function readSavedToken(): Promise<string | null> {
  const saved = await (await store()).get<unknown>(TOKEN_KEY);
  return typeof saved === 'string' ? saved : null;
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  void store()
    .then((idb) => idb.del(TOKEN_KEY))
    .catch(() => {});
}

export { decodeToken, isExpired } from '../../../shared/token';
