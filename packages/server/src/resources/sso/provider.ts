import * as client from 'openid-client';
import { isLoopbackHttp } from '../../domain/singleSignOn.js';

// The organisation's OpenID Connect provider, through openid-client: discovery, the authorization
// URL (code flow with PKCE S256, state and nonce) and the code's exchange, which checks the state,
// the ID token (signature, issuer, audience = our client, expiry) and its nonce.

/** How long a call to the provider may take before the sign-in (or the settings' save) gives up. */
const PROVIDER_TIMEOUT_SECONDS = 5;

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The provider's configuration by discovery; throws when the issuer answers no usable metadata.
 * Plain http only for a provider on this machine, and only when `loopbackAllowed` (`SSO_LOOPBACK_ISSUERS`).
 */
export async function discoverProvider(provider: ProviderClient, loopbackAllowed: boolean): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  return client.discovery(issuer, provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(loopbackAllowed && isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/** A new sign-in's secrets: the state (the browser's cookie and the provider's round trip), the nonce, the PKCE verifier. */
export function newSignInSecrets() {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** Where the browser goes to sign in at the provider. */
export async function authorizationUrl(config: client.Configuration, input: { redirectUri: string; state: string; nonce: string; codeVerifier: string; loginHint?: string }): Promise<URL> {
  return client.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
    state: input.state,
    nonce: input.nonce,
    ...(input.loginHint ? { login_hint: input.loginHint } : {}),
  });
}

/** The ID token's claims we use, after openid-client checked the code's exchange (state, PKCE, nonce, audience). */
export interface VerifiedClaims {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** Exchanges the code the browser came back with; throws when any check fails or the provider refuses. */
export async function exchangeCode(config: client.Configuration, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedClaims> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  // Many providers put the address in the ID token; others (as OpenID Connect has it for the code
  // flow) only answer it at the userinfo endpoint, for the same subject.
  const profile = typeof claims.email === 'string' ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof profile.email === 'string' ? profile.email : undefined,
    // Only a provider's explicit `true`: a missing claim is no verification.
    emailVerified: profile.email_verified === true,
    name: profile.name,
    given_name: profile.given_name,
    family_name: profile.family_name,
  };
}
