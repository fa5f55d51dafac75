/** Builds the services of one server process from its configuration. */
import { createTokenService, loadSecret } from './auth/tokens';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { Config } from './env';
import type { Services } from './http/context';
import { RateLimiter } from './http/rate-limit';
import { ReadCache } from './http/read-cache';

export async function createServices(config: Config, handle?: DatabaseHandle): Promise<Services & { close: () => Promise<void> }> {
  const database = handle ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const secret = await loadSecret(database.db, config.jwtSecret);
  return {
    db: database.db,
    config,
    cache: new ReadCache(),
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    limiters: {
      signIn: new RateLimiter(config.rateLimits.signIn),
      loginFailures: new RateLimiter(config.rateLimits.loginFailures),
      submissions: new RateLimiter(config.rateLimits.submissions),
    },
    close: database.close,
  };
}
