/**
 * Login tokens: HS256 JWTs with `sub` (player id), `authorities`, `iat`, `exp`, and `gen`, the
 * account's session generation when it was issued (absent: 0, the tokens issued before it existed).
 * A token of an older generation than the account's is refused (http/auth.ts), so raising it ends
 * every session of the account on every instance at once (auth/admin.ts).
 * Without JWT_SECRET a secret is generated once and kept in the database, so restarts keep people signed in.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { ROLE_STAFF, ROLE_USER } from '../../shared/schemas/auth';
import type { Database } from '../db/database';
import { serverSettings } from '../db/schema';
import { eq } from 'drizzle-orm';

/** Who a valid token names, and the session generation it was issued under. */
export type TokenSession = { playerId: number; generation: number };

export type TokenService = {
  issue: (player: { id: number; isStaff: boolean; sessionGeneration?: number }) => Promise<string>;
  /** The session of a valid token, or null for any bad, forged or expired token. */
  sessionOf: (token: string) => Promise<TokenSession | null>;
  /**
   * Signs the short-lived sign-in cookies (OAuth state). Derived from the token secret, so every
   * process sharing that secret accepts them, yet a cookie signature is never usable as a token key.
   */
  cookieSecret: string;
};

export async function loadSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  return row!.value;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  return {
    cookieSecret: createHmac('sha256', secret).update('sign-in cookies').digest('base64url'),
    async issue(player) {
      const iat = Math.floor(Date.now() / 1000);
      const authorities = player.isStaff ? [ROLE_USER, ROLE_STAFF] : [ROLE_USER];
      return sign({ sub: String(player.id), authorities, iat, exp: iat + ttlSeconds, gen: player.sessionGeneration ?? 0 }, secret, 'HS256');
    },
    async sessionOf(token) {
      try {
        const claims = await verify(token, secret, 'HS256');
        if (typeof claims.exp !== 'number') return null;
        const id = Number(claims.sub);
        const generation = claims.gen === undefined ? 0 : claims.gen;
        if (!Number.isSafeInteger(generation) || (generation as number) < 0) return null;
        return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { playerId: id, generation: generation as number } : null;
      } catch {
        return null;
      }
    },
  };
}
