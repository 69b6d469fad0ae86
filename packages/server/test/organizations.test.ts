import type { Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import { insertUser } from '../src/resources/team/store.js';
import { membersOf } from '../src/stores/members.js';
import type { Browser } from './support/browser.js';
import { PASSWORD, signedInAdmin, signIn } from './support/people.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';

// One login, several organisations: Anna runs Studio Noord (A); Bram runs Bakkerij Visser (B)
// and invites Anna, who has an account already. She accepts signed in, works in both, switches
// between them without signing out, and leaves B while keeping A. Each organisation's data stays
// its own in every session and token.

let server: TestServer;
let anna: { browser: Browser; user: { id: number; email: string }; organizationId: number };
let bram: { browser: Browser; user: { id: number; email: string }; organizationId: number };

beforeAll(async () => {
  server = await startTestServer();
  anna = await signedInAdmin(server, 'Anna Noord');
  bram = await signedInAdmin(server, 'Bram Visser');
  for (const [who, name] of [
    [anna, 'Client of Noord'],
    [bram, 'Client of Visser'],
  ] as const) {
    expect((await who.browser.post('/api/clients', { name })).status).toBe(201);
  }
});
afterAll(async () => {
  await server?.close();
});

const clientNames = async (browser: Browser) => ((await browser.get('/api/clients')).body as { name: string }[]).map((client) => client.name);
const current = async (browser: Browser) => ((await browser.get('/api/user/organizations')).body as { id: number; current: boolean }[]).find((o) => o.current)?.id;
const auditKinds = (organizationId: number, userId: number) =>
  server.db.selectFrom('audit_entries').select('kind').where('organization_id', '=', organizationId).where('subject_id', '=', userId).orderBy('id').execute();

describe('an invitation to an address that has an account', () => {
  let token: string;

  it('adds a pending membership; the join page asks to sign in, not for a new password', async () => {
    const invited = await bram.browser.post('/api/organization/send/invite', { email: anna.user.email });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ id: anna.user.id, name: 'Anna Noord', admin: false, active: true });
    token = invited.body.invite_token;

    const lookup = await server.browser().get(`/invitation/${token}`);
    expect(lookup.body).toEqual({ email: anna.user.email, invite_token: token, organization_name: 'Bram Visser', account_exists: true });
    const joined = await server.browser().post('/join', { token, name: 'Someone', password: 'violet tram 42 kettle orbit', password_confirmation: 'violet tram 42 kettle orbit' });
    expect(joined.status).toBe(422);
    expect(joined.body.errors).toEqual({ token: ['This address has an account already. Sign in to accept the invitation.'] });
    // Until she accepts, B is not hers to work in.
    expect((await anna.browser.put('/api/user/organization', { organization_id: bram.organizationId })).status).toBe(404);
  });

  it('is accepted by its person only, signed in; the session then works in B', async () => {
    const stranger = await signedInAdmin(server, 'Stranger');
    const refused = await stranger.browser.post('/api/user/invitations/accept', { token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ token: ['This invitation is for another address than the one you are signed in with.'] });

    const accepted = await anna.browser.post('/api/user/invitations/accept', { token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ id: anna.user.id, admin: false, invite_token: null, organization_count: 2 });
    // By name.
    expect((await anna.browser.get('/api/user/organizations')).body).toEqual([
      { id: anna.organizationId, name: 'Anna Noord', admin: true, current: false },
      { id: bram.organizationId, name: 'Bram Visser', admin: false, current: true },
    ]);
    expect((await anna.browser.post('/api/user/invitations/accept', { token })).status).toBe(422);
    expect((await auditKinds(bram.organizationId, anna.user.id)).map((row) => row.kind)).toEqual(['member.invited', 'member.joined']);
  });

  it('is declined by its person only: the pending membership goes, the session stays, the trail says so', async () => {
    const carla = await signedInAdmin(server, 'Carla Kade');
    const invited = await carla.browser.post('/api/organization/send/invite', { email: bram.user.email });
    expect(invited.status, invited.text).toBe(201);
    const carlaToken = invited.body.invite_token as string;
    expect((await anna.browser.post('/api/user/invitations/decline', { token: carlaToken })).status).toBe(422);

    const declined = await bram.browser.post('/api/user/invitations/decline', { token: carlaToken });
    expect(declined.status, declined.text).toBe(204);
    expect(await current(bram.browser)).toBe(bram.organizationId);
    expect(((await carla.browser.get('/api/users')).body as { email: string }[]).map((m) => m.email)).toEqual([carla.user.email]);
    expect((await server.browser().get(`/invitation/${carlaToken}`)).status).toBe(404);
    expect((await bram.browser.post('/api/user/invitations/accept', { token: carlaToken })).status).toBe(422);
    expect((await auditKinds(carla.organizationId, bram.user.id)).map((row) => row.kind)).toEqual(['member.invited', 'member.declined']);
  });
});

describe('working in two organisations', () => {
  it('shows each organisation only its own data, switching without signing out', async () => {
    // A member of B may not list clients; as an admin of B she may, and sees B's only.
    expect((await anna.browser.get('/api/clients')).status).toBe(403);
    expect((await bram.browser.post('/api/users/toggle/admin', { id: anna.user.id })).status).toBe(200);
    expect(await clientNames(anna.browser)).toEqual(['Client of Visser']);
    expect(((await anna.browser.get('/api/users')).body as { email: string }[]).map((m) => m.email).sort()).toEqual([anna.user.email, bram.user.email].sort());

    const switched = await anna.browser.put('/api/user/organization', { organization_id: anna.organizationId });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.body).toMatchObject({ id: anna.user.id, admin: true });
    expect(await clientNames(anna.browser)).toEqual(['Client of Noord']);
    expect(((await anna.browser.get('/api/users')).body as { email: string }[]).map((m) => m.email)).toEqual([anna.user.email]);
    // Bram, in B only, cannot switch to A.
    expect((await bram.browser.put('/api/user/organization', { organization_id: anna.organizationId })).status).toBe(404);
  });

  it('keeps a token in the organisation it was made in, whatever the session switches to', async () => {
    const made = await anna.browser.post('/api/user/tokens', { name: 'Noord export', scope: 'read', expires_in_days: 1 });
    expect(made.status, made.text).toBe(201);
    expect((await anna.browser.put('/api/user/organization', { organization_id: bram.organizationId })).status).toBe(200);
    const byToken = await server.browser().call('GET', '/api/clients', undefined, { xhr: false, headers: { authorization: `Bearer ${made.body.token}` } });
    expect((byToken.body as { name: string }[]).map((client) => client.name)).toEqual(['Client of Noord']);
    const switchByToken = await server
      .browser()
      .call('PUT', '/api/user/organization', { organization_id: bram.organizationId }, { xhr: false, headers: { authorization: `Bearer ${made.body.token}` } });
    expect(switchByToken.status).toBe(403);
    // Her lists name the organisation each token acts in and each session works in.
    const names = new Map(((await anna.browser.get('/api/user/organizations')).body as { id: number; name: string }[]).map((o) => [o.id, o.name]));
    expect(made.body.organization_name).toBe(names.get(anna.organizationId));
    const tokens = (await anna.browser.get('/api/user/tokens')).body as { name: string; organization_name: string }[];
    expect(tokens.find((token) => token.name === 'Noord export')?.organization_name).toBe(names.get(anna.organizationId));
    const sessions = (await anna.browser.get('/api/user/sessions')).body as { is_current: boolean; organization_name: string }[];
    expect(sessions.find((session) => session.is_current)?.organization_name).toBe(names.get(bram.organizationId));
  });

  it('exports the data of every organisation the person is in, each row named by its organisation', async () => {
    const exported = await anna.browser.get('/api/user/export?format=json');
    expect(exported.status).toBe(200);
    const section = (name: string) => (exported.body.sections as { name: string; rows: Record<string, unknown>[] }[]).find((s) => s.name === name)!.rows;
    // The organisation this session works in (B) first.
    expect(section('profile').map((row) => [row.organisation, row.admin])).toEqual([
      ['Bram Visser', true],
      ['Anna Noord', true],
    ]);
    // Sessions are the person's, once.
    expect(section('sessions').every((row) => !('organisation' in row))).toBe(true);
  });

  it('signs in where the person last worked; a deactivation in B ends only the sessions working in B', async () => {
    const second = await signIn(server, anna.user.email);
    expect(await current(second)).toBe(bram.organizationId);

    expect((await bram.browser.post('/api/users/toggle/active', { id: anna.user.id })).status).toBe(200);
    expect((await anna.browser.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    const again = await signIn(server, anna.user.email);
    expect(await current(again)).toBe(anna.organizationId);
    expect((await again.get('/api/user/organizations')).body).toEqual([{ id: anna.organizationId, name: 'Anna Noord', admin: true, current: true }]);
    expect((await again.put('/api/user/organization', { organization_id: bram.organizationId })).status).toBe(404);

    expect((await bram.browser.post('/api/users/toggle/active', { id: anna.user.id })).status).toBe(200);
    anna.browser = again;
  });

  it('refuses to switch, or accept an invitation, into an organisation that requires single sign-on of its members', async () => {
    const carla = await signedInAdmin(server, 'Carla Sso');
    const invited = await carla.browser.post('/api/organization/send/invite', { email: anna.user.email });
    expect((await anna.browser.post('/api/user/invitations/accept', { token: invited.body.invite_token })).status).toBe(200);
    expect((await anna.browser.put('/api/user/organization', { organization_id: anna.organizationId })).status).toBe(200);
    const now = new Date().toISOString();
    await server.db
      .insertInto('sso_connections')
      .values({ organization_id: carla.organizationId, issuer: 'https://id.example', client_id: 'kwartier', client_secret: 'sealed', join_by_domain: 0, required: 1, created_at: now, updated_at: now })
      .execute();
    const refused = await anna.browser.put('/api/user/organization', { organization_id: carla.organizationId });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'That organisation signs in with single sign-on. Sign in through its provider to work in it.',
      sso_url: `/login/sso?organization=${carla.organizationId}`,
    });
    expect(await current(anna.browser)).toBe(anna.organizationId);
    expect((await carla.browser.delete(`/api/users/${anna.user.id}`)).status).toBe(204);

    // An invitation there is not accepted with the password session either: nothing changes, and
    // the invitation waits for the sign-in through the provider (which accepts it).
    const again = await carla.browser.post('/api/organization/send/invite', { email: anna.user.email });
    const notAccepted = await anna.browser.post('/api/user/invitations/accept', { token: again.body.invite_token });
    expect(notAccepted.status).toBe(403);
    expect(notAccepted.body).toEqual(refused.body);
    expect(await current(anna.browser)).toBe(anna.organizationId);
    expect((await auditKinds(carla.organizationId, anna.user.id)).map((row) => row.kind).slice(-2)).toEqual(['member.deleted', 'member.invited']);
    expect((await server.browser().get(`/invitation/${again.body.invite_token}`)).body).toMatchObject({ organization_name: 'Carla Sso', account_exists: true });
    expect((await carla.browser.delete(`/api/users/${anna.user.id}`)).status).toBe(204);
  });
});

describe('leaving an organisation', () => {
  it('refuses the last admin and the only organisation; a person who left keeps the other, with their history', async () => {
    // Anna works in B and leaves it: her session moves to A.
    expect((await anna.browser.put('/api/user/organization', { organization_id: bram.organizationId })).status).toBe(200);
    expect((await anna.browser.delete(`/api/user/organizations/${bram.organizationId}`)).status).toBe(204);
    expect(await current(anna.browser)).toBe(anna.organizationId);
    expect(await clientNames(anna.browser)).toEqual(['Client of Noord']);
    expect((await auditKinds(bram.organizationId, anna.user.id)).map((row) => row.kind).at(-1)).toBe('member.left');
    expect(((await bram.browser.get('/api/users')).body as { id: number }[]).some((member) => member.id === anna.user.id)).toBe(false);

    const only = await anna.browser.delete(`/api/user/organizations/${anna.organizationId}`);
    expect(only.status).toBe(409);
    expect(only.body.message).toBe('This is your only organisation. Delete your account instead.');

    // Bram joins A too, then cannot leave B, whose only admin he is now.
    const invited = await anna.browser.post('/api/organization/send/invite', { email: bram.user.email });
    expect((await bram.browser.post('/api/user/invitations/accept', { token: invited.body.invite_token })).status).toBe(200);
    const lastAdmin = await bram.browser.delete(`/api/user/organizations/${bram.organizationId}`);
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.message).toBe('You are the last admin of this organisation. Make someone else admin before you leave.');
  });

  it('asks a person in several organisations to leave the others before deleting the account', async () => {
    const refused = await bram.browser.post('/api/user/delete', { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^You are a member of other organisations too/);
  });

  it('keeps a person who is in another organisation when an organisation is deleted', async () => {
    const dora = await signedInAdmin(server, 'Dora Solo');
    const invited = await dora.browser.post('/api/organization/send/invite', { email: bram.user.email });
    expect((await bram.browser.post('/api/user/invitations/accept', { token: invited.body.invite_token })).status).toBe(200);
    const deleted = await dora.browser.post('/api/user/delete', { password: PASSWORD, delete_organization: true });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await server.db.selectFrom('users').select('id').where('id', '=', dora.user.id).execute()).toEqual([]);
    const bramAgain = await signIn(server, bram.user.email);
    expect(((await bramAgain.get('/api/user/organizations')).body as { id: number }[]).map((o) => o.id).sort()).toEqual([anna.organizationId, bram.organizationId].sort());
  });
});

describe('the migration to people and memberships', () => {
  it('keeps every member, their role and sessions, and never gives a deleted person’s id again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-memberships-'));
    const { db, dropSchema } = await openTestDatabase(dir);
    try {
      await migrateTo(db, '0039_single_sign_on');
      const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = new Date().toISOString();
      const { id: organization_id } = await db.insertInto('organizations').values(newOrganization({ name: 'Before' }, new Date())).returning('id').executeTakeFirstOrThrow();
      // Written as the schema of 0039 held people: one row per member, with its organisation and role.
      const person = (name: string, admin: number) => ({ organization_id, name, email: `${name}-${organization_id}@example.org`, password_hash: 'x', admin, active: 1, created_at: now });
      const ids: number[] = [];
      for (const [name, admin] of [['ann', 1], ['bob', 0], ['cor', 0]] as const) ids.push(Number((await old.insertInto('users').values(person(name, admin)).returning('id').executeTakeFirstOrThrow()).id));
      await old.insertInto('sessions').values({ id: 'session-of-ann', user_id: ids[0], expires_at: '2999-01-01T00:00:00.000Z', created_at: now }).execute();
      await old.deleteFrom('users').where('id', '=', ids[2]!).execute();

      await migrateTo(db);
      expect(await membersOf(db, organization_id).select('users.name').orderBy('users.id').execute()).toEqual([
        expect.objectContaining({ id: ids[0], name: 'ann', admin: 1, active: 1, invite_token: null }),
        expect.objectContaining({ id: ids[1], name: 'bob', admin: 0, active: 1, invite_token: null }),
      ]);
      expect(await db.selectFrom('sessions').select(['user_id', 'organization_id']).execute()).toEqual([{ user_id: ids[0], organization_id }]);
      const next = await insertUser(db, { name: 'dirk', email: `dirk-${organization_id}@example.org`, password_hash: null, super_admin: 0, locale: 'en', dateformat: 'DD-MM-YYYY', created_at: now }, { organization_id, admin: 0, active: 1, invite_token: null, created_at: now });
      expect(next.id).toBeGreaterThan(ids[2]!);
    } finally {
      await db.destroy();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
