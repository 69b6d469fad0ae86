import { Hono } from 'hono';
import type { MessageId } from '../../domain/messages.js';
import { ownUserShape } from '../twofactor/shape.js';
import { hashPassword } from '../../domain/passwords.js';
import { passwordConfirmationProblem, weakPasswordReason } from '../../domain/registration.js';
import { normalizeEmail } from '../../domain/text.js';
import { currentUser, HttpError, route, sessionUser, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { endOtherSessions } from '../../http/session.js';
import { sessionStore } from '../../stores/sessions.js';
import { profileFields } from './rules.js';
import { userSessionShape } from './shape.js';
import { userStore } from './store.js';

// The signed-in user's own profile (`x-access: member`): every member, only themselves.

export const userRoutes = new Hono<AppEnv>();

route(userRoutes, '/api/user', 'get', async (c) => {
  return c.json(await ownUserShape(c.get('db'), currentUser(c)), 200);
});

route(userRoutes, '/api/user/updateprofile', 'post', async (c, { body }) => {
  const user = currentUser(c);
  // The email is how one signs in (and where a reset link goes): changed only signed in.
  if (normalizeEmail(body.email) !== user.email) sessionUser(c);
  const updated = await storeOf(c, userStore).updateProfile(user.id, profileFields(body));
  return c.json(await ownUserShape(c.get('db'), updated), 200);
});

/**
 * The contract's PasswordChange has no current password (the session is the proof); this
 * session stays, the user's other sessions end.
 */
route(userRoutes, '/api/user/changepassword', 'post', async (c, { body }) => {
  const user = sessionUser(c);
  const users = storeOf(c, userStore);
  const weak = weakPasswordReason(body.password, c.get('locale') ?? 'en', {
    name: user.name,
    email: user.email,
    organizationName: await users.organizationName(user.organization_id),
  });
  const mismatch = passwordConfirmationProblem(body.password, body.password_confirmation);
  const errors: Record<string, MessageId> = {};
  if (weak) errors.password = 'passwords.weak';
  // 'passwordsnomatch' is the message key the app's Change password screen shows.
  if (mismatch) errors[mismatch] = 'passwordsnomatch';
  if (weak || mismatch) throw new ValidationFailure(errors, weak ? { reason: weak } : {});
  await users.setPasswordHash(user.id, await hashPassword(body.password));
  await endOtherSessions(c, user.id);
  return c.body(null, 204);
});

// My profile › Sessions: only the caller's own sessions, named by their handles.

route(userRoutes, '/api/user/sessions', 'get', async (c) => {
  const user = currentUser(c);
  const sessions = await storeOf(c, sessionStore).listOf(user.id, new Date());
  const current = c.get('session')?.id;
  // This browser's first, then the others as the store orders them (most recently seen first).
  const listed = sessions.map((session) => userSessionShape(session, current));
  return c.json([...listed.filter((session) => session.is_current), ...listed.filter((session) => !session.is_current)], 200);
});

/** Ends another of the caller's sessions; another person's (or an ended) session is 404, this one 409. */
route(userRoutes, '/api/user/sessions/{id}', 'delete', async (c, { params }) => {
  const user = currentUser(c);
  const sessions = storeOf(c, sessionStore);
  const id = await sessions.idOf(user.id, params.id);
  if (id === undefined) throw new HttpError(404, 'http.not_found');
  if (id === c.get('session')?.id) throw new HttpError(409, 'sessions.end_current');
  await sessions.end(user.id, id);
  return c.body(null, 204);
});

route(userRoutes, '/api/user/sessions/endothers', 'post', async (c) => {
  const user = currentUser(c);
  await endOtherSessions(c, user.id);
  return c.body(null, 204);
});
