import { Hono } from 'hono';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clientStore } from '../clients/store.js';
import { editedFields, isReadonly } from './rules.js';
import { clientUpdateShape } from './shape.js';
import { clientUpdateStore } from './store.js';

// Notes about a client, on the Updates tab of the client page (`x-access: admin`). Every call
// acts on the caller's organisation: another organisation's client or update answers 404, a
// `client_id` in a body that is not the organisation's client 422 under that field. Only the
// author changes or deletes an update (403 for the others).

export const clientUpdateRoutes = new Hono<AppEnv>();

route(clientUpdateRoutes, '/api/clientupdates/client/{id}', 'get', async (c, { params }) => {
  const user = currentUser(c);
  await storeOf(c, clientStore).find(user.organization_id, params.id);
  const updates = await storeOf(c, clientUpdateStore).list(user.organization_id, params.id);
  return c.json(updates.map((update) => clientUpdateShape(update, user.id)), 200);
});

route(clientUpdateRoutes, '/api/clientupdates', 'post', async (c, { body }) => {
  const user = currentUser(c);
  if (!(await storeOf(c, clientStore).referenced(user.organization_id, body.client_id))) throw new ValidationFailure({ client_id: 'validation.in' });
  const update = await storeOf(c, clientUpdateStore).insert(user.organization_id, body.client_id, user.id, body.update, new Date());
  return c.json(clientUpdateShape(update, user.id), 201);
});

route(clientUpdateRoutes, '/api/clientupdates/{id}', 'put', async (c, { params, body }) => {
  const user = currentUser(c);
  const updates = storeOf(c, clientUpdateStore);
  const current = await updates.find(user.organization_id, params.id);
  if (isReadonly(current.user_id, user.id)) throw new HttpError(403, 'clientupdates.readonly');
  const edited = await updates.update(user.organization_id, params.id, editedFields(current, body.update, new Date()));
  return c.json(clientUpdateShape(edited, user.id), 200);
});

route(clientUpdateRoutes, '/api/clientupdates/{id}', 'delete', async (c, { params }) => {
  const user = currentUser(c);
  const updates = storeOf(c, clientUpdateStore);
  const current = await updates.find(user.organization_id, params.id);
  if (isReadonly(current.user_id, user.id)) throw new HttpError(403, 'clientupdates.readonly');
  await updates.delete(user.organization_id, params.id);
  return c.body(null, 204);
});
