import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup));

async function createClient(browser: Browser, name: string) {
  const answer = await browser.post('/api/clients', { name });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

async function createContact(browser: Browser, body: Record<string, unknown>) {
  const answer = await browser.post('/api/contacts', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number; name: string; email: string | null; phone: string | null; client_id: number };
}

function contactRows() {
  return server.db.selectFrom('contacts').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

describe('contacts', () => {
  it('adds, lists by name, updates and deletes the contacts of one client', async () => {
    const client = await createClient(admin, 'Bakkerij Jansen');
    const otherClient = await createClient(admin, 'Slagerij Smit');

    const piet = await createContact(admin, { name: '  Piet Jansen ', email: 'piet@bakkerijjansen.nl', phone: '+31 6 1234 5678', client_id: client.id });
    expect(piet).toEqual({ id: piet.id, name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl', phone: '+31 6 1234 5678', client_id: client.id });
    const anna = await createContact(admin, { name: 'Anna Jansen', email: '', client_id: client.id });
    expect(anna).toMatchObject({ name: 'Anna Jansen', email: null, phone: null });
    const elsewhere = await createContact(admin, { name: 'Sanne Smit', client_id: otherClient.id });

    const list = await admin.get(`/api/contacts/client/${client.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([anna, piet]);
    expect((await admin.get(`/api/contacts/client/${otherClient.id}`)).body).toEqual([elsewhere]);

    // The client does not change with an edit; details left out are cleared; unknown properties are ignored.
    const updated = await admin.put(`/api/contacts/${piet.id}`, { name: 'Piet de Bakker', phone: '010-1234567', client_id: otherClient.id, id: 999 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: piet.id, name: 'Piet de Bakker', email: null, phone: '010-1234567', client_id: client.id });
    expect((await admin.get(`/api/contacts/client/${client.id}`)).body).toEqual([anna, updated.body]);

    const deleted = await admin.delete(`/api/contacts/${anna.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.get(`/api/contacts/client/${client.id}`)).body).toEqual([updated.body]);
    expect((await admin.delete(`/api/contacts/${anna.id}`)).status).toBe(404);
  });

  it('lists no contacts of a client without any, and answers 404 for a client that does not exist', async () => {
    const client = await createClient(admin, 'Nobody Home BV');
    expect((await admin.get(`/api/contacts/client/${client.id}`)).body).toEqual([]);
    const missing = await admin.get('/api/contacts/client/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
    expect((await admin.get('/api/contacts/client/abc')).status).toBe(404);
  });

  it('answers 422 under the right field, translated, and changes nothing', async () => {
    const client = await createClient(admin, 'Valid Contacts BV');
    const contact = await createContact(admin, { name: 'Valid Contact', client_id: client.id });
    const before = await contactRows();

    const empty = await admin.post('/api/contacts', { name: '', client_id: client.id });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } });

    const missing = await admin.post('/api/contacts', {});
    expect(missing.body.errors).toEqual({ name: ['The name field is required.'], client_id: ['The client field is required.'] });

    const bad = await admin.post('/api/contacts', { name: 'X', email: 'not-an-address', phone: 'x'.repeat(256), client_id: 'seven' });
    expect(bad.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field must not be greater than 255 characters.'],
      client_id: ['The client field must be an integer.'],
    });

    const unknownClient = await admin.post('/api/contacts', { name: 'Nobody', client_id: 999999 });
    expect(unknownClient.status).toBe(422);
    expect(unknownClient.body).toEqual({ message: 'The selected client is invalid.', errors: { client_id: ['The selected client is invalid.'] } });

    const badEdit = await admin.put(`/api/contacts/${contact.id}`, { name: '', email: 'nope' });
    expect(badEdit.body.errors).toEqual({ name: ['The name field is required.'], email: ['The email field must be a valid email address.'] });

    expect(await contactRows()).toEqual(before);
  });

  it('answers in Dutch for a Dutch admin', async () => {
    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const answer = await dutch.browser.post('/api/contacts', { name: '', client_id: 999999 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: ['Het veld naam is verplicht.'] });
    const unknownClient = await dutch.browser.post('/api/contacts', { name: 'Niemand', client_id: 999999 });
    expect(unknownClient.body.errors).toEqual({ client_id: ['De geselecteerde waarde voor klant is ongeldig.'] });
  });
});

describe('contacts of another organisation', () => {
  it('are not found: list, update and delete answer 404, and a client of A is no client_id for B (422)', async () => {
    const client = await createClient(admin, 'Not Yours BV');
    const contact = await createContact(admin, { name: 'Private Person', client_id: client.id });
    const { browser: stranger, organizationId: strangerOrganization } = await signedInAdmin(server, 'Other Organisation');
    const before = await contactRows();

    const list = await stranger.get(`/api/contacts/client/${client.id}`);
    expect(list.status).toBe(404);
    expect(list.body).toEqual({ message: 'Not found.' });
    expect((await stranger.put(`/api/contacts/${contact.id}`, { name: 'Taken Over' })).status).toBe(404);
    expect((await stranger.delete(`/api/contacts/${contact.id}`)).status).toBe(404);
    const foreign = await stranger.post('/api/contacts', { name: 'Smuggled In', client_id: client.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });

    expect(await contactRows()).toEqual(before);
    expect(await server.db.selectFrom('contacts').select('id').where('organization_id', '=', strangerOrganization).execute()).toEqual([]);
  });
});
