import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../src/domain/sessions.js';
import { addMember, insertMemberRow, organizationIdOf, PASSWORD, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('sign-up', () => {
  it('creates an organisation named after the user, with the user as its admin, and signs in', async () => {
    const browser = server.browser();
    const email = uniqueEmail('Anna');
    const answer = await browser.post('/register', { name: 'Anna de Vries', email, password: PASSWORD, password_confirmation: PASSWORD });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Anna de Vries', email: email.toLowerCase(), admin: true, active: true, is_current: true, super_admin: false, locale: 'en', dateformat: 'DD-MM-YYYY', invite_token: null });

    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('kwartier_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const me = await browser.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(answer.body.id);

    const organization = await browser.get('/api/organization/for/currentuser');
    expect(organization.status).toBe(200);
    expect(organization.body).toMatchObject({
      name: 'Anna de Vries',
      primary_color: '#1976D2FF',
      secondary_color: '#424242FF',
      accent_color: '#82B1FFFF',
      firstdayoftheweek: 1,
      locale: 'en',
      invoice_termofpayment: 30,
      invoicenumber_min_length: 4,
      logo_url: null,
    });
  });

  it("names the organisation and sets its language and the person's as given", async () => {
    const browser = server.browser();
    const answer = await browser.post('/register', {
      name: 'Anna de Vries',
      email: uniqueEmail('studio'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      organization_name: 'Studio Noord',
      organization_locale: 'en',
      locale: 'nl',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Anna de Vries', locale: 'nl' });
    const organization = await browser.get('/api/organization/for/currentuser');
    expect(organization.body).toMatchObject({ name: 'Studio Noord', locale: 'en' });
  });

  it('gives the organisation the person\'s language when only that is given', async () => {
    const browser = server.browser();
    await browser.post('/register', { name: 'Bram', email: uniqueEmail('bram'), password: PASSWORD, password_confirmation: PASSWORD, organization_name: 'Bram Bouw', locale: 'nl' });
    expect((await browser.get('/api/organization/for/currentuser')).body).toMatchObject({ name: 'Bram Bouw', locale: 'nl' });
  });

  it('refuses an empty organisation name and an unknown language under their fields', async () => {
    const answer = await server.browser().post(
      '/register',
      { name: 'Anna', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD, organization_name: '', organization_locale: 'fr' },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['organization_locale', 'organization_name']);
  });

  it('stores the session hashed, never the token itself', async () => {
    const browser = server.browser();
    const user = await signUp(browser);
    const token = browser.cookies.get('kwartier_session')!;
    const rows = await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.id)).toEqual([sessionIdOf(token)]);
  });

  it('refuses an email that is in use, whatever its case', async () => {
    const email = uniqueEmail('taken');
    await signUp(server.browser(), 'First', email);
    const answer = await server.browser().post('/register', { name: 'Second', email: email.toUpperCase(), password: PASSWORD, password_confirmation: PASSWORD });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses a confirmation that differs from the password, under password_confirmation', async () => {
    const browser = server.browser();
    const answer = await browser.post('/register', { name: 'Anna', email: uniqueEmail(), password: PASSWORD, password_confirmation: `${PASSWORD}!` });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The password confirmation field confirmation does not match.',
      errors: { password_confirmation: ['The password confirmation field confirmation does not match.'] },
    });
    expect(browser.cookies.has('kwartier_session')).toBe(false);
  });

  it('names every missing or invalid field', async () => {
    const answer = await server.browser().post('/register', { name: '  ', email: 'not-an-address', password: 'short', password_confirmation: 'short' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be at least 8 characters.'],
    });
    expect(answer.body.message).toBe('The name field is required.');

    const empty = await server.browser().post('/register', {});
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
  });

  it('answers in Dutch to a Dutch browser', async () => {
    const answer = await server.browser().post('/register', {}, { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(['Het veld naam is verplicht.']);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const email = uniqueEmail('login');
    await signUp(server.browser(), 'Lotte', email);
    const browser = server.browser();
    const answer = await browser.post('/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Lotte', is_current: true });
    expect((await browser.get('/api/user')).status).toBe(200);
  });

  it('puts a wrong password or unknown email under email', async () => {
    const email = uniqueEmail('login');
    await signUp(server.browser(), 'Lotte', email);
    const expected = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    const browser = server.browser();
    const wrong = await browser.post('/login', { email, password: 'wrong password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(expected);
    const unknown = await browser.post('/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(unknown.body).toEqual(expected);
    expect(browser.cookies.has('kwartier_session')).toBe(false);
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('refuses an inactive member, saying why only to whoever knows the password', async () => {
    const admin = await signUp(server.browser());
    const member = await addMember(server.db, await organizationIdOf(server.db, admin.id), undefined, { active: false });
    const browser = server.browser();
    const answer = await browser.post('/login', { email: member.email, password: PASSWORD });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.email).toEqual(['Your account has been deactivated. Ask an admin of your organisation to activate it again.']);
    expect(browser.cookies.has('kwartier_session')).toBe(false);
    const guess = await browser.post('/login', { email: member.email, password: 'a wrong guess' });
    expect(guess.body.errors.email).toEqual(['These credentials do not match our records.']);
    const dutch = await browser.post('/login', { email: member.email, password: PASSWORD }, { headers: { 'accept-language': 'nl' } });
    expect(dutch.body.errors.email).toEqual(['Je account is gedeactiveerd. Vraag een beheerder van je organisatie om het weer te activeren.']);
  });

  it('refuses an invited member who has not joined yet', async () => {
    const admin = await signUp(server.browser());
    const organizationId = await organizationIdOf(server.db, admin.id);
    const email = uniqueEmail('pending');
    await insertMemberRow(server.db, { organization_id: organizationId, name: '', email, password_hash: null, admin: 0, super_admin: 0, active: 1, locale: 'en', dateformat: 'DD-MM-YYYY', invite_token: `tok-${email}`, created_at: new Date().toISOString() });
    const answer = await server.browser().post('/login', { email, password: PASSWORD });
    expect(answer.body.errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const email = uniqueEmail('secure');
    await signUp(server.browser(), 'Sam', email);
    const answer = await server.browser().post('/login', { email, password: PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/kwartier_session=[^;]+;.*Secure/);
  });
});

describe('CSRF and stale sessions', () => {
  it('answers 419 to a write without X-Requested-With', async () => {
    const email = uniqueEmail();
    const answer = await server.browser().post('/register', { name: 'X', email, password: PASSWORD, password_confirmation: PASSWORD }, { xhr: false });
    expect(answer.status).toBe(419);
    expect(answer.body).toEqual({ message: 'token expired' });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('answers 419 to an API read without X-Requested-With', async () => {
    const browser = server.browser();
    await signUp(browser);
    const answer = await browser.get('/api/user', { xhr: false });
    expect(answer.status).toBe(419);
    expect(answer.body).toEqual({ message: 'token expired' });
  });

  it('answers 419 to a write with an unknown session, and clears the cookie', async () => {
    const browser = server.browser();
    browser.cookies.set('kwartier_session', 'not-a-session');
    const answer = await browser.post('/login', { email: uniqueEmail(), password: PASSWORD });
    expect(answer.status).toBe(419);
    expect(answer.body).toEqual({ message: 'token expired' });
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/kwartier_session=;.*Max-Age=0/);
    expect(browser.cookies.has('kwartier_session')).toBe(false);
  });

  it('answers 419 to a write with an expired session, 401 to a read', async () => {
    const browser = server.browser();
    const user = await signUp(browser);
    await server.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
    const token = browser.cookies.get('kwartier_session')!;

    const read = await browser.get('/api/user');
    expect(read.status).toBe(401);
    expect(read.body).toEqual({ message: 'Unauthenticated.' });
    expect(browser.cookies.has('kwartier_session')).toBe(false);

    browser.cookies.set('kwartier_session', token);
    const write = await browser.post('/api/clients', { name: 'Jansen' });
    expect(write.status).toBe(419);
    expect(await server.db.selectFrom('clients').select('id').where('name', '=', 'Jansen').execute()).toEqual([]);
  });

  it('answers 401 to anonymous callers', async () => {
    const browser = server.browser();
    for (const path of ['/api/user', '/api/organization/for/currentuser']) {
      const answer = await browser.get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('sign-out', () => {
  it('ends the session on the server, clears the cookie and goes to /login', async () => {
    const browser = server.browser();
    const user = await signUp(browser);
    const token = browser.cookies.get('kwartier_session')!;

    // A full page load: no X-Requested-With.
    const answer = await browser.send('GET', '/logout', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login');
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/kwartier_session=;.*Max-Age=0/);
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

    // The old cookie, replayed by someone who kept it, opens nothing.
    const replay = server.browser();
    replay.cookies.set('kwartier_session', token);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('never fails, even without a session', async () => {
    const answer = await server.browser().send('GET', '/logout');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login');
  });
});
