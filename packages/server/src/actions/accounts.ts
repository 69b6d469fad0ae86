import type { Locale, PasswordChange, ProfileUpdate } from '@kwartier/api';
import type { PasswordContext } from '@kwartier/api/passwordStrength';
import type { Db } from '../db/database.js';
import type { PersonRow, UserRow } from '../db/schema.js';
import { changedFields } from '../domain/audit.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { invitationUsable } from '../domain/invitations.js';
import type { MessageId } from '../domain/messages.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../domain/passwords.js';
import { passwordConfirmationProblem, weakPasswordReason } from '../domain/registration.js';
import { newSessionToken, sessionExpiry, sessionIdOf } from '../domain/sessions.js';
import { ssoSignInPath } from '../domain/singleSignOn.js';
import { normalizeEmail } from '../domain/text.js';
import { newLinkToken, tokenHash } from '../domain/tokens.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import { mayMailResetLink, mayResetPassword, passwordResetLink, RESET_LINK_MINUTES, resetLinkExpired } from '../resources/auth/rules.js';
import { authStore } from '../resources/auth/store.js';
import { profileFields } from '../resources/user/rules.js';
import { userStore } from '../resources/user/store.js';
import { clearAccountThrottle } from '../stores/loginThrottle.js';
import { memberOf } from '../stores/members.js';
import { deleteSession, endSessionsOfExcept, insertSession, lastOrganizationOf, sessionStore, switchSessionOrganization, type SeenFrom } from '../stores/sessions.js';
import { activeAdminCount, leaveMembership } from '../resources/team/store.js';
import { actorFor, recordBy, type Actor, type Visitor } from './actor.js';
import { seedExpenseCategories } from './expenses.js';
import { assertPasswordAllowed, passwordAllowed } from './sso.js';

// A person's own account: signing up, in and out, a password reset, joining by invitation, the
// profile, the password, the own sessions (the super admin flag: superAdmin.ts). Throttling sign-in attempts and the session cookie are the HTTP layer's
// (resources/auth/routes.ts, http/session.ts); the checks and the rows are here.

const userSubject = (id: number) => ({ type: 'user' as const, id });

/** A new password's problems (too weak for this person, or not confirmed), 422 under the fields; nothing changed. */
function assertNewPassword(
  locale: Locale,
  input: { password: string; password_confirmation: string },
  context: PasswordContext | null,
  extra: Record<string, MessageId> = {},
  mismatchMessage: MessageId = 'validation.confirmed',
): void {
  const errors: Record<string, MessageId> = { ...extra };
  // Weighed only with a context: for a reset link or an invitation that does not work, the
  // reason would name something of an account to whoever holds the link.
  const weak = context ? weakPasswordReason(input.password, locale, context) : null;
  if (weak) errors.password = 'passwords.weak';
  const mismatch = passwordConfirmationProblem(input.password, input.password_confirmation);
  if (mismatch) errors[mismatch] = mismatchMessage;
  if (Object.keys(errors).length > 0) throw new ValidationFailure(errors, weak ? { reason: weak } : {});
}

/** Sign-up: a new organisation (its name and language as given, else the person's name), with that person as its first admin. */
export async function signUp(
  db: Db,
  visitor: Visitor,
  input: { name: string; email: string; password: string; password_confirmation: string; locale?: Locale; organization_name?: string; organization_locale?: Locale },
  now = new Date(),
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  assertNewPassword(visitor.locale, input, { name: input.name, email, organizationName: input.organization_name });
  await userStore(db).assertEmailFree(email);
  const user = await authStore(db).register({
    name: input.name,
    email,
    passwordHash: await hashPassword(input.password),
    locale: input.locale,
    organization: { name: input.organization_name ?? input.name, locale: input.organization_locale ?? input.locale },
    now,
  });
  await recordBy(db, actorFor(visitor, user, user.id), 'organization.created', { type: 'organization', id: user.organization_id }, undefined);
  // A new organisation starts with the usual expense categories, named in its language.
  await seedExpenseCategories(db, user.organization_id, input.organization_locale ?? input.locale ?? user.locale, now);
  return user;
}

/**
 * Signs in by address and password (the caller has counted the attempt). A wrong address or
 * password is one refusal (422 `auth.failed`, after as long as either takes); a known address's
 * failure goes into its organisation's trail (the refusal commits). An inactive member is told
 * so only after the right password. With two-factor on, `twoFactor` says a code is still asked:
 * nothing is recorded yet.
 */
export async function signIn(db: Db, visitor: Visitor, input: { email: string; password: string }): Promise<{ user: UserRow; twoFactor: boolean }> {
  const auth = authStore(db);
  const found = await auth.personByEmail(normalizeEmail(input.email));
  // Always compare against some hash, so an unknown address takes as long as a wrong password.
  const matches = await verifyPassword(input.password, found?.password_hash ?? (await decoyPasswordHash()));
  // One who has not accepted an invitation yet has no password, so never matches.
  if (!found || !matches || !found.password_hash) {
    const trail = found && (await auth.joinedMemberships(found.id))[0];
    if (trail) await recordBy(db, actorFor(visitor, trail, null), 'auth.signin_failed', userSubject(trail.id), undefined);
    throw new ValidationFailure({ email: 'auth.failed' });
  }
  // Told only after the right password: no organisation to work in, or only ones that sign in with single sign-on.
  const member = await passwordEntry(db, found);
  if (found.two_factor_secret !== null) return { user: member, twoFactor: true };
  await recordBy(db, actorFor(visitor, member, member.id), 'auth.signin', userSubject(member.id), undefined);
  return { user: member, twoFactor: false };
}

/**
 * The organisation a password sign-in (or a reset link, or the second step after either) enters:
 * of the person's active memberships they accepted, the ones whose organisation lets them in with
 * a password (single sign-on not required of them), the one the person's latest session worked
 * in, else the earliest. 422 under `field`: `auth.inactive` without any, `auth.sso_required` when
 * each asks for single sign-on.
 */
export async function passwordEntry(db: Db, person: PersonRow, field = 'email'): Promise<UserRow> {
  const joined = await authStore(db).joinedMemberships(person.id);
  if (joined.length === 0) throw new ValidationFailure({ [field]: 'auth.inactive' });
  const allowed: UserRow[] = [];
  for (const member of joined) if (await passwordAllowed(db, member)) allowed.push(member);
  if (allowed.length === 0) throw new ValidationFailure({ [field]: 'auth.sso_required' });
  const last = await lastOrganizationOf(db, person.id);
  return allowed.find((member) => member.organization_id === last) ?? allowed[0]!;
}

/**
 * A new session of the actor (signed in): the browser's previous session, if it had one, ends
 * (no session fixation). Answers the token for the cookie; only its sha256 is stored.
 */
export async function openSession(db: Db, actor: Actor, from: SeenFrom & { previousToken?: string }, now = new Date()): Promise<string> {
  if (actor.userId === null) throw new Error('a session is opened for a person');
  if (from.previousToken) await deleteSession(db, sessionIdOf(from.previousToken));
  const token = newSessionToken();
  await insertSession(db, {
    id: sessionIdOf(token),
    userId: actor.userId,
    organizationId: actor.organizationId,
    expiresAt: sessionExpiry(now),
    now,
    userAgent: from.userAgent,
    address: from.address,
  });
  return token;
}

/** Signing out: the session the token names ends, whatever its state (expired, unknown: nothing). */
export async function closeSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, sessionIdOf(token));
}

/**
 * Forgot password: for an account that may reset (active, joined) and has not had a link within
 * the mail interval, a new single-use link replaces the previous one. Answers the mail to send
 * after the commit, or undefined — the caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, _visitor: Visitor, address: string, appUrl: string, now = new Date()): Promise<OutgoingMail | undefined> {
  const auth = authStore(db);
  const person = await auth.personByEmail(normalizeEmail(address));
  const into = person && (await auth.joinedMemberships(person.id))[0];
  if (!person || !into || !mayResetPassword(person, into) || !mayMailResetLink(await auth.resetLinkCreatedAt(person.id), now)) return undefined;
  const token = newLinkToken();
  await auth.saveResetLink(person.id, tokenHash(token), now);
  const link = passwordResetLink(appUrl, token);
  return { ...passwordResetMail(await auth.organizationLocale(into.organization_id), { link, minutes: RESET_LINK_MINUTES }), to: person.email, link };
}

/**
 * The reset link's form: the link (its address too) must be usable, the password strong and
 * confirmed (422, nothing changed). The link is used up, the new password set, every session of
 * the account ended and its sign-in throttle cleared. A reset link proves the mailbox, not the
 * second factor: with two-factor on (`twoFactor`) the caller still asks for the code.
 */
export async function resetPassword(
  db: Db,
  visitor: Visitor,
  input: { token: string; email: string; password: string; password_confirmation: string },
  now = new Date(),
): Promise<{ user: UserRow; twoFactor: boolean }> {
  const auth = authStore(db);
  const hash = tokenHash(input.token);
  const found = await auth.resetLinkUser(hash);
  const into = found && (await auth.joinedMemberships(found.id))[0];
  const usable = found !== undefined && into !== undefined && found.email === normalizeEmail(input.email) && !resetLinkExpired(found.reset_created_at, now) && mayResetPassword(found, into);
  const context = usable ? { name: found.name, email: found.email, organizationName: await userStore(db).organizationName(into.organization_id) } : null;
  assertNewPassword(visitor.locale, input, context, usable ? {} : { email: 'passwords.token' });
  if (!found) throw new ValidationFailure({ email: 'passwords.token' });
  const member = await passwordEntry(db, found);

  const passwordHash = await hashPassword(input.password);
  if (!(await auth.useResetLink(found.id, hash, passwordHash))) throw new ValidationFailure({ email: 'passwords.token' });
  // Whoever had a session (perhaps whoever knew the old password) has it no longer.
  await sessionStore(db).endAllOf(found.id);
  await clearAccountThrottle(db, found.email);
  // By the person who held the link; never the password itself.
  await recordBy(db, actorFor(visitor, member, member.id), 'user.password_reset', userSubject(member.id), undefined);
  const user = { ...member, password_hash: passwordHash };
  return { user, twoFactor: user.two_factor_secret !== null };
}

/**
 * Whether an invited address has an account already (a password, or an organisation joined by
 * single sign-on): such an invitee accepts signed in, not by choosing a password.
 */
export async function hasAccount(db: Db, person: Pick<UserRow, 'id' | 'password_hash'>): Promise<boolean> {
  return person.password_hash !== null || (await authStore(db).joinedMemberships(person.id)).length > 0;
}

/**
 * Accepting an invitation as a newcomer: the pending member gets a name, a password (and
 * language) and has joined. An address that has an account already accepts signed in
 * ({@link acceptInvitation}): 422 under `token`.
 */
export async function joinByInvitation(
  db: Db,
  visitor: Visitor,
  input: { token: string; name: string; password: string; password_confirmation: string; locale?: Locale },
): Promise<UserRow> {
  const auth = authStore(db);
  const member = await auth.invitee(input.token);
  const usable = invitationUsable(member) && member !== undefined;
  assertNewPassword(
    visitor.locale,
    input,
    usable ? { name: input.name, email: member.email, organizationName: member.organization_name } : null,
    usable ? {} : { token: 'invitation.invalid' },
  );
  if (!member) throw new ValidationFailure({ token: 'invitation.invalid' });
  if (await hasAccount(db, member)) throw new ValidationFailure({ token: 'invitation.sign_in_to_accept' });
  await assertPasswordAllowed(db, member, 'token');
  const joined = await auth.join(input.token, { name: input.name, passwordHash: await hashPassword(input.password), locale: input.locale });
  if (!joined) throw new ValidationFailure({ token: 'invitation.invalid' });
  await recordBy(db, actorFor(visitor, joined, joined.id), 'member.joined', userSubject(joined.id), undefined);
  return joined;
}

/**
 * The signed-in person accepts an invitation to another organisation (their address had an
 * account): 422 under `token` when it is not usable or for another person, 403 with `sso_url`
 * (as {@link switchOrganization}) when that organisation requires single sign-on of them. The
 * session (`sessionId`) acts there from now on; answers the person as a member there.
 */
export async function acceptInvitation(db: Db, actor: Actor, sessionId: string, token: string): Promise<UserRow> {
  const userId = ownUserId(actor);
  const auth = authStore(db);
  const member = await auth.invitee(token);
  if (!member || !invitationUsable(member)) throw new ValidationFailure({ token: 'invitation.invalid' });
  if (member.id !== userId) throw new ValidationFailure({ token: 'invitation.other_account' });
  // Its provider's sign-in accepts the invitation instead (finishSsoSignIn, actions/sso.ts) and lands there.
  if (!(await passwordAllowed(db, member))) throw new HttpError(403, 'auth.sso_required_there', { sso_url: ssoSignInPath(member.organization_id) });
  const joined = await auth.join(token);
  if (!joined) throw new ValidationFailure({ token: 'invitation.invalid' });
  await recordBy(db, { ...actor, organizationId: joined.organization_id }, 'member.joined', userSubject(joined.id), undefined);
  await switchSessionOrganization(db, sessionId, joined.organization_id);
  return joined;
}

/**
 * The signed-in person declines an invitation to another organisation (their address had an
 * account): 422 under `token` as for accepting. The pending membership goes (with any places on
 * its activities); the session stays where it works.
 */
export async function declineInvitation(db: Db, actor: Actor, token: string, now = new Date()): Promise<void> {
  const userId = ownUserId(actor);
  const member = await authStore(db).invitee(token);
  if (!member || !invitationUsable(member)) throw new ValidationFailure({ token: 'invitation.invalid' });
  if (member.id !== userId) throw new ValidationFailure({ token: 'invitation.other_account' });
  await leaveMembership(db, member.organization_id, userId);
  await recordBy(db, { ...actor, organizationId: member.organization_id }, 'member.declined', userSubject(userId), { name: member.name || member.email }, now);
}

/**
 * The person's session acts in another of their organisations: 404 when they are not an active
 * member there who accepted, 403 when it requires single sign-on of them, with `sso_url` where
 * the sign-in through its provider starts (which signs the browser in there). Answers the person
 * as a member there.
 */
export async function switchOrganization(db: Db, actor: Actor, sessionId: string, organizationId: number): Promise<UserRow> {
  const member = await memberOf(db, organizationId, ownUserId(actor));
  if (!member || member.active !== 1 || member.invite_token !== null) throw new HttpError(404, 'http.not_found');
  if (!(await passwordAllowed(db, member))) throw new HttpError(403, 'auth.sso_required_there', { sso_url: ssoSignInPath(organizationId) });
  await switchSessionOrganization(db, sessionId, organizationId);
  return member;
}

/**
 * The person leaves one of their organisations and keeps the others (see team store
 * `leaveMembership`): 404 when not a member there, 409 for its last active admin or the
 * person's only organisation. The session (`sessionId`) moves to another of theirs when it
 * worked in the one left.
 */
export async function leaveOrganization(db: Db, actor: Actor, sessionId: string, organizationId: number, now = new Date()): Promise<void> {
  const userId = ownUserId(actor);
  const member = await memberOf(db, organizationId, userId);
  if (!member) throw new HttpError(404, 'http.not_found');
  const others = (await authStore(db).joinedMemberships(userId)).filter((other) => other.organization_id !== organizationId);
  if (others.length === 0) throw new HttpError(409, 'team.leave_only');
  if (member.admin === 1 && member.active === 1 && member.invite_token === null && (await activeAdminCount(db, organizationId)) <= 1) throw new HttpError(409, 'team.leave_last_admin');
  await recordBy(db, { ...actor, organizationId }, 'member.left', userSubject(userId), { name: member.name || member.email }, now);
  // The session moves first: leaving ends the sessions acting in the organisation left.
  if (organizationId === actor.organizationId) await switchSessionOrganization(db, sessionId, others[0]!.organization_id);
  await leaveMembership(db, organizationId, userId);
}

/**
 * The actor's own profile: name, email (422 when another account has it), and when given, date
 * format and language. Recorded as `user.profile` naming the fields that changed (not their
 * values); a save that changes nothing records nothing.
 */
export async function updateOwnProfile(db: Db, actor: Actor, input: ProfileUpdate): Promise<UserRow> {
  const before = await ownUser(db, actor);
  const fields = profileFields(input);
  const updated = await userStore(db).updateProfile({ organizationId: actor.organizationId, userId: before.id }, fields);
  const changed = changedFields(before, fields);
  if (changed.length > 0) await recordBy(db, actor, 'user.profile', userSubject(updated.id), { fields: changed });
  return updated;
}

/**
 * The actor's own new password (the session is the proof; the contract asks no current one):
 * strong and confirmed, else 422 and nothing changed. The actor's sessions but `keepSessionId`
 * (the one asking) end.
 */
export async function changeOwnPassword(db: Db, actor: Actor, input: PasswordChange, keepSessionId: string | undefined): Promise<void> {
  const users = userStore(db);
  const user = await ownUser(db, actor);
  // 'passwordsnomatch' is the message key the app's Change password screen shows.
  assertNewPassword(actor.locale, input, { name: user.name, email: user.email, organizationName: await users.organizationName(user.organization_id) }, {}, 'passwordsnomatch');
  await users.setPasswordHash(user.id, await hashPassword(input.password));
  await endSessionsOfExcept(db, user.id, keepSessionId);
  // That it changed, never the password (nor its hash).
  await recordBy(db, actor, 'user.password', userSubject(user.id), undefined);
}

/** Ends one of the actor's own sessions, named by its handle: another person's (or an ended) one is 404, `currentSessionId` 409. */
export async function endOwnSession(db: Db, actor: Actor, handle: string, currentSessionId: string | undefined): Promise<void> {
  const sessions = sessionStore(db);
  const userId = ownUserId(actor);
  const id = await sessions.idOf(userId, handle);
  if (id === undefined) throw new HttpError(404, 'http.not_found');
  if (id === currentSessionId) throw new HttpError(409, 'sessions.end_current');
  await sessions.end(userId, id);
}

/** Ends the actor's sessions in other browsers, keeping `currentSessionId`. */
export async function endOtherOwnSessions(db: Db, actor: Actor, currentSessionId: string | undefined): Promise<void> {
  await sessionStore(db).endAllOfExcept(ownUserId(actor), currentSessionId);
}

/** The member acting on their own account (a job or the command line has none: a programming error). */
function ownUserId(actor: Actor): number {
  if (actor.userId === null) throw new Error("an account's own settings are changed by its person");
  return actor.userId;
}

async function ownUser(db: Db, actor: Actor): Promise<UserRow> {
  const user = await memberOf(db, actor.organizationId, ownUserId(actor));
  if (!user) throw new HttpError(404, 'http.not_found');
  return user;
}
