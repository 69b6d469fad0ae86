import { getLocalTimeZone, today } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup));

interface Subscription {
  id: number;
  client_id: number;
  client: { id: number; name: string };
  service_id: number;
  name: string;
  enddate: string | null;
  active: boolean;
  price: string | null;
  period: string;
  startdate: string;
  vat: string;
  vat_category: string | null;
}

async function createClient(browser: Browser, name: string, active = true) {
  const answer = await browser.post('/api/clients', { name });
  expect(answer.status).toBe(201);
  if (!active) expect((await browser.post('/api/clients/toggle/active', { id: answer.body.id })).status).toBe(200);
  return answer.body as { id: number; name: string };
}

async function createService(browser: Browser, name: string) {
  const answer = await browser.post('/api/services', { name });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

async function subscribe(browser: Browser, body: Record<string, unknown>) {
  const answer = await browser.post('/api/subscriptions', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as Subscription;
}

function subscriptionRows() {
  return server.db.selectFrom('subscriptions').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

describe('subscriptions', () => {
  it("subscribes clients to a service, with the service's name and the client's id and name, and lists them all or per service", async () => {
    const hosting = await createService(admin, 'Hosting');
    const advice = await createService(admin, 'Advies');
    const jansen = await createClient(admin, 'Bakkerij Jansen');
    const achterberg = await createClient(admin, 'Apotheek Achterberg');

    const first = await subscribe(admin, { client_id: jansen.id, service_id: hosting.id });
    // Without a price, monthly at 21 % from today: not invoiced (recurring.test.ts).
    expect(first).toEqual({
      id: first.id,
      client_id: jansen.id,
      client: { id: jansen.id, name: 'Bakkerij Jansen' },
      service_id: hosting.id,
      name: 'Hosting',
      enddate: null,
      active: true,
      price: null,
      period: 'month',
      startdate: today(getLocalTimeZone()).toString(),
      vat: '21.00',
      vat_category: null,
    });
    const second = await subscribe(admin, { client_id: achterberg.id, service_id: hosting.id, enddate: '2026-12-31', active: false, name: 'ignored' });
    expect(second).toMatchObject({ client: { id: achterberg.id, name: 'Apotheek Achterberg' }, name: 'Hosting', enddate: '2026-12-31', active: true });
    const other = await subscribe(admin, { client_id: jansen.id, service_id: advice.id, enddate: null });

    const one = await admin.get(`/api/subscriptions/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);

    const all = await admin.get('/api/subscriptions');
    expect(all.status).toBe(200);
    // By client name.
    expect(all.body).toEqual([second, first, other]);
    expect((await admin.get(`/api/subscriptions?service_id=${hosting.id}`)).body).toEqual([second, first]);
    expect((await admin.get(`/api/subscriptions?service_id=${advice.id}`)).body).toEqual([other]);
    expect((await admin.get('/api/subscriptions?service_id=999999')).body).toEqual([]);

    // The names follow the client and the service.
    await admin.put(`/api/clients/${jansen.id}`, { name: 'Bakkerij Jansen & Zn' });
    await admin.put(`/api/services/${advice.id}`, { name: 'Strategisch advies' });
    expect((await admin.get(`/api/subscriptions/${other.id}`)).body).toEqual({ ...other, client: { id: jansen.id, name: 'Bakkerij Jansen & Zn' }, name: 'Strategisch advies' });
  });

  it('toggles the active flag back and forth and deletes only an inactive subscription', async () => {
    const service = await createService(admin, 'Onderhoud');
    const client = await createClient(admin, 'Toggle BV');
    const subscription = await subscribe(admin, { client_id: client.id, service_id: service.id });

    const refused = await admin.delete(`/api/subscriptions/${subscription.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Only an inactive subscription can be deleted.' });
    expect((await admin.get(`/api/subscriptions/${subscription.id}`)).status).toBe(200);

    const off = await admin.post('/api/subscriptions/toggle/active', { id: subscription.id });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...subscription, active: false });
    expect((await admin.get(`/api/subscriptions?service_id=${service.id}`)).body).toEqual([off.body]);
    const on = await admin.post('/api/subscriptions/toggle/active', { id: subscription.id });
    expect(on.body).toEqual(subscription);

    await admin.post('/api/subscriptions/toggle/active', { id: subscription.id });
    const deleted = await admin.delete(`/api/subscriptions/${subscription.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.get(`/api/subscriptions/${subscription.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/subscriptions/${subscription.id}`)).status).toBe(404);
  });

  it('needs an active client and a service of the organisation (422 under each field), translated, and changes nothing', async () => {
    const service = await createService(admin, 'Valid Service');
    const client = await createClient(admin, 'Valid Client');
    const sleeping = await createClient(admin, 'Sleeping Client', false);
    const before = await subscriptionRows();

    const missing = await admin.post('/api/subscriptions', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ client_id: ['The client field is required.'], service_id: ['The service field is required.'] });
    const wrong = await admin.post('/api/subscriptions', { client_id: 'seven', service_id: 0, enddate: '31-12-2026' });
    expect(wrong.body.errors).toEqual({
      client_id: ['The client field must be an integer.'],
      service_id: ['The service field must be at least 1.'],
      enddate: ['The end date field must be a valid date.'],
    });

    const inactive = await admin.post('/api/subscriptions', { client_id: sleeping.id, service_id: service.id });
    expect(inactive.status).toBe(422);
    expect(inactive.body).toEqual({ message: 'This client is inactive: choose an active client.', errors: { client_id: ['This client is inactive: choose an active client.'] } });
    const unknownService = await admin.post('/api/subscriptions', { client_id: client.id, service_id: 999999 });
    expect(unknownService.body.errors).toEqual({ service_id: ['The selected service is invalid.'] });
    const unknownBoth = await admin.post('/api/subscriptions', { client_id: 999999, service_id: 999999 });
    expect(unknownBoth.body.errors).toEqual({ client_id: ['The selected client is invalid.'], service_id: ['The selected service is invalid.'] });

    expect((await admin.get('/api/subscriptions?service_id=abc')).body.errors).toEqual({ service_id: ['The service field must be an integer.'] });
    expect((await admin.post('/api/subscriptions/toggle/active', { id: 'nine' })).body.errors).toEqual({ id: ['The id field must be an integer.'] });
    expect((await admin.get('/api/subscriptions/abc')).status).toBe(404);

    const dutch = await signedInAdmin(server, 'Nederlandse Beheerder');
    expect((await dutch.browser.post('/api/user/updateprofile', { name: 'Nederlandse Beheerder', email: dutch.user.email, locale: 'nl' })).status).toBe(200);
    const dutchClient = await createClient(dutch.browser, 'Slapende klant', false);
    const dutchAnswer = await dutch.browser.post('/api/subscriptions', { client_id: dutchClient.id, service_id: service.id });
    expect(dutchAnswer.body.errors).toEqual({ client_id: ['Deze klant is niet actief: kies een actieve klant.'], service_id: ['De geselecteerde waarde voor dienst is ongeldig.'] });

    expect(await subscriptionRows()).toEqual(before);
  });
});

describe('subscriptions of another organisation', () => {
  it('are not found: get, toggle and delete answer 404; its clients and services are unknown in a body (422); lists stay apart', async () => {
    const service = await createService(admin, 'Not Your Service');
    const client = await createClient(admin, 'Not Your Client');
    const theirs = await subscribe(admin, { client_id: client.id, service_id: service.id });
    await admin.post('/api/subscriptions/toggle/active', { id: theirs.id });
    const { browser: stranger, organizationId: strangerOrganization } = await signedInAdmin(server, 'Other Organisation');
    const before = await subscriptionRows();

    expect((await stranger.get(`/api/subscriptions/${theirs.id}`)).status).toBe(404);
    expect((await stranger.post('/api/subscriptions/toggle/active', { id: theirs.id })).status).toBe(404);
    const deleted = await stranger.delete(`/api/subscriptions/${theirs.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ message: 'Not found.' });
    expect((await stranger.get('/api/subscriptions')).body).toEqual([]);
    expect((await stranger.get(`/api/subscriptions?service_id=${service.id}`)).body).toEqual([]);

    const ownService = await createService(stranger, 'Own Service');
    const ownClient = await createClient(stranger, 'Own Client');
    const foreignClient = await stranger.post('/api/subscriptions', { client_id: client.id, service_id: ownService.id });
    expect(foreignClient.status).toBe(422);
    expect(foreignClient.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });
    const foreignService = await stranger.post('/api/subscriptions', { client_id: ownClient.id, service_id: service.id });
    expect(foreignService.body.errors).toEqual({ service_id: ['The selected service is invalid.'] });

    expect(await subscriptionRows()).toEqual(before);
    expect(await server.db.selectFrom('subscriptions').select('id').where('organization_id', '=', strangerOrganization).execute()).toEqual([]);
  });
});
