import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { currentUser, HttpError, input, storeOf, type AppEnv } from '../../http/context.js';
import { newServiceFields, serviceDeleteProblem, serviceFields } from './rules.js';
import { serviceShape } from './shape.js';
import { serviceStore } from './store.js';

// Services are an admin screen (`x-access: admin`). Every call acts on the caller's organisation.

export const serviceRoutes = new Hono<AppEnv>();

serviceRoutes.get('/api/services', async (c) => {
  const services = await storeOf(c, serviceStore).list(currentUser(c).organization_id);
  return c.json(services.map(serviceShape), 200);
});

serviceRoutes.post('/api/services', async (c) => {
  const { body } = input(c, '/api/services', 'post');
  const service = await storeOf(c, serviceStore).insert(currentUser(c).organization_id, newServiceFields(body), new Date());
  return c.json(serviceShape(service), 201);
});

serviceRoutes.post('/api/services/toggle/active', async (c) => {
  const { body } = input(c, '/api/services/toggle/active', 'post');
  const organizationId = currentUser(c).organization_id;
  const services = storeOf(c, serviceStore);
  const service = await services.find(organizationId, body.id);
  return c.json(serviceShape(await services.update(organizationId, body.id, { active: flipped(service.active) })), 200);
});

serviceRoutes.get('/api/services/:id', async (c) => {
  const { params } = input(c, '/api/services/{id}', 'get');
  return c.json(serviceShape(await storeOf(c, serviceStore).find(currentUser(c).organization_id, params.id)), 200);
});

serviceRoutes.put('/api/services/:id', async (c) => {
  const { params, body } = input(c, '/api/services/{id}', 'put');
  const organizationId = currentUser(c).organization_id;
  const services = storeOf(c, serviceStore);
  await services.find(organizationId, params.id);
  return c.json(serviceShape(await services.update(organizationId, params.id, serviceFields(body))), 200);
});

serviceRoutes.delete('/api/services/:id', async (c) => {
  const { params } = input(c, '/api/services/{id}', 'delete');
  const organizationId = currentUser(c).organization_id;
  const services = storeOf(c, serviceStore);
  const service = await services.find(organizationId, params.id);
  // An active service is refused before asking whether clients subscribe to it.
  const problem = serviceDeleteProblem(service, service.active === 0 && (await services.subscribed(organizationId, params.id)));
  if (problem) throw new HttpError(409, problem);
  await services.delete(organizationId, params.id);
  return c.body(null, 204);
});
