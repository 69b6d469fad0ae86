import { Hono } from 'hono';
import { deleteOwnAccount, myDataExport } from '../../actions/mydata.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, sessionUser, storeOf, type AppEnv } from '../../http/context.js';
import { clearSessionCookie } from '../../http/session.js';
import { exportCsv, exportFileName, isLastAdmin } from './rules.js';
import { myDataStore } from './store.js';

// My profile › My data (`x-access: member`): the caller's own data only.

export const myDataRoutes = new Hono<AppEnv>();

route(myDataRoutes, '/api/user/export', 'get', async (c, { query }) => {
  const user = currentUser(c);
  const now = new Date();
  const sections = await myDataExport(c.get('db'), user);
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
  await deleteOwnAccount(c.get('db'), actorOf(c), user, body);
  clearSessionCookie(c);
  return c.body(null, 204);
});
