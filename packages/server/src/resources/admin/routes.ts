import { Hono } from 'hono';
import { route, storeOf, type AppEnv } from '../../http/context.js';
import { accountShape } from './shape.js';
import { adminStore } from './store.js';

// Super-admin calls across all organisations (`x-access: super_admin`): the accounts list.

export const adminRoutes = new Hono<AppEnv>();

route(adminRoutes, '/api/admin/accounts', 'get', async (c) => {
  const accounts = await storeOf(c, adminStore).accounts();
  return c.json(accounts.map(accountShape), 200);
});
