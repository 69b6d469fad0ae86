import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { addMember, signedInAdmin, signIn } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let adminName: string;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminName } = setup), { name: 'Anna de Vries' });

interface Entry {
  id: number;
  update: string;
  client_id: number;
  created_at: string;
  username: string | null;
  edited: boolean;
  readonly: boolean;
}

async function createClient(browser: Browser, name: string) {
  const answer = await browser.post('/api/clients', { name });
  expect(answer.status).toBe(201);
  return answer.body as { id: number };
}

async function addUpdate(browser: Browser, clientId: number, update: string) {
  const answer = await browser.post('/api/clientupdates', { update, client_id: clientId });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as Entry;
}

/** A second admin of organisation A (an ordinary member made admin by A's admin), signed in. */
async function secondAdmin() {
  const member = await addMember(server.db, organizationId);
  expect((await admin.post('/api/users/toggle/admin', { id: member.id })).status).toBe(200);
  return { ...member, browser: await signIn(server, member.email) };
}

function updateRows() {
  return server.db.selectFrom('client_updates').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

describe('client updates', () => {
  it('adds updates by the signed-in author, lists them newest first, edits and deletes them', async () => {
    const client = await createClient(admin, 'Bakkerij Jansen');
    const first = await addUpdate(admin, client.id, '  Called about the new website. ');
    expect(first).toEqual({
      id: first.id,
      update: 'Called about the new website.',
      client_id: client.id,
      created_at: first.created_at,
      username: adminName,
      edited: false,
      readonly: false,
    });
    // A UTC timestamp, as stored.
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const [row] = (await updateRows()).filter((r) => r.id === first.id);
    expect(row).toMatchObject({ text: 'Called about the new website.', created_at: first.created_at, updated_at: null });
    const second = await addUpdate(admin, client.id, 'Texts arrive next week.');
    const third = await addUpdate(admin, client.id, 'Texts received.');

    const list = await admin.get(`/api/clientupdates/client/${client.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([third, second, first]);

    // Saving the same text is no edit; a changed text is, and keeps the moment of creation.
    const same = await admin.put(`/api/clientupdates/${second.id}`, { update: 'Texts arrive next week.' });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(second);
    const edited = await admin.put(`/api/clientupdates/${second.id}`, { update: 'Texts arrive on Monday.', client_id: 999999, edited: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...second, update: 'Texts arrive on Monday.', edited: true });
    const again = await admin.put(`/api/clientupdates/${second.id}`, { update: 'Texts arrive on Monday.' });
    expect(again.body).toEqual(edited.body);

    const deleted = await admin.delete(`/api/clientupdates/${third.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.get(`/api/clientupdates/client/${client.id}`)).body).toEqual([edited.body, first]);
    expect((await admin.delete(`/api/clientupdates/${third.id}`)).status).toBe(404);
  });

  it('answers 404 for a client that does not exist', async () => {
    expect((await admin.get('/api/clientupdates/client/999999')).status).toBe(404);
    expect((await admin.get('/api/clientupdates/client/abc')).status).toBe(404);
    expect((await admin.put('/api/clientupdates/999999', { update: 'Nothing' })).status).toBe(404);
  });

  it("are read-only for everyone but their author: another admin's PUT and DELETE answer 403 and change nothing", async () => {
    const client = await createClient(admin, 'Shared Notes BV');
    const mine = await addUpdate(admin, client.id, 'Written by Anna.');
    const colleague = await secondAdmin();
    const theirs = await addUpdate(colleague.browser, client.id, 'Written by Mark.');
    expect(theirs).toMatchObject({ username: 'Mark Member', readonly: false });

    // The same list, seen by each of them.
    expect((await admin.get(`/api/clientupdates/client/${client.id}`)).body).toEqual([
      { ...theirs, readonly: true },
      { ...mine, readonly: false },
    ]);
    expect((await colleague.browser.get(`/api/clientupdates/client/${client.id}`)).body).toEqual([theirs, { ...mine, readonly: true }]);

    const before = await updateRows();
    const put = await admin.put(`/api/clientupdates/${theirs.id}`, { update: 'Rewritten by Anna.' });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ message: 'Only the author of this update can change or delete it.' });
    expect((await admin.delete(`/api/clientupdates/${theirs.id}`)).status).toBe(403);
    expect((await colleague.browser.delete(`/api/clientupdates/${mine.id}`)).status).toBe(403);
    expect(await updateRows()).toEqual(before);

    // Once the author's account is gone the update stays, without a name and read-only for everyone.
    expect((await admin.delete(`/api/users/${colleague.id}`)).status).toBe(204);
    const orphan = { ...theirs, username: null, readonly: true };
    expect((await admin.get(`/api/clientupdates/client/${client.id}`)).body).toEqual([orphan, mine]);
    expect((await admin.put(`/api/clientupdates/${theirs.id}`, { update: 'Adopted.' })).status).toBe(403);
    expect((await admin.delete(`/api/clientupdates/${theirs.id}`)).status).toBe(403);
  });

  it('answers 422 under the right field, translated, and changes nothing', async () => {
    const client = await createClient(admin, 'Valid Updates BV');
    const entry = await addUpdate(admin, client.id, 'Valid.');
    const before = await updateRows();

    const empty = await admin.post('/api/clientupdates', { update: '   ', client_id: client.id });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: 'The update field is required.', errors: { update: ['The update field is required.'] } });
    const missing = await admin.post('/api/clientupdates', {});
    expect(missing.body.errors).toEqual({ update: ['The update field is required.'], client_id: ['The client field is required.'] });
    const tooLong = await admin.post('/api/clientupdates', { update: 'x'.repeat(65536), client_id: client.id });
    expect(tooLong.body.errors).toEqual({ update: ['The update field must not be greater than 65535 characters.'] });
    const unknownClient = await admin.post('/api/clientupdates', { update: 'Lost.', client_id: 999999 });
    expect(unknownClient.status).toBe(422);
    expect(unknownClient.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });
    const emptyEdit = await admin.put(`/api/clientupdates/${entry.id}`, { update: '' });
    expect(emptyEdit.body.errors).toEqual({ update: ['The update field is required.'] });

    expect(await updateRows()).toEqual(before);
  });

  it('answers in Dutch for a Dutch admin, the read-only refusal too', async () => {
    const client = await createClient(admin, 'Nederlandse Notities BV');
    const entry = await addUpdate(admin, client.id, 'Door Anna.');
    const colleague = await secondAdmin();
    expect((await colleague.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: colleague.email, locale: 'nl' })).status).toBe(200);
    const refused = await colleague.browser.delete(`/api/clientupdates/${entry.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Alleen de schrijver van deze update kan hem wijzigen of verwijderen.' });
    const unknownClient = await colleague.browser.post('/api/clientupdates', { update: 'Kwijt.', client_id: 999999 });
    expect(unknownClient.body.errors).toEqual({ client_id: ['De geselecteerde waarde voor klant is ongeldig.'] });
  });
});

describe('client updates of another organisation', () => {
  it('are not found: list, edit and delete answer 404, and a client of A is no client_id for B (422)', async () => {
    const client = await createClient(admin, 'Not Yours BV');
    const entry = await addUpdate(admin, client.id, 'Private.');
    const { browser: stranger, organizationId: strangerOrganization } = await signedInAdmin(server, 'Other Organisation');
    const before = await updateRows();

    const list = await stranger.get(`/api/clientupdates/client/${client.id}`);
    expect(list.status).toBe(404);
    expect(list.body).toEqual({ message: 'Not found.' });
    expect((await stranger.put(`/api/clientupdates/${entry.id}`, { update: 'Taken over.' })).status).toBe(404);
    expect((await stranger.delete(`/api/clientupdates/${entry.id}`)).status).toBe(404);
    const foreign = await stranger.post('/api/clientupdates', { update: 'Smuggled in.', client_id: client.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });

    expect(await updateRows()).toEqual(before);
    expect(await server.db.selectFrom('client_updates').select('id').where('organization_id', '=', strangerOrganization).execute()).toEqual([]);
  });
});
