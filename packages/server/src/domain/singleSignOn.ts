import type { SsoError } from '@kwartier/api';

// Single sign-on (OpenID Connect): the pure rules. The provider's side (discovery, the
// authorization code with PKCE, state and nonce) is openid-client's, in resources/sso/provider.ts.

/** How long a sign-in may stay at the provider before the browser comes back. */
export const SSO_SIGN_IN_MINUTES = 10;

/** Where the provider sends the browser back: `<appUrl>` + this path. */
export const SSO_CALLBACK_PATH = '/login/sso/callback';

/** The cookie that binds a sign-in under way to the browser that started it (its state). */
export const SSO_STATE_COOKIE = 'kwartier_sso';


/** The domain of an address (after the last `@`), lower case; undefined for no address. */
export function domainOf(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return undefined;
  return email.slice(at + 1).trim().toLowerCase();
}

/** The domains as an admin typed them: trimmed, lower case, without a leading `@`, each once, sorted. */
export function cleanDomains(domains: readonly string[]): string[] {
  return [...new Set(domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter((domain) => domain !== ''))].sort();
}

/** A domain name: labels of letters, digits and hyphens, at least two of them. */
export function isDomainName(domain: string): boolean {
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(domain);
}

/**
 * Whether an issuer is on this machine over plain http (a provider in a test or beside the server,
 * allowed only with `SSO_LOOPBACK_ISSUERS=1`); anywhere else the issuer is https, as OpenID Connect asks.
 */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/** The issuer an admin typed, as a URL: https (or http on this machine when allowed), without credentials, query or fragment. */
export function issuerUrl(text: string, loopbackAllowed: boolean): URL | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash) return undefined;
  if (url.protocol !== 'https:' && !(loopbackAllowed && isLoopbackHttp(url))) return undefined;
  return url;
}

/** Where a sign-in may lead afterwards: a path of the app (not `//host`, not a call), else `/`. */
export function safeReturnPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.startsWith('/api/')) return '/';
  if (/[\u0000-\u001f\u007f]/.test(path)) return '/';
  return path.length > 512 ? '/' : path;
}

/**
 * Where a sign-in through an organisation's own provider starts for the signed-in person (a full
 * page load): the organisation named; the server takes the person's address as the provider's
 * hint from the session, so the address is not in the URL (nor in logs or history); `/` afterwards.
 */
export function ssoSignInPath(organizationId: number): string {
  return `/login/sso?${new URLSearchParams({ organization: String(organizationId) })}`;
}

/** The sign-in page telling what went wrong. */
export function signInPageWith(error: SsoError): string {
  return `/login?sso_error=${error}`;
}

/** Whether a password sign-in of this person is refused because their organisation requires single sign-on: members yes, admins never. */
export function passwordRefusedBySso(user: { admin: number }, connection: { required: number } | undefined): boolean {
  return connection?.required === 1 && user.admin !== 1;
}

/** The name a person joining by domain gets: the provider's name claim, else the address's part before `@`. */
export function nameFromClaims(claims: { name?: unknown; given_name?: unknown; family_name?: unknown }, email: string): string {
  const named = typeof claims.name === 'string' ? claims.name.trim() : '';
  if (named) return named.slice(0, 255);
  const parts = [claims.given_name, claims.family_name].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  if (parts.length > 0) return parts.join(' ').slice(0, 255);
  return email.slice(0, email.lastIndexOf('@')).slice(0, 255);
}
