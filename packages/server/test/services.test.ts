import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup));

interface Service {
  id: number;
  name: string;
  servicenumber: string | null;
  description: string | null;
  active: boolean;
}

async function createService(browser: Browser, body: Record<string, unknown>) {
  const answer = await browser.post('/api/services', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as Service;
}

function serviceRows() {
  return server.db.selectFrom('services').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

describe('services', () => {
  it('creates, reads, lists by name, updates, toggles and deletes a service', async () => {
    const hosting = await createService(admin, {
      name: ' Zorgeloze Hosting ',
      servicenumber: 'S-010',
      description: '<p>Managed hosting including <strong>daily backups</strong>.</p>',
    });
    expect(hosting).toEqual({
      id: hosting.id,
      name: 'Zorgeloze Hosting',
      servicenumber: 'S-010',
      description: '<p>Managed hosting including <strong>daily backups</strong>.</p>',
      active: true,
    });
    const advice = await createService(admin, { name: 'Advies' });
    expect(advice).toMatchObject({ servicenumber: null, description: null, active: true });

    const one = await admin.get(`/api/services/${hosting.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(hosting);

    const list = await admin.get('/api/services');
    expect(list.status).toBe(200);
    const ids = (list.body as Service[]).map((service) => service.id);
    expect(ids.indexOf(advice.id)).toBeLessThan(ids.indexOf(hosting.id));
    for (const service of list.body as Service[]) expect(service).toEqual((await admin.get(`/api/services/${service.id}`)).body);

    // `active` changes only through the toggle call; details left out are cleared; unknown properties are ignored.
    const updated = await admin.put(`/api/services/${hosting.id}`, { name: 'Hosting', description: '<p>Hosting.</p>', active: false, id: 999, unknown: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: hosting.id, name: 'Hosting', servicenumber: null, description: '<p>Hosting.</p>', active: true });
    expect((await admin.get(`/api/services/${hosting.id}`)).body).toEqual(updated.body);

    const off = await admin.post('/api/services/toggle/active', { id: hosting.id });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...updated.body, active: false });
    expect((await admin.get('/api/services')).body).toContainEqual(off.body);
    const on = await admin.post('/api/services/toggle/active', { id: hosting.id });
    expect(on.body).toEqual({ ...updated.body, active: true });

    await admin.post('/api/services/toggle/active', { id: advice.id });
    const deleted = await admin.delete(`/api/services/${advice.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.get(`/api/services/${advice.id}`)).status).toBe(404);
  });

  it('sanitises the description on the way in: scripts and event handlers go, allowed formatting stays, no text is null', async () => {
    const service = await createService(admin, {
      name: 'Sanitised',
      description:
        '<h2 class="big">Plan</h2><p onclick="steal()">Fast <em>and</em> <u>safe</u></p><script>alert("x")</script>' +
        '<ul><li><a href="javascript:alert(1)">bad link</a></li><li><a href="https://example.org" onmouseover="x()">good link</a></li></ul>' +
        '<img src="x" onerror="alert(1)"><style>p{}</style>',
    });
    expect(service.description).toBe(
      '<h2>Plan</h2><p>Fast <em>and</em> <u>safe</u></p><ul><li><a>bad link</a></li><li><a href="https://example.org">good link</a></li></ul>',
    );
    const [row] = (await serviceRows()).filter((r) => r.id === service.id);
    expect(row.description).toBe(service.description);

    const edited = await admin.put(`/api/services/${service.id}`, { name: 'Sanitised', description: '<p><button onclick="x()">Click</button> me</p>' });
    expect(edited.body.description).toBe('<p>Click me</p>');
    const blank = await admin.put(`/api/services/${service.id}`, { name: 'Sanitised', description: '<p>  </p><p><br></p><script>alert(1)</script>' });
    expect(blank.body.description).toBeNull();
  });

  it('deletes a service only while it is inactive and nobody subscribes to it', async () => {
    const service = await createService(admin, { name: 'Delete Me' });
    const active = await admin.delete(`/api/services/${service.id}`);
    expect(active.status).toBe(409);
    expect(active.body).toEqual({ message: 'Only an inactive service can be deleted.' });

    const client = (await admin.post('/api/clients', { name: 'Subscriber BV' })).body as { id: number };
    const subscription = await admin.post('/api/subscriptions', { client_id: client.id, service_id: service.id });
    expect(subscription.status).toBe(201);
    await admin.post('/api/services/toggle/active', { id: service.id });
    const inUse = await admin.delete(`/api/services/${service.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: 'Clients still subscribe to this service. Delete their subscriptions first.' });
    expect((await admin.get(`/api/services/${service.id}`)).status).toBe(200);

    await admin.post('/api/subscriptions/toggle/active', { id: subscription.body.id });
    expect((await admin.delete(`/api/subscriptions/${subscription.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/services/${service.id}`)).status).toBe(204);
    expect((await serviceRows()).some((row) => row.id === service.id)).toBe(false);
  });

  it('answers 422 under the right field, translated, and changes nothing', async () => {
    const service = await createService(admin, { name: 'Valid Service' });
    const before = await serviceRows();

    const empty = await admin.post('/api/services', { name: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } });
    const wrong = await admin.post('/api/services', { name: 'X', servicenumber: 'x'.repeat(256), description: 42 });
    expect(wrong.body.errors).toEqual({
      servicenumber: ['The service number field must not be greater than 255 characters.'],
      description: ['The description field must be a string.'],
    });
    const tooLong = await admin.put(`/api/services/${service.id}`, { name: 'X', description: 'x'.repeat(65536) });
    expect(tooLong.body.errors).toEqual({ description: ['The description field must not be greater than 65535 characters.'] });
    expect((await admin.post('/api/services/toggle/active', { id: 'five' })).body.errors).toEqual({ id: ['The id field must be an integer.'] });
    expect((await admin.get('/api/services/abc')).status).toBe(404);

    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchEmpty = await dutch.browser.post('/api/services', { name: '', servicenumber: 'x'.repeat(256) });
    expect(dutchEmpty.body.errors).toEqual({ name: ['Het veld naam is verplicht.'], servicenumber: ['Het veld dienstnummer mag niet meer dan 255 tekens bevatten.'] });
    const dutchService = await createService(dutch.browser, { name: 'Actieve dienst' });
    expect((await dutch.browser.delete(`/api/services/${dutchService.id}`)).body).toEqual({ message: 'Alleen een inactieve dienst kan worden verwijderd.' });

    expect(await serviceRows()).toEqual(before);
  });
});

describe('services of another organisation', () => {
  it('are not found: get, update, toggle and delete answer 404 and change nothing', async () => {
    const theirs = await createService(admin, { name: 'Not Yours' });
    await admin.post('/api/services/toggle/active', { id: theirs.id });
    const { browser: stranger } = await signedInAdmin(server, 'Other Organisation');
    const before = await serviceRows();

    expect((await stranger.get(`/api/services/${theirs.id}`)).status).toBe(404);
    expect((await stranger.put(`/api/services/${theirs.id}`, { name: 'Taken Over' })).status).toBe(404);
    expect((await stranger.post('/api/services/toggle/active', { id: theirs.id })).status).toBe(404);
    const deleted = await stranger.delete(`/api/services/${theirs.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ message: 'Not found.' });
    expect((await stranger.get('/api/services')).body).toEqual([]);

    expect(await serviceRows()).toEqual(before);
  });
});
