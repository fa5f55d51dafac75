/**
 * The login token: kept under `jwtToken` in localStorage with a copy in IndexedDB,
 * which survives a killed browser and is readable by the service worker. Decoded without
 * verification, for the UI only: the server checks every request.
 */
import { del, set } from 'idb-keyval';
import * as v from 'valibot';
import { ROLE_STAFF, TokenClaimsSchema, type TokenClaims } from '../../../shared/schemas/auth';

export const TOKEN_KEY = 'jwtToken';

export type Role = 'STAFF' | 'USER';
export type SignedInUser = TokenClaims & { role: Role; playerId: number };

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  void set(TOKEN_KEY, token).catch(() => {});
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  void del(TOKEN_KEY).catch(() => {});
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The user a token names, or null when it cannot be decoded. Expiry is not checked here. */
export function decodeToken(token: string): SignedInUser | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims = v.parse(TokenClaimsSchema, JSON.parse(base64UrlDecode(payload)));
    return { ...claims, role: claims.authorities.includes(ROLE_STAFF) ? 'STAFF' : 'USER', playerId: Number(claims.sub) };
  } catch {
    return null;
  }
}

/** `exp` is in seconds (expired when exp × 1000 is earlier than now). */
export const isExpired = (user: Pick<TokenClaims, 'exp'>, now = Date.now()): boolean => user.exp * 1000 < now;
