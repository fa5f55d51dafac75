/**
 * Reading a login token without verifying it, for the page and the service worker alike: who it
 * names and when it expires. The server verifies every request; this only decides what to show and
 * whether a write is worth sending.
 */
import * as v from 'valibot';
import { ROLE_STAFF, TokenClaimsSchema, type TokenClaims } from './schemas/auth';

export type Role = 'STAFF' | 'USER';
export type SignedInUser = TokenClaims & { role: Role; playerId: number };

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
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
