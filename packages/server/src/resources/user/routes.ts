import { Hono } from 'hono';
import { acceptInvitation, changeOwnPassword, declineInvitation, endOtherOwnSessions, endOwnSession, leaveOrganization, switchOrganization, updateOwnProfile } from '../../actions/accounts.js';
import { normalizeEmail } from '../../domain/text.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, sessionUser, storeOf, type AppEnv } from '../../http/context.js';
import { sessionStore } from '../../stores/sessions.js';
import { organizationsOf } from '../team/store.js';
import { ownUserShape } from '../twofactor/shape.js';
import { myOrganizationShape, userSessionShape } from './shape.js';

// The signed-in user's own profile (`x-access: member`): every member, only themselves.

export const userRoutes = new Hono<AppEnv>();

route(userRoutes, '/api/user', 'get', async (c) => {
  return c.json(await ownUserShape(c.get('db'), currentUser(c)), 200);
});

route(userRoutes, '/api/user/updateprofile', 'post', async (c, { body }) => {
  const user = currentUser(c);
  // The email is how one signs in (and where a reset link goes): changed only signed in.
  if (normalizeEmail(body.email) !== user.email) sessionUser(c);
  const updated = await updateOwnProfile(c.get('db'), actorOf(c), body);
  return c.json(await ownUserShape(c.get('db'), updated), 200);
});

/**
 * The contract's PasswordChange has no current password (the session is the proof); this
 * session stays, the user's other sessions end.
 */
route(userRoutes, '/api/user/changepassword', 'post', async (c, { body }) => {
  sessionUser(c);
  await changeOwnPassword(c.get('db'), actorOf(c), body, c.get('session')?.id);
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
  await endOwnSession(c.get('db'), actorOf(c), params.id, c.get('session')?.id);
  return c.body(null, 204);
});

route(userRoutes, '/api/user/sessions/endothers', 'post', async (c) => {
  await endOtherOwnSessions(c.get('db'), actorOf(c), c.get('session')?.id);
  return c.body(null, 204);
});

// The person's organisations: which, switching this session between them, leaving one, accepting an invitation to another.

route(userRoutes, '/api/user/organizations', 'get', async (c) => {
  const user = currentUser(c);
  const organizations = await organizationsOf(c.get('db'), user.id);
  return c.json(organizations.map((organization) => myOrganizationShape(organization, user.organization_id)), 200);
});

route(userRoutes, '/api/user/organization', 'put', async (c, { body }) => {
  sessionUser(c, 'token.session_organization');
  const member = await switchOrganization(c.get('db'), actorOf(c), c.get('session')!.id, body.organization_id);
  return c.json(await ownUserShape(c.get('db'), member), 200);
});

route(userRoutes, '/api/user/organizations/{id}', 'delete', async (c, { params }) => {
  sessionUser(c);
  await leaveOrganization(c.get('db'), actorOf(c), c.get('session')!.id, params.id);
  return c.body(null, 204);
});

route(userRoutes, '/api/user/invitations/accept', 'post', async (c, { body }) => {
  sessionUser(c, 'token.session_organization');
  const member = await acceptInvitation(c.get('db'), actorOf(c), c.get('session')!.id, body.token);
  return c.json(await ownUserShape(c.get('db'), member), 200);
});

route(userRoutes, '/api/user/invitations/decline', 'post', async (c, { body }) => {
  sessionUser(c, 'token.session_organization');
  await declineInvitation(c.get('db'), actorOf(c), body.token);
  return c.body(null, 204);
});
