import { Hono } from 'hono';
import { businessNumberErrors } from '../../domain/businessNumbers.js';
import { flipped } from '../../domain/flags.js';
import { checkBody, currentUser, HttpError, route, storeOf, type AppEnv } from '../../http/context.js';
import { clientDeleteProblem, newClientFields, updatedClientFields } from './rules.js';
import { clientShape } from './shape.js';
import { clientStore } from './store.js';

// Clients are an admin screen (`x-access: admin`). Every call acts on the caller's organisation.

export const clientRoutes = new Hono<AppEnv>();

route(clientRoutes, '/api/clients', 'get', async (c) => {
  // The database builds the answer's JSON (Client[], as clientShape shapes one); sent as it is.
  const json = await storeOf(c, clientStore).listJson(currentUser(c).organization_id);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
});

route(clientRoutes, '/api/clients', 'post', async (c, { body }) => {
  const client = await storeOf(c, clientStore).insert(currentUser(c).organization_id, newClientFields(body), new Date());
  return c.json(clientShape(client), 201);
});

// Declared before `/api/clients/:id` for readability only: the method differs anyway.
route(clientRoutes, '/api/clients/toggle/active', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  const client = await clients.find(organizationId, body.id);
  return c.json(clientShape(await clients.update(organizationId, body.id, { active: flipped(client.active) })), 200);
});

route(clientRoutes, '/api/clients/{id}', 'get', async (c, { params }) => {
  return c.json(clientShape(await storeOf(c, clientStore).find(currentUser(c).organization_id, params.id)), 200);
});

checkBody('/api/clients/{id}', 'put', businessNumberErrors);
route(clientRoutes, '/api/clients/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  await clients.find(organizationId, params.id);
  return c.json(clientShape(await clients.update(organizationId, params.id, updatedClientFields(body))), 200);
});

route(clientRoutes, '/api/clients/{id}', 'delete', async (c, { params }) => {
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
