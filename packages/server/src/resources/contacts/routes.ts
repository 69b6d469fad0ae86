import { Hono } from 'hono';
import { currentUser, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { clientStore } from '../clients/store.js';
import { contactFields } from './rules.js';
import { contactShape } from './shape.js';
import { contactStore } from './store.js';

// A client's contact persons, on the Contacts tab of the client page (`x-access: admin`). Every
// call acts on the caller's organisation: another organisation's client or contact answers 404,
// a `client_id` in a body that is not the organisation's client 422 under that field.

export const contactRoutes = new Hono<AppEnv>();

route(contactRoutes, '/api/contacts/client/{id}', 'get', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  await storeOf(c, clientStore).find(organizationId, params.id);
  const contacts = await storeOf(c, contactStore).list(organizationId, params.id);
  return c.json(contacts.map(contactShape), 200);
});

route(contactRoutes, '/api/contacts', 'post', async (c, { body }) => {
  const organizationId = currentUser(c).organization_id;
  if (!(await storeOf(c, clientStore).referenced(organizationId, body.client_id))) throw new ValidationFailure({ client_id: 'validation.in' });
  const contact = await storeOf(c, contactStore).insert(organizationId, body.client_id, contactFields(body), new Date());
  return c.json(contactShape(contact), 201);
});

route(contactRoutes, '/api/contacts/{id}', 'put', async (c, { params, body }) => {
  const organizationId = currentUser(c).organization_id;
  const contacts = storeOf(c, contactStore);
  await contacts.find(organizationId, params.id);
  return c.json(contactShape(await contacts.update(organizationId, params.id, contactFields(body))), 200);
});

route(contactRoutes, '/api/contacts/{id}', 'delete', async (c, { params }) => {
  const organizationId = currentUser(c).organization_id;
  const contacts = storeOf(c, contactStore);
  await contacts.find(organizationId, params.id);
  await contacts.delete(organizationId, params.id);
  return c.body(null, 204);
});
