/**
 * The two browser legs of Google sign-in. The first sends the browser to Google with a fresh state,
 * nonce and PKCE challenge, kept in a signed, short-lived cookie so any server process can finish the
 * sign-in. The second checks them, finds or creates the player and hands the site a token through
 * `/?token=`. Every failure lands on `/?loginError=<code>`: never an error page, never a token.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import * as v from 'valibot';
import { write } from '../db/write';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { errors } from '../rules/errors';
import { doc } from '../http/validate';
import { findAccountByEmail, findOrCreateByEmail } from './accounts';
import { countAttempt } from './attempts';
import { beginSignIn, completeSignIn, PendingSignInSchema, SignInFailure, type GoogleConfig, type LoginErrorCode } from './google';

const AUTHORIZATION_PATH = '/oauth2/authorization/google';
const CALLBACK_PATH = '/login/oauth2/code/google';
const COOKIE = 'google_sign_in';
const FLOW_TTL_SECONDS = 10 * 60;

type Ctx = Context<AppEnv>;

function googleConfig(c: Ctx): GoogleConfig & { publicUrl: string } {
  const google = c.var.services.config.google;
  if (!google) throw errors.notConfigured('Google sign-in is not configured.');
  return google;
}

/**
 * Must be identical on both legs, and is built from PUBLIC_URL only (required with Google, env.ts):
 * the request's Host is whatever the caller sent, and Google must never be told to return elsewhere.
 */
function redirectUri(c: Ctx): string {
  return `${googleConfig(c).publicUrl}${CALLBACK_PATH}`;
}

/** Only the callback ever reads the cookie, and only a secure site gets a Secure one. */
function cookieOptions(c: Ctx) {
  return { path: CALLBACK_PATH, httpOnly: true, sameSite: 'Lax' as const, secure: redirectUri(c).startsWith('https:') };
}

function leave(c: Ctx, location: string, headers: Record<string, string> = {}) {
  // The answer may carry a token or a one-time state: never keep it in any cache.
  return c.body(null, 302, { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...headers });
}

function failed(c: Ctx, code: LoginErrorCode, headers?: Record<string, string>) {
  return leave(c, `/?loginError=${code}`, headers);
}

/**
 * RATE_LIMIT_SIGNIN counts sign-ins that fail (auth/attempts.ts), per address: a start is never one
 * (it is refused only while the address is over), a callback is counted until it succeeds or fails
 * through no fault of the caller's (the provider cannot be reached, the database fails).
 */
const signInLimit = (c: Ctx) => c.var.services.limiters.signIn;
const countsAsFailure = (error: unknown) => error instanceof SignInFailure && error.code !== 'provider_unavailable';

async function readPending(c: Ctx) {
  const { tokens } = c.var.services;
  const raw = await getSignedCookie(c, tokens.cookieSecret, COOKIE);
  deleteCookie(c, COOKIE, cookieOptions(c));
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(PendingSignInSchema, json);
  if (!parsed.success) return null;
  // The cookie's Max-Age is only a request to the browser; the signed time is what counts.
  const age = Date.now() - parsed.output.createdAt;
  return age >= 0 && age <= FLOW_TTL_SECONDS * 1000 ? parsed.output : null;
}

function logFailure(error: unknown) {
  if (!(error instanceof SignInFailure)) {
    // A database error's own message names the query's parameters (the email); its cause does not.
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
    console.error('Google sign-in failed:', reason);
  } else if (error.code === 'provider_error' || error.code === 'provider_unavailable') {
    // The provider's own message only: requests and responses carry codes and tokens, which never reach the log.
    const cause = error.cause instanceof Error ? error.cause.message : '';
    console.warn(`Google sign-in failed: ${error.code}${cause ? ` (${cause})` : ''}`);
  }
}

export const googleRoutes = new Hono<AppEnv>();

googleRoutes.get(
  AUTHORIZATION_PATH,
  doc({
    summary: 'Start Google sign-in',
    tag: 'Auth',
    status: 302,
    description: 'Redirects the browser to Google. 404 when Google sign-in is not configured.',
  }),
  async (c) => {
    const google = googleConfig(c);
    const wait = await signInLimit(c).blocked(clientAddress(c));
    if (wait !== null) return failed(c, 'rate_limited', { 'retry-after': String(wait) });
    try {
      const { url, pending } = await beginSignIn(google, redirectUri(c));
      await setSignedCookie(c, COOKIE, JSON.stringify(pending), c.var.services.tokens.cookieSecret, {
        ...cookieOptions(c),
        maxAge: FLOW_TTL_SECONDS,
      });
      return leave(c, url.href);
    } catch (error) {
      logFailure(error);
      return failed(c, error instanceof SignInFailure ? error.code : 'provider_unavailable');
    }
  },
);

googleRoutes.get(
  CALLBACK_PATH,
  doc({
    summary: 'Finish Google sign-in',
    tag: 'Auth',
    status: 302,
    description: 'Google returns here. Redirects to `/?token=<jwt>`, or to `/?loginError=<code>` when the sign-in failed.',
  }),
  async (c) => {
    const google = googleConfig(c);
    const attempt = await countAttempt([[signInLimit(c), clientAddress(c)]]);
    if (attempt.wait !== null) {
      deleteCookie(c, COOKIE, cookieOptions(c));
      return failed(c, 'rate_limited', { 'retry-after': String(attempt.wait) });
    }
    try {
      const pending = await readPending(c);
      if (!pending) throw new SignInFailure('invalid_state');
      const email = await completeSignIn(google, redirectUri(c), new URL(c.req.url), pending);
      // Only a new player is a write: a returning one leaves the read models alone.
      const player =
        (await findAccountByEmail(c.var.services.db, email)) ??
        (await write(c.var.services, (tx, log) => findOrCreateByEmail(tx, log, email)));
      const token = await c.var.services.tokens.issue(player);
      await attempt.takeBack();
      return leave(c, `/?token=${encodeURIComponent(token)}`);
    } catch (error) {
      logFailure(error);
      if (!countsAsFailure(error)) await attempt.takeBack();
      return failed(c, error instanceof SignInFailure ? error.code : 'provider_error');
    }
  },
);
