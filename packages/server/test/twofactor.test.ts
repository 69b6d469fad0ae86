import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE } from '../src/domain/secretBox.js';
import { tokenHash } from '../src/domain/tokens.js';
import { totpCode, TOTP_PERIOD_SECONDS } from '../src/domain/twoFactor.js';
import type { Browser } from './support/browser.js';
import { addMember, PASSWORD, signedInAdmin, signIn } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// Two-factor sign-in (TOTP). Setting it up and turning it off (POST
// /api/user/twofactor/…), the sign-in states (password only, password + code, recovery code,
// throttled) and the organisation's requirement for admins. Every answer is checked against
// openapi.yaml by the test browser; the role matrix rows are in roles.test.ts.

let server: TestServer;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, organizationId } = setup), { name: 'Anna Admin' });

const SECONDS = 1000;
/** The code of the next time step: the one of now was used by the confirmation (a code is never accepted twice). */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + TOTP_PERIOD_SECONDS * SECONDS));

/** A member with two-factor on, set up through the API: their secret, recovery codes and a signed-in browser. */
async function memberWithTwoFactor(address?: string) {
  const { id, email } = await addMember(server.db, organizationId);
  const browser = await signIn(server, email);
  const setup = await browser.post('/api/user/twofactor/setup');
  expect(setup.status, setup.text).toBe(200);
  const secret = setup.body.secret as string;
  const confirmedAt = new Date();
  const confirmed = await browser.post('/api/user/twofactor/confirm', { code: totpCode(secret, confirmedAt) });
  expect(confirmed.status, confirmed.text).toBe(200);
  const fresh = server.browser(address);
  return { id, email, secret, confirmedAt, recoveryCodes: confirmed.body.recovery_codes as string[], browser, fresh };
}

/** The audit trail's kinds about this member, oldest first. */
async function auditKinds(userId: number) {
  const rows = await server.db.selectFrom('audit_entries').select(['kind', 'user_id']).where('subject_type', '=', 'user').where('subject_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => `${row.kind}${row.user_id === null ? ' (nobody)' : ''}`);
}

async function passwordStep(browser: Browser, email: string) {
  const answer = await browser.post('/login', { email, password: PASSWORD });
  expect(answer.status, answer.text).toBe(202);
  expect(answer.body.two_factor_required).toBe(true);
  return answer.body.token as string;
}

describe('setting up two-factor sign-in', () => {
  it('answers a secret, its otpauth URI and a QR code; a code confirms it and answers ten recovery codes once', async () => {
    const { id, email } = await addMember(server.db, organizationId);
    const browser = await signIn(server, email);
    expect((await browser.get('/api/user')).body).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: false });

    const setup = await browser.post('/api/user/twofactor/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_code } = setup.body as { secret: string; otpauth_uri: string; qr_code: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(`otpauth://totp/Kwartier:${encodeURIComponent(email)}?issuer=Kwartier&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Stored encrypted, never as the secret itself.
    const stored = await server.db.selectFrom('users').select(['two_factor_secret', 'two_factor_pending_secret']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.two_factor_secret).toBeNull();
    expect(stored.two_factor_pending_secret).toMatch(/^v1\./);
    expect(stored.two_factor_pending_secret).not.toContain(secret);
    // With no SECRET_KEY the key was generated into the data folder, readable by the server only.
    expect(statSync(join(server.config.dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);

    // Not on before it is confirmed: the password alone still signs in.
    expect((await server.browser().post('/login', { email, password: PASSWORD })).status).toBe(200);
    const wrong = await browser.post('/api/user/twofactor/confirm', { code: '12345' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['This code is not right. Try the current code of your authenticator app.']);

    const confirmed = await browser.post('/api/user/twofactor/confirm', { code: totpCode(secret, new Date()) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const codes = confirmed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await server.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', id).execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);

    expect((await browser.get('/api/user')).body).toMatchObject({ two_factor_enabled: true });
    // On already: a new setup is refused (turn it off first), so is a second confirmation.
    expect((await browser.post('/api/user/twofactor/setup')).status).toBe(409);
  });

  it('refuses a confirmation without a setup started', async () => {
    const { email } = await addMember(server.db, organizationId);
    const browser = await signIn(server, email);
    const answer = await browser.post('/api/user/twofactor/confirm', { code: '123456' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.code).toEqual(['Start the setup of two-factor sign-in first.']);
  });
});

describe('signing in with two-factor', () => {
  it('with the password only when two-factor is off', async () => {
    const { email } = await addMember(server.db, organizationId);
    const answer = await server.browser().post('/login', { email, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, two_factor_enabled: false });
  });

  it('asks the code after the password: no session until the code is right, and a code works once', async () => {
    const { id, email, secret, confirmedAt, fresh } = await memberWithTwoFactor();
    const token = await passwordStep(fresh, email);
    expect(fresh.cookies.get('kwartier_session')).toBeUndefined();
    expect((await fresh.get('/api/user')).status).toBe(401);

    const wrong = await fresh.post('/login/twofactor', { token, code: '000000' === nextCode(secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['This code is not right. Try the current code of your authenticator app.']);
    // The code the setup was confirmed with is used already.
    const used = await fresh.post('/login/twofactor', { token, code: totpCode(secret, confirmedAt) });
    expect(used.status).toBe(422);

    const code = nextCode(secret);
    const answer = await fresh.post('/login/twofactor', { token, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ email, two_factor_enabled: true, two_factor_setup_required: false });
    expect((await fresh.get('/api/user')).status).toBe(200);

    // The same code again, in another browser within its window: refused.
    const other = server.browser();
    const again = await other.post('/login/twofactor', { token: await passwordStep(other, email), code });
    expect(again.status).toBe(422);
    // The audit trail: turned on, two wrong codes (by nobody signed in), the sign-in with a code, the reused code.
    expect(await auditKinds(id)).toEqual([
      'auth.signin',
      'user.two_factor_on',
      'auth.two_factor_failed (nobody)',
      'auth.two_factor_failed (nobody)',
      'auth.signin_two_factor',
      'auth.two_factor_failed (nobody)',
    ]);
  });

  it('with a recovery code, which works once', async () => {
    const { id, email, recoveryCodes, fresh } = await memberWithTwoFactor();
    const [first, second] = recoveryCodes;
    const answer = await fresh.post('/login/twofactor', { token: await passwordStep(fresh, email), recovery_code: first.toUpperCase().replace('-', ' ') });
    expect(answer.status, answer.text).toBe(200);

    const other = server.browser();
    const token = await passwordStep(other, email);
    const again = await other.post('/login/twofactor', { token, recovery_code: first });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(['This recovery code is not right, or it has been used already.']);
    expect((await other.post('/login/twofactor', { token, recovery_code: second })).status).toBe(200);
    expect((await auditKinds(id)).slice(-3)).toEqual(['auth.signin_recovery_code', 'auth.two_factor_failed (nobody)', 'auth.signin_recovery_code']);
  });

  it('refuses a pending sign-in that is altered, of another user, or without a code', async () => {
    const { email, secret, fresh } = await memberWithTwoFactor();
    const token = await passwordStep(fresh, email);
    const [id, expires, signature] = token.split('.');
    const expired = 'This sign-in has expired. Please enter your password again.';
    for (const forged of [`${Number(id) + 1}.${expires}.${signature}`, `${id}.${Number(expires) + 60_000}.${signature}`, `${id}.${expires}.${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`, 'nonsense', `${id}.1.${signature}`]) {
      const answer = await fresh.post('/login/twofactor', { token: forged, code: nextCode(secret) });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.code).toEqual([expired]);
    }
    const missing = await fresh.post('/login/twofactor', { token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.code).toEqual(['Enter the code of your authenticator app or a recovery code.']);
  });

  it('throttles wrong codes like wrong passwords: then even the right code is refused', async () => {
    const { email, secret, fresh } = await memberWithTwoFactor('127.0.0.9');
    const token = await passwordStep(fresh, email);
    const right = nextCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    // The password step counted one attempt; four wrong codes make five.
    for (let attempt = 0; attempt < 4; attempt++) expect((await fresh.post('/login/twofactor', { token, code: wrong })).body.errors.code[0]).toMatch(/not right/);
    const throttled = await fresh.post('/login/twofactor', { token, code: right });
    expect(throttled.status).toBe(422);
    expect(throttled.body.errors.code[0]).toMatch(/^Too many login attempts. Please try again in \d+ seconds.$/);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password step is throttled as well.
    expect((await fresh.post('/login', { email, password: PASSWORD })).body.errors.email[0]).toMatch(/^Too many login attempts/);
  });

  it('after a password reset: the new password is set, the code is still asked', async () => {
    const { id, email, secret, fresh } = await memberWithTwoFactor();
    const token = 'reset-token-of-a-two-factor-member';
    await server.db.insertInto('password_resets').values({ user_id: id, token_hash: tokenHash(token), created_at: new Date().toISOString() }).execute();
    const password = 'a brand new horse battery';
    const reset = await fresh.post('/password/reset', { token, email, password, password_confirmation: password });
    expect(reset.status, reset.text).toBe(202);
    expect(reset.body.two_factor_required).toBe(true);
    expect((await fresh.get('/api/user')).status).toBe(401);
    expect((await fresh.post('/login/twofactor', { token: reset.body.token, code: nextCode(secret) })).status).toBe(200);
  });

  it('a right password does not buy fresh guesses at the code', async () => {
    const { email, fresh } = await memberWithTwoFactor('127.0.0.10');
    for (let round = 0; round < 3; round++) {
      const token = await passwordStep(fresh, email);
      await fresh.post('/login/twofactor', { token, code: '000001' });
    }
    expect((await fresh.post('/login', { email, password: PASSWORD })).status).toBe(422);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const { id, email, secret, browser } = await memberWithTwoFactor('127.0.0.11');
    const wrongPassword = await browser.post('/api/user/twofactor/disable', { password: 'not my password', code: nextCode(secret) });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors.password).toEqual(['This password is not right.']);
    const wrongCode = await browser.post('/api/user/twofactor/disable', { password: PASSWORD, code: nextCode(secret) === '123456' ? '654321' : '123456' });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.code).toEqual(['This code is not right. Try the current code of your authenticator app.']);

    expect((await browser.post('/api/user/twofactor/disable', { password: PASSWORD, code: nextCode(secret) })).status).toBe(204);
    expect(await server.db.selectFrom('users').select(['two_factor_secret', 'two_factor_last_step']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      two_factor_secret: null,
      two_factor_last_step: null,
    });
    expect(await server.db.selectFrom('two_factor_recovery_codes').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect((await server.browser().post('/login', { email, password: PASSWORD })).status).toBe(200);
    // Off already: nothing to do.
    expect((await browser.post('/api/user/twofactor/disable', { password: PASSWORD, code: '123456' })).status).toBe(204);
    expect((await auditKinds(id)).filter((kind) => kind.startsWith('user.'))).toEqual(['user.two_factor_on', 'user.two_factor_off']);
  });

  it('with a recovery code instead of a code', async () => {
    const { recoveryCodes, browser } = await memberWithTwoFactor('127.0.0.12');
    expect((await browser.post('/api/user/twofactor/disable', { password: PASSWORD, code: recoveryCodes[3] })).status).toBe(204);
    expect((await browser.get('/api/user')).body.two_factor_enabled).toBe(false);
  });
});

describe('an organisation that requires two-factor for admins', () => {
  it('sends its admins to the setup before anything else; members are not concerned', async () => {
    const { browser: owner, organizationId: own } = await signedInAdmin(server, 'Rita Required');
    const member = await signIn(server, (await addMember(server.db, own)).email);
    const saved = await owner.post('/api/organization/save/update', { two_factor_admins: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.two_factor_admins).toBe(true);

    expect((await owner.get('/api/user')).body.two_factor_setup_required).toBe(true);
    const refused = await owner.get('/api/users');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your organisation requires two-factor sign-in for admins: set it up in My profile first.');
    expect((await owner.get('/api/organization/for/currentuser')).status).toBe(200);
    expect((await member.get('/api/user')).body.two_factor_setup_required).toBe(false);
    expect((await member.get('/api/user/sessions')).status).toBe(200);

    const setup = await owner.post('/api/user/twofactor/setup');
    expect((await owner.post('/api/user/twofactor/confirm', { code: totpCode(setup.body.secret, new Date()) })).status).toBe(200);
    expect((await owner.get('/api/user')).body).toMatchObject({ two_factor_enabled: true, two_factor_setup_required: false });
    expect((await owner.get('/api/users')).status).toBe(200);

    // Cannot be turned off while the organisation requires it.
    const off = await owner.post('/api/user/twofactor/disable', { password: PASSWORD, code: nextCode(setup.body.secret) });
    expect(off.status).toBe(422);
    expect(off.body.errors.code).toEqual(['Your organisation requires two-factor sign-in for admins, so it cannot be turned off.']);
    expect((await owner.post('/api/organization/save/update', { two_factor_admins: false })).body.two_factor_admins).toBe(false);
  });
});
