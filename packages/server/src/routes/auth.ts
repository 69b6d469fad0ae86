import type { LoginRequest, RegisterRequest } from '@kwartier/api';
import { Hono } from 'hono';
import { isUniqueViolation } from '../db/errors.js';
import { newOrganization } from '../domain/organizations.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../domain/passwords.js';
import { passwordConfirmationProblem } from '../domain/registration.js';
import { normalizeEmail } from '../domain/text.js';
import { ValidationFailure, validBody, type AppEnv } from '../http/context.js';
import { endSession, startSession } from '../http/session.js';
import { userShape } from '../http/shapes.js';

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
  const user = await c.get('db').selectFrom('users').selectAll().where('email', '=', normalizeEmail(input.email)).executeTakeFirst();
  // Always compare against some hash, so an unknown address takes as long as a wrong password.
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await decoyPasswordHash()));
  // An inactive member, or one who has not accepted the invitation yet, cannot sign in.
  if (!user || !matches || user.active !== 1 || !user.password_hash) throw new ValidationFailure({ email: 'auth.failed' });
  await startSession(c, user.id);
  return c.json(userShape(user, user.id), 200);
});

/** A full page load: never fails, always lands on the login page. */
authRoutes.get('/logout', async (c) => {
  await endSession(c);
  return c.redirect('/login', 302);
});
