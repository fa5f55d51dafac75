/** The server's configuration, read from the environment once and validated. */
import * as v from 'valibot';
import { DISCORD_LANGUAGES, type DiscordLanguage } from './discord/texts/languages';
import { parseTrustProxy, type TrustProxy } from './http/addresses';

const Rate = v.pipe(
  v.string(),
  v.regex(/^\d+\/\d+$/, 'must be COUNT/SECONDS, such as 60/3600'),
  v.transform((text) => {
    const [limit, seconds] = text.split('/').map(Number) as [number, number];
    return { limit, windowMs: seconds * 1000 };
  }),
);

/** A Discord webhook's address (it holds the webhook's secret token: never logged or stored). */
const Webhook = v.pipe(
  v.string(),
  v.url('must be a webhook address'),
  v.regex(/^https?:\/\//i, 'must be an http(s) address, such as https://discord.com/api/webhooks/…'),
);

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.nonEmpty())),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  TOKEN_TTL_HOURS: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(1)), '168'),
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must be an http(s) address, such as https://list.example.ma')),
  ),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url()), 'https://accounts.google.com'),
  RATE_LIMIT_SIGNIN: v.optional(Rate, '60/3600'),
  RATE_LIMIT_LOGIN_FAILURES: v.optional(Rate, '10/900'),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: v.optional(Rate, '30/900'),
  RATE_LIMIT_SUBMISSIONS: v.optional(Rate, '30/3600'),
  RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE: v.optional(Rate, '5/900'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const trust = parseTrustProxy(dataset.value);
        if (typeof trust !== 'string') return trust;
        addIssue({ message: trust });
        return NEVER;
      }),
    ),
    'false',
  ),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, '').toLowerCase())
          .filter(Boolean),
      ),
      v.array(
        v.pipe(
          v.string(),
          v.regex(/^https?:\/\/[^/?#\s]+$/i, 'each origin must be scheme://host[:port], such as https://mirror.example.ma'),
        ),
      ),
    ),
    '',
  ),
  CLIENT_DIR: v.optional(v.string(), './dist/client'),
  CHAT_WIDGET_URL: v.optional(v.pipe(v.string(), v.url())),
  LOG: v.optional(v.picklist(['on', 'off']), 'on'),
  READ_CACHE_MB: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(1)), '64'),
  DISCORD_WEBHOOK_STAFF: v.optional(Webhook),
  DISCORD_WEBHOOK_LIST: v.optional(Webhook),
  DISCORD_LANGUAGE: v.optional(v.picklist(DISCORD_LANGUAGES, `must be one of ${DISCORD_LANGUAGES.join(', ')}`), 'en'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  publicUrl: string | undefined;
  /** Google sign-in, with the site's public address that its redirect address is built from. */
  google: { clientId: string; clientSecret: string; issuer: string; publicUrl: string } | null;
  rateLimits: {
    signIn: RateLimit;
    loginFailures: RateLimit;
    loginFailuresPerAddress: RateLimit;
    loginFailuresPerDevice: RateLimit;
    submissions: RateLimit;
  };
  /** Which proxies' X-Forwarded-For hops to believe (http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Origins whose pages may call the API from a browser. */
  corsOrigins: string[];
  clientDir: string;
  chatWidgetUrl: string | null;
  log: boolean;
  /** The bound of the public reads kept in memory, in bytes. */
  readCacheBytes: number;
  /** Discord's webhooks: the staff channel's (new submissions) and the public one's (list changes); null: no messages. */
  discord: { staff: string | null; list: string | null; language: DiscordLanguage };
};
export type RateLimit = { limit: number; windowMs: number };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, defined);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const publicUrl = e.PUBLIC_URL?.replace(/\/$/, '');
  // Google sends the browser back to an address built from PUBLIC_URL only: the request's own Host is
  // the caller's to choose, and behind a proxy it is not the site's address anyway.
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET && !publicUrl) {
    throw new Error(
      'Invalid configuration:\nPUBLIC_URL: required with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: the address the site is ' +
        'reached at, such as PUBLIC_URL=https://list.example.ma (Google returns to PUBLIC_URL/login/oauth2/code/google)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    publicUrl,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET && publicUrl
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER, publicUrl }
        : null,
    rateLimits: {
      signIn: e.RATE_LIMIT_SIGNIN,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailuresPerAddress: e.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      loginFailuresPerDevice: e.RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE,
      submissions: e.RATE_LIMIT_SUBMISSIONS,
    },
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    clientDir: e.CLIENT_DIR,
    chatWidgetUrl: e.CHAT_WIDGET_URL ?? null,
    log: e.LOG === 'on',
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    discord: { staff: e.DISCORD_WEBHOOK_STAFF ?? null, list: e.DISCORD_WEBHOOK_LIST ?? null, language: e.DISCORD_LANGUAGE },
  };
}
