/** What every request handler can reach: the services, and the signed-in player read from the database. */
import type { Config } from '../env';
import type { Database } from '../db/database';
import type { ReadCache } from './read-cache';
import type { RateLimiter } from './rate-limit';
import type { TokenService } from '../auth/tokens';

export type Services = {
  db: Database;
  config: Config;
  cache: ReadCache;
  tokens: TokenService;
  limiters: { signIn: RateLimiter; loginFailures: RateLimiter; submissions: RateLimiter };
};

export type SignedInPlayer = { id: number; username: string; isStaff: boolean; isActive: boolean };

export type AppEnv = {
  Variables: {
    services: Services;
    /** Set when a valid token names an existing player; null otherwise. */
    player: SignedInPlayer | null;
  };
};
