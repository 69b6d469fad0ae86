import { Hono } from 'hono';
import { currentUser, HttpError, type AppEnv } from '../http/context.js';
import { organizationShape } from '../http/shapes.js';

export const organizationRoutes = new Hono<AppEnv>();

/** Every member reads it: it carries the theme colours and first day of the week for the app. */
organizationRoutes.get('/api/organization/for/currentuser', async (c) => {
  const user = currentUser(c);
  const organization = await c.get('db').selectFrom('organizations').selectAll().where('id', '=', user.organization_id).executeTakeFirst();
  if (!organization) throw new HttpError(404, 'http.not_found');
  return c.json(organizationShape(organization), 200);
});
