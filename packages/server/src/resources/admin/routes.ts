import { Hono } from 'hono';
import { storeOf, type AppEnv } from '../../http/context.js';
import { accountShape } from './shape.js';
import { adminStore } from './store.js';

// Super-admin calls across all organisations (`x-access: super_admin`): the accounts list.

export const adminRoutes = new Hono<AppEnv>();

adminRoutes.get('/api/admin/accounts', async (c) => {
  const accounts = await storeOf(c, adminStore).accounts();
  return c.json(accounts.map(accountShape), 200);
});
