import { Hono } from 'hono';
import { flipped } from '../../domain/flags.js';
import { currentUser, HttpError, input, storeOf, type AppEnv } from '../../http/context.js';
import { organizationStore } from '../organization/store.js';
import { clientDeleteProblem, newClientFields, updatedClientFields } from './rules.js';
import { clientShape } from './shape.js';
import { clientStore } from './store.js';

// Clients are an admin screen (`x-access: admin`). Every call acts on the caller's organisation.

export const clientRoutes = new Hono<AppEnv>();

clientRoutes.get('/api/clients', async (c) => {
  // The database builds the answer's JSON (Client[], as clientShape shapes one); sent as it is.
  const json = await storeOf(c, clientStore).listJson(currentUser(c).organization_id);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
});

clientRoutes.post('/api/clients', async (c) => {
  const { body } = input(c, '/api/clients', 'post');
  const client = await storeOf(c, clientStore).insert(currentUser(c).organization_id, newClientFields(body, (await storeOf(c, organizationStore).find(currentUser(c).organization_id)).locale), new Date());
  return c.json(clientShape(client), 201);
});

// Declared before `/api/clients/:id` for readability only: the method differs anyway.
clientRoutes.post('/api/clients/toggle/active', async (c) => {
  const { body } = input(c, '/api/clients/toggle/active', 'post');
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  const client = await clients.find(organizationId, body.id);
  return c.json(clientShape(await clients.update(organizationId, body.id, { active: flipped(client.active) })), 200);
});

clientRoutes.get('/api/clients/:id', async (c) => {
  const { params } = input(c, '/api/clients/{id}', 'get');
  return c.json(clientShape(await storeOf(c, clientStore).find(currentUser(c).organization_id, params.id)), 200);
});

clientRoutes.put('/api/clients/:id', async (c) => {
  const { params, body } = input(c, '/api/clients/{id}', 'put');
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  await clients.find(organizationId, params.id);
  return c.json(clientShape(await clients.update(organizationId, params.id, updatedClientFields(body))), 200);
});

clientRoutes.delete('/api/clients/:id', async (c) => {
  const { params } = input(c, '/api/clients/{id}', 'delete');
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  const client = await clients.find(organizationId, params.id);
  // An active client is refused before asking whether anything refers to it.
  const inactive = client.active === 0;
  const problem = clientDeleteProblem(client, inactive && (await clients.inUse(organizationId, params.id)), inactive && (await clients.invoiced(organizationId, params.id)));
  if (problem) throw new HttpError(409, problem);
  // Its contacts and updates go with it (foreign key cascade).
  await clients.delete(organizationId, params.id);
  return c.body(null, 204);
});
