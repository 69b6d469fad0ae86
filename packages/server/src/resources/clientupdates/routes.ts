import { Hono } from 'hono';
import { addClientUpdate, deleteClientUpdate, editClientUpdate } from '../../actions/clients.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { clientStore } from '../clients/store.js';
import { clientUpdateShape } from './shape.js';
import { clientUpdateStore } from './store.js';

// Notes about a client, on the Updates tab of the client page (`x-access: admin`). Every call
// acts on the caller's organisation: another organisation's client or update answers 404, a
// `client_id` in a body that is not the organisation's client 422 under that field. Only the
// author changes or deletes an update (403 for the others). The changes are actions/clients.ts.

export const clientUpdateRoutes = new Hono<AppEnv>();

route(clientUpdateRoutes, '/api/clientupdates/client/{id}', 'get', async (c, { params }) => {
  const user = currentUser(c);
  await storeOf(c, clientStore).find(user.organization_id, params.id);
  const updates = await storeOf(c, clientUpdateStore).list(user.organization_id, params.id);
  return c.json(updates.map((update) => clientUpdateShape(update, user.id)), 200);
});

route(clientUpdateRoutes, '/api/clientupdates', 'post', async (c, { body }) => {
  const update = await addClientUpdate(c.get('db'), actorOf(c), body.client_id, body.update);
  return c.json(clientUpdateShape(update, currentUser(c).id), 201);
});

route(clientUpdateRoutes, '/api/clientupdates/{id}', 'put', async (c, { params, body }) => {
  const edited = await editClientUpdate(c.get('db'), actorOf(c), params.id, body.update);
  return c.json(clientUpdateShape(edited, currentUser(c).id), 200);
});

route(clientUpdateRoutes, '/api/clientupdates/{id}', 'delete', async (c, { params }) => {
  await deleteClientUpdate(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
