import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signIn, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('profile details', () => {
  it('change name, email, date format and language; later messages come in that language', async () => {
    const { browser, user } = await signedInAdmin(server, 'Anna');
    const email = uniqueEmail('renamed');
    const answer = await browser.post('/api/user/updateprofile', { name: ' Anna de Vries ', email: email.toUpperCase(), dateformat: 'YYYY-MM-DD', locale: 'nl' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: user.id,
      name: 'Anna de Vries',
      email: email.toLowerCase(),
      admin: true,
      active: true,
      is_current: true,
      super_admin: false,
      locale: 'nl',
      dateformat: 'YYYY-MM-DD',
      invite_token: null,
      two_factor_enabled: false,
      two_factor_setup_required: false,
      organization_count: 1,
    });
    expect((await browser.get('/api/user')).body).toEqual(answer.body);
    // Errors now come in Dutch, and the new email signs in.
    const invalid = await browser.post('/api/user/updateprofile', { name: '', email });
    expect(invalid.body.errors).toEqual({ name: ['Het veld naam is verplicht.'] });
    await signIn(server, email);
  });

  it('keeps the date format and language when they are not sent', async () => {
    const { browser } = await signedInAdmin(server);
    await browser.post('/api/user/updateprofile', { name: 'Kees', email: uniqueEmail(), dateformat: 'DD.MM.YYYY', locale: 'nl' });
    const answer = await browser.post('/api/user/updateprofile', { name: 'Kees', email: uniqueEmail() });
    expect(answer.body).toMatchObject({ dateformat: 'DD.MM.YYYY', locale: 'nl' });
  });

  it('accepts each of the six date formats and nothing else', async () => {
    const { browser } = await signedInAdmin(server);
    const email = uniqueEmail();
    for (const dateformat of ['MM/DD/YYYY', 'DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY']) {
      const answer = await browser.post('/api/user/updateprofile', { name: 'Fien', email, dateformat });
      expect(answer.status, dateformat).toBe(200);
      expect(answer.body.dateformat).toBe(dateformat);
    }
    const wrong = await browser.post('/api/user/updateprofile', { name: 'Fien', email, dateformat: 'D-M-YY', locale: 'de' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ dateformat: ['The selected date format is invalid.'], locale: ['The selected language is invalid.'] });
  });

  it("refuses another user's email, whatever its case, and a missing or invalid one", async () => {
    const taken = uniqueEmail('taken');
    await signUp(server.browser(), 'Owner', taken);
    const { browser, user } = await signedInAdmin(server);
    const answer = await browser.post('/api/user/updateprofile', { name: 'Thief', email: taken.toUpperCase() });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
    expect((await browser.post('/api/user/updateprofile', { name: 'Thief' })).body.errors).toEqual({ email: ['The email field is required.'] });
    expect((await browser.post('/api/user/updateprofile', { name: 'Thief', email: 'nope' })).body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    // Keeping one's own email is fine.
    expect((await browser.post('/api/user/updateprofile', { name: 'Same', email: user.email })).status).toBe(200);
  });
});

describe('change password', () => {
  it('sets the new password, keeps this session and ends the others', async () => {
    const email = uniqueEmail('pw');
    const browser = server.browser();
    await signUp(browser, 'Piet', email);
    const elsewhere = await signIn(server, email);

    const answer = await browser.post('/api/user/changepassword', { password: 'a new horse battery', password_confirmation: 'a new horse battery' });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await server.browser().post('/login', { email, password: PASSWORD })).status).toBe(422);
    await signIn(server, email, 'a new horse battery');
  });

  it("answers a differing confirmation with 'passwordsnomatch' in the user's language", async () => {
    const { browser } = await signedInAdmin(server);
    const answer = await browser.post('/api/user/changepassword', { password: 'a new horse battery', password_confirmation: 'another horse' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'Passwords do not match.', errors: { password_confirmation: ['Passwords do not match.'] } });

    await browser.post('/api/user/updateprofile', { name: 'Nina', email: uniqueEmail(), locale: 'nl' });
    const dutch = await browser.post('/api/user/changepassword', { password: 'a new horse battery', password_confirmation: 'another horse' });
    expect(dutch.body.errors).toEqual({ password_confirmation: ['Wachtwoorden komen niet overeen.'] });

    const short = await browser.post('/api/user/changepassword', { password: 'short', password_confirmation: 'short' });
    expect(short.body.errors).toEqual({ password: ['Het veld wachtwoord moet minimaal 8 tekens bevatten.'] });
  });
});
