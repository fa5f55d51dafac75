/**
 * Device cookies: a browser that has signed in to an account holds a signed cookie naming that
 * account, and its failed sign-ins to it count against that device alone, with a stricter limit of
 * its own. Failures made elsewhere (a stranger behind the same NAT, school network or proxy) then
 * never lock the owner out, while a stolen or guessed password still meets a limit everywhere.
 * Signed with a key derived from the token secret, so any server process reads any other's cookies.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';

const COOKIE = 'device';
/** Only the password sign-in ever reads it. */
const PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const DeviceSchema = v.object({ email: v.string(), nonce: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)) });
export type Device = v.InferOutput<typeof DeviceSchema>;

/** The device this browser proved to be, whatever account it names; null without a valid cookie. */
export async function deviceOf(c: Context<AppEnv>): Promise<Device | null> {
  const raw = await getSignedCookie(c, c.var.services.tokens.cookieSecret, COOKIE);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(DeviceSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The rate-limit key of a device. */
export const deviceKey = (device: Device) => `device ${device.nonce}`;

/** Whether this device has signed in to the account of `email` before. */
export const knowsAccount = (device: Device | null, email: string): device is Device => device?.email === email.toLowerCase();

/** Marks this browser as a device of the account just signed in to (keeping its nonce when it had one). */
export async function rememberDevice(c: Context<AppEnv>, email: string, known: Device | null): Promise<void> {
  const device: Device = { email: email.toLowerCase(), nonce: known?.nonce ?? randomBytes(18).toString('base64url') };
  const { publicUrl } = c.var.services.config;
  const secure = new URL(c.req.url).protocol === 'https:' || Boolean(publicUrl?.startsWith('https:'));
  await setSignedCookie(c, COOKIE, JSON.stringify(device), c.var.services.tokens.cookieSecret, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}
