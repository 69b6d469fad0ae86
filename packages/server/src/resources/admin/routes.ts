import { Hono } from 'hono';
import { currentSuperAdmin, type AppEnv } from '../http/context.js';
import { accountShape } from '../http/shapes.js';

// Super-admin calls across all organisations (SPEC §2 /admin/accounts, §6).

export const adminRoutes = new Hono<AppEnv>();

adminRoutes.get('/api/admin/accounts', async (c) => {
  currentSuperAdmin(c);
  const accounts = await c.get('db').selectFrom('organizations').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return c.json(accounts.map(accountShape), 200);
});
