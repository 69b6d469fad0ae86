import { Hono } from 'hono';
import { activeWord, changedFields } from '../../domain/audit.js';
import { businessNumberErrors } from '../../domain/businessNumbers.js';
import { flipped } from '../../domain/flags.js';
import { audit } from '../../http/audit.js';
import { checkBody, currentUser, HttpError, route, storeOf, type AppEnv } from '../../http/context.js';
import { clientDeleteProblem, newClientFields, updatedClientFields } from './rules.js';
import { clientShape } from './shape.js';
import { clientStore } from './store.js';

// Clients are an admin screen (`x-access: admin`). Every call acts on the caller's organisation;
// every change is in the audit trail, about the client (`client.*`).

export const clientRoutes = new Hono<AppEnv>();

route(clientRoutes, '/api/clients', 'get', async (c) => {
  // The database builds the answer's JSON (Client[], as clientShape shapes one); sent as it is.
  const json = await storeOf(c, clientStore).listJson(currentUser(c).organization_id);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
});

route(clientRoutes, '/api/clients', 'post', async (c, { body }) => {
  const client = await storeOf(c, clientStore).insert(currentUser(c).organization_id, newClientFields(body), new Date());
  await audit(c, 'client.created', { type: 'client', id: client.id }, { name: client.name });
  return c.json(clientShape(client), 201);
});

// Declared before `/api/clients/:id` for readability only: the method differs anyway.
route(clientRoutes, '/api/clients/toggle/active', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  const client = await clients.find(organizationId, body.id);
  const updated = await clients.update(organizationId, body.id, { active: flipped(client.active) });
  await audit(c, 'client.active', { type: 'client', id: client.id }, { name: client.name, from: activeWord(client.active), to: activeWord(updated.active) });
  return c.json(clientShape(updated), 200);
});

route(clientRoutes, '/api/clients/{id}', 'get', async (c, { params }) => {
  return c.json(clientShape(await storeOf(c, clientStore).find(currentUser(c).organization_id, params.id)), 200);
});

checkBody('/api/clients/{id}', 'put', businessNumberErrors);
route(clientRoutes, '/api/clients/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const clients = storeOf(c, clientStore);
  const before = await clients.find(organizationId, params.id);
  const fields = updatedClientFields(body);
  const updated = await clients.update(organizationId, params.id, fields);
  const changed = changedFields(before, fields);
  if (changed.length > 0) await audit(c, 'client.details', { type: 'client', id: updated.id }, { name: updated.name, fields: changed });
  return c.json(clientShape(updated), 200);
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
  await audit(c, 'client.deleted', { type: 'client', id: client.id }, { name: client.name });
  return c.body(null, 204);
});
