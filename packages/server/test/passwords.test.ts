import { describe, expect, it } from 'vitest';
import { newLinkToken, tokenHash } from '../src/domain/tokens.js';
import type { Browser } from './support/browser.js';
import { addMember, PASSWORD, signIn, uniqueEmail } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';
import { members } from '../src/stores/members.js';

// Every call that sets a password refuses one the estimator scores below
// MIN_PASSWORD_SCORE (packages/api/src/passwordStrength.ts), under `password`, with the
// estimator's reason in the caller's language, and changes nothing when it does.

const WEAK = 'qwerty123';
const WEAK_EN = 'This password is too easy to guess. This is a commonly used password. Add more words that are less common.';
const WEAK_NL = 'Dit wachtwoord is te makkelijk te raden. Dit wachtwoord wordt veel gebruikt. Voeg meer woorden toe die minder vaak voorkomen.';
const STRONG = 'fietsbel regenjas lantaarn';
const DUTCH = { headers: { 'accept-language': 'nl' } };

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup), { name: 'Anna Admin' });

const pair = (password: string) => ({ password, password_confirmation: password });
const hashOf = async (email: string) =>
  (await server.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

describe('sign-up', () => {
  it('refuses a weak password with the reason in English and in Dutch, and creates nothing', async () => {
    const organizations = await server.db.selectFrom('organizations').select('id').execute();
    const email = uniqueEmail('weak');
    const answer = await server.browser().post('/register', { name: 'Wim Zwak', email, ...pair(WEAK) });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: WEAK_EN, errors: { password: [WEAK_EN] } });
    const dutch = await server.browser().post('/register', { name: 'Wim Zwak', email, ...pair(WEAK) }, DUTCH);
    expect(dutch.body.errors).toEqual({ password: [WEAK_NL] });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('organizations').select('id').execute()).toHaveLength(organizations.length);
  });

  it("refuses a password built from the person's name or organisation that another may use", async () => {
    const own = await server.browser().post('/register', { name: 'Anna de Vries', email: uniqueEmail(), organization_name: 'Studio Noordlicht', ...pair('Noordlicht2026!') });
    expect(own.status).toBe(422);
    expect(own.body.errors.password[0]).toMatch(/^This password is too easy to guess\. There should not be any personal or page related data\./);
    const named = await server.browser().post('/register', { name: 'Anna de Vries', email: uniqueEmail(), ...pair('AnnaDeVries2026!') });
    expect(named.status).toBe(422);
    const other = await server.browser().post('/register', { name: 'Bram Visser', email: uniqueEmail(), organization_name: 'Bakkerij Brood', ...pair('Noordlicht2026!') });
    expect(other.status, other.text).toBe(201);
  });

  it('says both problems at once: a weak password and a differing confirmation', async () => {
    const answer = await server.browser().post('/register', { name: 'Wim', email: uniqueEmail(), password: WEAK, password_confirmation: 'something else' });
    expect(answer.body.errors).toEqual({ password: [WEAK_EN], password_confirmation: ['The password confirmation field confirmation does not match.'] });
  });

  it('accepts a strong password', async () => {
    const answer = await server.browser().post('/register', { name: 'Sterre Sterk', email: uniqueEmail(), ...pair(STRONG) });
    expect(answer.status, answer.text).toBe(201);
  });
});

describe('change password', () => {
  it('refuses a weak password in the user’s language, keeps the password and the other sessions', async () => {
    const { email } = await addMember(server.db, organizationId);
    const browser = await signIn(server, email);
    const elsewhere = await signIn(server, email);
    const before = await hashOf(email);

    const answer = await browser.post('/api/user/changepassword', pair(WEAK));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: WEAK_EN, errors: { password: [WEAK_EN] } });
    await server.db.updateTable('users').set({ locale: 'nl' }).where('email', '=', email).execute();
    const dutch = await browser.post('/api/user/changepassword', pair(WEAK));
    expect(dutch.body.errors).toEqual({ password: [WEAK_NL] });

    expect(await hashOf(email)).toBe(before);
    expect((await elsewhere.get('/api/user')).status).toBe(200);
    await signIn(server, email, PASSWORD);
  });

  it("refuses the member's own name and organisation, accepts a strong password", async () => {
    const { email } = await addMember(server.db, organizationId);
    const browser = await signIn(server, email);
    // addMember names every member Mark Member.
    expect((await browser.post('/api/user/changepassword', pair('MarkMember2026!'))).status).toBe(422);
    expect((await browser.post('/api/user/changepassword', pair(STRONG))).status).toBe(204);
    await signIn(server, email, STRONG);
  });
});

describe('password reset', () => {
  /** A reset link for the user, made as POST /password/email makes one (mail.test.ts walks the mail). */
  async function resetTokenFor(email: string) {
    const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const token = newLinkToken();
    await server.db.insertInto('password_resets').values({ user_id: user.id, token_hash: tokenHash(token), created_at: new Date().toISOString() }).execute();
    return token;
  }

  it('refuses a weak password in the caller’s language and leaves the link and the password as they were', async () => {
    const { email } = await addMember(server.db, organizationId);
    const token = await resetTokenFor(email);
    const before = await hashOf(email);

    const answer = await server.browser().post('/password/reset', { token, email, ...pair(WEAK) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: [WEAK_EN] });
    const dutch = await server.browser().post('/password/reset', { token, email, ...pair(WEAK) }, DUTCH);
    expect(dutch.body.errors).toEqual({ password: [WEAK_NL] });
    expect(await hashOf(email)).toBe(before);
    await signIn(server, email, PASSWORD);

    // The link still works, for a strong password.
    const reset = await server.browser().post('/password/reset', { token, email, ...pair(STRONG) });
    expect(reset.status, reset.text).toBe(200);
    await signIn(server, email, STRONG);
  });

  it('weighs the password only for a usable link', async () => {
    const { email } = await addMember(server.db, organizationId);
    const answer = await server.browser().post('/password/reset', { token: 'no-such-token', email, ...pair(WEAK) });
    expect(answer.body.errors).toEqual({ email: ['This password reset link is invalid or has expired.'] });
  });
});

describe('joining by invitation', () => {
  it('refuses a weak password (and one built from the organisation) in the caller’s language and keeps the invitation', async () => {
    const email = uniqueEmail('invited');
    const invited = await admin.post('/api/organization/send/invite', { email });
    expect(invited.status).toBe(201);
    const token = invited.body.invite_token as string;
    const organization = (await admin.get('/api/organization/for/currentuser')).body as { name: string };

    const answer = await server.browser().post('/join', { name: 'Carla Kort', token, ...pair(WEAK) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: [WEAK_EN] });
    const dutch = await server.browser().post('/join', { name: 'Carla Kort', token, ...pair(WEAK) }, DUTCH);
    expect(dutch.body.errors).toEqual({ password: [WEAK_NL] });
    const named = await server.browser().post('/join', { name: 'Carla Kort', token, ...pair(`${organization.name.replace(/\s/g, '')}2026!`) });
    expect(named.status).toBe(422);

    const member = await members(server.db).where('users.email', '=', email).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: '', password_hash: null, invite_token: token });

    const joined = await server.browser().post('/join', { name: 'Carla Kort', token, ...pair(STRONG) });
    expect(joined.status, joined.text).toBe(200);
    await signIn(server, email, STRONG);
  });

  it('gives the new member the language the invitation page was shown in; without one, the organisation’s', async () => {
    const invite = async () => {
      const email = uniqueEmail('invited');
      const invited = await admin.post('/api/organization/send/invite', { email });
      expect(invited.status).toBe(201);
      return invited.body.invite_token as string;
    };
    const dutch = await server.browser().post('/join', { name: 'Daan de Wit', token: await invite(), ...pair(STRONG), locale: 'nl' }, DUTCH);
    expect(dutch.status, dutch.text).toBe(200);
    expect(dutch.body).toMatchObject({ name: 'Daan de Wit', locale: 'nl' });
    const english = await server.browser().post('/join', { name: 'Eva Eng', token: await invite(), ...pair(STRONG), locale: 'en' });
    expect(english.body).toMatchObject({ locale: 'en' });
    const organization = (await admin.get('/api/organization/for/currentuser')).body as { locale: string };
    const unsaid = await server.browser().post('/join', { name: 'Fenna Vos', token: await invite(), ...pair(STRONG) });
    expect(unsaid.body).toMatchObject({ locale: organization.locale });
  });
});
