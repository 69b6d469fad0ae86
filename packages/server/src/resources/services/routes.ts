import { Hono } from 'hono';
import { createService, deleteService, toggleServiceActive, updateService } from '../../actions/services.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { serviceShape } from './shape.js';
import { serviceStore } from './store.js';

// Services are an admin screen (`x-access: admin`). Every call acts on the caller's organisation;
// the changes are actions/services.ts.

export const serviceRoutes = new Hono<AppEnv>();

route(serviceRoutes, '/api/services', 'get', async (c) => {
  const services = await storeOf(c, serviceStore).list(currentUser(c).organization_id);
  return c.json(services.map(serviceShape), 200);
});

route(serviceRoutes, '/api/services', 'post', async (c, { body }) => {
  return c.json(serviceShape(await createService(c.get('db'), actorOf(c), body)), 201);
});

route(serviceRoutes, '/api/services/toggle/active', 'post', async (c, { body }) => {
  return c.json(serviceShape(await toggleServiceActive(c.get('db'), actorOf(c), body.id)), 200);
});

route(serviceRoutes, '/api/services/{id}', 'get', async (c, { params }) => {
  return c.json(serviceShape(await storeOf(c, serviceStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(serviceRoutes, '/api/services/{id}', 'put', async (c, { params, body }) => {
  return c.json(serviceShape(await updateService(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(serviceRoutes, '/api/services/{id}', 'delete', async (c, { params }) => {
  await deleteService(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
