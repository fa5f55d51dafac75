/**
 * Google sign-in as an OpenID Connect client (oauth4webapi): authorization code with PKCE (S256),
 * state and nonce. The provider's metadata is discovered once per issuer. Plain http is allowed only
 * towards loopback hosts, which is where the local test provider runs.
 */
import * as oauth from 'oauth4webapi';
import * as v from 'valibot';

export type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };

/** What the callback must see again; kept in a signed cookie between the two requests. */
export const PendingSignInSchema = v.object({
  state: v.string(),
  nonce: v.string(),
  verifier: v.string(),
  createdAt: v.number(),
});
export type PendingSignIn = v.InferOutput<typeof PendingSignInSchema>;

/** The `loginError` codes the site's front page receives. */
export type LoginErrorCode =
  'invalid_state' | 'access_denied' | 'provider_error' | 'provider_unavailable' | 'email_not_verified' | 'rate_limited';

export class SignInFailure extends Error {
  constructor(
    readonly code: LoginErrorCode,
    cause?: unknown,
  ) {
    super(`Google sign-in failed: ${code}`, { cause });
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function httpOptions(url: string | undefined) {
  const target = url ? new URL(url) : null;
  return {
    [oauth.allowInsecureRequests]: target?.protocol === 'http:' && LOOPBACK.has(target.hostname),
    signal: () => AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
}

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

/** The provider's metadata, fetched once; a failed discovery is forgotten so the next sign-in retries. */
function providerMetadata(issuer: string): Promise<oauth.AuthorizationServer> {
  let pending = discovered.get(issuer);
  if (!pending) {
    const url = new URL(issuer);
    pending = oauth
      .discoveryRequest(url, { algorithm: 'oidc', ...httpOptions(issuer) })
      .then((response) => oauth.processDiscoveryResponse(url, response));
    discovered.set(issuer, pending);
    pending.catch(() => discovered.delete(issuer));
  }
  return pending.catch((error: unknown) => {
    throw new SignInFailure('provider_unavailable', error);
  });
}

/** The provider's authorization address for a new sign-in, and what the callback will need. */
export async function beginSignIn(google: GoogleConfig, redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }> {
  const as = await providerMetadata(google.issuer);
  if (!as.authorization_endpoint) throw new SignInFailure('provider_unavailable');
  const pending = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier: oauth.generateRandomCodeVerifier(),
    createdAt: Date.now(),
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', google.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url, pending };
}

const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());

/**
 * Checks the provider's answer against the pending sign-in, exchanges the code and validates the ID
 * token (issuer, audience, expiry, nonce). Returns the verified email; anything else is a SignInFailure.
 */
export async function completeSignIn(google: GoogleConfig, redirectUri: string, callback: URL, pending: PendingSignIn): Promise<string> {
  if (callback.searchParams.get('state') !== pending.state) throw new SignInFailure('invalid_state');
  const as = await providerMetadata(google.issuer);
  const client: oauth.Client = { client_id: google.clientId };
  try {
    const params = oauth.validateAuthResponse(as, client, callback, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(google.clientSecret),
      params,
      redirectUri,
      pending.verifier,
      httpOptions(as.token_endpoint),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(tokens)!;
    let { email, email_verified: verified } = claims;
    if (email === undefined) {
      // Providers may leave the email out of the ID token; the userinfo answer of the same subject has it.
      const info = await oauth.processUserInfoResponse(
        as,
        client,
        claims.sub,
        await oauth.userInfoRequest(as, client, tokens.access_token, httpOptions(as.userinfo_endpoint)),
      );
      ({ email, email_verified: verified } = info);
    }
    if (verified !== true && verified !== 'true') throw new SignInFailure('email_not_verified');
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) throw new SignInFailure('provider_error');
    return parsed.output;
  } catch (error) {
    if (error instanceof SignInFailure) throw error;
    if (error instanceof oauth.AuthorizationResponseError) {
      throw new SignInFailure(error.error === 'access_denied' ? 'access_denied' : 'provider_error', error);
    }
    throw new SignInFailure('provider_error', error);
  }
}
