import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { addMember, PASSWORD, signedInAdmin, signIn, uniqueEmail } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let adminId: number;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminId } = setup), { name: 'Anna Admin' });

async function invite(email = uniqueEmail('invited')) {
  const answer = await admin.post('/api/organization/send/invite', { email });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; invite_token: string };
}

describe('team list', () => {
  it('lists the members by name with pending invitations last, marking the current user', async () => {
    const { id: memberId } = await addMember(server.db, organizationId);
    const pending = await invite();
    // Someone of another organisation never shows.
    const stranger = await signedInAdmin(server, 'Zed Stranger');

    const answer = await admin.get('/api/users');
    expect(answer.status).toBe(200);
    const team = answer.body as { id: number; name: string; is_current: boolean; invite_token: string | null }[];
    expect(team.map((m) => m.id)).toEqual(expect.arrayContaining([adminId, memberId, pending.id]));
    expect(team.some((m) => m.id === stranger.user.id)).toBe(false);
    expect(team.filter((m) => m.is_current).map((m) => m.id)).toEqual([adminId]);
    const firstPending = team.findIndex((m) => m.name === '');
    expect(team.slice(firstPending).every((m) => m.name === '' && m.invite_token !== null)).toBe(true);
    expect(team.find((m) => m.id === adminId)).toMatchObject({ name: 'Anna Admin', admin: true, active: true });
  });
});

describe('toggling a member', () => {
  it('makes a member admin and back; as admin they reach admin calls', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    expect((await browser.get('/api/users')).status).toBe(403);

    const promoted = await admin.post('/api/users/toggle/admin', { id: member.id });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: member.id, admin: true, is_current: false });
    expect((await browser.get('/api/users')).status).toBe(200);

    const demoted = await admin.post('/api/users/toggle/admin', { id: member.id });
    expect(demoted.body.admin).toBe(false);
    expect((await browser.get('/api/users')).status).toBe(403);
  });

  it('deactivates a member: their sessions end and they cannot sign in until reactivated', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);

    const off = await admin.post('/api/users/toggle/active', { id: member.id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: member.id, active: false });
    expect((await browser.get('/api/user')).status).toBe(401);
    const refused = await server.browser().post('/login', { email: member.email, password: PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email).toEqual(['Your account has been deactivated. Ask an admin of your organisation to activate it again.']);

    const on = await admin.post('/api/users/toggle/active', { id: member.id });
    expect(on.body.active).toBe(true);
    await signIn(server, member.email);
  });

  it('refuses an admin changing themselves with 409', async () => {
    const active = await admin.post('/api/users/toggle/active', { id: adminId });
    expect(active.status).toBe(409);
    expect(active.body).toEqual({ message: 'You cannot deactivate yourself.' });
    const role = await admin.post('/api/users/toggle/admin', { id: adminId });
    expect(role.status).toBe(409);
    expect(role.body).toEqual({ message: 'You cannot change your own admin role.' });
    const deleted = await admin.delete(`/api/users/${adminId}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual({ message: 'You cannot delete yourself.' });
    const me = await server.db.selectFrom('memberships').select(['admin', 'active']).where('user_id', '=', adminId).executeTakeFirstOrThrow();
    expect(me).toEqual({ admin: 1, active: 1 });
  });

  it('answers 404 for an unknown member and 422 for a malformed id', async () => {
    expect((await admin.post('/api/users/toggle/active', { id: 999999 })).status).toBe(404);
    const malformed = await admin.post('/api/users/toggle/admin', { id: 'x' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ id: ['The id field must be an integer.'] });
    expect((await admin.delete('/api/users/abc')).status).toBe(404);
  });
});

describe('deleting a member', () => {
  it('removes a member with their sessions, and a pending invitation with its link', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    const deleted = await admin.delete(`/api/users/${member.id}`);
    expect(deleted.status).toBe(204);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await admin.get('/api/users')).body.some((m: { id: number }) => m.id === member.id)).toBe(false);
    expect((await admin.delete(`/api/users/${member.id}`)).status).toBe(404);

    const pending = await invite();
    expect((await admin.delete(`/api/users/${pending.id}`)).status).toBe(204);
    expect((await server.browser().get(`/invitation/${pending.invite_token}`)).status).toBe(404);
  });

  it('keeps a member who registered time (409, deactivate instead); one who only was on an activity goes with it', async () => {
    const client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body;
    const project = (await admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client.id })).body;
    const activity = (await admin.post('/api/activities', { name: 'Design', project_id: project.id })).body;
    const worker = await addMember(server.db, organizationId);
    const idle = await addMember(server.db, organizationId);
    for (const member of [worker, idle]) {
      const attached = await admin.post(`/api/activities/${activity.id}/attachuser`, { teammember_id: member.id, activity_id: activity.id, rate: '85' });
      expect(attached.status, attached.text).toBe(200);
    }
    const booked = await (await signIn(server, worker.email)).post('/api/time/save', { time: 90, activity_id: activity.id, date: '2026-03-02' });
    expect(booked.status, booked.text).toBe(200);

    const refused = await admin.delete(`/api/users/${worker.id}`, { headers: { 'accept-language': 'nl' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/uren geregistreerd|registered time/);
    expect(await server.db.selectFrom('users').select('id').where('id', '=', worker.id).executeTakeFirst()).toBeDefined();

    // Expenses keep a member too, as time does.
    const spender = await addMember(server.db, organizationId);
    expect((await admin.post(`/api/activities/${activity.id}/attachuser`, { teammember_id: spender.id, activity_id: activity.id, rate: '85' })).status).toBe(200);
    const spenderBrowser = await signIn(server, spender.email);
    const category = ((await spenderBrowser.get('/api/expenses')).body.categories as { id: number }[])[0].id;
    const expense = await spenderBrowser.post('/api/expenses', { project_id: project.id, category_id: category, date: '2026-03-04', description: 'Train', amount: '12.50', vat: '9', vat_included: true, billable: true, markup: '0' });
    expect(expense.status, expense.text).toBe(201);
    const kept = await admin.delete(`/api/users/${spender.id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('This member has recorded expenses, which stay for invoices and reports. Deactivate the member instead.');
    expect(await server.db.selectFrom('expenses').select('id').where('user_id', '=', spender.id).execute()).toHaveLength(1);

    expect((await admin.delete(`/api/users/${idle.id}`)).status).toBe(204);
    const places = await server.db.selectFrom('activity_user').select('user_id').where('activity_id', '=', activity.id).execute();
    expect(places.map((place) => place.user_id).sort()).toEqual([worker.id, spender.id].sort());
  });
});
