import { Hono } from 'hono';
import { verifyPassword } from '../../domain/passwords.js';
import { currentUser, route, sessionUser, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clearSessionCookie } from '../../http/session.js';
import { deletionPlan, exportCsv, exportFileName, isLastAdmin } from './rules.js';
import { myDataStore } from './store.js';

// My profile › My data (`x-access: member`): the caller's own data only.

export const myDataRoutes = new Hono<AppEnv>();

route(myDataRoutes, '/api/user/export', 'get', async (c, { query }) => {
  const user = currentUser(c);
  const now = new Date();
  const sections = await storeOf(c, myDataStore).exportOf(user);
  const format = query.format ?? 'json';
  c.header('Content-Disposition', `attachment; filename="${exportFileName(now, format)}"`);
  c.header('Cache-Control', 'private, no-store');
  if (format === 'csv') {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(exportCsv(sections), 200);
  }
  return c.json({ exported_at: now.toISOString(), sections }, 200);
});

route(myDataRoutes, '/api/user/deletion', 'get', async (c) => {
  const user = currentUser(c);
  const facts = await storeOf(c, myDataStore).deletionFacts(user);
  return c.json({ last_admin: isLastAdmin(facts), successors: isLastAdmin(facts) ? facts.successors : [] }, 200);
});

/** Checks the password and the last-admin rule, then deletes the account (or the organisation) and ends this session. */
route(myDataRoutes, '/api/user/delete', 'post', async (c, { body }) => {
  const user = sessionUser(c);
  if (!user.password_hash || !(await verifyPassword(body.password, user.password_hash))) {
    throw new ValidationFailure({ password: 'mydata.wrong_password' });
  }
  const store = storeOf(c, myDataStore);
  const plan = deletionPlan(await store.deletionFacts(user), body);
  if ('problem' in plan) {
    const [field, message] = plan.problem;
    throw new ValidationFailure({ [field]: message });
  }
  if (plan.kind === 'organization') await store.deleteOrganization(user.organization_id);
  else await store.deleteAccount(user, plan.successorId);
  clearSessionCookie(c);
  return c.body(null, 204);
});
