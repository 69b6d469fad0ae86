import { Hono } from 'hono';
import { addContact, deleteContact, updateContact } from '../../actions/clients.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { clientStore } from '../clients/store.js';
import { contactShape } from './shape.js';
import { contactStore } from './store.js';

// A client's contact persons, on the Contacts tab of the client page (`x-access: admin`). Every
// call acts on the caller's organisation: another organisation's client or contact answers 404,
// a `client_id` in a body that is not the organisation's client 422 under that field. The
// changes are actions/clients.ts.

export const contactRoutes = new Hono<AppEnv>();

route(contactRoutes, '/api/contacts/client/{id}', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  await storeOf(c, clientStore).find(organizationId, params.id);
  const contacts = await storeOf(c, contactStore).list(organizationId, params.id);
  return c.json(contacts.map(contactShape), 200);
});

route(contactRoutes, '/api/contacts', 'post', async (c, { body }) => {
  return c.json(contactShape(await addContact(c.get('db'), actorOf(c), body)), 201);
});

route(contactRoutes, '/api/contacts/{id}', 'put', async (c, { params, body }) => {
  return c.json(contactShape(await updateContact(c.get('db'), actorOf(c), params.id, body)), 200);
});

route(contactRoutes, '/api/contacts/{id}', 'delete', async (c, { params }) => {
  await deleteContact(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
