/** The services of one server process, built from its configuration: everything a request handler can reach. */
import { createTokenService, loadSecret, type TokenService } from './auth/tokens';
import { startChangeFeed, type ChangeFeed } from './db/change-feed';
import { openDatabase, type Database, type DatabaseHandle } from './db/database';
import type { Config } from './env';
import { RateLimiter } from './http/rate-limit';
import { ReadCache } from './http/read-cache';

export type Services = {
  db: Database;
  config: Config;
  cache: ReadCache;
  changes: ChangeFeed;
  tokens: TokenService;
  limiters: {
    signIn: RateLimiter; loginFailures: RateLimiter; loginFailuresPerAddress: RateLimiter; loginFailuresPerDevice: RateLimiter; submissions: RateLimiter;
  };
};

export type OwnedServices = Services & { handle: DatabaseHandle; close: () => Promise<void> };

export async function createServices(config: Config, handle?: DatabaseHandle, onMigrate?: () => void): Promise<OwnedServices> {
  const database = handle ?? (await openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, role: `the server on port ${config.port}`, waitMs: 5_000, onMigrate,
  }));
  const { db } = database;
  const secret = await loadSecret(db, config.jwtSecret);
  const cache = new ReadCache(config.readCacheBytes);
  const changes = await startChangeFeed(database, cache);
  const limits = config.rateLimits;
  return {
    db,
    config,
    cache,
    changes,
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    limiters: {
      signIn: new RateLimiter(db, 'sign-in', limits.signIn),
      loginFailures: new RateLimiter(db, 'login-failures', limits.loginFailures),
      loginFailuresPerAddress: new RateLimiter(db, 'login-failures-address', limits.loginFailuresPerAddress),
      loginFailuresPerDevice: new RateLimiter(db, 'login-failures-device', limits.loginFailuresPerDevice),
      submissions: new RateLimiter(db, 'submissions', limits.submissions),
    },
    handle: database,
    close: async () => {
      await changes.close();
      await database.close();
    },
  };
}
