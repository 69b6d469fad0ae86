import { Hono } from 'hono';
import { invitationUsable } from '../../domain/invitations.js';
import type { MessageId } from '../../domain/messages.js';
import { mayMailResetLink, mayResetPassword, passwordResetLink, RESET_LINK_MINUTES, resetLinkExpired } from './rules.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../domain/passwords.js';
import { passwordConfirmationProblem, weakPasswordReason } from '../../domain/registration.js';
import { normalizeEmail } from '../../domain/text.js';
import { newLinkToken, tokenHash } from '../../domain/tokens.js';
import { audit } from '../../http/audit.js';
import { afterCommit } from '../../http/idempotency.js';
import { callerAddress, HttpError, route, say, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { endSession, startSession } from '../../http/session.js';
import { passwordResetMail } from '../../mail/templates.js';
import { loginThrottleStore } from '../../stores/loginThrottle.js';
import { sessionStore } from '../../stores/sessions.js';
import { serverSecretBox } from '../../domain/secretBox.js';
import { pendingSignInToken } from '../../domain/twoFactor.js';
import { ownUserShape } from '../twofactor/shape.js';
import { userShape } from '../user/shape.js';
import { seedExpenseCategories } from '../../actions/expenses.js';
import { userStore } from '../user/store.js';
import { invitationShape } from './shape.js';
import { authStore } from './store.js';

export const authRoutes = new Hono<AppEnv>();

/** Sign-up: a new organisation (its name and language as given, else the person's name), with that user as its first admin. */
route(authRoutes, '/register', 'post', async (c, { body }) => {
  const email = normalizeEmail(body.email);
  const errors: Record<string, MessageId> = {};
  const weak = weakPasswordReason(body.password, c.get('locale') ?? 'en', { name: body.name, email, organizationName: body.organization_name });
  if (weak) errors.password = 'passwords.weak';
  const mismatch = passwordConfirmationProblem(body.password, body.password_confirmation);
  if (mismatch) errors[mismatch] = 'validation.confirmed';
  if (weak || mismatch) throw new ValidationFailure(errors, weak ? { reason: weak } : {});
  await storeOf(c, userStore).assertEmailFree(email);
  const passwordHash = await hashPassword(body.password);
  const user = await storeOf(c, authStore).register({
    name: body.name,
    email,
    passwordHash,
    locale: body.locale,
    organization: { name: body.organization_name ?? body.name, locale: body.organization_locale ?? body.locale },
    now: new Date(),
  });
  await audit(c, 'organization.created', { type: 'organization', id: user.organization_id }, undefined, { organizationId: user.organization_id, userId: user.id });
  await seedExpenseCategories(c.get('db'), user.organization_id, body.organization_locale ?? body.locale ?? user.locale);
  await startSession(c, user.id);
  return c.json(userShape(user, user.id), 201);
});

route(authRoutes, '/login', 'post', async (c, { body }) => {
  const throttle = storeOf(c, loginThrottleStore);
  // Counted before the password is looked at, and refused without looking at it when locked.
  const attempt = await throttle.count(body.email, callerAddress(c));
  if (attempt.lockout.locked) {
    const seconds = attempt.lockout.retryAfterSeconds;
    c.header('Retry-After', String(seconds));
    throw new ValidationFailure({ email: 'auth.throttled' }, { seconds });
  }
  const found = await storeOf(c, authStore).userByEmail(normalizeEmail(body.email));
  // Always compare against some hash, so an unknown address takes as long as a wrong password.
  const matches = await verifyPassword(body.password, found?.password_hash ?? (await decoyPasswordHash()));
  // One who has not accepted the invitation yet has no password, so never matches.
  if (!found || !matches || !found.password_hash) {
    // A known address's failure goes into that member's organisation (the 422 commits); an
    // unknown address belongs to no organisation and is only counted by the throttle.
    if (found) await audit(c, 'auth.signin_failed', { type: 'user', id: found.id }, undefined, { organizationId: found.organization_id, userId: null });
    throw new ValidationFailure({ email: 'auth.failed' });
  }
  // Said only to whoever knows the password, so it tells strangers nothing.
  if (found.active !== 1) throw new ValidationFailure({ email: 'auth.inactive' });
  if (found.two_factor_secret !== null) {
    // The attempt stays counted until the code is right too: a right password alone does not
    // buy fresh guesses at the code.
    return c.json({ two_factor_required: true as const, token: pendingSignInToken(serverSecretBox(c.get('config')), found, new Date()) }, 202);
  }
  await throttle.forgive(attempt.keys);
  await audit(c, 'auth.signin', { type: 'user', id: found.id }, undefined, { organizationId: found.organization_id, userId: found.id });
  await startSession(c, found.id);
  return c.json(await ownUserShape(c.get('db'), found), 200);
});

/** A full page load: never fails, always lands on the login page. */
route(authRoutes, '/logout', 'get', async (c) => {
  await endSession(c);
  return c.redirect('/login', 302);
});

/**
 * Forgot password: the same answer whether or not the address has an account. The mail goes
 * out after the commit (its link names the stored row) and after the answer, so the time a mail
 * server takes does not tell either.
 */
route(authRoutes, '/password/email', 'post', async (c, { body }) => {
  const auth = storeOf(c, authStore);
  const user = await auth.resetCandidate(normalizeEmail(body.email));
  const now = new Date();
  if (user && mayResetPassword(user) && mayMailResetLink(await auth.resetLinkCreatedAt(user.id), now)) {
    const token = newLinkToken();
    await auth.saveResetLink(user.id, tokenHash(token), now);
    const link = passwordResetLink(c.get('config').appUrl, token);
    const mail = passwordResetMail(user.organization_locale, { link, minutes: RESET_LINK_MINUTES });
    const mailer = c.get('mailer');
    afterCommit(c, () => mailer.sendAfterAnswer({ ...mail, to: user.email, link }, 'password reset mail'));
  }
  return c.json({ message: say(c, 'passwords.sent') }, 200);
});

/** The reset link's form: a new password, every other session ended, signed in. */
route(authRoutes, '/password/reset', 'post', async (c, { body }) => {
  const auth = storeOf(c, authStore);
  const hash = tokenHash(body.token);
  const found = await auth.resetLinkUser(hash);
  const errors: Record<string, MessageId> = {};
  const usable = found && found.email === normalizeEmail(body.email) && !resetLinkExpired(found.reset_created_at, new Date()) && mayResetPassword(found);
  if (!usable) errors.email = 'passwords.token';
  // Weighed only for whoever holds a usable link: the reason names nothing of the account to others.
  const weak = usable
    ? weakPasswordReason(body.password, c.get('locale') ?? 'en', {
        name: found.name,
        email: found.email,
        organizationName: await storeOf(c, userStore).organizationName(found.organization_id),
      })
    : null;
  if (weak) errors.password = 'passwords.weak';
  const mismatch = passwordConfirmationProblem(body.password, body.password_confirmation);
  if (mismatch) errors[mismatch] = 'validation.confirmed';
  if (!found || !usable || weak || mismatch) throw new ValidationFailure(errors, weak ? { reason: weak } : {});

  const passwordHash = await hashPassword(body.password);
  if (!(await auth.useResetLink(found.id, hash, passwordHash))) throw new ValidationFailure({ email: 'passwords.token' });
  // Whoever had a session (perhaps whoever knew the old password) has it no longer.
  await storeOf(c, sessionStore).endAllOf(found.id);
  await storeOf(c, loginThrottleStore).clearAccount(found.email);
  const { reset_created_at: _, ...row } = found;
  const user = { ...row, password_hash: passwordHash };
  // A reset link proves the mailbox, not the second factor: the code is still asked.
  if (user.two_factor_secret !== null) {
    return c.json({ two_factor_required: true as const, token: pendingSignInToken(serverSecretBox(c.get('config')), user, new Date()) }, 202);
  }
  await startSession(c, user.id);
  return c.json(await ownUserShape(c.get('db'), user), 200);
});

/** The join screen's lookup: who was invited. A page load of this path gets the app (x-page). */
route(authRoutes, '/invitation/{token}', 'get', async (c, { params }) => {
  const member = await storeOf(c, authStore).invitee(params.token);
  if (!member || !invitationUsable(member)) throw new HttpError(404, 'invitation.not_found');
  return c.json(invitationShape(member), 200);
});

/** Accepting an invitation: the pending member gets a name and password and is signed in. */
route(authRoutes, '/join', 'post', async (c, { body }) => {
  const auth = storeOf(c, authStore);
  const member = await auth.invitee(body.token);
  const errors: Record<string, MessageId> = {};
  const usable = invitationUsable(member);
  if (!usable) errors.token = 'invitation.invalid';
  const weak =
    usable && member
      ? weakPasswordReason(body.password, c.get('locale') ?? 'en', { name: body.name, email: member.email, organizationName: member.organization_name })
      : null;
  if (weak) errors.password = 'passwords.weak';
  const mismatch = passwordConfirmationProblem(body.password, body.password_confirmation);
  if (mismatch) errors[mismatch] = 'validation.confirmed';
  if (!member || Object.keys(errors).length > 0) throw new ValidationFailure(errors, weak ? { reason: weak } : {});

  const joined = await auth.join(member.id, body.token, { name: body.name, passwordHash: await hashPassword(body.password), locale: body.locale });
  if (!joined) throw new ValidationFailure({ token: 'invitation.invalid' });
  await audit(c, 'member.joined', { type: 'user', id: joined.id }, undefined, { organizationId: joined.organization_id, userId: joined.id });
  await startSession(c, joined.id);
  return c.json(userShape(joined, joined.id), 200);
});
