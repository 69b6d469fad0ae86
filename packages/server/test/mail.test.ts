import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenHash } from '../src/domain/tokens.js';
import type { Browser } from './support/browser.js';
import type { Mailbox } from './support/mailbox.js';
import { startMailedServer } from './support/mailedServer.js';
import { PASSWORD, signedInAdmin, signIn, signUp, uniqueEmail } from './support/people.js';
import { TEST_INDEX_HTML, type TestServer } from './support/server.js';

// The mailed flows end to end: the server sends over real SMTP to a local test server, the
// message is parsed, and its link is followed through the API as the app would.

const NEW_PASSWORD = 'a brand new horse';
let mailbox: Mailbox;
let server: TestServer;

let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ mailbox, server, close } = await startMailedServer());
});
afterAll(() => close?.());

/** The path of a mailed link on this server, e.g. `/password/reset/<token>`. */
function pathOf(link: string): string {
  expect(link.startsWith(server.url)).toBe(true);
  return link.slice(server.url.length);
}

function tokenOf(link: string): string {
  return decodeURIComponent(link.split('/').pop()!);
}

async function resetLinkFor(email: string) {
  const answer = await server.browser().post('/password/email', { email });
  expect(answer.status).toBe(200);
  const mail = await mailbox.waitFor(email);
  const link = mail.links.find((l) => l.includes('/password/reset/'))!;
  expect(link).toBeDefined();
  return { mail, link };
}

describe('password reset by mail', () => {
  it('mails a link that resets the password, signs in and ends the other sessions', async () => {
    const email = uniqueEmail('reset');
    const elsewhere = server.browser();
    await signUp(elsewhere, 'Rosa Reset', email);

    const { mail, link } = await resetLinkFor(email);
    expect(mail.subject).toBe('Reset your Kwartier password');
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'Kwartier', address: 'no-reply@kwartier.test' });
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.html).toContain(`href="${link}"`);
    // The token is stored only as its hash.
    const token = tokenOf(link);
    const stored = await server.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(tokenHash(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    // Opening the link in a browser gets the app's reset screen.
    const page = await server.browser().page(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEST_INDEX_HTML);

    const browser = server.browser();
    const reset = await browser.post('/password/reset', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ email, name: 'Rosa Reset', is_current: true });
    expect((await browser.get('/api/user')).status).toBe(200);
    // The session that was open elsewhere has ended.
    expect((await elsewhere.get('/api/user')).status).toBe(401);

    expect((await server.browser().post('/login', { email, password: PASSWORD })).status).toBe(422);
    await signIn(server, email, NEW_PASSWORD);

    // Single use: the same link a second time is refused.
    const again = await server.browser().post('/password/reset', { token, email, password: PASSWORD, password_confirmation: PASSWORD });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'This password reset link is invalid or has expired.',
      errors: { email: ['This password reset link is invalid or has expired.'] },
    });
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = mailbox.received.length;
    const nobody = uniqueEmail('nobody');
    const answer = await server.browser().post('/password/email', { email: nobody });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'An email on how to reset your password has been sent.' });
    const dutch = await server.browser().post('/password/email', { email: nobody }, { headers: { 'accept-language': 'nl' } });
    expect(dutch.body).toEqual({ message: 'Er is een e-mail verstuurd met instructies om je wachtwoord opnieuw in te stellen.' });
    // Every mail the server handed over by now has reached the mailbox (or failed).
    await server.mailer.idle();
    expect(mailbox.received.length).toBe(before);
    expect(mailbox.received.some((mail) => mail.to === nobody)).toBe(false);
  });

  it('validates the address like every other call', async () => {
    const answer = await server.browser().post('/password/email', { email: 'not an address' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('writes in the language of the organisation', async () => {
    const email = uniqueEmail('dutch');
    const browser = server.browser();
    await signUp(browser, 'Daan Dutch', email);
    expect((await browser.post('/api/organization/save/update', { locale: 'nl' })).status).toBe(200);
    const { mail } = await resetLinkFor(email);
    expect(mail.subject).toBe('Stel je Kwartier-wachtwoord opnieuw in');
    expect(mail.text).toContain('verloopt over 60 minuten');
  });

  it('refuses an expired link, a link for another address and a differing confirmation', async () => {
    const email = uniqueEmail('expired');
    await signUp(server.browser(), 'Eva', email);
    const { link } = await resetLinkFor(email);
    const token = tokenOf(link);
    const invalid = ['This password reset link is invalid or has expired.'];

    const wrongEmail = await server.browser().post('/password/reset', { token, email: uniqueEmail('other'), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrongEmail.body.errors).toEqual({ email: invalid });

    const mismatch = await server.browser().post('/password/reset', { token, email, password: NEW_PASSWORD, password_confirmation: 'something else' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation field confirmation does not match.'] });

    const short = await server.browser().post('/password/reset', { token, email, password: 'short', password_confirmation: 'short' });
    expect(short.body.errors).toEqual({ password: ['The password field must be at least 8 characters.'] });

    // 61 minutes later.
    await server.db.updateTable('password_resets').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('token_hash', '=', tokenHash(token)).execute();
    const expired = await server.browser().post('/password/reset', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(expired.body.errors).toEqual({ email: invalid });
    await signIn(server, email, PASSWORD);
  });

  it('sends at most one mail a minute per address; a new link replaces the previous one', async () => {
    const email = uniqueEmail('twice');
    await signUp(server.browser(), 'Tom Twice', email);
    const { link: first } = await resetLinkFor(email);
    expect((await server.browser().post('/password/email', { email })).status).toBe(200);
    await server.mailer.idle();
    expect(mailbox.received.filter((mail) => mail.to === email)).toHaveLength(1);

    // A minute on, a second request mails a new link and the first stops working.
    await server.db.updateTable('password_resets').set({ created_at: new Date(Date.now() - 61_000).toISOString() }).where('token_hash', '=', tokenHash(tokenOf(first))).execute();
    expect((await server.browser().post('/password/email', { email })).status).toBe(200);
    await server.mailer.idle();
    expect(mailbox.received.filter((mail) => mail.to === email)).toHaveLength(2);
    const second = mailbox.received.filter((mail) => mail.to === email)[1].links.find((l) => l.includes('/password/reset/'))!;
    expect(second).not.toBe(first);
    const old = await server.browser().post('/password/reset', { token: tokenOf(first), email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(old.status).toBe(422);
    const fresh = await server.browser().post('/password/reset', { token: tokenOf(second), email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });
});

describe('invitation by mail', () => {
  let admin: Browser;
  beforeAll(async () => {
    ({ browser: admin } = await signedInAdmin(server, 'Studio Noord'));
  });

  it('mails a join link; the colleague joins through it and appears in the team', async () => {
    const email = uniqueEmail('Bram');
    const invited = await admin.post('/api/organization/send/invite', { email });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ name: '', email: email.toLowerCase(), admin: false, active: true, is_current: false });
    expect(invited.body.invite_token).toEqual(expect.any(String));

    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe('You are invited to join Studio Noord on Kwartier');
    const link = mail.links.find((l) => l.includes('/invitation/'))!;
    expect(pathOf(link)).toBe(`/invitation/${invited.body.invite_token}`);
    expect(mail.html).toContain(`href="${link}"`);

    // A browser opening the link gets the app; the app's call gets the invitation.
    const colleague = server.browser();
    const page = await colleague.page(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEST_INDEX_HTML);
    const invitation = await colleague.get(pathOf(link));
    expect(invitation.status).toBe(200);
    expect(invitation.body).toEqual({ email: email.toLowerCase(), invite_token: tokenOf(link), organization_name: 'Studio Noord', account_exists: false });

    const joined = await colleague.post('/join', { name: 'Bram Visser', token: tokenOf(link), password: PASSWORD, password_confirmation: PASSWORD });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ name: 'Bram Visser', email: email.toLowerCase(), invite_token: null, is_current: true, admin: false });
    expect((await colleague.get('/api/organization/for/currentuser')).body.name).toBe('Studio Noord');

    const team = await admin.get('/api/users');
    expect(team.body).toContainEqual(expect.objectContaining({ id: invited.body.id, name: 'Bram Visser', invite_token: null }));

    // The link is used up.
    const lookup = await server.browser().get(pathOf(link));
    expect(lookup.status).toBe(404);
    expect(lookup.body).toEqual({ message: 'Your invitation could not be found.' });
    const rejoin = await server.browser().post('/join', { name: 'Someone', token: tokenOf(link), password: PASSWORD, password_confirmation: PASSWORD });
    expect(rejoin.status).toBe(422);
    expect(rejoin.body.errors).toEqual({ token: ['This invitation is invalid or has already been used.'] });

    await signIn(server, email, PASSWORD);
  });

  it('invites in Dutch for a Dutch organisation', async () => {
    const { browser } = await signedInAdmin(server, 'Bakkerij Brood');
    await browser.post('/api/organization/save/update', { locale: 'nl' });
    const email = uniqueEmail('nl');
    expect((await browser.post('/api/organization/send/invite', { email })).status).toBe(201);
    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe('Je bent uitgenodigd voor Bakkerij Brood op Kwartier');
    expect(mail.text).toContain('Uitnodiging accepteren:');
    // The invited member starts in the organisation's language.
    const member = await server.db.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow();
    expect(member.locale).toBe('nl');
  });

  it('refuses a join with a differing confirmation, or without a name, and keeps the invitation', async () => {
    const email = uniqueEmail('careful');
    const invited = await admin.post('/api/organization/send/invite', { email });
    const token = invited.body.invite_token as string;
    const mismatch = await server.browser().post('/join', { name: 'Carla', token, password: PASSWORD, password_confirmation: 'not the same' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation field confirmation does not match.'] });
    const nameless = await server.browser().post('/join', { name: ' ', token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(nameless.body.errors).toEqual({ name: ['The name field is required.'] });
    const unknown = await server.browser().post('/join', { name: 'Carla', token: 'no-such-token', password: PASSWORD, password_confirmation: PASSWORD });
    expect(unknown.body.errors).toEqual({ token: ['This invitation is invalid or has already been used.'] });
    const lookup = await server.browser().get(`/invitation/${token}`);
    expect(lookup.status).toBe(200);
    const organization = await admin.get('/api/organization/for/currentuser');
    expect(lookup.body).toEqual({ email: email.toLowerCase(), invite_token: token, organization_name: organization.body.name, account_exists: false });
  });

  it('stops an invitation when the pending member is deactivated or deleted', async () => {
    const paused = await admin.post('/api/organization/send/invite', { email: uniqueEmail('paused') });
    await admin.post('/api/users/toggle/active', { id: paused.body.id });
    expect((await server.browser().get(`/invitation/${paused.body.invite_token}`)).status).toBe(404);
    const join = await server.browser().post('/join', { name: 'Paula', token: paused.body.invite_token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(join.status).toBe(422);

    const revoked = await admin.post('/api/organization/send/invite', { email: uniqueEmail('revoked') });
    expect((await admin.delete(`/api/users/${revoked.body.id}`)).status).toBe(204);
    expect((await server.browser().get(`/invitation/${revoked.body.invite_token}`)).status).toBe(404);
  });

  it('keeps nothing when the mail server refuses the invitation, so it can be sent again', async () => {
    const email = uniqueEmail('bounce');
    mailbox.refuse(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let refused;
    try {
      refused = await admin.post('/api/organization/send/invite', { email });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`invitation mail to ${email} failed`), expect.anything());
    } finally {
      mailbox.refuse(false);
      logged.mockRestore();
    }
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ message: 'The invitation email could not be sent. Please try again later.' });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect((await admin.post('/api/organization/send/invite', { email })).status).toBe(201);
    await mailbox.waitFor(email);
  });
});
