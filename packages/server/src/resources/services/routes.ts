import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { currentUser, HttpError, route, storeOf, type AppEnv } from '../../http/context.js';
import { newServiceFields, serviceDeleteProblem, serviceFields } from './rules.js';
import { serviceShape } from './shape.js';
import { serviceStore } from './store.js';

// Services are an admin screen (`x-access: admin`). Every call acts on the caller's organisation.

export const serviceRoutes = new Hono<AppEnv>();

route(serviceRoutes, '/api/services', 'get', async (c) => {
  const services = await storeOf(c, serviceStore).list(currentUser(c).organization_id);
  return c.json(services.map(serviceShape), 200);
});

route(serviceRoutes, '/api/services', 'post', async (c, { body }) => {
  const service = await storeOf(c, serviceStore).insert(currentUser(c).organization_id, newServiceFields(body), new Date());
  return c.json(serviceShape(service), 201);
});

route(serviceRoutes, '/api/services/toggle/active', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const services = storeOf(c, serviceStore);
  const service = await services.find(organizationId, body.id);
  return c.json(serviceShape(await services.update(organizationId, body.id, { active: flipped(service.active) })), 200);
});

route(serviceRoutes, '/api/services/{id}', 'get', async (c, { params }) => {
  return c.json(serviceShape(await storeOf(c, serviceStore).find(currentUser(c).organization_id, params.id)), 200);
});

route(serviceRoutes, '/api/services/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const services = storeOf(c, serviceStore);
  await services.find(organizationId, params.id);
  return c.json(serviceShape(await services.update(organizationId, params.id, serviceFields(body))), 200);
});

route(serviceRoutes, '/api/services/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const services = storeOf(c, serviceStore);
  const service = await services.find(organizationId, params.id);
  // An active service is refused before asking whether clients subscribe to it.
  const problem = serviceDeleteProblem(service, service.active === 0 && (await services.subscribed(organizationId, params.id)));
  if (problem) throw new HttpError(409, problem);
  await services.delete(organizationId, params.id);
  return c.body(null, 204);
});
