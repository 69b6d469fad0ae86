import type { IdRequest } from '@kwartier/api';
import { Hono } from 'hono';
import type { Db } from '../db/database.js';
import { compareTeamMembers, selfChangeProblem } from '../domain/team.js';
import { currentAdmin, HttpError, say, validBody, validParams, type AppEnv } from '../http/context.js';
import { endAllSessionsOf } from '../http/session.js';
import { userShape } from '../http/shapes.js';

// The Team tab of /organization (SPEC §2, §4, §6): admins only, and only their own
// organisation's members; a member of another organisation is as absent as none (404).

export const teamRoutes = new Hono<AppEnv>();

async function findMember(db: Db, organizationId: number, id: number) {
  const member = await db.selectFrom('users').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
  if (!member) throw new HttpError(404, 'http.not_found');
  return member;
}

teamRoutes.get('/api/users', async (c) => {
  const admin = currentAdmin(c);
  const members = await c.get('db').selectFrom('users').selectAll().where('organization_id', '=', admin.organization_id).execute();
  return c.json(members.sort(compareTeamMembers).map((member) => userShape(member, admin.id)), 200);
});

/** Deactivating ends the member's sessions at once: they cannot sign in again until reactivated. */
teamRoutes.post('/api/users/toggle/active', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validBody<IdRequest>(c);
  const db = c.get('db');
  const member = await findMember(db, admin.organization_id, id);
  const problem = selfChangeProblem(admin.id, member.id, 'toggle_active');
  if (problem) return c.json({ message: say(c, problem) }, 409);
  const updated = await db
    .updateTable('users')
    .set({ active: member.active === 1 ? 0 : 1 })
    .where('organization_id', '=', admin.organization_id)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (updated.active === 0) await endAllSessionsOf(db, updated.id);
  return c.json(userShape(updated, admin.id), 200);
});

teamRoutes.post('/api/users/toggle/admin', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validBody<IdRequest>(c);
  const db = c.get('db');
  const member = await findMember(db, admin.organization_id, id);
  const problem = selfChangeProblem(admin.id, member.id, 'toggle_admin');
  if (problem) return c.json({ message: say(c, problem) }, 409);
  const updated = await db
    .updateTable('users')
    .set({ admin: member.admin === 1 ? 0 : 1 })
    .where('organization_id', '=', admin.organization_id)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(userShape(updated, admin.id), 200);
});

/** Removes a member or a pending invitation (its link stops working); their sessions go with them. */
teamRoutes.delete('/api/users/:id', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validParams<{ id: number }>(c);
  const db = c.get('db');
  const member = await findMember(db, admin.organization_id, id);
  const problem = selfChangeProblem(admin.id, member.id, 'delete');
  if (problem) return c.json({ message: say(c, problem) }, 409);
  await db.deleteFrom('users').where('organization_id', '=', admin.organization_id).where('id', '=', id).execute();
  return c.body(null, 204);
});
