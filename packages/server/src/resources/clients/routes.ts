import { Hono } from 'hono';
import { createClient, deleteClient, toggleClientActive, updateClient } from '../../actions/clients.js';
import { currencyErrors } from '../../domain/currencies.js';
import { businessNumberErrors } from '../../domain/businessNumbers.js';
import { actorOf } from '../../http/actor.js';
import { checkBody, currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { clientShape } from './shape.js';
import { clientStore } from './store.js';

// Clients are an admin screen (`x-access: admin`). Every call acts on the caller's organisation;
// the changes are actions/clients.ts (each in the audit trail, `client.*`).

export const clientRoutes = new Hono<AppEnv>();

route(clientRoutes, '/api/clients', 'get', async (c) => {
  // The database builds the answer's JSON (Client[], as clientShape shapes one); sent as it is.
  const json = await storeOf(c, clientStore).listJson(currentUser(c).organization_id);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
});

route(clientRoutes, '/api/clients', 'post', async (c, { body }) => {
  return c.json(clientShape(await createClient(c.get('db'), actorOf(c), body)), 201);
});

// Declared before `/api/clients/:id` for readability only: the method differs anyway.
route(clientRoutes, '/api/clients/toggle/active', 'post', async (c, { body }) => {
  return c.json(clientShape(await toggleClientActive(c.get('db'), actorOf(c), body.id)), 200);
});

route(clientRoutes, '/api/clients/{id}', 'get', async (c, { params }) => {
  return c.json(clientShape(await storeOf(c, clientStore).find(currentUser(c).organization_id, params.id)), 200);
});

checkBody('/api/clients', 'post', currencyErrors);
checkBody('/api/clients/{id}', 'put', (body) => ({ ...businessNumberErrors(body), ...currencyErrors(body) }));
route(clientRoutes, '/api/clients/{id}', 'put', async (c, { params, body }) => {
  return c.json(clientShape(await updateClient(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(clientRoutes, '/api/clients/{id}', 'delete', async (c, { params }) => {
  await deleteClient(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
