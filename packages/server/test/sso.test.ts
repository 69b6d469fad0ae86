import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/domain/tokens.js';
import { Browser, type Answer } from './support/browser.js';
import { startTestProvider, type TestProvider } from './support/oidcProvider.js';
import { addMember, PASSWORD, signedInAdmin, signIn } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';
import { members } from '../src/stores/members.js';

// Single sign-on against a real OpenID Connect provider (oidc-provider, started here): the admin's
// connection, and sign-ins through the provider with what can go wrong on the way (a wrong state,
// an expired or used code, a code of another client, an unverified address).

let server: TestServer;
/** A password no strength rule refuses. */
const STRONG = 'Vlinder-Zeilboot-Kachel-93';
let provider: TestProvider;

beforeAll(async () => {
  // The provider runs on this machine over plain http, which the server takes only when told so.
  server = await startTestServer({ env: { SSO_LOOPBACK_ISSUERS: '1' } });
  provider = await startTestProvider(`${server.url}/login/sso/callback`);
});

afterAll(async () => {
  await provider?.close();
  await server?.close();
});

let counter = 0;
/** A domain of the test's own, so organisations never claim each other's. */
function uniqueDomain(): string {
  counter += 1;
  return `acme-${counter}-${Math.random().toString(36).slice(2, 8)}.test`;
}

/** A person at the provider; their subject. */
function account(email: string, verified = true, name = 'Pia Provider'): string {
  const subject = `sub-${email}`;
  provider.accounts.set(subject, { email, email_verified: verified, name });
  return subject;
}

function settings(domains: string[], extra: Record<string, unknown> = {}) {
  return { issuer: provider.issuer, client_id: provider.client.id, client_secret: provider.client.secret, domains, join_by_domain: false, required: false, ...extra };
}

/** An organisation whose admin connected it to the provider for `domain`. */
async function connected(extra: Record<string, unknown> = {}) {
  const domain = uniqueDomain();
  const admin = await signedInAdmin(server);
  const saved = await admin.browser.put('/api/organization/sso', settings([domain], extra));
  expect(saved.status, saved.text).toBe(200);
  return { ...admin, domain };
}

/** A page load of ours, checked against the contract. */
function pageLoad(browser: Browser, path: string): Promise<Answer> {
  return browser.call('GET', path, undefined, { xhr: false, headers: { accept: 'text/html' } });
}

/** The provider's pages, followed as a browser does (its own cookies) until it sends the browser back to us. */
async function atProvider(authorizationUrl: string): Promise<URL> {
  const browser = new Browser(provider.issuer);
  let location = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.origin !== provider.issuer) return location;
    const answer = await browser.send('GET', location.pathname + location.search, { headers: { accept: 'text/html' } });
    const next = answer.headers.get('location');
    if (answer.status < 300 || answer.status >= 400 || !next) throw new Error(`the provider answered ${answer.status}: ${answer.text}`);
    location = new URL(next, location);
  }
  throw new Error('the provider kept redirecting');
}

/** Starts a sign-in with the typed address: the provider's URL (with our state cookie in `browser`). */
async function start(browser: Browser, email: string, returnTo?: string): Promise<URL> {
  const started = await pageLoad(browser, `/login/sso?email=${encodeURIComponent(email)}${returnTo ? `&return_to=${encodeURIComponent(returnTo)}` : ''}`);
  expect(started.status, started.text).toBe(302);
  expect(started.headers.get('x-sso-error')).toBeNull();
  const url = new URL(started.headers.get('location') ?? '');
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  return url;
}

/** Back at our callback with what the provider sent. */
function back(browser: Browser, callback: URL): Promise<Answer> {
  expect(callback.origin + callback.pathname).toBe(`${server.url}/login/sso/callback`);
  return pageLoad(browser, callback.pathname + callback.search);
}

/** A whole sign-in as the provider's `subject`, having typed `email`. */
async function signInThroughProvider(email: string, subject: string, browser = server.browser(), returnTo?: string) {
  provider.signInAs(subject);
  const callback = await atProvider((await start(browser, email, returnTo)).href);
  return { browser, callback, answer: await back(browser, callback) };
}

function expectFailure(answer: Answer, code: string) {
  expect(answer.status, answer.text).toBe(302);
  expect(answer.headers.get('location')).toBe(`/login?sso_error=${code}`);
  expect(answer.headers.get('x-sso-error')).toBe(code);
}

async function auditKinds(organizationId: number): Promise<string[]> {
  const rows = await server.db.selectFrom('audit_entries').select('kind').where('organization_id', '=', organizationId).orderBy('id').execute();
  return rows.map((row) => row.kind);
}

/** The organisation's refused single sign-ons in its trail (`auth.signin_sso_failed`), newest first, as the admin reads them. */
async function refusals(admin: Browser) {
  const answer = await admin.get('/api/audit?kind=auth.signin_sso_failed');
  expect(answer.status, answer.text).toBe(200);
  const entries = answer.body.entries as { kind: string; user_id: number | null; subject_type: string | null; subject_id: number | null; details: Record<string, unknown> }[];
  return entries.map(({ kind, user_id, subject_type, subject_id, details }) => ({ kind, user_id, subject_type, subject_id, details }));
}

/** A refusal by nobody known (the provider did not tell who, or could not be asked). */
const refusalByNobody = (reason: string) => ({ kind: 'auth.signin_sso_failed', user_id: null, subject_type: null, subject_id: null, details: { reason } });

describe('the admin connects the organisation', () => {
  it('saves a connection after discovery, never answers the secret, and disconnects', async () => {
    const admin = await signedInAdmin(server);
    expect((await admin.browser.get('/api/organization/sso')).status).toBe(404);
    const domain = uniqueDomain();

    const saved = await admin.browser.put('/api/organization/sso', settings([` @${domain.toUpperCase()} `], { join_by_domain: true }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({
      issuer: provider.issuer,
      client_id: provider.client.id,
      client_secret_set: true,
      domains: [domain],
      join_by_domain: true,
      required: false,
      callback_url: `${server.url}/login/sso/callback`,
    });
    expect(saved.text).not.toContain(provider.client.secret);
    const stored = await server.db.selectFrom('sso_connections').select('client_secret').where('organization_id', '=', admin.organizationId).executeTakeFirstOrThrow();
    expect(stored.client_secret).not.toContain(provider.client.secret);

    // A change without the secret keeps the one stored.
    const { client_secret: _, ...withoutSecret } = settings([domain], { required: true });
    const changed = await admin.browser.put('/api/organization/sso', withoutSecret);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ client_secret_set: true, required: true, join_by_domain: false });
    expect((await admin.browser.get('/api/organization/sso')).body).toEqual(changed.body);

    const removed = await admin.browser.delete('/api/organization/sso');
    expect(removed.status).toBe(204);
    expect((await admin.browser.get('/api/organization/sso')).status).toBe(404);
    expect((await admin.browser.delete('/api/organization/sso')).status).toBe(404);
    expect(await auditKinds(admin.organizationId)).toEqual(['organization.created', 'organization.sso_saved', 'organization.sso_saved', 'organization.sso_removed']);
    const details = await server.db.selectFrom('audit_entries').select('details').where('organization_id', '=', admin.organizationId).where('kind', '=', 'organization.sso_saved').orderBy('id').execute();
    expect(JSON.parse(String(details[1]?.details))).toEqual({ fields: ['join_by_domain', 'required'] });
  });

  it('refuses what cannot work with 422 under the fields, in the admin’s language, changing nothing', async () => {
    const admin = await signedInAdmin(server);
    const domain = uniqueDomain();
    const refused = async (body: Record<string, unknown>) => {
      const answer = await admin.browser.put('/api/organization/sso', body);
      expect(answer.status, answer.text).toBe(422);
      return answer.body.errors as Record<string, string[]>;
    };
    // Not https (plain http only on this machine), no secret the first time, not a domain, joining without a domain.
    expect(await refused(settings([domain], { issuer: 'http://id.example.org' }))).toEqual({ issuer: ["Enter the provider's address, starting with https://."] });
    const { client_secret: _, ...withoutSecret } = settings([domain]);
    expect(Object.keys(await refused(withoutSecret))).toEqual(['client_secret']);
    expect(Object.keys(await refused(settings(['not a domain'])))).toEqual(['domains']);
    expect(Object.keys(await refused(settings([], { join_by_domain: true })))).toEqual(['domains']);
    // The issuer answers no discovery (a path where nothing is).
    expect(await refused(settings([domain], { issuer: `${provider.issuer}/nothing-here` }))).toEqual({ issuer: ['The provider could not be found at this address. Check the issuer.'] });

    // Another organisation's domain.
    const other = await connected();
    expect(await refused(settings([other.domain]))).toEqual({ domains: [`Another organisation signs in with ${other.domain} already.`] });

    // In Dutch for a Dutch admin.
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', admin.user.id).execute();
    expect(await refused(settings([domain], { issuer: `${provider.issuer}/nothing-here` }))).toEqual({ issuer: ['Op dit adres is geen provider gevonden. Controleer de issuer.'] });

    expect((await admin.browser.get('/api/organization/sso')).status).toBe(404);
    expect(await auditKinds(admin.organizationId)).not.toContain('organization.sso_saved');
  });
});

describe('signing in through the provider', () => {
  it('signs a member in (the session works), links the identity, and goes where the sign-in started', async () => {
    const org = await connected();
    const member = await addMember(server.db, org.organizationId, `mila@${org.domain}`);
    const subject = account(member.email);

    const { browser, answer } = await signInThroughProvider(member.email, subject, server.browser(), '/invoices?status=sent');
    expect(answer.status, answer.text).toBe(302);
    expect(answer.headers.get('location')).toBe('/invoices?status=sent');
    expect(browser.cookies.has('kwartier_session')).toBe(true);
    expect(browser.cookies.has('kwartier_sso')).toBe(false);
    const me = await browser.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: member.id, email: member.email });
    const identity = await server.db.selectFrom('sso_identities').select(['user_id', 'issuer', 'subject']).where('organization_id', '=', org.organizationId).execute();
    expect(identity).toEqual([{ user_id: member.id, issuer: provider.issuer, subject }]);
    expect(await auditKinds(org.organizationId)).toContain('auth.signin_sso');

    // The link is the person's data: in their download.
    const download = await browser.get('/api/user/export');
    expect(download.status).toBe(200);
    const linked = (download.body.sections as { name: string; rows: unknown[] }[]).find((section) => section.name === 'single_sign_on');
    expect(linked?.rows).toEqual([{ issuer: provider.issuer, subject, linked_at: expect.any(String) }]);

    // Once linked, the subject finds the member even when the provider's address changed.
    provider.accounts.set(subject, { email: `mila.new@elsewhere.test`, email_verified: false });
    const again = await signInThroughProvider(member.email, subject);
    expect(again.answer.headers.get('location')).toBe('/');
    expect((await again.browser.get('/api/user')).body.id).toBe(member.id);
  });

  it('lets a new person with a verified address of the domain join as a member when the admin allows it', async () => {
    const org = await connected({ join_by_domain: true });
    const email = `nina@${org.domain}`;
    const { browser, answer } = await signInThroughProvider(email, account(email, true, 'Nina Nieuw'));
    expect(answer.headers.get('location')).toBe('/');
    const me = await browser.get('/api/user');
    expect(me.body).toMatchObject({ email, name: 'Nina Nieuw', admin: false });
    const team = await org.browser.get('/api/users');
    expect(team.status).toBe(200);
    expect(JSON.stringify(team.body)).toContain(email);
    expect(await auditKinds(org.organizationId)).toEqual(expect.arrayContaining(['member.joined', 'auth.signin_sso']));
  });

  it('lets nobody new in when joining by domain is off, or the address is of another domain', async () => {
    const closed = await connected({ join_by_domain: false });
    const email = `olaf@${closed.domain}`;
    expectFailure((await signInThroughProvider(email, account(email))).answer, 'not_member');

    const open = await connected({ join_by_domain: true });
    // The address typed is the organisation's; the provider's (verified) one is not.
    const elsewhere = `olaf@${uniqueDomain()}`;
    expectFailure((await signInThroughProvider(`olaf@${open.domain}`, account(elsewhere))).answer, 'not_member');
    const created = await server.db.selectFrom('users').select('id').where('email', 'in', [email, elsewhere]).execute();
    expect(created).toEqual([]);
  });

  it('takes no address the provider did not verify', async () => {
    const org = await connected({ join_by_domain: true });
    const member = await addMember(server.db, org.organizationId, `umar@${org.domain}`);
    expectFailure((await signInThroughProvider(member.email, account(member.email, false))).answer, 'email_unverified');
    const newcomer = `ursula@${org.domain}`;
    expectFailure((await signInThroughProvider(newcomer, account(newcomer, false))).answer, 'email_unverified');
    expect(await server.db.selectFrom('sso_identities').select('id').where('organization_id', '=', org.organizationId).execute()).toEqual([]);
    expect(await server.db.selectFrom('users').select('id').where('email', '=', newcomer).execute()).toEqual([]);
    // Each refusal stays in the organisation's trail (the sign-in itself rolled back), by nobody: the address is not known to be theirs.
    expect(await refusals(org.browser)).toEqual([refusalByNobody('email_unverified'), refusalByNobody('email_unverified')]);
  });

  it('refuses a deactivated member, recorded as their own attempt', async () => {
    const org = await connected();
    const member = await addMember(server.db, org.organizationId, `dirk@${org.domain}`, { active: false });
    const { browser, answer } = await signInThroughProvider(member.email, account(member.email));
    expectFailure(answer, 'inactive');
    expect(browser.cookies.has('kwartier_session')).toBe(false);
    expect(await refusals(org.browser)).toEqual([{ kind: 'auth.signin_sso_failed', user_id: member.id, subject_type: 'user', subject_id: member.id, details: { reason: 'inactive' } }]);
    // Not linked: the rolled-back sign-in left nothing else.
    expect(await server.db.selectFrom('sso_identities').select('id').where('organization_id', '=', org.organizationId).execute()).toEqual([]);
    expect(await auditKinds(org.organizationId)).not.toContain('auth.signin_sso');
  });

  it('refuses a wrong state, a state of another browser, and a callback used before', async () => {
    const org = await connected();
    const member = await addMember(server.db, org.organizationId, `sam@${org.domain}`);
    provider.signInAs(account(member.email));

    const browser = server.browser();
    const callback = await atProvider((await start(browser, member.email)).href);
    const wrong = new URL(callback);
    wrong.searchParams.set('state', 'not-the-state');
    expectFailure(await back(browser, wrong), 'state');

    // Another browser (no state cookie) with a callback that is right in itself.
    const second = server.browser();
    const secondCallback = await atProvider((await start(second, member.email)).href);
    expectFailure(await back(server.browser(), secondCallback), 'state');

    // The right browser: signed in once; the same callback again finds its sign-in used up.
    const third = server.browser();
    const thirdCallback = await atProvider((await start(third, member.email)).href);
    const cookie = third.cookies.get('kwartier_sso') ?? '';
    expect((await back(third, thirdCallback)).headers.get('location')).toBe('/');
    third.cookies.set('kwartier_sso', cookie);
    expectFailure(await back(third, thirdCallback), 'state');
    // None of these found a sign-in under way, so no organisation to tell.
    expect(await refusals(org.browser)).toEqual([]);

    // One that was under way but took too long: the organisation is known, the refusal recorded.
    const slow = server.browser();
    const slowCallback = await atProvider((await start(slow, member.email)).href);
    await server.db
      .updateTable('sso_sign_ins')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('state_hash', '=', tokenHash(slowCallback.searchParams.get('state') ?? ''))
      .execute();
    expectFailure(await back(slow, slowCallback), 'state');
    expect(await refusals(org.browser)).toEqual([refusalByNobody('state')]);
  });

  it('refuses an expired code, a code used before, and a code of another client', async () => {
    const org = await connected();
    const member = await addMember(server.db, org.organizationId, `eva@${org.domain}`);
    provider.signInAs(account(member.email));

    // Expired: the provider refuses it, the sign-in goes back with `refused`.
    const late = server.browser();
    const lateCallback = await atProvider((await start(late, member.email)).href);
    provider.expireCodes = true;
    try {
      expectFailure(await back(late, lateCallback), 'refused');
    } finally {
      provider.expireCodes = false;
    }
    expect(late.cookies.has('kwartier_session')).toBe(false);

    // Used before: someone redeemed the code at the provider first (with the verifier), so ours is refused.
    const raced = server.browser();
    const racedCallback = await atProvider((await start(raced, member.email)).href);
    const pending = await server.db
      .selectFrom('sso_sign_ins')
      .select('code_verifier')
      .where('state_hash', '=', tokenHash(racedCallback.searchParams.get('state') ?? ''))
      .executeTakeFirstOrThrow();
    const redeemed = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${provider.client.id}:${provider.client.secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: racedCallback.searchParams.get('code') ?? '', redirect_uri: `${server.url}/login/sso/callback`, code_verifier: pending.code_verifier }),
    });
    expect(redeemed.status).toBe(200);
    expectFailure(await back(raced, racedCallback), 'refused');

    // Another client's: the browser was sent to the provider for another application with our state.
    const other = server.browser();
    const url = await start(other, member.email);
    url.searchParams.set('client_id', provider.otherClient.id);
    const otherCallback = await atProvider(url.href);
    expect(otherCallback.searchParams.get('code')).toBeTruthy();
    expectFailure(await back(other, otherCallback), 'refused');
    expect(await auditKinds(org.organizationId)).not.toContain('auth.signin_sso');
    expect(await refusals(org.browser)).toEqual([refusalByNobody('refused'), refusalByNobody('refused'), refusalByNobody('refused')]);
  });

  it('goes back to the sign-in page when the person cancels at the provider, and never leads off the app', async () => {
    const org = await connected();
    const member = await addMember(server.db, org.organizationId, `cas@${org.domain}`);
    const browser = server.browser();
    const url = await start(browser, member.email);
    const cancelled = new URL(`${server.url}/login/sso/callback`);
    cancelled.searchParams.set('error', 'access_denied');
    cancelled.searchParams.set('state', url.searchParams.get('state') ?? '');
    cancelled.searchParams.set('iss', provider.issuer);
    expectFailure(await back(browser, cancelled), 'refused');
    expect(browser.cookies.has('kwartier_session')).toBe(false);

    // A return path to another site becomes the app's start page.
    const { answer } = await signInThroughProvider(member.email, account(member.email), server.browser(), '//evil.example/steal');
    expect(answer.headers.get('location')).toBe('/');
  });

  it('tells the sign-in page when the address has no single sign-on or the provider is away', async () => {
    expectFailure(await pageLoad(server.browser(), `/login/sso?email=${encodeURIComponent(`nobody@${uniqueDomain()}`)}`), 'not_configured');
    const org = await connected();
    await server.db.updateTable('sso_connections').set({ issuer: 'http://127.0.0.1:9/' }).where('organization_id', '=', org.organizationId).execute();
    expectFailure(await pageLoad(server.browser(), `/login/sso?email=${encodeURIComponent(`x@${org.domain}`)}`), 'provider_unavailable');
  });

  it('does not ask for the second factor, which stays on password sign-ins', async () => {
    const org = await connected();
    const member = await addMember(server.db, org.organizationId, `tom@${org.domain}`);
    // Two-factor on (the secret's value does not matter for a sign-in that never asks for the code).
    await server.db.updateTable('users').set({ two_factor_secret: 'v1.sealed.secret.tag' }).where('id', '=', member.id).execute();
    const byPassword = await server.browser().post('/login', { email: member.email, password: PASSWORD });
    expect(byPassword.status).toBe(202);

    const { browser, answer } = await signInThroughProvider(member.email, account(member.email));
    expect(answer.headers.get('location')).toBe('/');
    expect((await browser.get('/api/user')).status).toBe(200);
  });
});

describe('switching into an organisation that requires single sign-on', () => {
  /** The organisation the browser's session works in. */
  const current = async (browser: Browser) => ((await browser.get('/api/user/organizations')).body as { id: number; current: boolean }[]).find((o) => o.current)?.id;

  /** An admin of an organisation of their own who accepted an invitation to `org` (an address of another domain). */
  async function outsideMemberOf(...orgs: { browser: Browser }[]) {
    const person = await signedInAdmin(server, 'Olga Outside');
    for (const org of orgs) {
      const invited = await org.browser.post('/api/organization/send/invite', { email: person.user.email });
      expect(invited.status, invited.text).toBe(201);
      expect((await person.browser.post('/api/user/invitations/accept', { token: invited.body.invite_token })).status).toBe(200);
    }
    // Accepting moved the session; it works in the person's own organisation again.
    expect((await person.browser.put('/api/user/organization', { organization_id: person.organizationId })).status).toBe(200);
    return person;
  }

  it('answers where its provider signs in, which lands the browser in that organisation', async () => {
    // Two organisations with single sign-on: the address's own lookup would pick the first; the switch names the second.
    const first = await connected();
    const target = await connected();
    const olga = await outsideMemberOf(first, target);
    // The target requires single sign-on of its members once she is one (an invitation to it is
    // accepted through its provider then: organizations.test.ts).
    expect((await target.browser.put('/api/organization/sso', settings([target.domain], { required: true }))).status).toBe(200);
    const subject = account(olga.user.email);

    const refused = await olga.browser.put('/api/user/organization', { organization_id: target.organizationId });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toEqual({
      message: 'That organisation signs in with single sign-on. Sign in through its provider to work in it.',
      sso_url: `/login/sso?organization=${target.organizationId}`,
    });
    // In Dutch for a person who reads Dutch.
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', olga.user.id).execute();
    const inDutch = await olga.browser.put('/api/user/organization', { organization_id: target.organizationId });
    expect(inDutch.body).toEqual({ message: 'Die organisatie logt in met single sign-on. Log in via haar provider om erin te werken.', sso_url: refused.body.sso_url });
    await server.db.updateTable('users').set({ locale: 'en' }).where('id', '=', olga.user.id).execute();
    expect(await current(olga.browser)).toBe(olga.organizationId);
    const sessionBefore = olga.browser.cookies.get('kwartier_session');

    // The browser follows it: to the provider (the address as hint), and back signed in to the target.
    provider.signInAs(subject);
    const started = await pageLoad(olga.browser, refused.body.sso_url as string);
    expect(started.status, started.text).toBe(302);
    const authorization = new URL(started.headers.get('location') ?? '');
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('login_hint')).toBe(olga.user.email);
    const answer = await back(olga.browser, await atProvider(authorization.href));
    expect(answer.status, answer.text).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect(olga.browser.cookies.get('kwartier_session')).not.toBe(sessionBefore);

    expect(await current(olga.browser)).toBe(target.organizationId);
    const me = await olga.browser.get('/api/user');
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ id: olga.user.id, email: olga.user.email, admin: false });
    expect(await auditKinds(target.organizationId)).toContain('auth.signin_sso');
    expect(await auditKinds(first.organizationId)).not.toContain('auth.signin_sso');
    // The session the browser had before is over.
    const old = server.browser();
    old.cookies.set('kwartier_session', sessionBefore ?? '');
    expect((await old.get('/api/user')).status).toBe(401);

    // Working there, the person switches back to their own organisation as ever.
    expect((await olga.browser.put('/api/user/organization', { organization_id: olga.organizationId })).status).toBe(200);
    expect(await current(olga.browser)).toBe(olga.organizationId);
  });

  it('starts only for an organisation with single sign-on, named only by a person of it, and asks for an address or an organisation', async () => {
    const own = await signedInAdmin(server);
    expectFailure(await pageLoad(server.browser(), `/login/sso?organization=${own.organizationId}`), 'not_configured');
    expectFailure(await pageLoad(server.browser(), `/login/sso?organization=2147483000&email=${encodeURIComponent(own.user.email)}`), 'not_configured');
    // The organisation named wins over the address's own lookup.
    const org = await connected();
    expectFailure(await pageLoad(own.browser, `/login/sso?organization=${own.organizationId}&email=${encodeURIComponent(`x@${org.domain}`)}`), 'not_configured');
    // Named by a browser signed out, or signed in as someone who does not belong to it, an
    // organisation with single sign-on answers as one without: its provider is not given away.
    expectFailure(await pageLoad(server.browser(), `/login/sso?organization=${org.organizationId}`), 'not_configured');
    expectFailure(await pageLoad(own.browser, `/login/sso?organization=${org.organizationId}`), 'not_configured');
    expectFailure(await pageLoad(server.browser(), `/login/sso?organization=${org.organizationId}&email=${encodeURIComponent(`x@${org.domain}`)}`), 'not_configured');

    const neither = await pageLoad(server.browser(), '/login/sso');
    expect(neither.status, neither.text).toBe(422);
    expect(neither.body.errors).toEqual({ email: ['The email field is required.'] });
    const inDutch = await server.browser().call('GET', '/login/sso', undefined, { xhr: false, headers: { accept: 'text/html', 'accept-language': 'nl' } });
    expect(inDutch.body.errors).toEqual({ email: ['Het veld e-mail is verplicht.'] });
  });
});

describe('requiring single sign-on', () => {
  it("refuses members' passwords (in their language) but keeps the admins' way in", async () => {
    const org = await connected({ required: true });
    const member = await addMember(server.db, org.organizationId, `rik@${org.domain}`);

    const refused = await server.browser().post('/login', { email: member.email, password: PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email).toEqual(['Your organisation signs in with single sign-on. Use “Sign in with single sign-on”.']);
    const inDutch = await server.browser().post('/login', { email: member.email, password: PASSWORD }, { headers: { 'accept-language': 'nl' } });
    expect(inDutch.body.errors.email).toEqual(['Je organisatie logt in met single sign-on. Kies “Inloggen met single sign-on”.']);
    // A wrong password is still just wrong: nothing tells whether the account exists.
    expect((await server.browser().post('/login', { email: member.email, password: 'wrong password' })).body.errors.email).toEqual(['These credentials do not match our records.']);

    const adminEmail = (await org.browser.get('/api/user')).body.email as string;
    await signIn(server, adminEmail);

    // The member signs in through the provider.
    const { browser } = await signInThroughProvider(member.email, account(member.email));
    expect((await browser.get('/api/user')).body.id).toBe(member.id);

    // Nor does a reset link, nor an invitation, give a member a password way in.
    const token = 'reset-link-token-of-rik-0123456789';
    await server.db.insertInto('password_resets').values({ user_id: member.id, token_hash: tokenHash(token), created_at: new Date().toISOString() }).execute();
    const reset = await server.browser().post('/password/reset', { token, email: member.email, password: STRONG, password_confirmation: STRONG });
    expect(reset.status).toBe(422);
    expect(Object.keys(reset.body.errors)).toEqual(['email']);
    const invitee = `ines@${org.domain}`;
    const invited = await org.browser.post('/api/organization/send/invite', { email: invitee });
    expect(invited.status).toBe(201);
    const joined = await server.browser().post('/join', { name: 'Ines Invited', token: invited.body.invite_token, password: STRONG, password_confirmation: STRONG });
    expect(joined.status).toBe(422);
    expect(joined.body.errors.token).toEqual(['Your organisation signs in with single sign-on. Use “Sign in with single sign-on”.']);
    // The invitee joins through the provider instead: the invitation is accepted, with the provider's name.
    const viaProvider = await signInThroughProvider(invitee, account(invitee, true, 'Ines Invited'));
    expect(viaProvider.answer.headers.get('location')).toBe('/');
    expect((await viaProvider.browser.get('/api/user')).body).toMatchObject({ email: invitee, name: 'Ines Invited' });
    const row = await members(server.db).where('users.email', '=', invitee).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ invite_token: null, password_hash: null });

    // Off again: the password works again.
    const { client_secret: _, ...withoutSecret } = settings([org.domain], { required: false });
    expect((await org.browser.put('/api/organization/sso', withoutSecret)).status).toBe(200);
    await signIn(server, member.email);
  });
});
