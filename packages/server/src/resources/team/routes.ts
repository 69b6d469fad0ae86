import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { currentUser, HttpError, route, storeOf, type AppEnv } from '../../http/context.js';
import { audit } from '../../http/audit.js';
import { sessionStore } from '../../stores/sessions.js';
import { userShape } from '../user/shape.js';
import { compareTeamMembers, selfChangeProblem } from './rules.js';
import { teamStore } from './store.js';

// The Team tab of /organization (`x-access: admin`): the members of the caller's organisation.

export const teamRoutes = new Hono<AppEnv>();

route(teamRoutes, '/api/users', 'get', async (c) => {
  const admin = currentUser(c);
  const members = await storeOf(c, teamStore).list(admin.organization_id);
  return c.json(members.sort(compareTeamMembers).map((member) => userShape(member, admin.id)), 200);
});

/**
 * Flips one flag of a member of the caller's organisation; never the caller's own (409).
 * Deactivating ends the member's sessions at once: they cannot sign in again until reactivated.
 */
function toggleRoute(path: '/api/users/toggle/active' | '/api/users/toggle/admin', flag: 'active' | 'admin') {
  route(teamRoutes, path, 'post', async (c, { body }) => {
    const admin = currentUser(c);
    const team = storeOf(c, teamStore);
    const member = await team.find(admin.organization_id, body.id);
    const problem = selfChangeProblem(admin.id, member.id, flag === 'active' ? 'toggle_active' : 'toggle_admin');
    if (problem) throw new HttpError(409, problem);
    const flags = flag === 'active' ? { active: flipped(member.active) } : { admin: flipped(member.admin) };
    const updated = await team.setFlags(admin.organization_id, body.id, flags);
    const [from, to] = flag === 'active' ? [member.active, updated.active] : [member.admin, updated.admin];
    await audit(c, flag === 'active' ? 'member.active' : 'member.role', { type: 'user', id: member.id }, {
      name: member.name ?? member.email,
      from: flagWord(flag, from),
      to: flagWord(flag, to),
    });
    return c.json(userShape(updated, admin.id), 200);
  });
}
/** How a flag reads in an audit entry's details: `admin`/`member`, `active`/`inactive`. */
const flagWord = (flag: 'active' | 'admin', value: number) => (flag === 'admin' ? (value === 1 ? 'admin' : 'member') : value === 1 ? 'active' : 'inactive');
toggleRoute('/api/users/toggle/active', 'active');
toggleRoute('/api/users/toggle/admin', 'admin');

/** Removes a member or a pending invitation (its link stops working); their sessions and places on activities go with them. A member who registered time stays (409). */
route(teamRoutes, '/api/users/{id}', 'delete', async (c, { params }) => {
  const admin = currentUser(c);
  const team = storeOf(c, teamStore);
  const member = await team.find(admin.organization_id, params.id);
  const problem = selfChangeProblem(admin.id, member.id, 'delete');
  if (problem) throw new HttpError(409, problem);
  if (await team.hasTime(admin.organization_id, member.id)) throw new HttpError(409, 'team.delete_has_time');
  await team.delete(admin.organization_id, params.id);
  await audit(c, 'member.deleted', { type: 'user', id: member.id }, { name: member.name ?? member.email });
  return c.body(null, 204);
});

/** Ends every session of a member of the caller's organisation (404 for anyone else's); not the caller's own (409). */
route(teamRoutes, '/api/users/{id}/endsessions', 'post', async (c, { params }) => {
  const admin = currentUser(c);
  const member = await storeOf(c, teamStore).find(admin.organization_id, params.id);
  const problem = selfChangeProblem(admin.id, member.id, 'end_sessions');
  if (problem) throw new HttpError(409, problem);
  await storeOf(c, sessionStore).endAllOf(member.id);
  await audit(c, 'member.sessions_ended', { type: 'user', id: member.id }, { name: member.name ?? member.email });
  return c.body(null, 204);
});
