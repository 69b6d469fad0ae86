import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_S } from '../src/domain/webhooks.js';
import { serverSecretBox } from '../src/domain/secretBox.js';
import { defaultContract } from '../src/openapi/contract.js';
import { createWebhookWorker, type WebhookWorker } from '../src/jobs/webhooks.js';
import { forgetOldWebhookDeliveries } from '../src/stores/webhooks.js';
import type { Browser } from './support/browser.js';
import { runCli } from './support/cli.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// Webhooks end to end: endpoints added over the API, events queued by real actions in their
// transaction, sent by the worker to a real HTTP receiver on this machine that verifies every
// request's signature with the `standardwebhooks` package and checks its body against the
// contract's WebhookEvent. Time for the back-off is moved on by the worker's clock, never waited.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  event: { type: string; timestamp: string; data: { object: string; id: number; details: Record<string, unknown> } };
}

let server: TestServer;
let admin: Browser;
let organizationId: number;

/** The receiver: each path has the secret it verifies with and the statuses it answers in turn (then 200). */
let receiver: Server;
let base: string;
const received: Received[] = [];
const secrets = new Map<string, string>();
const statuses = new Map<string, number[]>();
const waiting: ((request: Received) => void)[] = [];
const validEvent = defaultContract().schemaValidator('WebhookEvent');

/** The worker's clock runs this far ahead of the real one. */
let ahead = 0;
let worker: WebhookWorker;

useSignedInAdmin((setup) => ({ server, admin, organizationId } = setup), { name: 'Anna Admin', server: { config: { webhooksAllowPrivate: true } } });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets.get(path);
      try {
        if (!secret) throw new Error(`no secret for ${path}`);
        // Throws unless the signature is right for this body, id and (recent) timestamp.
        new Webhook(secret).verify(body, request.headers as Record<string, string>);
      } catch (error) {
        response.writeHead(401).end(`refused: ${(error as Error).message}`);
        return;
      }
      const event = JSON.parse(body) as Received['event'];
      if (!validEvent(event)) {
        response.writeHead(400).end(JSON.stringify(validEvent.errors));
        return;
      }
      const entry = { path, headers: request.headers, body, event };
      received.push(entry);
      const status = statuses.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : `trouble ${status}`);
      waiting.shift()?.(entry);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  worker = createWebhookWorker({ db: server.db, box: serverSecretBox(server.config), allowPrivate: true, clock: () => new Date(Date.now() + ahead) });
});

afterAll(async () => {
  await worker?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

/** Adds an endpoint at `path` of the receiver wanting `events`; the receiver verifies with its secret. */
async function endpoint(path: string, events: string[], extra: Record<string, unknown> = {}) {
  const created = await admin.post('/api/webhooks', { url: `${base}${path}`, description: `Receiver ${path}`, event_types: events, ...extra });
  expect(created.status, created.text).toBe(201);
  expect(created.body.secret).toMatch(/^whsec_/);
  secrets.set(path, created.body.secret);
  return created.body.id as number;
}

const at = (path: string) => received.filter((request) => request.path === path);

async function deliveries(id: number) {
  const answer = await admin.get(`/api/webhooks/${id}/deliveries`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.deliveries as { id: number; message_id: string; status: string; attempts: number; last_status: number | null; last_answer: string | null; next_attempt_at: string | null; event_type: string }[];
}

describe('endpoints', () => {
  it('are added with a secret shown once, read and listed without it, and audited', async () => {
    const id = await endpoint('/added', ['client.created']);
    const read = await admin.get(`/api/webhooks/${id}`);
    expect(read.body).toMatchObject({ id, url: `${base}/added`, description: 'Receiver /added', event_types: ['client.created'], active: true });
    expect(read.body).not.toHaveProperty('secret');
    const list = await admin.get('/api/webhooks');
    expect(list.body.map((row: { id: number }) => row.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    const stored = await server.db.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secrets.get('/added')!.slice(6));
    const audit = await admin.get('/api/audit?kind=webhook.created');
    expect(audit.body.entries[0].details).toEqual({ name: `${base}/added` });
  });

  it('are changed (audited with the fields) and deleted with their log', async () => {
    const id = await endpoint('/changed', ['client.created']);
    const changed = await admin.put(`/api/webhooks/${id}`, { url: `${base}/changed`, description: 'Other', event_types: ['invoice.paid', 'client.changed'], active: false });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ description: 'Other', event_types: ['invoice.paid', 'client.changed'], active: false });
    const audit = await admin.get('/api/audit?kind=webhook.changed');
    expect(audit.body.entries[0].details.fields).toEqual(['active', 'description', 'event_types']);
    expect((await admin.post(`/api/webhooks/${id}/ping`)).status).toBe(202);
    expect((await admin.delete(`/api/webhooks/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/webhooks/${id}`)).status).toBe(404);
    const left = await server.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id).execute();
    expect(left).toEqual([]);
    expect((await admin.get('/api/audit?kind=webhook.deleted')).body.entries[0].details).toEqual({ name: `${base}/changed` });
  });

  it("are another organisation's 404", async () => {
    const id = await endpoint('/private', ['client.created']);
    const other = await signedInAdmin(server, 'Other Admin');
    expect((await other.browser.get(`/api/webhooks/${id}`)).status).toBe(404);
    expect((await other.browser.get(`/api/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await other.browser.post(`/api/webhooks/${id}/secret`)).status).toBe(404);
    expect((await other.browser.get('/api/webhooks')).body).toEqual([]);
  });

  it('are for admins only', async () => {
    const member = await signedInMember(server, organizationId);
    expect((await member.browser.get('/api/webhooks')).status).toBe(403);
    expect((await member.browser.post('/api/webhooks', { url: `${base}/member`, event_types: ['ping'] })).status).toBe(403);
  });
});

describe('delivery', () => {
  it('sends an event of a real action once, signed, with the contract body, and logs it', async () => {
    const id = await endpoint('/clients', ['client.created']);
    const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
    expect(client.status).toBe(201);
    await worker.runOnce();
    await worker.runOnce();
    const got = at('/clients');
    expect(got).toHaveLength(1);
    expect(got[0]!.event).toMatchObject({ type: 'client.created', data: { object: 'client', id: client.body.id, details: { name: 'Bakkerij Jansen' } } });
    expect(got[0]!.headers['webhook-id']).toMatch(/^msg_/);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ event_type: 'client.created', status: 'delivered', attempts: 1, last_status: 200, last_answer: 'thanks', next_attempt_at: null, message_id: got[0]!.headers['webhook-id'] });
  });

  it("sends a member's saved time and submitted week, and their approval", async () => {
    await endpoint('/time', ['time.saved', 'week.submitted', 'week.approved']);
    const member = await signedInMember(server, organizationId);
    const client = await admin.post('/api/clients', { name: 'Time Client' });
    const project = await admin.post('/api/projects', { name: 'Time Project', projectnumber: 'P-W', client_id: client.body.id });
    const activity = await admin.post('/api/activities', { name: 'Design', project_id: project.body.id });
    expect((await admin.post(`/api/activities/${activity.body.id}/attachuser`, { teammember_id: member.id, activity_id: activity.body.id, rate: '80' })).status).toBe(200);
    expect((await admin.post('/api/organization/save/update', { time_approval: true })).status).toBe(200);
    expect((await member.browser.post('/api/time/save', { time: 90, activity_id: activity.body.id, date: '2026-03-02' })).status).toBe(200);
    expect((await member.browser.post('/api/time/submit', { date: '2026-03-02' })).status).toBe(200);
    const [submission] = (await admin.get('/api/approvals')).body as { id: number }[];
    expect((await admin.post(`/api/approvals/${submission!.id}/approve`)).status).toBe(200);
    await worker.runOnce();
    const of = (type: string) => at('/time').filter((request) => request.event.type === type);
    expect(at('/time').map((request) => [request.event.type, request.event.data.object, request.event.data.id]).sort()).toEqual([
      ['time.saved', 'activity', activity.body.id],
      ['week.approved', 'week', submission!.id],
      ['week.submitted', 'week', submission!.id],
    ]);
    expect(of('time.saved')[0]!.event.data.details).toEqual({ start: '2026-03-02', from: '0:00', to: '1:30' });
    expect(of('week.submitted')[0]!.event.data.details).toEqual({ name: expect.any(String), start: '2026-03-02', end: '2026-03-08' });
    expect((await admin.post('/api/organization/save/update', { time_approval: false })).status).toBe(200);
  });

  it("sends an invoice's way: created, sent, a payment recorded, paid", async () => {
    await endpoint('/invoices', ['invoice.created', 'invoice.sent', 'invoice.paid', 'payment.recorded', 'expense.recorded']);
    const client = await admin.post('/api/clients', { name: 'Invoice Client' });
    const contact = await admin.post('/api/contacts', { name: 'Piet', client_id: client.body.id });
    const invoice = await admin.post('/api/invoices', { invoicenumber: 'W-1', client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    expect((await admin.post('/api/invoicelines', { service: 'Work', amount: '10', unitprice: '100', vat: '21', invoice_id: invoice.body.id })).status).toBe(201);
    expect((await admin.put(`/api/invoices/${invoice.body.id}`, { status_id: 2 })).status).toBe(200);
    const paid = await admin.post(`/api/invoices/${invoice.body.id}/payments`, { method: 'bank_transfer', paid_on: '2026-04-10', amount: '1210.00' });
    expect(paid.status, paid.text).toBe(201);
    await worker.runOnce();
    // A batch is sent side by side: the order of arrival is not the order of the changes.
    const got = at('/invoices').map((request) => [request.event.type, request.event.data.object, request.event.data.id]);
    expect(got.sort()).toEqual([
      ['invoice.created', 'invoice', invoice.body.id],
      ['invoice.paid', 'invoice', invoice.body.id],
      ['invoice.sent', 'invoice', invoice.body.id],
      ['payment.recorded', 'invoice', invoice.body.id],
    ]);
    expect(at('/invoices').find((request) => request.event.type === 'payment.recorded')!.event.data.details).toMatchObject({ number: 'W-1', amount: '1210.00' });
    expect(at('/invoices').find((request) => request.event.type === 'invoice.paid')!.event.data.details).toEqual({ number: 'W-1', from: 'sent', to: 'paid' });
  });

  it('sends only the events an active endpoint names', async () => {
    const wantsChanges = await endpoint('/changes', ['client.changed']);
    const inactive = await endpoint('/inactive', ['client.created', 'client.changed'], { active: false });
    const client = await admin.post('/api/clients', { name: 'Drukkerij Noord' });
    await admin.post('/api/clients/toggle/active', { id: client.body.id });
    await worker.runOnce();
    expect(at('/changes').map((request) => request.event.type)).toEqual(['client.changed']);
    expect(at('/changes')[0]!.event.data.details).toMatchObject({ from: 'active', to: 'inactive' });
    expect(at('/inactive')).toEqual([]);
    expect(await deliveries(inactive)).toEqual([]);
    expect(await deliveries(wantsChanges)).toHaveLength(1);
  });

  it('queues nothing when the change rolls back', async () => {
    await endpoint('/rolled-back', ['client.created']);
    // A name too long for the contract: refused before any change, so no event either.
    const refused = await admin.post('/api/clients', { name: 'x'.repeat(300) });
    expect(refused.status).toBe(422);
    await worker.runOnce();
    expect(at('/rolled-back')).toEqual([]);
  });

  it('tries again after the back-off when the receiver fails, with the same message id', async () => {
    const id = await endpoint('/flaky', ['client.created']);
    statuses.set('/flaky', [500]);
    await admin.post('/api/clients', { name: 'Flaky Client' });
    await worker.runOnce();
    const [first] = await deliveries(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status: 500, last_answer: 'trouble 500' });
    // Not due yet: nothing is sent.
    await worker.runOnce();
    expect(at('/flaky')).toHaveLength(1);
    ahead += (RETRY_DELAYS_S[0] + 1) * 1000;
    await worker.runOnce();
    const got = at('/flaky');
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200 });
  });

  it('fails after the last attempt, and is sent again on request', async () => {
    const id = await endpoint('/down', ['client.created']);
    statuses.set('/down', Array(RETRY_DELAYS_S.length + 2).fill(503));
    await admin.post('/api/clients', { name: 'Down Client' });
    for (const delay of [0, ...RETRY_DELAYS_S]) {
      ahead += (delay + 1) * 1000;
      await worker.runOnce();
    }
    expect(at('/down')).toHaveLength(RETRY_DELAYS_S.length + 1);
    const [failed] = await deliveries(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_S.length + 1, last_status: 503, next_attempt_at: null });
    // Once more, still failing: failed again after that one attempt.
    const again = await admin.post(`/api/webhookdeliveries/${failed!.id}/resend`);
    expect(again.status, again.text).toBe(202);
    expect(again.body).toMatchObject({ id: failed!.id, status: 'pending' });
    await worker.runOnce();
    expect((await deliveries(id))[0]).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_S.length + 2 });
    // The receiver is back: the next "send again" delivers.
    statuses.set('/down', []);
    await admin.post(`/api/webhookdeliveries/${failed!.id}/resend`);
    await worker.runOnce();
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', last_status: 200 });
    expect(new Set(at('/down').map((request) => request.headers['webhook-id'])).size).toBe(1);
  });

  it('logs why no answer came', async () => {
    const closed = await admin.post('/api/webhooks', { url: 'http://127.0.0.1:9/nothing', event_types: ['client.created'] });
    await admin.post(`/api/webhooks/${closed.body.id}/ping`);
    await worker.runOnce();
    expect((await deliveries(closed.body.id))[0]).toMatchObject({ status: 'pending', attempts: 1, last_status: null, last_answer: expect.stringMatching(/^No answer: /) });
    await admin.delete(`/api/webhooks/${closed.body.id}`);
  });

  it('sends a test event to the endpoint whatever it names', async () => {
    const id = await endpoint('/ping', ['invoice.paid']);
    const ping = await admin.post(`/api/webhooks/${id}/ping`);
    expect(ping.status, ping.text).toBe(202);
    expect(ping.body).toMatchObject({ event_type: 'ping', status: 'pending', attempts: 0, payload: { type: 'ping', data: { object: 'organization', id: organizationId } } });
    await worker.runOnce();
    expect(at('/ping').map((request) => request.event.type)).toEqual(['ping']);
  });

  it('signs with the rotated secret from then on', async () => {
    const id = await endpoint('/rotated', ['client.created']);
    const old = secrets.get('/rotated')!;
    const rotated = await admin.post(`/api/webhooks/${id}/secret`);
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.secret).not.toBe(old);
    secrets.set('/rotated', rotated.body.secret);
    await admin.post(`/api/webhooks/${id}/ping`);
    await worker.runOnce();
    const [got] = at('/rotated');
    expect(got).toBeDefined();
    expect(() => new Webhook(old).verify(got!.body, got!.headers as Record<string, string>)).toThrow();
    expect((await admin.get('/api/audit?kind=webhook.secret_rotated')).body.entries).toHaveLength(1);
  });

  it('is woken by the commit that queued it', async () => {
    await endpoint('/woken', ['client.created']);
    const arrived = new Promise<Received>((resolve) => waiting.push(resolve));
    const live = createWebhookWorker({ db: server.db, box: serverSecretBox(server.config), allowPrivate: true });
    live.start();
    try {
      const client = await admin.post('/api/clients', { name: 'Woken Client' });
      expect((await arrived).event.data.id).toBe(client.body.id);
    } finally {
      await live.stop();
    }
  });

  it('is sent once by the command line too', async () => {
    const id = await endpoint('/cli', ['invoice.paid']);
    await admin.post(`/api/webhooks/${id}/ping`);
    const env = { DATA_DIR: server.config.dataDir, WEBHOOKS_ALLOW_PRIVATE: 'true' };
    expect(await runCli(server, ['send-webhooks'], env)).toEqual({ code: 0, output: 'webhooks: 1 attempt made (the delivery log has each outcome)\n' });
    expect(at('/cli').map((request) => request.event.type)).toEqual(['ping']);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await runCli(server, ['send-webhooks'], env)).toEqual({ code: 0, output: 'webhooks: nothing due\n' });
  });

  it('goes once to each endpoint when two workers share the database', async () => {
    const id = await endpoint('/shared', ['client.created']);
    const names = Array.from({ length: 30 }, (_, index) => `Shared ${index}`);
    for (const name of names) expect((await admin.post('/api/clients', { name })).status).toBe(201);
    const before = received.length;
    const handle = server.anotherHandle();
    const second = createWebhookWorker({ db: handle, box: serverSecretBox(server.config), allowPrivate: true, clock: () => new Date(Date.now() + ahead) });
    try {
      const made = await Promise.all([worker.runOnce(), second.runOnce()]);
      // Every endpoint naming client.created got each of the clients, each message once.
      const now = received.slice(before);
      expect(made[0] + made[1]).toBe(now.length);
      expect(new Set(now.map((request) => request.headers['webhook-id'])).size).toBe(now.length);
    } finally {
      await second.stop();
      await handle.destroy();
    }
    const got = at('/shared');
    expect(got.map((request) => request.event.data.details.name).sort()).toEqual([...names].sort());
    expect(new Set(got.map((request) => request.headers['webhook-id'])).size).toBe(names.length);
    const log = await admin.get(`/api/webhooks/${id}/deliveries?per_page=50`);
    expect(log.body.total_count).toBe(names.length);
    expect(log.body.deliveries.every((delivery: { status: string; attempts: number }) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(true);
  });

  it('pages the log, newest first', async () => {
    const id = await endpoint('/paged', ['client.created']);
    for (let index = 0; index < 3; index++) await admin.post(`/api/webhooks/${id}/ping`);
    const first = await admin.get(`/api/webhooks/${id}/deliveries?per_page=2`);
    const second = await admin.get(`/api/webhooks/${id}/deliveries?per_page=2&page=2`);
    expect(first.body).toMatchObject({ page: 1, per_page: 2, total_count: 3 });
    expect(first.body.deliveries).toHaveLength(2);
    expect(second.body.deliveries).toHaveLength(1);
    const ids = [...first.body.deliveries, ...second.body.deliveries].map((delivery: { id: number }) => delivery.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await worker.runOnce();
  });

  it('keeps ended deliveries in the log for 30 days, pending ones until they end', async () => {
    const id = await endpoint('/aged', ['client.created']);
    statuses.set('/aged', [200, 503]);
    for (let index = 0; index < 2; index++) await admin.post(`/api/webhooks/${id}/ping`);
    await worker.runOnce();
    const [pending, delivered] = (await deliveries(id)).map((delivery: { id: number; status: string }) => delivery);
    expect([pending.status, delivered.status]).toEqual(['pending', 'delivered']);
    const now = new Date();
    const queued = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await server.db.updateTable('webhook_deliveries').set({ created_at: queued(31) }).where('endpoint_id', '=', id).execute();
    await forgetOldWebhookDeliveries(server.db, new Date(now.getTime() - 2 * 86_400_000));
    expect(await deliveries(id)).toHaveLength(2);
    await forgetOldWebhookDeliveries(server.db, now);
    expect((await deliveries(id)).map((delivery: { id: number }) => delivery.id)).toEqual([pending.id]);
    statuses.delete('/aged');
  });
});

describe('request forgery guard', () => {
  const refused = async (url: string) => {
    const answer = await admin.post('/api/webhooks', { url, event_types: ['client.created'] });
    expect(answer.status, `${url}: ${answer.text}`).toBe(422);
    return answer.body.errors.url as string[];
  };

  it('refuses loopback, private and other non-public addresses, and http, without the setting', async () => {
    server.config.webhooksAllowPrivate = false;
    try {
      for (const url of ['https://127.0.0.1/hook', 'https://localhost/hook', 'https://10.1.2.3/', 'https://192.168.1.10/', 'https://172.16.0.5/', 'https://169.254.169.254/latest', 'https://100.64.0.1/', 'https://[::1]/', 'https://[fd00::1]/', 'https://[fe80::1]/', 'https://0.0.0.0/', 'https://224.0.0.1/', 'https://[::ffff:127.0.0.1]/']) {
        expect(await refused(url)).toEqual(['This address leads to a private or local network, which webhooks may not reach.']);
      }
      expect(await refused('http://93.184.215.14/hook')).toEqual(['The address must start with https://.']);
      expect(await refused('https://no-such-host.invalid/hook')).toEqual(['The host of this address could not be found.']);
      expect(await refused('not a url')).toEqual(['Enter a full web address, such as https://hooks.example.org/kwartier.']);
      // In the caller's language.
      const dutch = await signedInAdmin(server, 'Nederlandse Admin');
      await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', dutch.user.id).execute();
      const refusedInDutch = await dutch.browser.post('/api/webhooks', { url: 'https://127.0.0.1/', event_types: ['ping'] });
      expect(refusedInDutch.body.errors).toEqual({ url: ['Dit adres leidt naar een privé- of lokaal netwerk, dat webhooks niet mogen bereiken.'] });
      // The test receiver itself: http on loopback.
      expect(await refused(`${base}/kept`)).toEqual(['The address must start with https://.']);
      expect(await server.db.selectFrom('webhook_endpoints').select('id').where('url', 'like', '%/kept').execute()).toEqual([]);
    } finally {
      server.config.webhooksAllowPrivate = true;
    }
  });

  it('refuses to send to a private address when the setting is off, by the address connected to', async () => {
    const literal = await endpoint('/literal', ['client.created']);
    const byName = await admin.post('/api/webhooks', { url: base.replace('127.0.0.1', 'localhost') + '/by-name', event_types: ['client.created'] });
    expect(byName.status, byName.text).toBe(201);
    secrets.set('/by-name', byName.body.secret);
    const guarded = createWebhookWorker({ db: server.db, box: serverSecretBox(server.config), allowPrivate: false, clock: () => new Date(Date.now() + ahead) });
    try {
      await admin.post('/api/clients', { name: 'Guarded Client' });
      await guarded.runOnce();
    } finally {
      await guarded.stop();
    }
    expect(at('/literal')).toEqual([]);
    expect(at('/by-name')).toEqual([]);
    expect((await deliveries(literal))[0]).toMatchObject({ status: 'pending', last_status: null, last_answer: expect.stringContaining('not a public address') });
    expect((await deliveries(byName.body.id))[0]).toMatchObject({ status: 'pending', last_status: null, last_answer: expect.stringContaining('non-public address') });
    // Leave nothing due for the other tests' worker.
    await admin.delete(`/api/webhooks/${literal}`);
    await admin.delete(`/api/webhooks/${byName.body.id}`);
  });
});
