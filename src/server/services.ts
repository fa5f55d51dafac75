/** The services of one server process, built from its configuration: everything a request handler can reach. */
import { createTokenService, loadSecret, type TokenService } from './auth/tokens';
import { startChangeFeed, type ChangeFeed } from './db/change-feed';
import { openDatabase, type Database, type DatabaseHandle } from './db/database';
import { createDiscordQueue, type DiscordQueue } from './discord/queue';
import { startDiscordSender, type SenderOptions } from './discord/sender';
import type { Config } from './env';
import { RateLimiter } from './http/rate-limit';
import { ReadCache } from './http/read-cache';
import { createPreviewCaches, type PreviewCaches } from './previews/caches';

export type Services = {
  db: Database;
  config: Config;
  cache: ReadCache;
  /** Link previews' heads and cards, current while the read models are (previews/caches.ts). */
  previews: PreviewCaches;
  changes: ChangeFeed;
  tokens: TokenService;
  /** Messages for Discord's channels, queued in the transaction of the change (discord/). */
  discord: DiscordQueue;
  limiters: {
    signIn: RateLimiter;
    loginFailures: RateLimiter;
    loginFailuresPerAddress: RateLimiter;
    loginFailuresPerDevice: RateLimiter;
    submissions: RateLimiter;
  };
};

export type OwnedServices = Services & { handle: DatabaseHandle; close: () => Promise<void> };

/** What a test sets apart from the configuration: the Discord sender's timings (its deadline, concurrency, lease, backoff, poll) and log. */
export type ServiceTuning = { discordSender?: Partial<SenderOptions> };

export async function createServices(
  config: Config,
  handle?: DatabaseHandle,
  onMigrate?: () => void,
  tuning: ServiceTuning = {},
): Promise<OwnedServices> {
  const database =
    handle ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      role: `the server on port ${config.port}`,
      waitMs: 5_000,
      onMigrate,
      serving: true,
    }));
  const { db } = database;
  const secret = await loadSecret(db, config.jwtSecret);
  const cache = new ReadCache(config.readCacheBytes);
  const changes = await startChangeFeed(database, cache);
  const limits = config.rateLimits;
  const discord = createDiscordQueue(config.discord, config.publicUrl);
  // Only with a webhook: without one nothing is queued, so there is nothing to send. Its failures go to
  // stderr whatever LOG says: LOG is the per-request line, not the errors an operator must see.
  const sender = Object.keys(discord.webhooks).length > 0 ? startDiscordSender(db, discord.webhooks, tuning.discordSender) : null;
  if (sender) discord.onQueued(sender.wake);
  return {
    db,
    config,
    cache,
    previews: createPreviewCaches(cache),
    changes,
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    discord,
    limiters: {
      signIn: new RateLimiter(db, 'sign-in', limits.signIn),
      loginFailures: new RateLimiter(db, 'login-failures', limits.loginFailures),
      loginFailuresPerAddress: new RateLimiter(db, 'login-failures-address', limits.loginFailuresPerAddress),
      loginFailuresPerDevice: new RateLimiter(db, 'login-failures-device', limits.loginFailuresPerDevice),
      submissions: new RateLimiter(db, 'submissions', limits.submissions),
    },
    handle: database,
    close: async () => {
      await sender?.close();
      await changes.close();
      await database.close();
    },
  };
}
