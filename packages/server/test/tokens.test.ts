import { beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/domain/tokens.js';
import type { Answer, Browser } from './support/browser.js';
import { addMember, PASSWORD, signedInAdmin, signIn } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// Personal access tokens (GET/POST /api/user/tokens, DELETE /api/user/tokens/{id}),
// `Authorization: Bearer` on the API without cookie or CSRF header, and CORS for the origins an
// organisation lists. Every answer is checked against openapi.yaml by the test browser; the role
// matrix rows are in roles.test.ts.

interface Listed {
  id: number;
  name: string;
  scope: 'read' | 'write';
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  expired: boolean;
}

let server: TestServer;
let admin: Browser;
let organizationId: number;
let adminId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminId } = setup), { name: 'Tara Token' });

async function makeToken(browser: Browser, body: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const made = await browser.post('/api/user/tokens', body);
  expect(made.status, made.text).toBe(201);
  return made.body;
}

/** A call as another app makes it: the token only, no cookie, no X-Requested-With. */
function withToken(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return server.browser().call(method, path, body, { xhr: false, headers: { authorization: `Bearer ${token}`, ...headers } });
}

const auditKinds = async () =>
  (await server.db.selectFrom('audit_entries').select(['kind', 'details']).where('organization_id', '=', organizationId).where('kind', 'like', 'user.token%').orderBy('id').execute()).map(
    (row) => [row.kind, JSON.parse(row.details ?? '{}').name],
  );

describe('personal access tokens', () => {
  it('makes a token shown once, stores only its hash, lists and revokes it, with audit entries', async () => {
    const made = await admin.post('/api/user/tokens', { name: 'Invoice export', scope: 'read', expires_in_days: 30 });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ name: 'Invoice export', scope: 'read', last_used_at: null, expired: false });
    expect(made.body.token).toMatch(/^kwt_/);
    const days = (new Date(made.body.expires_at).getTime() - new Date(made.body.created_at).getTime()) / 86_400_000;
    expect(days).toBe(30);

    const stored = await server.db.selectFrom('access_tokens').selectAll().where('id', '=', made.body.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(tokenHash(made.body.token));
    expect(JSON.stringify(stored)).not.toContain(made.body.token);

    const listed = await admin.get<Listed[]>('/api/user/tokens');
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual({ ...made.body, token: undefined });
    expect(listed.text).not.toContain(made.body.token);

    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const dated = await admin.post('/api/user/tokens', { name: 'Dated', scope: 'write', expires_on: inTenDays });
    expect(dated.status, dated.text).toBe(201);
    expect(dated.body.expires_at).toBe(`${inTenDays}T23:59:59.999Z`);
    expect((await admin.post('/api/user/tokens', { name: 'Far', scope: 'write', expires_on: '2099-01-01' })).status).toBe(422);

    expect((await admin.delete(`/api/user/tokens/${made.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/user/tokens/${made.body.id}`)).status).toBe(404);
    expect((await withToken(made.body.token, 'GET', '/api/user')).status).toBe(401);
    expect((await admin.get<Listed[]>('/api/user/tokens')).body.map((t) => t.id)).not.toContain(made.body.id);
    expect(await auditKinds()).toEqual(
      expect.arrayContaining([
        ['user.token_created', 'Invoice export'],
        ['user.token_revoked', 'Invoice export'],
      ]),
    );
  });

  it('refuses a token without expiry, with both, or beyond a year (422 in the user’s language)', async () => {
    const none = await admin.post('/api/user/tokens', { name: 'No end', scope: 'read' });
    expect(none.status).toBe(422);
    expect(none.body.errors.expires_in_days[0]).toBe('Give the number of days or a date it expires on.');
    expect((await admin.post('/api/user/tokens', { name: 'Both', scope: 'read', expires_in_days: 3, expires_on: '2099-01-01' })).status).toBe(422);
    expect((await admin.post('/api/user/tokens', { name: 'Long', scope: 'read', expires_in_days: 366 })).status).toBe(422);
    const past = await admin.post('/api/user/tokens', { name: 'Past', scope: 'read', expires_on: '2020-01-01' });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors)).toEqual(['expires_on']);
    expect((await admin.post('/api/user/tokens', { name: '', scope: 'read', expires_in_days: 3 })).status).toBe(422);
    expect((await admin.post('/api/user/tokens', { name: 'Admin', scope: 'admin', expires_in_days: 3 })).status).toBe(422);
  });

  it('acts as its user without cookie or CSRF header; read only reads, write writes', async () => {
    const read = await makeToken(admin, { name: 'Reader', scope: 'read', expires_in_days: 7 });
    const write = await makeToken(admin, { name: 'Writer', scope: 'write', expires_in_days: 7 });

    const me = await withToken(read.token, 'GET', '/api/user');
    expect(me.status, me.text).toBe(200);
    expect(me.body.id).toBe(adminId);
    expect(me.headers.get('set-cookie')).toBeNull();
    expect((await withToken(read.token, 'GET', '/api/clients')).status).toBe(200);
    const refused = await withToken(read.token, 'POST', '/api/clients', { name: 'By a reader' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API token may only read.');

    const created = await withToken(write.token, 'POST', '/api/clients', { name: 'By a writer' });
    expect(created.status, created.text).toBe(201);
    const client = await server.db.selectFrom('clients').select('organization_id').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(client.organization_id).toBe(organizationId);
    expect((await withToken(write.token, 'PUT', `/api/clients/${created.body.id}`, { name: 'Renamed by a writer' })).status).toBe(200);
    // An Idempotency-Key replays for the token as for a session.
    const key = { 'idempotency-key': 'token-key-1' };
    const first = await withToken(write.token, 'POST', '/api/clients', { name: 'Once' }, key);
    const again = await withToken(write.token, 'POST', '/api/clients', { name: 'Once' }, key);
    expect(again.body.id).toBe(first.body.id);

    // Without the token, the same call without the header is the CSRF refusal; a made-up token is 401.
    expect((await server.browser().call('GET', '/api/user', undefined, { xhr: false })).status).toBe(419);
    expect((await withToken('kwt_not-a-real-token', 'GET', '/api/user')).status).toBe(401);
  });

  it('answers 422, as the contract declares, for an X-Requested-With other than the app’s', async () => {
    const read = await makeToken(admin, { name: 'Odd header', scope: 'read', expires_in_days: 7 });
    for (const path of ['/api/user', '/api/clients', '/api/dashboard/receivables']) {
      const odd = await withToken(read.token, 'GET', path, undefined, { 'x-requested-with': 'fetch' });
      expect(odd.status, `${path}: ${odd.text}`).toBe(422);
      expect(Object.keys(odd.body.errors)).toEqual(['x-requested-with']);
    }
  });

  it('has the role of its user and cannot make tokens', async () => {
    const member = await addMember(server.db, organizationId);
    const memberBrowser = await signIn(server, member.email);
    const token = await makeToken(memberBrowser, { name: 'Member writer', scope: 'write', expires_in_days: 7 });
    expect((await withToken(token.token, 'GET', '/api/user')).body.id).toBe(member.id);
    expect((await withToken(token.token, 'GET', '/api/users')).status).toBe(403);
    const breeding = await withToken(token.token, 'POST', '/api/user/tokens', { name: 'Child', scope: 'write', expires_in_days: 7 });
    expect(breeding.status).toBe(403);
    expect(breeding.body.message).toBe('An API token cannot make API tokens: sign in to make one.');
    // A token may list and revoke (write) its user's tokens, itself included.
    expect((await withToken(token.token, 'GET', '/api/user/tokens')).body).toHaveLength(1);
    expect((await withToken(token.token, 'DELETE', `/api/user/tokens/${token.id}`)).status).toBe(204);
    expect((await withToken(token.token, 'GET', '/api/user')).status).toBe(401);
    // Another user's token is not theirs to revoke.
    const adminsToken = await makeToken(admin, { name: 'Mine', scope: 'read', expires_in_days: 1 });
    expect((await memberBrowser.delete(`/api/user/tokens/${adminsToken.id}`)).status).toBe(404);
  });

  it('cannot take the account over: password, email, two-factor and deletion need a signed-in session', async () => {
    const member = await addMember(server.db, organizationId);
    const memberBrowser = await signIn(server, member.email);
    const { token } = await makeToken(memberBrowser, { name: 'Leaky', scope: 'write', expires_in_days: 7 });
    const refusal = 'Your password, email, two-factor sign-in and account are changed signed in, not with an API token.';
    const before = await server.db.selectFrom('users').select(['email', 'password_hash', 'two_factor_pending_secret']).where('id', '=', member.id).executeTakeFirstOrThrow();
    for (const [path, body] of [
      ['/api/user/changepassword', { password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase' }],
      ['/api/user/updateprofile', { name: 'Taken Over', email: 'thief@example.org' }],
      ['/api/user/twofactor/setup', undefined],
      ['/api/user/twofactor/confirm', { code: '123456' }],
      ['/api/user/twofactor/disable', { password: PASSWORD, code: '123456' }],
      ['/api/user/delete', { password: PASSWORD }],
    ] as const) {
      const answer = await withToken(token, 'POST', path, body);
      expect(answer.status, `${path}: ${answer.text}`).toBe(403);
      expect(answer.body.message).toBe(refusal);
    }
    // Nothing changed; the name alone (the same email) may still be changed with the token.
    expect(await server.db.selectFrom('users').select(['email', 'password_hash', 'two_factor_pending_secret']).where('id', '=', member.id).executeTakeFirstOrThrow()).toEqual(before);
    const renamed = await withToken(token, 'POST', '/api/user/updateprofile', { name: 'Renamed', email: member.email });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.name).toBe('Renamed');
  });

  it('stops at expiry and when its user is deactivated', async () => {
    const member = await addMember(server.db, organizationId);
    const memberBrowser = await signIn(server, member.email);
    const token = await makeToken(memberBrowser, { name: 'Short', scope: 'read', expires_in_days: 1 });
    expect((await withToken(token.token, 'GET', '/api/user')).status).toBe(200);
    await server.db.updateTable('access_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', token.id).execute();
    expect((await withToken(token.token, 'GET', '/api/user')).status).toBe(401);
    expect((await memberBrowser.get<Listed[]>('/api/user/tokens')).body[0].expired).toBe(true);

    const other = await makeToken(memberBrowser, { name: 'Other', scope: 'read', expires_in_days: 1 });
    expect((await admin.post('/api/users/toggle/active', { id: member.id })).status).toBe(200);
    expect((await withToken(other.token, 'GET', '/api/user')).status).toBe(401);
  });

  it('notes last use at most once a minute, and audits the first use of a day', async () => {
    const token = await makeToken(admin, { name: 'Counted', scope: 'read', expires_in_days: 2 });
    const lastUsed = async () => (await server.db.selectFrom('access_tokens').select('last_used_at').where('id', '=', token.id).executeTakeFirstOrThrow()).last_used_at;
    const used = () => server.db.selectFrom('audit_entries').select('id').where('organization_id', '=', organizationId).where('kind', '=', 'user.token_used').execute();
    const usedBefore = (await used()).length;

    expect((await withToken(token.token, 'GET', '/api/user')).status).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await withToken(token.token, 'GET', '/api/clients')).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    expect((await used()).length).toBe(usedBefore + 1);

    // Two minutes later the same day: noted again, no new audit entry. Yesterday: a new day's entry.
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    if (twoMinutesAgo.slice(0, 10) === first!.slice(0, 10)) {
      await server.db.updateTable('access_tokens').set({ last_used_at: twoMinutesAgo }).where('id', '=', token.id).execute();
      await withToken(token.token, 'GET', '/api/user');
      expect(await lastUsed()).not.toBe(twoMinutesAgo);
      expect((await used()).length).toBe(usedBefore + 1);
    }
    await server.db
      .updateTable('access_tokens')
      .set({ last_used_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', token.id)
      .execute();
    await withToken(token.token, 'GET', '/api/user');
    expect((await used()).length).toBe(usedBefore + 2);
    const listed = (await admin.get<Listed[]>('/api/user/tokens')).body.find((t) => t.id === token.id)!;
    expect(listed.last_used_at).toBe(await lastUsed());
  });
});

describe('CORS', () => {
  const LISTED = 'https://reports.example.com';
  const UNLISTED = 'https://evil.example.com';
  let token: string;

  beforeAll(async () => {
    const saved = await admin.post('/api/organization/save/update', { api_origins: ['https://Reports.example.com', 'http://localhost:5173'] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.api_origins).toEqual([LISTED, 'http://localhost:5173']);
    token = (await makeToken(admin, { name: 'Browser app', scope: 'write', expires_in_days: 1 })).token;
  });

  const preflight = (origin: string) =>
    server.browser().send('OPTIONS', '/api/clients', { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

  it('refuses duplicate or malformed origins', async () => {
    const twice = await admin.post('/api/organization/save/update', { api_origins: [LISTED, 'https://REPORTS.example.com'] });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['api_origins']);
    expect((await admin.post('/api/organization/save/update', { api_origins: ['https://reports.example.com/path'] })).status).toBe(422);
    expect((await admin.post('/api/organization/save/update', { api_origins: ['*'] })).status).toBe(422);
  });

  it('answers a preflight for a listed origin with the methods and headers, and an unlisted one without CORS headers', async () => {
    const listed = await preflight(LISTED);
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(listed.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(listed.headers.get('vary')).toContain('Origin');

    const unlisted = await preflight(UNLISTED);
    expect(unlisted.status).toBe(204);
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
    expect(unlisted.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('allows the actual request only for an origin the caller’s organisation lists', async () => {
    const listed = await withToken(token, 'GET', '/api/clients', undefined, { origin: LISTED });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');

    const unlisted = await withToken(token, 'GET', '/api/clients', undefined, { origin: UNLISTED });
    // The server answers (CORS is the browser's to enforce), but names no origin: the browser hides it.
    expect(unlisted.status).toBe(200);
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();

    // Another organisation's caller from an origin only this organisation lists: no CORS headers.
    const other = await signedInAdmin(server, 'Other Org');
    const theirs = await makeToken(other.browser, { name: 'Theirs', scope: 'read', expires_in_days: 1 });
    const foreign = await withToken(theirs.token, 'GET', '/api/clients', undefined, { origin: LISTED });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    // But its preflight passes: the preflight has no caller, and some organisation lists the origin.
    expect((await preflight(LISTED)).headers.get('access-control-allow-origin')).toBe(LISTED);

    // A 401 to a listed origin is readable by the app (no credentials allowed).
    const unknown = await withToken('kwt_unknown', 'GET', '/api/clients', undefined, { origin: LISTED });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(unknown.headers.get('access-control-allow-credentials')).toBeNull();

    // The app's own origin needs no CORS.
    const own = await admin.get('/api/clients', { headers: { origin: new URL(server.url).origin } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });
});
