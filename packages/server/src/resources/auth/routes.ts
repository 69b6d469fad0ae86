import { Hono } from 'hono';
import { hasAccount, joinByInvitation, requestPasswordReset, resetPassword, signIn, signUp } from '../../actions/accounts.js';
import { invitationUsable } from '../../domain/invitations.js';
import { serverSecretBox } from '../../domain/secretBox.js';
import { pendingSignInToken } from '../../domain/twoFactor.js';
import { visitorOf } from '../../http/actor.js';
import { afterCommit } from '../../http/idempotency.js';
import { callerAddress, HttpError, route, say, storeOf, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { endSession, startSession } from '../../http/session.js';
import { loginThrottleStore } from '../../stores/loginThrottle.js';
import type { UserRow } from '../../db/schema.js';
import { ownUserShape } from '../twofactor/shape.js';
import { userShape } from '../user/shape.js';
import { invitationShape } from './shape.js';
import { authStore } from './store.js';

// Signing up, in and out, password resets, joining by invitation: the changes are actions
// (actions/accounts.ts); the sign-in throttle, the pending two-factor token and the cookie are here.

export const authRoutes = new Hono<AppEnv>();

/** Sign-up: a new organisation (its name and language as given, else the person's name), with that user as its first admin. */
route(authRoutes, '/register', 'post', async (c, { body }) => {
  const user = await signUp(c.get('db'), visitorOf(c), body);
  await startSession(c, user);
  return c.json(userShape(user, user.id), 201);
});

/** The 202 of a sign-in that still needs the second factor: a short-lived token for `/login/twofactor`. */
const codeStillAsked = (c: AppContext, user: UserRow) =>
  c.json({ two_factor_required: true as const, token: pendingSignInToken(serverSecretBox(c.get('config')), user, new Date()) }, 202);

route(authRoutes, '/login', 'post', async (c, { body }) => {
  const throttle = storeOf(c, loginThrottleStore);
  // Counted before the password is looked at, and refused without looking at it when locked.
  const attempt = await throttle.count(body.email, callerAddress(c));
  if (attempt.lockout.locked) {
    const seconds = attempt.lockout.retryAfterSeconds;
    c.header('Retry-After', String(seconds));
    throw new ValidationFailure({ email: 'auth.throttled' }, { seconds });
  }
  const { user, twoFactor } = await signIn(c.get('db'), visitorOf(c), body);
  // The attempt stays counted until the code is right too: a right password alone does not buy
  // fresh guesses at the code.
  if (twoFactor) return codeStillAsked(c, user);
  await throttle.forgive(attempt.keys);
  await startSession(c, user);
  return c.json(await ownUserShape(c.get('db'), user), 200);
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
  const mail = await requestPasswordReset(c.get('db'), visitorOf(c), body.email, c.get('config').appUrl);
  if (mail) {
    const mailer = c.get('mailer');
    afterCommit(c, () => mailer.sendAfterAnswer(mail, 'password reset mail'));
  }
  return c.json({ message: say(c, 'passwords.sent') }, 200);
});

/** The reset link's form: a new password, every session ended, signed in (or the code asked first). */
route(authRoutes, '/password/reset', 'post', async (c, { body }) => {
  const { user, twoFactor } = await resetPassword(c.get('db'), visitorOf(c), body);
  if (twoFactor) return codeStillAsked(c, user);
  await startSession(c, user);
  return c.json(await ownUserShape(c.get('db'), user), 200);
});

/** The join screen's lookup: who was invited. A page load of this path gets the app (x-page). */
route(authRoutes, '/invitation/{token}', 'get', async (c, { params }) => {
  const member = await storeOf(c, authStore).invitee(params.token);
  if (!member || !invitationUsable(member)) throw new HttpError(404, 'invitation.not_found');
  return c.json(invitationShape(member, await hasAccount(c.get('db'), member)), 200);
});

/** Accepting an invitation: the pending member gets a name and password and is signed in. */
route(authRoutes, '/join', 'post', async (c, { body }) => {
  const joined = await joinByInvitation(c.get('db'), visitorOf(c), body);
  await startSession(c, joined);
  return c.json(userShape(joined, joined.id), 200);
});
