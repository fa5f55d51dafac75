/**
 * Sign-in: email and password at /api/auth/login, and Google (google-routes.ts). Mounted at '/', so
 * the paths here are full paths.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LoginSchema, TokenSchema } from '../../shared/schemas/auth';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { errors } from '../http/errors';
import { doc, valid } from '../http/validate';
import { accountForPassword } from './accounts';
import { googleRoutes } from './google-routes';

/** Every attempt counts against the caller's address, before its body is even read. */
const signInLimit = createMiddleware<AppEnv>(async (c, next) => {
  const wait = await c.var.services.limiters.signIn.hit(clientAddress(c));
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
      'Answers a login token (JWT). A wrong email or password is a 401 `invalid_credentials`. Attempts are rate limited per address; failed attempts per account and address together, and per address.',
  }),
  signInLimit,
  valid('json', LoginSchema),
  async (c) => {
    const { email, password } = c.req.valid('json');
    const { db, limiters, tokens } = c.var.services;
    // Failures count per account and address together, so a guesser elsewhere never locks the owner
    // out, and per address across accounts, so one address cannot try many accounts either.
    const address = clientAddress(c);
    const accountKey = `${email} ${address}`;
    const wait = (await limiters.loginFailures.blocked(accountKey)) ?? (await limiters.loginFailuresPerAddress.blocked(address));
    if (wait !== null) throw errors.rateLimited(wait);
    const player = await accountForPassword(db, email, password);
    if (!player) {
      await limiters.loginFailures.hit(accountKey);
      await limiters.loginFailuresPerAddress.hit(address);
      throw errors.invalidCredentials();
    }
    await limiters.loginFailures.reset(accountKey);
    return c.json({ token: await tokens.issue(player) }, 200);
  },
);

authRoutes.route('/', googleRoutes);
