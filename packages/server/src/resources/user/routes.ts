import type { PasswordChange, ProfileUpdate } from '@kwartier/api';
import { Hono } from 'hono';
import { isUniqueViolation } from '../db/errors.js';
import { hashPassword } from '../domain/passwords.js';
import { profileFields } from '../domain/profile.js';
import { passwordConfirmationProblem } from '../domain/registration.js';
import { currentUser, ValidationFailure, validBody, type AppEnv } from '../http/context.js';
import { endOtherSessions } from '../http/session.js';
import { userShape } from '../http/shapes.js';

// The signed-in user's own profile (SPEC §2 /profile): every member, only themselves.

export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/api/user', (c) => {
  const user = currentUser(c);
  return c.json(userShape(user, user.id), 200);
});

userRoutes.post('/api/user/updateprofile', async (c) => {
  const user = currentUser(c);
  const fields = profileFields(validBody<ProfileUpdate>(c));
  const db = c.get('db');
  const taken = () => new ValidationFailure({ email: 'validation.unique' });
  const other = await db.selectFrom('users').select('id').where('email', '=', fields.email).where('id', '!=', user.id).executeTakeFirst();
  if (other) throw taken();
  try {
    const updated = await db.updateTable('users').set(fields).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    return c.json(userShape(updated, user.id), 200);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
});

/** SPEC §7 sends no current password; this session stays, the user's other sessions end. */
userRoutes.post('/api/user/changepassword', async (c) => {
  const user = currentUser(c);
  const input = validBody<PasswordChange>(c);
  const mismatch = passwordConfirmationProblem(input.password, input.password_confirmation);
  // 'passwordsnomatch' is the key the Change password screen knows (SPEC §5).
  if (mismatch) throw new ValidationFailure({ [mismatch]: 'passwordsnomatch' });
  const db = c.get('db');
  await db.updateTable('users').set({ password_hash: await hashPassword(input.password) }).where('id', '=', user.id).execute();
  await endOtherSessions(c, user.id);
  return c.body(null, 204);
});
