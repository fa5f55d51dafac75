import { eq } from 'drizzle-orm';
import { decode, sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/env';
import { startTestServer, type TestServer, useTestServer } from '../support/server';

const SECRET = 'test-secret-that-is-long-enough-for-hs256!';
const WRONG = { status: 401, code: 'invalid_credentials', message: 'Email or password is incorrect.' };
/** Answers 404 to a signed-in caller (no such route) and 401 to anyone else. */
const SIGNED_IN_ONLY = '/api/authenticated/no-such-thing';
const STAFF_ONLY = '/api/staff/no-such-thing';

const { server } = useTestServer();

const login = (body: unknown, srv: Pick<TestServer, 'post'> = server, headers?: Record<string, string>) =>
  srv.post('/api/auth/login', { body, headers });

describe('POST /api/auth/login', () => {
  it('answers a token with the player id, roles and expiry, accepted on protected paths', async () => {
    const player = await server.createPlayer({ email: 'Nadia@Example.com', password: 'correct horse' });
    const response = await login({ email: 'nadia@example.COM', password: 'correct horse' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json)).toEqual(['token']);
    const { header, payload } = decode(response.json.token);
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(String(player.id));
    expect(payload.authorities).toEqual(['ROLE_USER']);
    expect(payload.exp! - (payload.iat as number)).toBe(168 * 3600);
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());

    expect((await server.get(SIGNED_IN_ONLY)).status).toBe(401);
    expect((await server.get(SIGNED_IN_ONLY, { token: response.json.token })).status).toBe(404);
    expect((await server.get(STAFF_ONLY, { token: response.json.token })).status).toBe(403);
  });

  it('gives staff a token with ROLE_STAFF that opens staff paths', async () => {
    await server.createPlayer({ email: 'staff@example.com', password: 'staff password', isStaff: true });
    const response = await login({ email: 'staff@example.com', password: 'staff password' });
    expect(response.status).toBe(200);
    expect(decode(response.json.token).payload.authorities).toEqual(['ROLE_USER', 'ROLE_STAFF']);
    expect((await server.get(STAFF_ONLY, { token: response.json.token })).status).toBe(404);
  });

  it('lets an inactive account sign in', async () => {
    await server.createPlayer({ email: 'sleepy@example.com', password: 'sleepy password', isActive: false });
    expect((await login({ email: 'sleepy@example.com', password: 'sleepy password' })).status).toBe(200);
  });

  it('answers a wrong password, an unknown email and an account without password alike', async () => {
    await server.createPlayer({ email: 'omar@example.com', password: 'right password' });
    await server.createPlayer({ email: 'google-only@example.com' });
    const answers = await Promise.all([
      login({ email: 'omar@example.com', password: 'wrong password' }),
      login({ email: 'nobody@example.com', password: 'right password' }),
      login({ email: 'google-only@example.com', password: 'anything at all' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(WRONG);
    }
  });

  it('refuses invalid bodies with 400 and the fields at fault', async () => {
    const missing = await login({});
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('validation_failed');
    expect(missing.json.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'password']);

    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.issues).toEqual([{ path: 'email', message: 'email must be an email address', type: 'email' }]);

    expect((await login({ email: 'a@b.co', password: '' })).status).toBe(400);
    expect((await login({ email: 'a@b.co', password: 'x'.repeat(201) })).status).toBe(400);
    expect((await login({ email: 42, password: ['x'] })).status).toBe(400);
    expect((await login(['a@b.co', 'x'])).status).toBe(400);
  });

  it('refuses malformed JSON with 400 malformed_json', async () => {
    const response = await server.post('/api/auth/login', {
      rawBody: '{"email": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('malformed_json');
    const notJson = await server.post('/api/auth/login', { rawBody: 'email=a@b.co&password=x', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect((await server.post('/api/auth/login')).status).toBe(400);
  });
});

describe('tokens on protected paths', () => {
  it('refuses an expired token', async () => {
    const player = await server.createPlayer();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await sign({ sub: String(player.id), authorities: ['ROLE_USER'], iat: past - 60, exp: past }, SECRET, 'HS256');
    const response = await server.get(SIGNED_IN_ONLY, { token: expired });
    expect(response.status).toBe(401);
    expect(response.json.code).toBe('unauthenticated');
  });

  it('refuses an unsigned token and one signed with another secret', async () => {
    const player = await server.createPlayer();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const claims = { sub: String(player.id), authorities: ['ROLE_USER', 'ROLE_STAFF'], iat: exp - 7200, exp };
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const foreign = await sign(claims, 'another-secret-that-is-long-enough-too!!', 'HS256');
    for (const token of [unsigned, foreign]) {
      expect((await server.get(SIGNED_IN_ONLY, { token })).status).toBe(401);
      expect((await server.get(STAFF_ONLY, { token })).status).toBe(401);
    }
  });

  it('refuses a valid token of a player who no longer exists', async () => {
    const player = await server.createPlayer();
    await server.services.db.delete(players).where(eq(players.id, player.id));
    expect((await server.get(SIGNED_IN_ONLY, { token: player.token })).status).toBe(401);
  });

  it('takes staff rights away at once from a demoted staff member, whatever the token says', async () => {
    const staff = await server.createStaff();
    expect(decode(staff.token).payload.authorities).toContain('ROLE_STAFF');
    expect((await server.get(STAFF_ONLY, { token: staff.token })).status).toBe(404);
    await server.services.db.update(players).set({ isStaff: false }).where(eq(players.id, staff.id));
    const response = await server.get(STAFF_ONLY, { token: staff.token });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('forbidden');
  });
});

describe('sign-in rate limits', () => {
  it('never counts a successful sign-in: many players behind one address all sign in', async () => {
    // The default limits, as a school network or a mobile carrier's address meets them.
    const limited = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const school = { 'x-forwarded-for': '192.0.2.80' };
      const players = ['amine', 'salma', 'youssef', 'hiba', 'omar'];
      for (const name of players) await limited.createPlayer({ email: `${name}@school.test`, password: `${name} password` });
      for (let i = 0; i < 61; i += 1) {
        const name = players[i % players.length]!;
        expect(
          (await login({ email: `${name}@school.test`, password: `${name} password` }, limited, school)).status,
          `sign-in ${i + 1}`,
        ).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('limits failed attempts of any kind per address (RATE_LIMIT_SIGNIN) with 429 and Retry-After', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SIGNIN: '3/3600' });
    try {
      await limited.createPlayer({ email: 'rania@example.com', password: 'rania password' });
      for (let i = 0; i < 5; i += 1)
        expect((await login({ email: 'rania@example.com', password: 'rania password' }, limited)).status).toBe(200);
      expect((await login({ email: 'rania@example.com', password: 'wrong one' }, limited)).status).toBe(401);
      expect((await login({}, limited)).status).toBe(400);
      const unreadable = await limited.post('/api/auth/login', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(unreadable.status).toBe(400);
      const refused = await login({ email: 'rania@example.com', password: 'rania password' }, limited);
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ status: 429, code: 'rate_limited' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    } finally {
      await limited.close();
    }
  });

  it('lets no more guesses through than the limit when they all arrive at once', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '5/900' });
    try {
      await limited.createPlayer({ email: 'target@example.com', password: 'target password' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login({ email: 'target@example.com', password: `guess ${i}` }, limited)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    } finally {
      await limited.close();
    }
  });

  it('counts no attempt a limit refused: a locked account leaves the address its allowance', async () => {
    const limited = await startTestServer({
      RATE_LIMIT_LOGIN_FAILURES: '2/900',
      RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '3/900',
      RATE_LIMIT_SIGNIN: '3/3600',
    });
    try {
      await limited.createPlayer({ email: 'locked@example.com', password: 'locked password' });
      await limited.createPlayer({ email: 'neighbour@example.com', password: 'neighbour password' });
      for (const guess of ['one', 'two']) expect((await login({ email: 'locked@example.com', password: guess }, limited)).status).toBe(401);
      for (let i = 0; i < 10; i += 1)
        expect((await login({ email: 'locked@example.com', password: `more ${i}` }, limited)).status).toBe(429);
      // Two failures of the address so far, whatever the ten refusals: one more is allowed, then none.
      expect((await login({ email: 'neighbour@example.com', password: 'neighbour password' }, limited)).status).toBe(200);
      expect((await login({ email: 'neighbour@example.com', password: 'typo' }, limited)).status).toBe(401);
      expect((await login({ email: 'neighbour@example.com', password: 'neighbour password' }, limited)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('slows a guesser on one account from one address without locking the owner out elsewhere', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '2/900', TRUST_PROXY: '2' });
    try {
      await limited.createPlayer({ email: 'karim@example.com', password: 'karim password' });
      await limited.createPlayer({ email: 'other@example.com', password: 'other password' });
      const from = (address: string) => (email: string, password: string) =>
        login({ email, password }, limited, { 'x-forwarded-for': `${address}, 10.0.0.1` });
      const guesser = from('203.0.113.7');
      const owner = from('198.51.100.20');

      expect((await guesser('karim@example.com', 'guess one')).status).toBe(401);
      expect((await guesser('KARIM@example.com', 'guess two')).status).toBe(401);
      const slowed = await guesser('karim@example.com', 'karim password');
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
      // The owner, elsewhere, signs in as usual; the guesser's address may still try other accounts.
      expect((await owner('Karim@Example.com', 'karim password')).status).toBe(200);
      expect((await guesser('other@example.com', 'other password')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('resets the count of an account and address on a success', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '2/900', TRUST_PROXY: 'true' });
    try {
      await limited.createPlayer({ email: 'salma@example.com', password: 'salma password' });
      const attempt = (password: string) => login({ email: 'salma@example.com', password }, limited, { 'x-forwarded-for': '203.0.113.9' });
      expect((await attempt('typo')).status).toBe(401);
      expect((await attempt('salma password')).status).toBe(200);
      expect((await attempt('typo again')).status).toBe(401);
      expect((await attempt('salma password')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('caps failures per address across accounts', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '3/900', TRUST_PROXY: 'true' });
    try {
      await limited.createPlayer({ email: 'nadia@example.com', password: 'nadia password' });
      const from = (address: string) => (email: string, password: string) =>
        login({ email, password }, limited, { 'x-forwarded-for': address });
      const sprayer = from('203.0.113.50');
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await sprayer(email, 'password1')).status).toBe(401);
      expect((await sprayer('nadia@example.com', 'nadia password')).status).toBe(429);
      expect((await from('198.51.100.1')('nadia@example.com', 'nadia password')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts across server processes sharing one database', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '2/900', TRUST_PROXY: 'true' });
    const second = await limited.startTwin();
    try {
      await limited.createPlayer({ email: 'yassine@example.com', password: 'yassine password' });
      const headers = { 'x-forwarded-for': '203.0.113.77' };
      expect((await login({ email: 'yassine@example.com', password: 'one' }, limited, headers)).status).toBe(401);
      expect((await login({ email: 'yassine@example.com', password: 'two' }, second, headers)).status).toBe(401);
      expect((await login({ email: 'yassine@example.com', password: 'yassine password' }, limited, headers)).status).toBe(429);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});

describe('client addresses behind proxies', () => {
  /** Wrong passwords until refused, each with a made-up first hop; how many got through. */
  async function guessesAllowed(limited: TestServer, forwardedFor: (i: number) => string): Promise<number> {
    await limited.createPlayer({ email: 'staff@proxied.test', password: 'the staff password' });
    for (let i = 0; i < 30; i += 1) {
      const answer = await login({ email: 'staff@proxied.test', password: `guess ${i}` }, limited, { 'x-forwarded-for': forwardedFor(i) });
      if (answer.status === 429) return i;
      expect(answer.status).toBe(401);
    }
    return 30;
  }
  const madeUp = (i: number) => `10.${i}.${i}.${i}`;

  it.each([
    ['true', (i: number) => `${madeUp(i)}, 198.51.100.7`],
    ['1', (i: number) => `${madeUp(i)}, 198.51.100.7`],
    ['2', (i: number) => `${madeUp(i)}, 198.51.100.7, 10.1.2.3`],
    ['127.0.0.1,10.1.0.0/16', (i: number) => `${madeUp(i)}, 198.51.100.7, 10.1.2.3`],
    ['::1, 127.0.0.0/8, 10.1.2.3', (i: number) => `${madeUp(i)}, 198.51.100.7, 10.1.2.3`],
  ])('TRUST_PROXY=%s counts made-up first hops under the real client address', async (trust, forwardedFor) => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '10/900', TRUST_PROXY: trust });
    try {
      expect(await guessesAllowed(limited, forwardedFor)).toBe(10);
      // The same client through another made-up hop is still refused; another client is not.
      expect(
        (await login({ email: 'staff@proxied.test', password: 'the staff password' }, limited, { 'x-forwarded-for': forwardedFor(99) }))
          .status,
      ).toBe(429);
      const elsewhere = forwardedFor(99).replace('198.51.100.7', '198.51.100.8');
      expect(
        (await login({ email: 'staff@proxied.test', password: 'the staff password' }, limited, { 'x-forwarded-for': elsewhere })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('keys an IPv6 client by its /64: 41 tries from 40 addresses of one /64 meet a 429', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '40/900', TRUST_PROXY: '1' });
    try {
      await limited.createPlayer({ email: 'v6@proxied.test', password: 'the v6 password' });
      // The same /64 however it is written: compressed or not, in brackets with a port.
      const written = (i: number) =>
        [
          `2001:db8:1:2::${(i + 1).toString(16)}`,
          `2001:0db8:0001:0002:${(i + 1).toString(16)}::`,
          `[2001:db8:1:2:0:0:0:${(i + 1).toString(16)}]:${4000 + i}`,
        ][i % 3]!;
      for (let i = 0; i < 40; i += 1) {
        const answer = await login({ email: `nobody${i}@proxied.test`, password: 'a guess' }, limited, { 'x-forwarded-for': written(i) });
        expect(answer.status, written(i)).toBe(401);
      }
      expect(
        (await login({ email: 'v6@proxied.test', password: 'the v6 password' }, limited, { 'x-forwarded-for': '2001:db8:1:2:ffff::41' }))
          .status,
      ).toBe(429);
      // The next /64 is another line.
      expect(
        (await login({ email: 'v6@proxied.test', password: 'the v6 password' }, limited, { 'x-forwarded-for': '2001:db8:1:3::1' })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('keys a hop written with a port, or as IPv4-mapped IPv6, by its address', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '10/900', TRUST_PROXY: '1' });
    try {
      const allowed = await guessesAllowed(limited, (i) => (i % 2 ? `198.51.100.7:${4000 + i}` : `::ffff:198.51.100.7`));
      expect(allowed).toBe(10);
      expect(
        (await login({ email: 'staff@proxied.test', password: 'the staff password' }, limited, { 'x-forwarded-for': '198.51.100.7' }))
          .status,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('keys on the socket when fewer hops came than TRUST_PROXY names', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '10/900', TRUST_PROXY: '2' });
    try {
      // One hop with two proxies configured: the client wrote it, so every try is the socket's.
      expect(await guessesAllowed(limited, (i) => madeUp(i))).toBe(10);
    } finally {
      await limited.close();
    }
  });

  it('ignores the header without TRUST_PROXY', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN_FAILURES: '10/900' });
    try {
      expect(await guessesAllowed(limited, (i) => madeUp(i))).toBe(10);
    } finally {
      await limited.close();
    }
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.internal', '64']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('device cookies', () => {
  const DEVICE = /^device=([^;]+);/;
  /** Signs in and answers the device cookie the browser is given. */
  async function deviceCookie(limited: TestServer, email: string, password: string, forwardedFor: string): Promise<string> {
    const answer = await login({ email, password }, limited, { 'x-forwarded-for': forwardedFor });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => DEVICE.test(line));
    expect(cookie).toMatch(/; Path=\/api\/auth\/login/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    return `device=${DEVICE.exec(cookie!)![1]}`;
  }

  it("keeps the owner's browser signing in while a stranger on the same address is locked out", async () => {
    const limited = await startTestServer({
      RATE_LIMIT_LOGIN_FAILURES: '10/900',
      RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE: '5/900',
      TRUST_PROXY: '1',
    });
    try {
      await limited.createPlayer({ email: 'owner@school.test', password: 'owner password' });
      const school = '192.0.2.44';
      const cookie = await deviceCookie(limited, 'owner@school.test', 'owner password', school);
      for (let i = 0; i < 10; i += 1) {
        expect(
          (await login({ email: 'owner@school.test', password: `stranger ${i}` }, limited, { 'x-forwarded-for': school })).status,
        ).toBe(401);
      }
      const stranger = await login({ email: 'owner@school.test', password: 'owner password' }, limited, { 'x-forwarded-for': school });
      expect(stranger.status).toBe(429);
      const owner = await login({ email: 'owner@school.test', password: 'owner password' }, limited, { 'x-forwarded-for': school, cookie });
      expect(owner.status).toBe(200);
      // A cookie of another account, or a forged one, is no device of this account.
      const forged = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect(
        (await login({ email: 'owner@school.test', password: 'owner password' }, limited, { 'x-forwarded-for': school, cookie: forged }))
          .status,
      ).toBe(429);
      await limited.createPlayer({ email: 'friend@school.test', password: 'friend password' });
      const friends = await deviceCookie(limited, 'friend@school.test', 'friend password', '198.51.100.60');
      expect(
        (await login({ email: 'owner@school.test', password: 'owner password' }, limited, { 'x-forwarded-for': school, cookie: friends }))
          .status,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('holds a device to its own, stricter limit, whatever its address', async () => {
    const limited = await startTestServer({
      RATE_LIMIT_LOGIN_FAILURES: '10/900',
      RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE: '5/900',
      TRUST_PROXY: '1',
    });
    try {
      await limited.createPlayer({ email: 'phone@device.test', password: 'phone password' });
      const cookie = await deviceCookie(limited, 'phone@device.test', 'phone password', '198.51.100.70');
      for (let i = 0; i < 5; i += 1) {
        const address = `198.51.100.${80 + i}`;
        expect(
          (await login({ email: 'phone@device.test', password: `typo ${i}` }, limited, { 'x-forwarded-for': address, cookie })).status,
        ).toBe(401);
      }
      const refused = await login({ email: 'phone@device.test', password: 'phone password' }, limited, {
        'x-forwarded-for': '198.51.100.90',
        cookie,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Its failures were its own: the same addresses without the cookie are not held back.
      expect(
        (await login({ email: 'phone@device.test', password: 'phone password' }, limited, { 'x-forwarded-for': '198.51.100.80' })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('Google sign-in without configuration', () => {
  it('answers both paths with a JSON 404', async () => {
    for (const path of ['/oauth2/authorization/google', '/login/oauth2/code/google?code=x&state=y']) {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ status: 404, code: 'not_found', message: 'Google sign-in is not configured.' });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the sign-in paths', async () => {
    const spec = await server.get('/api/openapi.json');
    expect(spec.json.paths['/api/auth/login'].post).toBeDefined();
    expect(spec.json.paths['/oauth2/authorization/google'].get).toBeDefined();
    expect(spec.json.paths['/login/oauth2/code/google'].get).toBeDefined();
  });
});
