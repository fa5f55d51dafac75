import * as v from 'valibot';

export const LoginSchema = v.object({
  email: v.pipe(v.string('email is required'), v.trim(), v.toLowerCase(), v.maxLength(254), v.email('email must be an email address')),
  password: v.pipe(v.string('password is required'), v.nonEmpty('password is required'), v.maxLength(200, 'password is too long')),
});
export const TokenSchema = v.object({ token: v.string() });

export const ROLE_USER = 'ROLE_USER';
export const ROLE_STAFF = 'ROLE_STAFF';

/** The claims of a login token; the client decodes them without verification, the server verifies. */
export const TokenClaimsSchema = v.object({
  sub: v.string(),
  authorities: v.array(v.string()),
  iat: v.number(),
  exp: v.number(),
});
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;
