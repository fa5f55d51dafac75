import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { decode } from 'hono/jwt';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { players } from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/env';
import { startTestServer, type TestServer, useTestServer } from '../support/server';

const CLIENT_ID = 'moroccan-list-test';
const CALLBACK = '/login/oauth2/code/google';

let provider: OAuth2Server;
/** The identity the provider puts in its next tokens; null leaves the claims out. */
let identity: { email?: string; email_verified?: unknown } | null;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    if (identity) Object.assign(token.payload, identity);
  });
});
afterAll(async () => {
  await provider.stop();
});
const { server } = useTestServer({ env: (url) => ({ ...googleEnv(), PUBLIC_URL: url }) });
beforeEach(() => {
  identity = null;
  for (const event of ['beforeUserinfo', 'beforeResponse', 'beforeAuthorizeRedirect']) provider.service.removeAllListeners(event);
});

type Flow = { callback?: (url: URL) => void; cookie?: (cookie: string) => string };

/** Follows the browser's redirects by hand: our start path, the provider, our callback. */
async function signIn(target: TestServer = server, flow: Flow = {}) {
  const start = await fetch(`${target.url}/oauth2/authorization/google`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const setCookie = start.headers.get('set-cookie') ?? '';
  let cookie = setCookie.split(';')[0]!;
  const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  flow.callback?.(callback);
  if (flow.cookie) cookie = flow.cookie(cookie);
  const done = await fetch(callback, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(done.status).toBe(302);
  const location = new URL(done.headers.get('location')!, target.url);
  return { start, setCookie, done, location, token: location.searchParams.get('token'), error: location.searchParams.get('loginError') };
}

/** Google's settings, pointed at the local provider; the server must be given PUBLIC_URL beside them. */
const googleEnv = () => ({ GOOGLE_ISSUER: provider.issuer.url!, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'client-secret' });

const countPlayers = async (email: string) => server.services.db.$count(players, sql`lower(${players.email}) = ${email.toLowerCase()}`);

describe('Google sign-in', () => {
  it('sends the browser to the provider with state, nonce and an S256 challenge, kept in a signed cookie', async () => {
    const start = await fetch(`${server.url}/oauth2/authorization/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${provider.issuer.url}/authorize`);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${server.url}${CALLBACK}`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toContain('openid');
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)?.length).toBeGreaterThanOrEqual(32);
    const cookie = start.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toContain(`Path=${CALLBACK}`);
  });

  it('builds the redirect address from PUBLIC_URL only, whatever Host the request names', async () => {
    const location = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(server.url);
      httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/oauth2/authorization/google',
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        },
        (response) => {
          response.resume();
          resolve(response.headers.location ?? '');
        },
      )
        .on('error', reject)
        .end();
    });
    expect(new URL(location).searchParams.get('redirect_uri')).toBe(`${server.url}${CALLBACK}`);

    const behindProxy = await startTestServer({ ...googleEnv(), PUBLIC_URL: 'https://list.example.ma/' });
    try {
      const start = await fetch(`${behindProxy.url}/oauth2/authorization/google`, { redirect: 'manual' });
      expect(new URL(start.headers.get('location')!).searchParams.get('redirect_uri')).toBe(`https://list.example.ma${CALLBACK}`);
      expect(start.headers.get('set-cookie')).toMatch(/; Secure/i);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses to start with Google set up but no PUBLIC_URL, saying what to set', () => {
    expect(() => loadConfig(googleEnv())).toThrow(
      /Invalid configuration:\nPUBLIC_URL: required with GOOGLE_CLIENT_ID.*PUBLIC_URL=https:\/\//,
    );
    expect(() => loadConfig({ ...googleEnv(), PUBLIC_URL: 'list.example.ma' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...googleEnv(), PUBLIC_URL: 'https://list.example.ma' }).google?.publicUrl).toBe('https://list.example.ma');
    expect(loadConfig({}).google).toBeNull();
  });

  it('tells the client that Google sign-in is available', async () => {
    expect((await server.get('/api/public/settings')).json).toEqual({ chatWidgetUrl: null, googleSignIn: true });
  });

  it('creates a new, inactive player with a random username and hands over a token', async () => {
    identity = { email: 'New.Player@Example.com', email_verified: true };
    const result = await signIn();
    expect(result.error).toBeNull();
    expect(result.location.pathname).toBe('/');
    expect(result.token).toBeTruthy();
    expect(result.done.headers.get('set-cookie')).toMatch(/google_sign_in=;.*Max-Age=0/i);

    const claims = decode(result.token!).payload;
    const [player] = await server.services.db
      .select()
      .from(players)
      .where(sql`${players.id} = ${Number(claims.sub)}`);
    expect(player!.username).toMatch(/^user[a-z0-9]{10}$/);
    expect(player!.isActive).toBe(false);
    expect(player!.isStaff).toBe(false);
    expect(player!.email).toBe('new.player@example.com');
    expect(claims.authorities).toEqual(['ROLE_USER']);
    expect((await server.get('/api/authenticated/no-such-thing', { token: result.token! })).status).toBe(404);

    const again = await signIn();
    expect(decode(again.token!).payload.sub).toBe(claims.sub);
    expect(await countPlayers('new.player@example.com')).toBe(1);
  });

  it('lets a new player pick a name in Arabic script or with a space, read back by that name', async () => {
    for (const [email, name] of [
      ['yassine@example.com', 'ياسين'],
      ['amine.gd@example.com', 'Amine GD'],
    ] as const) {
      identity = { email, email_verified: true };
      const { token } = await signIn();
      const picked = await server.put('/api/authenticated/players/profile/update', { token: token!, body: { username: name } });
      expect(picked.status, name).toBe(200);
      expect(picked.json).toMatchObject({ username: name, isActive: true, email });
      const read = await server.get(`/api/public/players/username/${encodeURIComponent(name)}`);
      expect(read.status, name).toBe(200);
      expect(read.json).toMatchObject({ id: Number(decode(token!).payload.sub), username: name });
    }
  });

  it('finds an existing player by email, whatever its case, without making a duplicate', async () => {
    const existing = await server.createStaff({ username: 'Yasmine', email: 'yasmine@example.com' });
    identity = { email: 'YASMINE@example.com', email_verified: true };
    const result = await signIn();
    const claims = decode(result.token!).payload;
    expect(claims.sub).toBe(String(existing.id));
    expect(claims.authorities).toEqual(['ROLE_USER', 'ROLE_STAFF']);
    expect(await countPlayers('yasmine@example.com')).toBe(1);
  });

  it('reads the email from userinfo when the ID token leaves it out', async () => {
    identity = null;
    provider.service.once('beforeUserinfo', (response) => {
      response.body = { sub: 'johndoe', email: 'from.userinfo@example.com', email_verified: true };
    });
    const result = await signIn();
    expect(result.token).toBeTruthy();
    expect(await countPlayers('from.userinfo@example.com')).toBe(1);
  });

  it('refuses an unverified email and creates nobody', async () => {
    identity = { email: 'unverified@example.com', email_verified: false };
    const result = await signIn();
    expect(result.error).toBe('email_not_verified');
    expect(result.token).toBeNull();
    expect(result.location.search).not.toContain('token=');
    expect(await countPlayers('unverified@example.com')).toBe(0);
  });

  it('refuses a tampered state, a missing cookie and a forged cookie', async () => {
    identity = { email: 'tamper@example.com', email_verified: true };
    const tampered = await signIn(server, { callback: (url) => url.searchParams.set('state', 'x'.repeat(43)) });
    const noCookie = await signIn(server, { cookie: () => '' });
    const forged = await signIn(server, { cookie: (cookie) => cookie.replace(/\.[^.]*$/, '.AAAA') });
    for (const result of [tampered, noCookie, forged]) {
      expect(result.error).toBe('invalid_state');
      expect(result.token).toBeNull();
    }
    expect(await countPlayers('tamper@example.com')).toBe(0);
  });

  it('turns a provider refusal, a failed code exchange and a wrong nonce or audience into a login error', async () => {
    identity = { email: 'failures@example.com', email_verified: true };
    provider.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    expect((await signIn()).error).toBe('access_denied');

    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect((await signIn()).error).toBe('provider_error');

    identity = { email: 'failures@example.com', email_verified: true, nonce: 'not-the-nonce' } as typeof identity;
    expect((await signIn()).error).toBe('provider_error');
    identity = { email: 'failures@example.com', email_verified: true, aud: 'someone-else' } as typeof identity;
    expect((await signIn()).error).toBe('provider_error');
    expect(await countPlayers('failures@example.com')).toBe(0);
  });

  it('rate limits failed sign-ins per address, never successful ones', async () => {
    const limited = await startTestServer((url) => ({ ...googleEnv(), PUBLIC_URL: url, RATE_LIMIT_SIGNIN: '2/3600' }));
    try {
      identity = { email: 'limited@example.com', email_verified: true };
      for (let i = 0; i < 4; i += 1) expect((await signIn(limited)).token, `sign-in ${i + 1}`).toBeTruthy();
      // Two callbacks that fail (no state to match): the address has used its allowance.
      for (let i = 0; i < 2; i += 1) {
        const failed = await fetch(`${limited.url}${CALLBACK}?code=x&state=y`, { redirect: 'manual' });
        expect(failed.headers.get('location')).toBe('/?loginError=invalid_state');
      }
      const refused = await fetch(`${limited.url}/oauth2/authorization/google`, { redirect: 'manual' });
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe('/?loginError=rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      const callback = await fetch(`${limited.url}${CALLBACK}?code=x&state=y`, { redirect: 'manual' });
      expect(callback.headers.get('location')).toBe('/?loginError=rate_limited');
    } finally {
      await limited.close();
    }
  });
});
