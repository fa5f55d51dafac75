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
import { deviceKey, deviceOf, knowsAccount, rememberDevice } from './device';
import { googleRoutes } from './google-routes';

/**
 * Every attempt counts, before its body is even read: against the device when the browser holds a
 * device cookie (so strangers sharing its address cannot use up its attempts), else the address.
 */
const signInLimit = createMiddleware<AppEnv>(async (c, next) => {
  const device = await deviceOf(c);
  const wait = await c.var.services.limiters.signIn.hit(device ? deviceKey(device) : clientAddress(c));
  if (wait !== null) throw errors.rateLimited(wait);
  await next();
});

export const authRoutes = new Hono<AppEnv>();

authRoutes.post(
  '/api/auth/login',
  doc({
    summary: 'Sign in with email and password',
    tag: 'Auth',
    response: TokenSchema,
    description:
      'Answers a login token (JWT). A wrong email or password is a 401 `invalid_credentials`. Attempts are rate limited per address; failed attempts per account and address together, and per address. A browser that has signed in to the account before holds a signed `device` cookie: its failures count against that device alone (a stricter limit), so failures from elsewhere never lock it out.',
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
    const wait = trusted
      ? await limiters.loginFailuresPerDevice.blocked(deviceKey(device))
      : (await limiters.loginFailures.blocked(accountKey)) ?? (await limiters.loginFailuresPerAddress.blocked(address));
    if (wait !== null) throw errors.rateLimited(wait);
    const player = await accountForPassword(db, email, password);
    if (!player) {
      if (trusted) await limiters.loginFailuresPerDevice.hit(deviceKey(device));
      else {
        await limiters.loginFailures.hit(accountKey);
        await limiters.loginFailuresPerAddress.hit(address);
      }
      throw errors.invalidCredentials();
    }
    if (trusted) await limiters.loginFailuresPerDevice.reset(deviceKey(device));
    else await limiters.loginFailures.reset(accountKey);
    await rememberDevice(c, email, device);
    return c.json({ token: await tokens.issue(player) }, 200);
  },
);

authRoutes.route('/', googleRoutes);
