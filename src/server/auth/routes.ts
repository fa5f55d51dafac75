/**
 * Sign-in: email and password at /api/auth/login, and Google (google-routes.ts). Mounted at '/', so
 * the paths here are full paths.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LoginSchema, TokenSchema } from '../../shared/schemas/input/sign-in';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { errors } from '../rules/errors';
import { doc, valid } from '../http/validate';
import { accountForPassword } from './accounts';
import { countAttempt, failedOnItsOwn } from './attempts';
import { deviceKey, deviceOf, knowsAccount, rememberDevice } from './device';
import { googleRoutes } from './google-routes';

/**
 * RATE_LIMIT_SIGNIN: failed attempts of any kind, counted before the body is even read (auth/attempts.ts):
 * against the device when the browser holds a device cookie (so strangers sharing its address cannot
 * use up its attempts), else the address. A success, or a refusal by a limit, takes the count back.
 */
const signInLimit = createMiddleware<AppEnv>(async (c, next) => {
  const device = await deviceOf(c);
  const attempt = await countAttempt([[c.var.services.limiters.signIn, device ? deviceKey(device) : clientAddress(c)]]);
  if (attempt.wait !== null) throw errors.rateLimited(attempt.wait);
  await next();
  if (!failedOnItsOwn(c.res.status)) await attempt.takeBack();
});

export const authRoutes = new Hono<AppEnv>();

authRoutes.post(
  '/api/auth/login',
  doc({
    summary: 'Sign in with email and password',
    tag: 'Auth',
    response: TokenSchema,
    description:
      'Answers a login token (JWT). A wrong email or password is a 401 `invalid_credentials`. Only failures count against the limits, never a successful sign-in: failed attempts of any kind per address, wrong passwords per account and address together and per address; over a limit, 429 `rate_limited` with `Retry-After`. A browser that has signed in to the account before holds a signed `device` cookie: its failures count against that device alone (a stricter limit), so failures from elsewhere never lock it out.',
  }),
  signInLimit,
  valid('json', LoginSchema),
  async (c) => {
    const { email, password } = c.req.valid('json');
    const { db, limiters, tokens } = c.var.services;
    // A device that has signed in to this account before counts its failures on its own
    // (auth/device.ts). Any other caller's count per account and address together, so a guesser
    // elsewhere never locks the owner out, and per address across accounts, so one address cannot
    // try many accounts either.
    const device = await deviceOf(c);
    const trusted = knowsAccount(device, email);
    const address = clientAddress(c);
    const accountKey = `${email.toLowerCase()} ${address}`;
    const attempt = await countAttempt(
      trusted
        ? [[limiters.loginFailuresPerDevice, deviceKey(device)]]
        : [
            [limiters.loginFailures, accountKey],
            [limiters.loginFailuresPerAddress, address],
          ],
    );
    if (attempt.wait !== null) throw errors.rateLimited(attempt.wait);
    const player = await accountForPassword(db, email, password).catch(async (error: unknown) => {
      await attempt.takeBack();
      throw error;
    });
    // A wrong email or password keeps its counts; a success takes them back, and the account's
    // failures (from this device, or this address) start again. The address's own never do: one
    // account that signs in must not clear what was tried on others.
    if (!player) throw errors.invalidCredentials();
    await attempt.takeBack();
    await (trusted ? limiters.loginFailuresPerDevice.reset(deviceKey(device)) : limiters.loginFailures.reset(accountKey));
    await rememberDevice(c, email, device);
    return c.json({ token: await tokens.issue(player) }, 200);
  },
);

authRoutes.route('/', googleRoutes);
