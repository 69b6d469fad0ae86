import { Hono } from 'hono';
import { endMemberSessions, removeMember, toggleMemberFlag } from '../../actions/team.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { userShape } from '../user/shape.js';
import { compareTeamMembers } from './rules.js';
import { teamStore } from './store.js';

// The Team tab of /organization (`x-access: admin`): the members of the caller's organisation.
// The changes are actions (actions/team.ts; the invitation is sent from resources/organization).

export const teamRoutes = new Hono<AppEnv>();

route(teamRoutes, '/api/users', 'get', async (c) => {
  const admin = currentUser(c);
  const members = await storeOf(c, teamStore).list(admin.organization_id);
  return c.json(members.sort(compareTeamMembers).map((member) => userShape(member, admin.id)), 200);
});

/** Flips one flag of a member of the caller's organisation; never the caller's own (409). */
function toggleRoute(path: '/api/users/toggle/active' | '/api/users/toggle/admin', flag: 'active' | 'admin') {
  route(teamRoutes, path, 'post', async (c, { body }) => {
    const updated = await toggleMemberFlag(c.get('db'), actorOf(c), body.id, flag);
    return c.json(userShape(updated, currentUser(c).id), 200);
  });
}
toggleRoute('/api/users/toggle/active', 'active');
toggleRoute('/api/users/toggle/admin', 'admin');

/** Removes a member or a pending invitation; a member who registered time stays (409). */
route(teamRoutes, '/api/users/{id}', 'delete', async (c, { params }) => {
  await removeMember(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});

/** Ends every session of a member of the caller's organisation (404 for anyone else's); not the caller's own (409). */
route(teamRoutes, '/api/users/{id}/endsessions', 'post', async (c, { params }) => {
  await endMemberSessions(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
