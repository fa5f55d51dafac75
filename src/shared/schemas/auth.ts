import * as v from 'valibot';

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
