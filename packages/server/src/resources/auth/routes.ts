import type { JoinRequest, LoginRequest, PasswordEmailRequest, PasswordResetRequest, RegisterRequest } from '@kwartier/api';
import { Hono } from 'hono';
import { isUniqueViolation } from '../db/errors.js';
import { invitationUsable } from '../domain/invitations.js';
import type { Locale, MessageId } from '../domain/messages.js';
import { newOrganization } from '../domain/organizations.js';
import { mayMailResetLink, mayResetPassword, passwordResetLink, RESET_LINK_MINUTES, resetLinkExpired } from '../domain/passwordResets.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../domain/passwords.js';
import { passwordConfirmationProblem } from '../domain/registration.js';
import { normalizeEmail } from '../domain/text.js';
import { newLinkToken, tokenHash } from '../domain/tokens.js';
import { HttpError, say, ValidationFailure, validBody, validParams, type AppEnv } from '../http/context.js';
import { clearAccountThrottle, countLoginAttempt, forgiveLoginAttempt } from '../http/loginThrottle.js';
import { endAllSessionsOf, endSession, startSession } from '../http/session.js';
import { invitationShape, userShape } from '../http/shapes.js';
import { passwordResetMail } from '../mail/templates.js';

export const authRoutes = new Hono<AppEnv>();

/** Sign-up: a new organisation named after the user, with that user as its first admin. */
authRoutes.post('/register', async (c) => {
  const input = validBody<RegisterRequest>(c);
  const mismatch = passwordConfirmationProblem(input.password, input.password_confirmation);
  if (mismatch) throw new ValidationFailure({ [mismatch]: 'validation.confirmed' });
  const db = c.get('db');
  const email = normalizeEmail(input.email);
  const taken = () => new ValidationFailure({ email: 'validation.unique' });
  if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) throw taken();

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  let user;
  try {
    user = await db.transaction().execute(async (trx) => {
      const organization = await trx.insertInto('organizations').values(newOrganization(input.name, now)).returning('id').executeTakeFirstOrThrow();
      return trx
        .insertInto('users')
        .values({
          organization_id: organization.id,
          name: input.name,
          email,
          password_hash: passwordHash,
          admin: 1,
          // Only the operator's command makes a super admin (superAdmins.ts).
          super_admin: 0,
          active: 1,
          locale: 'en',
          dateformat: 'DD-MM-YYYY',
          invite_token: null,
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await startSession(c, user.id);
  return c.json(userShape(user, user.id), 201);
});

authRoutes.post('/login', async (c) => {
  const input = validBody<LoginRequest>(c);
  const db = c.get('db');
  // Counted before the password is looked at, and refused without looking at it when locked.
  const attempt = await countLoginAttempt(c, input.email);
  if (attempt.lockout.locked) {
    const seconds = attempt.lockout.retryAfterSeconds;
    c.header('Retry-After', String(seconds));
    throw new ValidationFailure({ email: 'auth.throttled' }, { seconds });
  }
  const found = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(input.email)).executeTakeFirst();
  // Always compare against some hash, so an unknown address takes as long as a wrong password.
  const matches = await verifyPassword(input.password, found?.password_hash ?? (await decoyPasswordHash()));
  // One who has not accepted the invitation yet has no password, so never matches.
  if (!found || !matches || !found.password_hash) throw new ValidationFailure({ email: 'auth.failed' });
  // Said only to whoever knows the password, so it tells strangers nothing.
  if (found.active !== 1) throw new ValidationFailure({ email: 'auth.inactive' });
  await forgiveLoginAttempt(db, attempt.keys);
  await startSession(c, found.id);
  return c.json(userShape(found, found.id), 200);
});

/** A full page load: never fails, always lands on the login page. */
authRoutes.get('/logout', async (c) => {
  await endSession(c);
  return c.redirect('/login', 302);
});

/**
 * Forgot password: the same answer whether or not the address has an account. The mail goes
 * out after the answer, so the time a mail server takes does not tell either.
 */
authRoutes.post('/password/email', async (c) => {
  const { email } = validBody<PasswordEmailRequest>(c);
  const db = c.get('db');
  const { appUrl } = c.get('config');
  const user = await db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'users.email', 'users.active', 'users.invite_token', 'users.password_hash', 'organizations.locale as organization_locale'])
    .where('users.email', '=', normalizeEmail(email))
    .executeTakeFirst();
  const now = new Date();
  if (user && mayResetPassword(user)) {
    const previous = await db.selectFrom('password_resets').select('created_at').where('user_id', '=', user.id).executeTakeFirst();
    if (mayMailResetLink(previous?.created_at, now)) {
      const token = newLinkToken();
      // One outstanding link per user: a new one replaces (and so invalidates) the previous.
      await db
        .insertInto('password_resets')
        .values({ user_id: user.id, token_hash: tokenHash(token), created_at: now.toISOString() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash(token), created_at: now.toISOString() }))
        .execute();
      const link = passwordResetLink(appUrl, token);
      const mail = passwordResetMail(user.organization_locale as Locale, { link, minutes: RESET_LINK_MINUTES });
      c.get('mailer').sendAfterAnswer({ ...mail, to: user.email, link }, 'password reset mail');
    }
  }
  return c.json({ message: say(c, 'passwords.sent') }, 200);
});

/** The reset link's form: a new password, every other session ended, signed in. */
authRoutes.post('/password/reset', async (c) => {
  const input = validBody<PasswordResetRequest>(c);
  const db = c.get('db');
  const hash = tokenHash(input.token);
  const found = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .selectAll('users')
    .select('password_resets.created_at as reset_created_at')
    .where('password_resets.token_hash', '=', hash)
    .executeTakeFirst();
  const errors: Record<string, MessageId> = {};
  const usable = found && found.email === normalizeEmail(input.email) && !resetLinkExpired(found.reset_created_at, new Date()) && mayResetPassword(found);
  if (!usable) errors.email = 'passwords.token';
  const mismatch = passwordConfirmationProblem(input.password, input.password_confirmation);
  if (mismatch) errors[mismatch] = 'validation.confirmed';
  if (!found || !usable || mismatch) throw new ValidationFailure(errors);

  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction().execute(async (trx) => {
    // Single use: of two requests with one link, only the one that removes it goes on.
    const removed = await trx.deleteFrom('password_resets').where('user_id', '=', found.id).where('token_hash', '=', hash).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', found.id).execute();
    return true;
  });
  if (!used) throw new ValidationFailure({ email: 'passwords.token' });
  // Whoever had a session (perhaps whoever knew the old password) has it no longer.
  await endAllSessionsOf(db, found.id);
  await clearAccountThrottle(db, found.email);
  const { reset_created_at: _, ...row } = found;
  const user = { ...row, password_hash: passwordHash };
  await startSession(c, user.id);
  return c.json(userShape(user, user.id), 200);
});

/** The join screen's lookup: who was invited. A page load of this path gets the app (x-page). */
authRoutes.get('/invitation/:token', async (c) => {
  const { token } = validParams<{ token: string }>(c);
  const member = await c.get('db').selectFrom('users').select(['email', 'invite_token', 'active']).where('invite_token', '=', token).executeTakeFirst();
  if (!member || !invitationUsable(member)) throw new HttpError(404, 'invitation.not_found');
  return c.json(invitationShape(member), 200);
});

/** Accepting an invitation: the pending member gets a name and password and is signed in. */
authRoutes.post('/join', async (c) => {
  const input = validBody<JoinRequest>(c);
  const db = c.get('db');
  const member = await db.selectFrom('users').select(['id', 'active', 'invite_token']).where('invite_token', '=', input.token).executeTakeFirst();
  const errors: Record<string, MessageId> = {};
  if (!invitationUsable(member)) errors.token = 'invitation.invalid';
  const mismatch = passwordConfirmationProblem(input.password, input.password_confirmation);
  if (mismatch) errors[mismatch] = 'validation.confirmed';
  if (!member || Object.keys(errors).length > 0) throw new ValidationFailure(errors);

  const passwordHash = await hashPassword(input.password);
  // Conditional on the token still being there: of two joins with one link, one wins.
  const joined = await db
    .updateTable('users')
    .set({ name: input.name, password_hash: passwordHash, invite_token: null })
    .where('id', '=', member.id)
    .where('invite_token', '=', input.token)
    .where('active', '=', 1)
    .returningAll()
    .executeTakeFirst();
  if (!joined) throw new ValidationFailure({ token: 'invitation.invalid' });
  await startSession(c, joined.id);
  return c.json(userShape(joined, joined.id), 200);
});
