import type { ClientCreate, ClientUpdate, IdRequest } from '@kwartier/api';
import { Hono } from 'hono';
import type { Db } from '../db/database.js';
import type { ClientRow } from '../db/schema.js';
import { canDeleteClient, newClientFields, updatedClientFields } from '../domain/clients.js';
import { currentAdmin, HttpError, say, validBody, validParams, type AppEnv } from '../http/context.js';
import { clientShape } from '../http/shapes.js';

// Clients are an admin screen (SPEC §6). Every query names the caller's organisation, so
// another organisation's client is as absent as one that never existed (404).

export const clientRoutes = new Hono<AppEnv>();

/** The columns a Client answer shows: reading fewer columns makes the list measurably faster. */
const CLIENT_COLUMNS = [
  'id',
  'name',
  'clientnumber',
  'address',
  'zipcode',
  'city',
  'country',
  'phone',
  'email',
  'website',
  'iban',
  'vat',
  'chamberofcommerce',
  'color',
  'active',
] as const satisfies readonly (keyof ClientRow)[];

async function findClient(db: Db, organizationId: number, id: number) {
  const client = await db
    .selectFrom('clients')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!client) throw new HttpError(404, 'http.not_found');
  return client;
}

clientRoutes.get('/api/clients', async (c) => {
  const admin = currentAdmin(c);
  const clients = await c
    .get('db')
    .selectFrom('clients')
    .select(CLIENT_COLUMNS)
    .where('organization_id', '=', admin.organization_id)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return c.json(clients.map(clientShape), 200);
});

clientRoutes.post('/api/clients', async (c) => {
  const admin = currentAdmin(c);
  const input = validBody<ClientCreate>(c);
  const client = await c
    .get('db')
    .insertInto('clients')
    .values({ ...newClientFields(input), organization_id: admin.organization_id, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(clientShape(client), 201);
});

// Declared before `/api/clients/:id` for readability only: the method differs anyway.
clientRoutes.post('/api/clients/toggle/active', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validBody<IdRequest>(c);
  const db = c.get('db');
  const client = await findClient(db, admin.organization_id, id);
  const updated = await db
    .updateTable('clients')
    .set({ active: client.active === 1 ? 0 : 1 })
    .where('organization_id', '=', admin.organization_id)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(clientShape(updated), 200);
});

clientRoutes.get('/api/clients/:id', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validParams<{ id: number }>(c);
  return c.json(clientShape(await findClient(c.get('db'), admin.organization_id, id)), 200);
});

clientRoutes.put('/api/clients/:id', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validParams<{ id: number }>(c);
  const db = c.get('db');
  await findClient(db, admin.organization_id, id);
  const updated = await db
    .updateTable('clients')
    .set(updatedClientFields(validBody<ClientUpdate>(c)))
    .where('organization_id', '=', admin.organization_id)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(clientShape(updated), 200);
});

clientRoutes.delete('/api/clients/:id', async (c) => {
  const admin = currentAdmin(c);
  const { id } = validParams<{ id: number }>(c);
  const db = c.get('db');
  const client = await findClient(db, admin.organization_id, id);
  if (!canDeleteClient(client)) return c.json({ message: say(c, 'clients.delete_active') }, 409);
  await db.deleteFrom('clients').where('organization_id', '=', admin.organization_id).where('id', '=', id).execute();
  return c.body(null, 204);
});
