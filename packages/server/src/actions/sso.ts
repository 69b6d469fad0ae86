import type { Configuration } from 'openid-client';
import { schemaDefaults, type SingleSignOnSave, type SsoError } from '@kwartier/api';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { ownTransaction } from '../db/transaction.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import type { MessageId } from '../domain/messages.js';
import type { SecretBox } from '../domain/secretBox.js';
import {
  cleanDomains,
  domainOf,
  isDomainName,
  issuerUrl,
  nameFromClaims,
  passwordRefusedBySso,
  safeReturnPath,
  SSO_SIGN_IN_MINUTES,
} from '../domain/singleSignOn.js';
import { normalizeEmail } from '../domain/text.js';
import { tokenHash } from '../domain/tokens.js';
import { authStore } from '../resources/auth/store.js';
import { authorizationUrl, discoverProvider, exchangeCode, newSignInSecrets, type ProviderClient, type VerifiedClaims } from '../resources/sso/provider.js';
import { ssoStore, type SsoConnection } from '../resources/sso/store.js';
import { insertMembership, insertUser, joinBySingleSignOn } from '../resources/team/store.js';
import { memberOf } from '../stores/members.js';
import { actorFor, recordBy, type Actor, type Visitor } from './actor.js';

// Single sign-on (OpenID Connect): an admin connects the organisation to a provider; its people
// sign in there (resources/sso/provider.ts does the protocol with openid-client). Calls to the
// provider run outside any transaction where the caller has none (the sign-in's page loads), so a
// slow provider never holds the database.

const organizationSubject = (id: number) => ({ type: 'organization' as const, id });
const userSubject = (id: number) => ({ type: 'user' as const, id });

/**
 * A single sign-on that did not happen, by the code the sign-in page shows (the contract's
 * `SsoError`); `userId`, the person it was when the provider told who (a deactivated member).
 */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoError,
    readonly userId: number | null = null,
  ) {
    super(`single sign-on failed: ${code}`);
  }
}

/** How providers are reached: discovery, and whether one on this machine over plain http is allowed (`SSO_LOOPBACK_ISSUERS`). */
export interface ProviderAccess {
  discover: (provider: ProviderClient) => Promise<Configuration>;
  loopbackIssuers: boolean;
}

/** Providers reached over the network, as the server's configuration allows. */
export function providerAccess(config: { ssoLoopbackIssuers: boolean }): ProviderAccess {
  return { discover: (provider) => discoverProvider(provider, config.ssoLoopbackIssuers), loopbackIssuers: config.ssoLoopbackIssuers };
}


/** The admin's organisation's connection, if any. */
export function ssoSettings(db: Db, actor: Actor): Promise<SsoConnection | undefined> {
  return ssoStore(db).connection(actor.organizationId);
}

/**
 * Connects the organisation to a provider, or changes the connection: the issuer must answer
 * discovery, the domains be names no other organisation signs in with, a secret be given the
 * first time; else 422 under the fields and nothing changed. Recorded naming the fields changed.
 */
export async function saveSsoSettings(db: Db, actor: Actor, box: SecretBox, input: SingleSignOnSave, access: ProviderAccess, now = new Date()): Promise<SsoConnection> {
  const sso = ssoStore(db);
  const before = await sso.connection(actor.organizationId);
  const errors: Record<string, MessageId> = {};
  const issuer = issuerUrl(input.issuer, access.loopbackIssuers);
  if (!issuer) errors.issuer = 'sso.issuer_invalid';
  const domains = cleanDomains(input.domains);
  const taken = await sso.domainsTakenElsewhere(actor.organizationId, domains);
  if (domains.some((domain) => !isDomainName(domain))) errors.domains = 'sso.domain_invalid';
  else if (taken.length > 0) errors.domains = 'sso.domain_taken';
  else if (input.join_by_domain && domains.length === 0) errors.domains = 'sso.domains_required';
  const secret = input.client_secret ?? (before && box.open(before.client_secret));
  if (!secret) errors.client_secret = 'sso.secret_required';
  if (Object.keys(errors).length > 0 || !issuer || !secret) throw new ValidationFailure(errors, { domain: taken[0] ?? '' });

  // The issuer as the admin typed it is what the ID tokens must name (openid-client checks it).
  const issuerText = input.issuer.trim();
  try {
    await access.discover({ issuer: issuerText, clientId: input.client_id, clientSecret: secret });
  } catch {
    throw new ValidationFailure({ issuer: 'sso.discovery_failed' });
  }

  const fields = { issuer: issuerText, clientId: input.client_id, clientSecret: box.seal(secret), domains, joinByDomain: input.join_by_domain, required: input.required };
  await sso.save(actor.organizationId, fields, now);
  const changed = before
    ? [
        ...(before.issuer !== fields.issuer ? ['issuer'] : []),
        ...(before.client_id !== fields.clientId ? ['client_id'] : []),
        ...(input.client_secret !== undefined ? ['client_secret'] : []),
        ...(before.domains.join(' ') !== domains.join(' ') ? ['domains'] : []),
        ...(before.join_by_domain !== (input.join_by_domain ? 1 : 0) ? ['join_by_domain'] : []),
        ...(before.required !== (input.required ? 1 : 0) ? ['required'] : []),
      ]
    : ['issuer', 'client_id', 'client_secret', 'domains', 'join_by_domain', 'required'];
  if (changed.length > 0) await recordBy(db, actor, 'organization.sso_saved', organizationSubject(actor.organizationId), { fields: changed });
  const saved = await sso.connection(actor.organizationId);
  if (!saved) throw new Error('the connection just saved is there');
  return saved;
}

/** Disconnects the provider: its identities and sign-ins under way go too; 404 when there was none. */
export async function removeSsoSettings(db: Db, actor: Actor): Promise<void> {
  if (!(await ssoStore(db).remove(actor.organizationId))) throw new HttpError(404, 'http.not_found');
  await recordBy(db, actor, 'organization.sso_removed', organizationSubject(actor.organizationId), undefined);
}

/** The organisation whose provider signs in this address: the first of the person's own that has one, else the one of its domain. */
async function organizationFor(db: Db, email: string): Promise<number | undefined> {
  const account = await authStore(db).personByEmail(email);
  const sso = ssoStore(db);
  for (const member of account ? await authStore(db).joinedMemberships(account.id) : []) {
    if (await sso.connection(member.organization_id)) return member.organization_id;
  }
  const domain = domainOf(email);
  return domain === undefined ? undefined : sso.organizationOfDomain(domain);
}

function providerOf(box: SecretBox, connection: SsoConnection): ProviderClient {
  const clientSecret = box.open(connection.client_secret);
  // Sealed with another SECRET_KEY: the provider cannot be asked until an admin saves the secret again.
  if (clientSecret === undefined) throw new SsoFailure('provider_unavailable');
  return { issuer: connection.issuer, clientId: connection.client_id, clientSecret };
}

async function reach(access: ProviderAccess, provider: ProviderClient): Promise<Configuration> {
  try {
    return await access.discover(provider);
  } catch {
    throw new SsoFailure('provider_unavailable');
  }
}

/**
 * Starts a sign-in with the provider of the organisation named (a switch into it, an invitation to
 * it), else of the address's organisation: the state (for the browser's cookie), and the provider's
 * page to send the browser to; `not_configured` when that organisation has no connection. An
 * organisation is named only by a person signed in in this browser (`personId`) who belongs to it
 * (invited or joined, active): for anyone else it is `not_configured` too, so no one learns which
 * organisations sign in with single sign-on, or their provider, by trying numbers. The address —
 * given, else that person's — is the provider's hint. The nonce and PKCE verifier are kept for the
 * callback by the state's sha256, for {@link SSO_SIGN_IN_MINUTES}; the callback signs in to that
 * organisation.
 */
export async function startSsoSignIn(
  db: Db,
  _visitor: Visitor,
  box: SecretBox,
  input: { email?: string; organizationId?: number; personId?: number; returnTo?: string; redirectUri: string },
  access: ProviderAccess,
  now = new Date(),
): Promise<{ state: string; url: URL }> {
  let email = input.email === undefined ? undefined : normalizeEmail(input.email);
  let organizationId: number | undefined;
  if (input.organizationId !== undefined) {
    const member = input.personId === undefined ? undefined : await memberOf(db, input.organizationId, input.personId);
    if (!member || member.active !== 1) throw new SsoFailure('not_configured');
    organizationId = member.organization_id;
    email ??= member.email;
  } else if (email !== undefined) organizationId = await organizationFor(db, email);
  const connection = organizationId === undefined ? undefined : await ssoStore(db).connection(organizationId);
  if (!connection) throw new SsoFailure('not_configured');
  const config = await reach(access, providerOf(box, connection));
  const secrets = newSignInSecrets();
  const url = await authorizationUrl(config, { redirectUri: input.redirectUri, ...secrets, ...(email ? { loginHint: email } : {}) });
  await ownTransaction(db, (trx) =>
    ssoStore(trx).startSignIn({
      state_hash: tokenHash(secrets.state),
      organization_id: connection.organization_id,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      return_to: safeReturnPath(input.returnTo),
      expires_at: new Date(now.getTime() + SSO_SIGN_IN_MINUTES * 60_000).toISOString(),
    }),
  );
  return { state: secrets.state, url };
}

/**
 * The browser back from the provider: the state must be the one this browser started with (its
 * cookie), still under way (one use, not expired); openid-client exchanges the code with the PKCE
 * verifier and checks the ID token (issuer, our client as audience, nonce). The person is the
 * identity linked before, else the organisation's member with that verified address (linked now),
 * else, when joining by domain is on and the address's domain is the organisation's, a new member.
 * Recorded as `auth.signin_sso` (and `member.joined` for one who joined). Never asks for the second
 * factor: the provider signed the person in. A refusal once the sign-in under way was found (its
 * organisation known) is recorded as `auth.signin_sso_failed` with the reason, in a transaction of
 * its own so that it stays.
 */
export async function finishSsoSignIn(
  db: Db,
  visitor: Visitor,
  box: SecretBox,
  input: { callbackUrl: URL; browserState: string | undefined },
  access: ProviderAccess,
  now = new Date(),
): Promise<{ user: UserRow; returnTo: string }> {
  const state = input.callbackUrl.searchParams.get('state');
  if (!state || !input.browserState || state !== input.browserState) throw new SsoFailure('state');
  // Taken in a transaction of its own: a failure further on does not make it usable again.
  const pending = await ownTransaction(db, (trx) => ssoStore(trx).takeSignIn(tokenHash(state)));
  if (!pending) throw new SsoFailure('state');
  try {
    if (pending.expires_at <= now.toISOString()) throw new SsoFailure('state');
    const connection = await ssoStore(db).connection(pending.organization_id);
    if (!connection) throw new SsoFailure('not_configured');
    const config = await reach(access, providerOf(box, connection));

    let claims: VerifiedClaims;
    try {
      claims = await exchangeCode(config, input.callbackUrl, { state, nonce: pending.nonce, codeVerifier: pending.code_verifier });
    } catch (error) {
      throw new SsoFailure(providerUnreachable(error) ? 'provider_unavailable' : 'refused');
    }

    return await ownTransaction(db, async (trx) => {
      const user = await personOf(trx, visitor, connection, claims, now);
      if (user.active !== 1) throw new SsoFailure('inactive', user.id);
      await recordBy(trx, actorFor(visitor, user, user.id), 'auth.signin_sso', userSubject(user.id), undefined);
      return { user, returnTo: pending.return_to };
    });
  } catch (error) {
    if (error instanceof SsoFailure) {
      // The sign-in's changes were rolled back; the refusal is kept on its own.
      const { code, userId } = error;
      const actor = actorFor(visitor, { organization_id: pending.organization_id }, userId);
      await ownTransaction(db, (trx) => recordBy(trx, actor, 'auth.signin_sso_failed', userId === null ? null : userSubject(userId), { reason: code }));
    }
    throw error;
  }
}

/** A network failure or timeout reaching the provider, as opposed to its refusal or a failed check. */
function providerUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TimeoutError' || error.name === 'AbortError' || (error.name === 'TypeError' && /fetch/i.test(error.message));
}

async function personOf(db: Db, visitor: Visitor, connection: SsoConnection, claims: VerifiedClaims, now: Date): Promise<UserRow> {
  const sso = ssoStore(db);
  const organizationId = connection.organization_id;
  const known = await sso.memberOfIdentity(organizationId, claims.issuer, claims.subject);
  if (known) return known;

  // Anything further goes by the address, which counts only when the provider verified it.
  if (!claims.email || !claims.emailVerified) throw new SsoFailure('email_unverified');
  const email = normalizeEmail(claims.email);
  const person = await authStore(db).personByEmail(email);
  const existing = person && (await memberOf(db, organizationId, person.id));
  if (existing) {
    if (existing.active !== 1) throw new SsoFailure('inactive', existing.id);
    let member = existing;
    if (existing.invite_token !== null) {
      // An invitation not accepted yet: signing in with the provider accepts it.
      const joined = await joinBySingleSignOn(db, organizationId, existing.id, nameFromClaims(claims, email));
      if (!joined) throw new SsoFailure('not_member');
      member = joined;
      await recordBy(db, actorFor(visitor, member, member.id), 'member.joined', userSubject(member.id), undefined);
    }
    await sso.link(organizationId, member.id, claims.issuer, claims.subject, now);
    return member;
  }

  const domain = domainOf(email);
  if (connection.join_by_domain !== 1 || domain === undefined || !connection.domains.includes(domain)) throw new SsoFailure('not_member');
  const membership = { organization_id: organizationId, admin: 0 as const, active: 1 as const, invite_token: null, created_at: now.toISOString() };
  // A person with an account elsewhere joins with it; a new one is made.
  const member = person
    ? await insertMembership(db, { ...membership, user_id: person.id })
    : await insertUser(
        db,
        {
          name: nameFromClaims(claims, email),
          email,
          password_hash: null,
          super_admin: 0,
          locale: await sso.organizationLocale(organizationId),
          dateformat: schemaDefaults.DateFormat,
          created_at: now.toISOString(),
        },
        membership,
      );
  await sso.link(organizationId, member.id, claims.issuer, claims.subject, now);
  await recordBy(db, actorFor(visitor, member, member.id), 'member.joined', userSubject(member.id), undefined);
  return member;
}

/**
 * Refuses a password (a sign-in, the second step after it, a reset link, an invitation's join)
 * when the person's organisation requires single sign-on and they are no admin: 422 under
 * `field`. Admins always keep their password, so the organisation is never locked out by its provider.
 */
export async function assertPasswordAllowed(db: Db, user: { admin: number; organization_id: number }, field = 'email'): Promise<void> {
  if (!(await passwordAllowed(db, user))) throw new ValidationFailure({ [field]: 'auth.sso_required' });
}

/** Whether the member may work in their organisation signed in with a password (it does not require single sign-on of them). */
export async function passwordAllowed(db: Db, member: { admin: number; organization_id: number }): Promise<boolean> {
  return !passwordRefusedBySso(member, await ssoStore(db).connection(member.organization_id));
}
