import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  changeOwnPassword,
  closeSession,
  endOtherOwnSessions,
  endOwnSession,
  joinByInvitation,
  openSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  updateOwnProfile,
} from '../src/actions/accounts.js';
import { operatorActor, systemActor, type Actor, type Visitor } from '../src/actions/actor.js';
import { recordInstanceEvent } from '../src/actions/instance.js';
import { setSuperAdmin } from '../src/actions/superAdmin.js';
import { inviteMember } from '../src/actions/team.js';
import { createAccessToken, revokeAccessToken } from '../src/actions/tokens.js';
import { confirmTwoFactor, disableTwoFactor, resetTwoFactor, signInWithCode, startTwoFactorSetup, type AttemptCounter } from '../src/actions/twoFactor.js';
import { run } from '../src/cli.js';
import type { Db } from '../src/db/database.js';
import { ownTransaction } from '../src/db/transaction.js';
import { HttpError, ValidationFailure } from '../src/domain/failures.js';
import { verifyPassword } from '../src/domain/passwords.js';
import { secretBox } from '../src/domain/secretBox.js';
import { sessionHandleOf, sessionIdOf } from '../src/domain/sessions.js';
import { pendingSignInToken, totpCode, TOTP_PERIOD_SECONDS } from '../src/domain/twoFactor.js';
import { databaseEnv } from './support/cli.js';
import { addMember, memberRow, PASSWORD, signIn as signInOverHttp, uniqueEmail } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// The account changes outside HTTP (src/actions/accounts.ts, twoFactor.ts, tokens.ts,
// instance.ts): each called as a route, the command line or a job would call it, in a
// transaction of its own, leaves its rows and its exact audit entry — and nothing when it
// refuses. Then the operator's command and the member's own call make the same change.

let server: TestServer;
let db: Db;
let organizationId: number;
let adminId: number;

useSignedInAdmin((setup) => ({ server, organizationId, adminId } = setup), { name: 'Anna Admin' });
beforeAll(() => {
  db = server.db;
});

const STRONG = 'violet tram 42 kettle orbit';
const visitor: Visitor = { locale: 'en', requestId: 'req-visitor' };
const box = secretBox('actions-accounts test key');
const inTransaction = <T>(work: (trx: Db) => Promise<T>) => ownTransaction(db, work);
const memberActor = (userId: number, org = organizationId): Actor => ({ organizationId: org, userId, locale: 'en', requestId: `req-${userId}` });

/** Every audit entry about this user, oldest first, as stored. */
const entriesAbout = (userId: number) =>
  db
    .selectFrom('audit_entries')
    .select(['organization_id', 'user_id', 'kind', 'subject_type', 'subject_id', 'details', 'request_id'])
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', userId)
    .orderBy('id')
    .execute();

const userRow = (id: number) => memberRow(db, id);
const sessionCount = async (userId: number) => (await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
const recoveryCodeCount = async (userId: number) => (await db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', userId).execute()).length;

/** An attempt counter that only counts (the HTTP layer's throttle refuses; here nothing is locked). */
function countingAttempts() {
  const counted = { attempts: [] as string[], forgiven: 0 };
  const attempts: AttemptCounter = async (email, field) => {
    counted.attempts.push(`${email} ${field}`);
    return { forgive: async () => void (counted.forgiven += 1) };
  };
  return { attempts, counted };
}

/** Expects the work to fail with a ValidationFailure naming these fields. */
async function refusedWith(work: Promise<unknown>, fields: Record<string, string>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationFailure);
  expect((error as ValidationFailure).errors).toEqual(fields);
}

/** A member with two-factor on, set up through the actions with the test's box. */
async function memberWithTwoFactor() {
  const { id, email } = await addMember(db, organizationId);
  const actor = memberActor(id);
  const { secret } = await inTransaction((trx) => startTwoFactorSetup(trx, actor, box));
  const confirmedAt = new Date();
  const codes = await inTransaction((trx) => confirmTwoFactor(trx, actor, box, countingAttempts().attempts, totpCode(secret, confirmedAt), confirmedAt));
  return { id, email, actor, secret, codes, confirmedAt };
}

describe('signing up, in and out', () => {
  it('signs up: a new organisation with its first admin, recorded as by that person; a refusal makes nothing', async () => {
    const email = uniqueEmail('owner');
    const organizationsBefore = (await db.selectFrom('organizations').select('id').execute()).length;
    await refusedWith(
      inTransaction((trx) => signUp(trx, visitor, { name: 'Olga Owner', email, password: 'olga owner', password_confirmation: 'other' })),
      { password: 'passwords.weak', password_confirmation: 'validation.confirmed' },
    );
    const taken = (await userRow(adminId)).email;
    await refusedWith(inTransaction((trx) => signUp(trx, visitor, { name: 'Olga', email: taken, password: STRONG, password_confirmation: STRONG })), {
      email: 'validation.unique',
    });
    expect((await db.selectFrom('organizations').select('id').execute()).length).toBe(organizationsBefore);

    const user = await inTransaction((trx) => signUp(trx, visitor, { name: 'Olga Owner', email: email.toUpperCase(), password: STRONG, password_confirmation: STRONG, organization_name: 'Olga & Co' }));
    expect(user).toMatchObject({ email, name: 'Olga Owner', admin: 1, super_admin: 0, active: 1 });
    expect(await verifyPassword(STRONG, user.password_hash!)).toBe(true);
    const organization = await db.selectFrom('organizations').select(['name']).where('id', '=', user.organization_id).executeTakeFirstOrThrow();
    expect(organization.name).toBe('Olga & Co');
    const entries = await db.selectFrom('audit_entries').select(['user_id', 'kind', 'subject_type', 'subject_id', 'details', 'request_id']).where('organization_id', '=', user.organization_id).execute();
    expect(entries).toEqual([{ user_id: user.id, kind: 'organization.created', subject_type: 'organization', subject_id: user.organization_id, details: null, request_id: 'req-visitor' }]);
  });

  it("signs in: a wrong password is one refusal kept in the account's trail; the right one is recorded; two-factor records nothing yet", async () => {
    const { id, email } = await addMember(db, organizationId);
    // Not in a transaction: the HTTP layer commits a refusal (the entry stays), as here.
    await refusedWith(signIn(db, visitor, { email, password: 'wrong' }), { email: 'auth.failed' });
    await refusedWith(signIn(db, visitor, { email: uniqueEmail('nobody'), password: PASSWORD }), { email: 'auth.failed' });
    const { user, twoFactor } = await inTransaction((trx) => signIn(trx, visitor, { email: email.toUpperCase(), password: PASSWORD }));
    expect([user.id, twoFactor]).toEqual([id, false]);
    expect(await entriesAbout(id)).toEqual([
      { organization_id: organizationId, user_id: null, kind: 'auth.signin_failed', subject_type: 'user', subject_id: id, details: null, request_id: 'req-visitor' },
      { organization_id: organizationId, user_id: id, kind: 'auth.signin', subject_type: 'user', subject_id: id, details: null, request_id: 'req-visitor' },
    ]);

    const inactive = await addMember(db, organizationId, undefined, { active: false });
    await refusedWith(inTransaction((trx) => signIn(trx, visitor, { email: inactive.email, password: PASSWORD })), { email: 'auth.inactive' });
    expect(await entriesAbout(inactive.id)).toEqual([]);

    const guarded = await memberWithTwoFactor();
    const before = await entriesAbout(guarded.id);
    expect((await inTransaction((trx) => signIn(trx, visitor, { email: guarded.email, password: PASSWORD }))).twoFactor).toBe(true);
    expect(await entriesAbout(guarded.id)).toEqual(before);
  });

  it('opens a session (replacing the browser’s previous one) and closes it', async () => {
    const { id } = await addMember(db, organizationId);
    const actor = memberActor(id);
    const from = { userAgent: 'test agent', address: '127.0.0.9' };
    const first = await inTransaction((trx) => openSession(trx, actor, from));
    const second = await inTransaction((trx) => openSession(trx, actor, { ...from, previousToken: first }));
    const rows = await db.selectFrom('sessions').select(['id', 'user_agent', 'address']).where('user_id', '=', id).execute();
    expect(rows).toEqual([{ id: sessionIdOf(second), user_agent: 'test agent', address: '127.0.0.9' }]);
    await inTransaction((trx) => closeSession(trx, second));
    await inTransaction((trx) => closeSession(trx, undefined));
    expect(await sessionCount(id)).toBe(0);
    await expect(inTransaction((trx) => openSession(trx, systemActor(organizationId), from))).rejects.toThrow('a session is opened for a person');
  });
});

describe('password reset and joining', () => {
  it('mails one link a minute, uses it once: new password, sessions ended; a wrong address or weak password changes nothing', async () => {
    const { id, email } = await addMember(db, organizationId);
    await inTransaction((trx) => openSession(trx, memberActor(id), { userAgent: null, address: null }));
    expect(await inTransaction((trx) => requestPasswordReset(trx, visitor, uniqueEmail('nobody'), 'https://app.example'))).toBeUndefined();
    const mail = await inTransaction((trx) => requestPasswordReset(trx, visitor, email, 'https://app.example'));
    expect(mail).toMatchObject({ to: email, link: expect.stringMatching(/^https:\/\/app\.example\/password\/reset\//) });
    expect(await inTransaction((trx) => requestPasswordReset(trx, visitor, email, 'https://app.example'))).toBeUndefined();
    const token = decodeURIComponent(mail!.link!.split('/').pop()!);
    const hashBefore = (await userRow(id)).password_hash;

    await refusedWith(inTransaction((trx) => resetPassword(trx, visitor, { token, email: uniqueEmail('other'), password: STRONG, password_confirmation: STRONG })), { email: 'passwords.token' });
    await refusedWith(inTransaction((trx) => resetPassword(trx, visitor, { token, email, password: 'mark member', password_confirmation: 'mark member' })), { password: 'passwords.weak' });
    expect((await userRow(id)).password_hash).toBe(hashBefore);
    expect(await sessionCount(id)).toBe(1);
    expect(await entriesAbout(id)).toEqual([]);

    const { user, twoFactor } = await inTransaction((trx) => resetPassword(trx, visitor, { token, email, password: STRONG, password_confirmation: STRONG }));
    expect([user.id, twoFactor]).toEqual([id, false]);
    expect(await verifyPassword(STRONG, (await userRow(id)).password_hash!)).toBe(true);
    expect(await sessionCount(id)).toBe(0);
    // By the person who held the link, and nothing of the password.
    expect(await entriesAbout(id)).toEqual([
      { organization_id: organizationId, user_id: id, kind: 'user.password_reset', subject_type: 'user', subject_id: id, details: null, request_id: 'req-visitor' },
    ]);
    expect(await db.selectFrom('password_resets').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    await refusedWith(inTransaction((trx) => resetPassword(trx, visitor, { token, email, password: STRONG, password_confirmation: STRONG })), { email: 'passwords.token' });
  });

  it('joins by invitation once, recorded as by the new member; a bad link or password changes nothing', async () => {
    const admin = memberActor(adminId);
    const email = uniqueEmail('invited');
    const { member, mail } = await inTransaction((trx) => inviteMember(trx, admin, email, 'https://app.example'));
    const token = decodeURIComponent(mail.link!.split('/').pop()!);
    await refusedWith(inTransaction((trx) => joinByInvitation(trx, visitor, { token: 'not-a-token', name: 'Ivo', password: STRONG, password_confirmation: STRONG })), {
      token: 'invitation.invalid',
    });
    await refusedWith(inTransaction((trx) => joinByInvitation(trx, visitor, { token, name: 'Ivo', password: STRONG, password_confirmation: 'other' })), {
      password_confirmation: 'validation.confirmed',
    });
    expect((await userRow(member.id)).invite_token).toBe(token);

    const joined = await inTransaction((trx) => joinByInvitation(trx, visitor, { token, name: 'Ivo Invited', password: STRONG, password_confirmation: STRONG, locale: 'nl' }));
    expect(joined).toMatchObject({ id: member.id, name: 'Ivo Invited', invite_token: null, locale: 'nl' });
    expect((await entriesAbout(member.id)).map(({ kind, user_id, request_id }) => ({ kind, user_id, request_id }))).toEqual([
      { kind: 'member.invited', user_id: adminId, request_id: `req-${adminId}` },
      { kind: 'member.joined', user_id: member.id, request_id: 'req-visitor' },
    ]);
  });
});

describe('the own profile, password and sessions', () => {
  it('changes the profile (422 for a taken address), the password (weak: nothing) keeping one session, and ends sessions; the changes are recorded, never the password', async () => {
    const { id } = await addMember(db, organizationId);
    const actor = memberActor(id);
    const taken = (await userRow(adminId)).email;
    await refusedWith(inTransaction((trx) => updateOwnProfile(trx, actor, { name: 'Mara', email: taken })), { email: 'validation.unique' });
    expect(await entriesAbout(id)).toEqual([]);
    const email = uniqueEmail('renamed');
    const updated = await inTransaction((trx) => updateOwnProfile(trx, actor, { name: 'Mara Member', email: email.toUpperCase(), dateformat: 'YYYY-MM-DD' }));
    expect(updated).toMatchObject({ name: 'Mara Member', email, dateformat: 'YYYY-MM-DD', locale: 'en' });
    // The same profile again changes nothing and records nothing.
    await inTransaction((trx) => updateOwnProfile(trx, actor, { name: 'Mara Member', email, dateformat: 'YYYY-MM-DD', locale: 'en' }));
    const changedProfile = { organization_id: organizationId, user_id: id, kind: 'user.profile', subject_type: 'user', subject_id: id, request_id: `req-${id}` };
    expect(await entriesAbout(id)).toEqual([{ ...changedProfile, details: JSON.stringify({ fields: ['dateformat', 'email', 'name'] }) }]);

    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await inTransaction((trx) => openSession(trx, actor, { userAgent: null, address: null })));
    const [kept, other, third] = tokens.map(sessionIdOf);
    const hashBefore = (await userRow(id)).password_hash;
    await refusedWith(inTransaction((trx) => changeOwnPassword(trx, actor, { password: 'mara member', password_confirmation: 'mara' }, kept)), {
      password: 'passwords.weak',
      password_confirmation: 'passwordsnomatch',
    });
    expect([(await userRow(id)).password_hash, await sessionCount(id)]).toEqual([hashBefore, 3]);

    await expect(inTransaction((trx) => endOwnSession(trx, actor, sessionHandleOf(kept), kept))).rejects.toMatchObject({ status: 409 });
    await expect(inTransaction((trx) => endOwnSession(trx, memberActor(adminId), sessionHandleOf(other), undefined))).rejects.toMatchObject({ status: 404 });
    await inTransaction((trx) => endOwnSession(trx, actor, sessionHandleOf(other), kept));
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', id).orderBy('id').execute()).toEqual([{ id: kept }, { id: third }].sort((a, b) => a.id.localeCompare(b.id)));

    await inTransaction((trx) => changeOwnPassword(trx, actor, { password: STRONG, password_confirmation: STRONG }, kept));
    expect(await verifyPassword(STRONG, (await userRow(id)).password_hash!)).toBe(true);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([{ id: kept }]);
    await inTransaction((trx) => openSession(trx, actor, { userAgent: null, address: null }));
    await inTransaction((trx) => endOtherOwnSessions(trx, actor, kept));
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([{ id: kept }]);
    // The profile and the password (once: the weak one changed nothing); ending sessions has no kind.
    const entries = await entriesAbout(id);
    expect(entries).toEqual([
      { ...changedProfile, details: JSON.stringify({ fields: ['dateformat', 'email', 'name'] }) },
      { ...changedProfile, kind: 'user.password', details: null },
    ]);
    expect(JSON.stringify(entries)).not.toContain(STRONG);
    await expect(inTransaction((trx) => updateOwnProfile(trx, systemActor(organizationId), { name: 'x', email }))).rejects.toThrow();
  });
});

describe('personal access tokens', () => {
  it('makes a token (its hash kept, the secret answered once) and revokes it, each recorded; refusals change nothing', async () => {
    const { id } = await addMember(db, organizationId);
    const actor = memberActor(id);
    await refusedWith(inTransaction((trx) => createAccessToken(trx, actor, { name: 'CI', scope: 'read' })), { expires_in_days: 'token.expiry_required' });
    expect(await db.selectFrom('access_tokens').select('id').where('user_id', '=', id).execute()).toEqual([]);

    const { row, secret } = await inTransaction((trx) => createAccessToken(trx, actor, { name: 'CI', scope: 'read', expires_in_days: 30 }));
    expect(secret).toMatch(/^kwt_/);
    const stored = await db.selectFrom('access_tokens').selectAll().where('user_id', '=', id).execute();
    const { organization_name: organizationName, ...storedRow } = row;
    expect(stored).toEqual([storedRow]);
    expect(organizationName).toBe((await db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirstOrThrow()).name);
    expect(JSON.stringify(stored)).not.toContain(secret);

    await expect(inTransaction((trx) => revokeAccessToken(trx, memberActor(adminId), row.id))).rejects.toMatchObject({ status: 404 });
    await inTransaction((trx) => revokeAccessToken(trx, actor, row.id));
    expect(await db.selectFrom('access_tokens').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await entriesAbout(id)).toEqual([
      { organization_id: organizationId, user_id: id, kind: 'user.token_created', subject_type: 'user', subject_id: id, details: JSON.stringify({ name: 'CI', to: 'read' }), request_id: `req-${id}` },
      { organization_id: organizationId, user_id: id, kind: 'user.token_revoked', subject_type: 'user', subject_id: id, details: JSON.stringify({ name: 'CI' }), request_id: `req-${id}` },
    ]);
  });
});

describe('two-factor sign-in', () => {
  it('sets up and confirms (a wrong code changes nothing), signs in with a code, turns off with a recovery code', async () => {
    const { id, email } = await addMember(db, organizationId);
    const actor = memberActor(id);
    const { secret } = await inTransaction((trx) => startTwoFactorSetup(trx, actor, box));
    const pending = (await userRow(id)).two_factor_pending_secret;
    expect(box.open(pending!)).toBe(secret);

    const { attempts, counted } = countingAttempts();
    await refusedWith(inTransaction((trx) => confirmTwoFactor(trx, actor, box, attempts, '000000')), { code: 'two_factor.code_wrong' });
    expect((await userRow(id)).two_factor_secret).toBeNull();
    const now = new Date();
    const codes = await inTransaction((trx) => confirmTwoFactor(trx, actor, box, attempts, totpCode(secret, now), now));
    expect(codes).toHaveLength(10);
    expect([await recoveryCodeCount(id), counted.attempts, counted.forgiven]).toEqual([10, [`${email} code`, `${email} code`], 1]);
    await expect(inTransaction((trx) => startTwoFactorSetup(trx, actor, box))).rejects.toMatchObject({ status: 409 });

    const user = await userRow(id);
    const token = pendingSignInToken(box, user, new Date());
    await refusedWith(signInWithCode(db, visitor, box, attempts, { token, code: '000000' }), { code: 'two_factor.code_wrong' });
    const later = new Date(now.getTime() + TOTP_PERIOD_SECONDS * 1000);
    expect((await inTransaction((trx) => signInWithCode(trx, visitor, box, attempts, { token, code: totpCode(secret, later) }, later))).id).toBe(id);

    await refusedWith(inTransaction((trx) => disableTwoFactor(trx, actor, box, attempts, { password: 'wrong', code: codes[0] })), { password: 'two_factor.password_wrong' });
    expect(await recoveryCodeCount(id)).toBe(10);
    await inTransaction((trx) => disableTwoFactor(trx, actor, box, attempts, { password: PASSWORD, code: codes[0] }));
    expect(await userRow(id)).toMatchObject({ two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null });
    expect(await recoveryCodeCount(id)).toBe(0);

    const subject = { organization_id: organizationId, subject_type: 'user', subject_id: id, details: null };
    expect(await entriesAbout(id)).toEqual([
      { ...subject, user_id: id, kind: 'user.two_factor_on', request_id: `req-${id}` },
      { ...subject, user_id: null, kind: 'auth.two_factor_failed', request_id: 'req-visitor' },
      { ...subject, user_id: id, kind: 'auth.signin_two_factor', request_id: 'req-visitor' },
      { ...subject, user_id: id, kind: 'user.two_factor_off', request_id: `req-${id}` },
    ]);
  });

  it('is reset only by the operator, in the member’s organisation; off already, nothing changes', async () => {
    const guarded = await memberWithTwoFactor();
    await expect(inTransaction((trx) => resetTwoFactor(trx, memberActor(adminId), guarded.id))).rejects.toThrow('only by the operator');
    await expect(inTransaction((trx) => resetTwoFactor(trx, systemActor(organizationId), guarded.id))).rejects.toThrow('only by the operator');
    await expect(inTransaction((trx) => resetTwoFactor(trx, operatorActor(organizationId + 1000), guarded.id))).rejects.toBeInstanceOf(HttpError);
    expect(await recoveryCodeCount(guarded.id)).toBe(10);

    expect(await inTransaction((trx) => resetTwoFactor(trx, operatorActor(organizationId), guarded.id))).toEqual({ wasOn: true });
    expect(await inTransaction((trx) => resetTwoFactor(trx, operatorActor(organizationId), guarded.id))).toEqual({ wasOn: false });
    expect(await recoveryCodeCount(guarded.id)).toBe(0);
    expect((await entriesAbout(guarded.id)).slice(-1)).toEqual([
      { organization_id: organizationId, user_id: null, kind: 'user.two_factor_reset', subject_type: 'user', subject_id: guarded.id, details: null, request_id: null },
    ]);
  });
});

describe('the operator', () => {
  it('alone sets the super admin flag, of a joined account of the organisation named, each change recorded as by nobody of it', async () => {
    const { id, email } = await addMember(db, organizationId);
    await expect(inTransaction((trx) => setSuperAdmin(trx, memberActor(adminId), email, true))).rejects.toThrow('only by the operator');
    await expect(inTransaction((trx) => setSuperAdmin(trx, operatorActor(organizationId + 1000), email, true))).rejects.toBeInstanceOf(HttpError);
    expect((await userRow(id)).super_admin).toBe(0);
    expect(await entriesAbout(id)).toEqual([]);
    expect((await inTransaction((trx) => setSuperAdmin(trx, operatorActor(organizationId), email.toUpperCase(), true))).kind).toBe('done');
    expect((await userRow(id)).super_admin).toBe(1);
    // Granted again: the flag as it was, nothing recorded.
    expect((await inTransaction((trx) => setSuperAdmin(trx, operatorActor(organizationId), email, true))).kind).toBe('done');
    expect((await inTransaction((trx) => setSuperAdmin(trx, operatorActor(organizationId), email, false))).kind).toBe('done');
    expect((await userRow(id)).super_admin).toBe(0);
    const byOperator = { organization_id: organizationId, user_id: null, subject_type: 'user', subject_id: id, details: null, request_id: null };
    expect(await entriesAbout(id)).toEqual([
      { ...byOperator, kind: 'user.super_admin_granted' },
      { ...byOperator, kind: 'user.super_admin_removed' },
    ]);
  });

  it("records an instance event in every organisation's trail, by nobody of it", async () => {
    const at = new Date('2026-11-29T10:00:00.000Z');
    const count = await inTransaction((trx) => recordInstanceEvent(trx, 'instance.backup', at));
    const organizations = await db.selectFrom('organizations').select('id').execute();
    expect(count).toBe(organizations.length);
    const entries = await db.selectFrom('audit_entries').select(['organization_id', 'user_id', 'subject_type', 'at']).where('kind', '=', 'instance.backup').orderBy('organization_id').execute();
    expect(entries).toEqual(organizations.map(({ id }) => ({ organization_id: id, user_id: null, subject_type: null, at: at.toISOString() })).sort((a, b) => a.organization_id - b.organization_id));
  });
});

describe('the command line and the route make the same change', () => {
  it("reset-two-factor turns it off as the member's own call does: same rows, the entry the contract names for each", async () => {
    /** A member with two-factor on, set up over HTTP (the server's own key). */
    async function overHttp() {
      const { id, email } = await addMember(db, organizationId);
      const browser = await signInOverHttp(server, email);
      const setup = await browser.post('/api/user/twofactor/setup');
      const confirmed = await browser.post('/api/user/twofactor/confirm', { code: totpCode(setup.body.secret, new Date()) });
      expect(confirmed.status, confirmed.text).toBe(200);
      return { id, email, browser, codes: confirmed.body.recovery_codes as string[] };
    }
    const byRoute = await overHttp();
    const byCommand = await overHttp();

    const answer = await byRoute.browser.post('/api/user/twofactor/disable', { password: PASSWORD, code: byRoute.codes[0] });
    expect(answer.status, answer.text).toBe(204);
    const env = await databaseEnv(server);
    expect(await run(['reset-two-factor', byCommand.email], env)).toMatchObject({ code: 0, output: expect.stringContaining('is off') });

    const state = async (id: number) => {
      const { two_factor_secret, two_factor_pending_secret, two_factor_last_step, password_hash, active } = await userRow(id);
      return { two_factor_secret, two_factor_pending_secret, two_factor_last_step, password_hash: password_hash !== null, active, codes: await recoveryCodeCount(id) };
    };
    expect(await state(byCommand.id)).toEqual(await state(byRoute.id));
    expect(await state(byRoute.id)).toEqual({ two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null, password_hash: true, active: 1, codes: 0 });

    const last = async (id: number) => {
      const { request_id, ...entry } = (await entriesAbout(id)).at(-1)!;
      return { ...entry, has_request_id: request_id !== null };
    };
    const same = { organization_id: organizationId, subject_type: 'user', details: null };
    expect(await last(byRoute.id)).toEqual({ ...same, subject_id: byRoute.id, user_id: byRoute.id, kind: 'user.two_factor_off', has_request_id: true });
    expect(await last(byCommand.id)).toEqual({ ...same, subject_id: byCommand.id, user_id: null, kind: 'user.two_factor_reset', has_request_id: false });
    // Both sign in with the password alone now.
    for (const { email } of [byRoute, byCommand]) await signInOverHttp(server, email);
  });

  it('make-super-admin sets the flag as the action does, on the account named', async () => {
    const { id, email } = await addMember(db, organizationId);
    const env = await databaseEnv(server);
    expect(await run(['make-super-admin', email], env)).toMatchObject({ code: 0 });
    const viaCommand = await userRow(id);
    await inTransaction((trx) => setSuperAdmin(trx, operatorActor(organizationId), email, false));
    await inTransaction((trx) => setSuperAdmin(trx, operatorActor(organizationId), email, true));
    expect(await userRow(id)).toEqual(viaCommand);
    expect(viaCommand.super_admin).toBe(1);
    expect((await entriesAbout(id)).map(({ kind, user_id, request_id }) => ({ kind, user_id, request_id }))).toEqual([
      { kind: 'user.super_admin_granted', user_id: null, request_id: null },
      { kind: 'user.super_admin_removed', user_id: null, request_id: null },
      { kind: 'user.super_admin_granted', user_id: null, request_id: null },
    ]);
  });
});

describe('the command line writes a change and its audit entry together', () => {
  /** Makes the database refuse audit entries of these kinds while `work` runs (a trigger, dropped after). */
  async function refusingAudit(kinds: string[], work: () => Promise<void>) {
    const list = sql.join(kinds.map((kind) => sql.lit(kind)));
    if (server.dialect === 'sqlite') {
      await sql`create trigger test_refuse_audit before insert on audit_entries when new.kind in (${list}) begin select raise(abort, 'audit refused by the test'); end`.execute(db);
    } else {
      await sql`create function test_refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused by the test'; end $$`.execute(db);
      await sql`create trigger test_refuse_audit before insert on audit_entries for each row when (new.kind in (${list})) execute function test_refuse_audit()`.execute(db);
    }
    try {
      await work();
    } finally {
      await sql`drop trigger test_refuse_audit${server.dialect === 'postgres' ? sql` on audit_entries` : sql``}`.execute(db);
      if (server.dialect === 'postgres') await sql`drop function test_refuse_audit()`.execute(db);
    }
  }

  it('make-super-admin and reset-two-factor change nothing when their entry cannot be written, and both once it can', async () => {
    const flagged = await addMember(db, organizationId);
    const guarded = await memberWithTwoFactor();
    const env = await databaseEnv(server);
    await refusingAudit(['user.super_admin_granted', 'user.two_factor_reset'], async () => {
      await expect(run(['make-super-admin', flagged.email], env)).rejects.toThrow('audit refused by the test');
      await expect(run(['reset-two-factor', guarded.email], env)).rejects.toThrow('audit refused by the test');
    });
    // Rolled back: the flag not set, the secret and the codes still there, no entry.
    expect((await userRow(flagged.id)).super_admin).toBe(0);
    expect((await userRow(guarded.id)).two_factor_secret).not.toBeNull();
    expect(await recoveryCodeCount(guarded.id)).toBe(10);
    expect(await entriesAbout(flagged.id)).toEqual([]);
    const guardedKinds = async () => (await entriesAbout(guarded.id)).map(({ kind }) => kind);
    expect(await guardedKinds()).toEqual(['user.two_factor_on']);

    expect(await run(['make-super-admin', flagged.email], env)).toMatchObject({ code: 0 });
    expect(await run(['reset-two-factor', guarded.email], env)).toMatchObject({ code: 0 });
    expect((await userRow(flagged.id)).super_admin).toBe(1);
    expect(await recoveryCodeCount(guarded.id)).toBe(0);
    expect((await entriesAbout(flagged.id)).map(({ kind }) => kind)).toEqual(['user.super_admin_granted']);
    expect(await guardedKinds()).toEqual(['user.two_factor_on', 'user.two_factor_reset']);
  });
});
