import { Hono } from 'hono';
import { hashPassword } from '../../domain/passwords.js';
import { passwordConfirmationProblem } from '../../domain/registration.js';
import { currentUser, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { endOtherSessions } from '../../http/session.js';
import { profileFields } from './rules.js';
import { userShape } from './shape.js';
import { userStore } from './store.js';

// The signed-in user's own profile (`x-access: member`): every member, only themselves.

export const userRoutes = new Hono<AppEnv>();

route(userRoutes, '/api/user', 'get', (c) => {
  const user = currentUser(c);
  return c.json(userShape(user, user.id), 200);
});

route(userRoutes, '/api/user/updateprofile', 'post', async (c, { body }) => {
  const user = currentUser(c);
  const updated = await storeOf(c, userStore).updateProfile(user.id, profileFields(body));
  return c.json(userShape(updated, user.id), 200);
});

/**
 * The contract's PasswordChange has no current password (the session is the proof); this
 * session stays, the user's other sessions end.
 */
route(userRoutes, '/api/user/changepassword', 'post', async (c, { body }) => {
  const user = currentUser(c);
  const mismatch = passwordConfirmationProblem(body.password, body.password_confirmation);
  // 'passwordsnomatch' is the message key the app's Change password screen shows.
  if (mismatch) throw new ValidationFailure({ [mismatch]: 'passwordsnomatch' });
  await storeOf(c, userStore).setPasswordHash(user.id, await hashPassword(body.password));
  await endOtherSessions(c, user.id);
  return c.body(null, 204);
});
