import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import type { Answer, Browser } from './support/browser.js';
import { PNG_1PX } from './support/images.js';
import { addMember, PASSWORD, signedInAdmin, signedInMember, signedInSuperAdmin, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// The role matrix: every operation the server answers, called by each kind of caller, with the
// status its `x-access` in the contract implies (a super admin is an admin too). Organisation A is the one
// under test; "another admin" runs organisation B, the super admin organisation C. Records of A
// named by id must be as absent to B and C as records that never existed (404), and their own
// writes must land in their own organisation only.
//
// Callers run in this order, A's own admin last, so that a 404 for an outsider is asserted
// while A's record still exists (before A's admin deletes or toggles it).

type Actor = 'anonymous' | 'member' | 'otherAdmin' | 'superAdmin' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'member', 'otherAdmin', 'superAdmin', 'admin'];

type Expected = Record<Actor, number>;
const everyone = (status: number): Expected => ({ anonymous: status, member: status, otherAdmin: status, superAdmin: status, admin: status });
/** Any signed-in member, about themselves or their own organisation. */
const members = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Admins, acting on their own organisation (no record of A named). */
const adminsOwn = (status: number): Expected => ({ ...members(status), member: 403 });
/** Admins, naming a record of organisation A: only A's admin finds it. */
const adminsOfA = (status: number): Expected => ({ anonymous: 401, member: 403, otherAdmin: 404, superAdmin: 404, admin: status });
const superAdmins: Expected = { anonymous: 401, member: 403, otherAdmin: 403, superAdmin: 200, admin: 403 };

interface Fixtures {
  uuidA: string;
  pendingToken: string;
  clients: { read: number; update: number; toggle: number; remove: number };
  members: { toggleActive: number; toggleAdmin: number; remove: number };
  emailOf: Record<Actor, string>;
}

interface Row {
  /** Method and contract path template: the matrix must name every route the server has. */
  operation: string;
  expected: Expected;
  request: (browser: Browser, actor: Actor, fx: Fixtures) => Promise<Answer>;
}

const logoForm = () => {
  const form = new FormData();
  form.append('logo', new Blob([PNG_1PX], { type: 'image/png' }), 'logo.png');
  return form;
};

const MATRIX: Row[] = [
  // Public: the same for everyone (wrong input answers 422 whoever sends it).
  { operation: 'POST /register', expected: everyone(422), request: (b) => b.post('/register', {}) },
  { operation: 'POST /login', expected: everyone(422), request: (b) => b.post('/login', { email: uniqueEmail('nobody'), password: 'wrong password' }) },
  { operation: 'POST /password/email', expected: everyone(200), request: (b) => b.post('/password/email', { email: uniqueEmail('nobody') }) },
  {
    operation: 'POST /password/reset',
    expected: everyone(422),
    request: (b) => b.post('/password/reset', { token: 'no-such-token', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }),
  },
  { operation: 'GET /invitation/{token}', expected: everyone(200), request: (b, _, fx) => b.get(`/invitation/${fx.pendingToken}`) },
  {
    operation: 'POST /join',
    expected: everyone(422),
    request: (b) => b.post('/join', { name: 'Nobody', token: 'no-such-token', password: PASSWORD, password_confirmation: PASSWORD }),
  },
  { operation: 'GET /logo/{uuid}', expected: everyone(200), request: (b, _, fx) => b.image(`/logo/${fx.uuidA}`) },

  // Any member, about themselves.
  { operation: 'GET /api/user', expected: members(200), request: (b) => b.get('/api/user') },
  {
    operation: 'POST /api/user/updateprofile',
    expected: members(200),
    request: (b, actor, fx) => b.post('/api/user/updateprofile', { name: `Renamed ${actor}`, email: fx.emailOf[actor], locale: 'en' }),
  },
  {
    operation: 'POST /api/user/changepassword',
    expected: members(204),
    request: (b) => b.post('/api/user/changepassword', { password: PASSWORD, password_confirmation: PASSWORD }),
  },
  { operation: 'GET /api/organization/for/currentuser', expected: members(200), request: (b) => b.get('/api/organization/for/currentuser') },

  // Admins, on their own organisation.
  { operation: 'POST /api/organization/save/details', expected: adminsOwn(200), request: (b, actor) => b.post('/api/organization/save/details', { name: `Details by ${actor}` }) },
  { operation: 'POST /api/organization/save/update', expected: adminsOwn(200), request: (b, actor) => b.post('/api/organization/save/update', { invoice_prefix: actor }) },
  { operation: 'POST /api/organization/send/invite', expected: adminsOwn(201), request: (b, actor) => b.post('/api/organization/send/invite', { email: uniqueEmail(`invited-by-${actor}`) }) },
  { operation: 'POST /api/organization/save/logo', expected: adminsOwn(200), request: (b) => b.postForm('/api/organization/save/logo', logoForm()) },
  { operation: 'GET /api/users', expected: adminsOwn(200), request: (b) => b.get('/api/users') },
  { operation: 'GET /api/clients', expected: adminsOwn(200), request: (b) => b.get('/api/clients') },
  { operation: 'POST /api/clients', expected: adminsOwn(201), request: (b, actor) => b.post('/api/clients', { name: `Client of ${actor}` }) },

  // Admins, naming a record of organisation A.
  { operation: 'POST /api/users/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/users/toggle/active', { id: fx.members.toggleActive }) },
  { operation: 'POST /api/users/toggle/admin', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/users/toggle/admin', { id: fx.members.toggleAdmin }) },
  { operation: 'DELETE /api/users/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/users/${fx.members.remove}`) },
  { operation: 'GET /api/clients/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/clients/${fx.clients.read}`) },
  { operation: 'PUT /api/clients/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/clients/${fx.clients.update}`, { name: `Updated by ${actor}` }) },
  { operation: 'POST /api/clients/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/clients/toggle/active', { id: fx.clients.toggle }) },
  { operation: 'DELETE /api/clients/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/clients/${fx.clients.remove}`) },

  // Super admins only.
  { operation: 'GET /api/admin/accounts', expected: superAdmins, request: (b) => b.get('/api/admin/accounts') },

  // Last: it ends the session (a full page load, so no X-Requested-With).
  { operation: 'GET /logout', expected: everyone(302), request: (b) => b.send('GET', '/logout', { headers: { accept: 'text/html' } }) },
];

let server: TestServer;
const browsers = {} as Record<Actor, Browser>;
let fx: Fixtures;
let organizationA: number;

beforeAll(async () => {
  server = await startTestServer();
  const a = await signedInAdmin(server, 'Organisation A');
  const b = await signedInAdmin(server, 'Organisation B');
  const c = await signedInSuperAdmin(server);
  const member = await signedInMember(server, a.organizationId);
  organizationA = a.organizationId;
  Object.assign(browsers, { anonymous: server.browser(), member: member.browser, otherAdmin: b.browser, superAdmin: c.browser, admin: a.browser });

  const client = async (name: string, active = true) => {
    const created = (await a.browser.post('/api/clients', { name })).body;
    if (!active) await a.browser.post('/api/clients/toggle/active', { id: created.id });
    return created.id as number;
  };
  const uuidA = (await a.browser.postForm('/api/organization/save/logo', logoForm())).body.logo_url.split('/')[2].split('?')[0];
  fx = {
    uuidA,
    pendingToken: (await a.browser.post('/api/organization/send/invite', { email: uniqueEmail('pending') })).body.invite_token,
    clients: { read: await client('Read Me'), update: await client('Update Me'), toggle: await client('Toggle Me'), remove: await client('Remove Me', false) },
    members: {
      toggleActive: (await addMember(server.db, a.organizationId)).id,
      toggleAdmin: (await addMember(server.db, a.organizationId)).id,
      remove: (await addMember(server.db, a.organizationId)).id,
    },
    emailOf: { anonymous: uniqueEmail('anonymous'), member: member.email, otherAdmin: b.user.email, superAdmin: c.user.email, admin: a.user.email },
  };
});
afterAll(async () => {
  await server?.close();
});

describe('the role matrix', () => {
  it('names every route the server answers, once', () => {
    const app = createApp({ db: server.db, config: server.config });
    const routes = app.routes
      .filter((route) => route.method !== 'ALL' && route.path !== '/health')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const named = MATRIX.map((row) => row.operation);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...new Set(routes)].sort());
  });

  it.each(MATRIX.map((row) => [row.operation, row] as const))('%s', async (_, row) => {
    const statuses = {} as Record<Actor, number>;
    for (const actor of ACTORS) statuses[actor] = (await row.request(browsers[actor], actor, fx)).status;
    expect(statuses).toEqual(row.expected);
  });
});

describe('after the matrix, organisation A', () => {
  it('was changed by its own admin only', async () => {
    const organization = await server.db.selectFrom('organizations').select(['name', 'invoice_prefix', 'logo_version']).where('id', '=', organizationA).executeTakeFirstOrThrow();
    expect(organization).toMatchObject({ name: 'Details by admin', invoice_prefix: 'admin' });
    // One upload in the set-up, one by its admin in the matrix.
    expect(organization.logo_version).toBe(2);

    const clients = await server.db.selectFrom('clients').select(['id', 'name', 'active']).where('organization_id', '=', organizationA).execute();
    expect(clients.map((row) => row.name).sort()).toEqual(['Client of admin', 'Read Me', 'Toggle Me', 'Updated by admin']);
    expect(clients.find((row) => row.id === fx.clients.toggle)?.active).toBe(0);

    const members = await server.db.selectFrom('users').select(['id', 'email', 'admin', 'active']).where('organization_id', '=', organizationA).execute();
    expect(members.find((row) => row.id === fx.members.toggleActive)?.active).toBe(0);
    expect(members.find((row) => row.id === fx.members.toggleAdmin)?.admin).toBe(1);
    expect(members.some((row) => row.id === fx.members.remove)).toBe(false);
    // Invitations sent by the other organisations' admins went to their own organisations.
    const invited = members.filter((row) => row.email.startsWith('invited-by-')).map((row) => row.email.split('-')[2]);
    expect(invited).toEqual(['admin']);
  });

  it('shows nothing of itself in the other organisations’ lists', async () => {
    const other = await signedInAdmin(server, 'Organisation D');
    const team = (await other.browser.get('/api/users')).body as { id: number }[];
    expect(team.map((m) => m.id)).toEqual([other.user.id]);
    expect((await other.browser.get('/api/clients')).body).toEqual([]);
    const organization = (await other.browser.get('/api/organization/for/currentuser')).body;
    expect(organization.uuid).not.toBe(fx.uuidA);
  });
});
