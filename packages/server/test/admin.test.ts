import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signedInSuperAdmin, signIn, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

const LISTED = uniqueEmail('listed-boss');
const LISTED_LATER = uniqueEmail('listed-later');
const LISTED_INVITEE = uniqueEmail('listed-invitee');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { superAdminEmails: [LISTED, LISTED_LATER, LISTED_INVITEE] } });
});
afterAll(async () => {
  await server?.close();
});

describe('accounts list', () => {
  it('lists every organisation by name to a super admin', async () => {
    await signedInAdmin(server, 'Zuiderzee BV');
    await signedInAdmin(server, 'Atelier Amstel');
    const { browser } = await signedInSuperAdmin(server);
    const answer = await browser.get('/api/admin/accounts');
    expect(answer.status).toBe(200);
    const names = (answer.body as { id: number; name: string }[]).map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toEqual(expect.arrayContaining(['Zuiderzee BV', 'Atelier Amstel', 'Sam Super']));
    expect(Object.keys(answer.body[0]).sort()).toEqual(['id', 'name']);
  });

  it('is refused to admins and members with 403', async () => {
    const { browser } = await signedInAdmin(server);
    expect((await browser.get('/api/admin/accounts')).status).toBe(403);
  });
});

describe('SUPER_ADMIN_EMAILS', () => {
  it('makes a listed address super admin when it signs up', async () => {
    const user = await signUp(server.browser(), 'Boss', LISTED.toUpperCase());
    expect((user as { super_admin?: boolean }).super_admin).toBe(true);
  });

  it('makes an existing listed user super admin at sign-in', async () => {
    // Signed up before the address was listed (the row says not super admin).
    const browser = server.browser();
    await signUp(browser, 'Later', LISTED_LATER);
    await server.db.updateTable('users').set({ super_admin: 0 }).where('email', '=', LISTED_LATER).execute();
    const again = await signIn(server, LISTED_LATER);
    const me = await again.get('/api/user');
    expect(me.body.super_admin).toBe(true);
    expect((await again.get('/api/admin/accounts')).status).toBe(200);
  });

  it('promotes a listed invitee when they join', async () => {
    const { browser: admin } = await signedInAdmin(server);
    const invited = await admin.post('/api/organization/send/invite', { email: LISTED_INVITEE });
    const joined = await server.browser().post('/join', { name: 'Ivo', token: invited.body.invite_token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(joined.body).toMatchObject({ super_admin: true, admin: false });
  });

  it('leaves other addresses alone', async () => {
    const user = await signUp(server.browser(), 'Plain', uniqueEmail('plain'));
    expect((user as { super_admin?: boolean }).super_admin).toBe(false);
  });
});
