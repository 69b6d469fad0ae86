import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/domain/tokens.js';
import { setSuperAdmin } from '../src/resources/team/store.js';
import type { Browser } from './support/browser.js';
import { PASSWORD, signedInAdmin, signedInSuperAdmin, signIn, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// An operator who still has SUPER_ADMIN_EMAILS set from an older version: the variable must
// not hand the role to whoever types a listed address (sign-up does not verify addresses).
const LISTED = uniqueEmail('listed-boss');
const LISTED_BY_PROFILE = uniqueEmail('listed-profile');
const LISTED_INVITEE = uniqueEmail('listed-invitee');
const LISTED_RESET = uniqueEmail('listed-reset');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPER_ADMIN_EMAILS: [LISTED, LISTED_BY_PROFILE, LISTED_INVITEE, LISTED_RESET].join(',') } });
});
afterAll(async () => {
  await server?.close();
});

async function expectNoSuperAdmin(browser: Browser) {
  const me = await browser.get('/api/user');
  expect(me.status).toBe(200);
  expect(me.body.super_admin).toBe(false);
  expect((await browser.get('/api/admin/accounts')).status).toBe(403);
}

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

describe('nobody becomes super admin by choosing an address', () => {
  it('not by signing up with a listed address', async () => {
    const browser = server.browser();
    const user = await signUp(browser, 'Boss', LISTED.toUpperCase());
    expect((user as { super_admin?: boolean }).super_admin).toBe(false);
    await expectNoSuperAdmin(browser);
  });

  it('not by changing the profile email to a listed address and signing in again', async () => {
    const { browser, user } = await signedInAdmin(server, 'Mallory');
    const changed = await browser.post('/api/user/updateprofile', { name: 'Mallory', email: LISTED_BY_PROFILE });
    expect(changed.status).toBe(200);
    expect(changed.body.super_admin).toBe(false);
    expect((await browser.send('GET', '/logout')).status).toBe(302);
    const again = await signIn(server, LISTED_BY_PROFILE);
    await expectNoSuperAdmin(again);
    const row = await server.db.selectFrom('users').select('super_admin').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.super_admin).toBe(0);
  });

  it('not by inviting a listed address and joining with it', async () => {
    const { browser: admin } = await signedInAdmin(server);
    const invited = await admin.post('/api/organization/send/invite', { email: LISTED_INVITEE });
    expect(invited.status).toBe(201);
    const colleague = server.browser();
    const joined = await colleague.post('/join', { name: 'Ivo', token: invited.body.invite_token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ super_admin: false, admin: false });
    await expectNoSuperAdmin(colleague);
  });

  it('not by resetting the password of a listed address', async () => {
    const { id } = await signUp(server.browser(), 'Rita', LISTED_RESET);
    // The mailed link's token, as /password/email stores it (mail.test.ts walks the real mail).
    const token = 'a-reset-token-for-rita';
    await server.db.insertInto('password_resets').values({ user_id: id, token_hash: tokenHash(token), created_at: new Date().toISOString() }).execute();
    const browser = server.browser();
    const reset = await browser.post('/password/reset', { token, email: LISTED_RESET, password: PASSWORD, password_confirmation: PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.super_admin).toBe(false);
    await expectNoSuperAdmin(browser);
  });

  it('only the operator\'s command makes one, and takes it away again', async () => {
    const { browser, user } = await signedInAdmin(server, 'Olga Operator');
    await expectNoSuperAdmin(browser);
    await setSuperAdmin(server.db, user.email, true);
    expect((await browser.get('/api/admin/accounts')).status).toBe(200);
    await setSuperAdmin(server.db, user.email, false);
    expect((await browser.get('/api/admin/accounts')).status).toBe(403);
  });
});
