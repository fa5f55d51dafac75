/** What signing in with an email and a password sends, and what it answers. */
import * as v from 'valibot';

export const LoginSchema = v.object({
  email: v.pipe(v.string('email is required'), v.trim(), v.toLowerCase(), v.maxLength(254), v.email('email must be an email address')),
  password: v.pipe(v.string('password is required'), v.nonEmpty('password is required'), v.maxLength(200, 'password is too long')),
});
export const TokenSchema = v.object({ token: v.string() });
