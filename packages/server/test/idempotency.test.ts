import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { PASSWORD, signedInAdmin, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

let server: TestServer;
let admin: Browser;
let organizationId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ browser: admin, organizationId } = await signedInAdmin(server));
});
afterAll(async () => {
  await server?.close();
});

const countClients = async (name: string) =>
  (await server.db.selectFrom('clients').select('id').where('organization_id', '=', organizationId).where('name', '=', name).execute()).length;

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeated key instead of creating twice', async () => {
    const key = randomUUID();
    const first = await admin.post('/api/clients', { name: 'Once BV' }, { headers: { 'idempotency-key': key } });
    const second = await admin.post('/api/clients', { name: 'Once BV' }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await countClients('Once BV')).toBe(1);

    // Another key is another logical call.
    await admin.post('/api/clients', { name: 'Once BV' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(await countClients('Once BV')).toBe(2);
  });

  it('replays a toggle instead of toggling back', async () => {
    const client = (await admin.post('/api/clients', { name: 'Toggle Once BV' })).body;
    const key = randomUUID();
    const first = await admin.post('/api/clients/toggle/active', { id: client.id }, { headers: { 'idempotency-key': key } });
    const retry = await admin.post('/api/clients/toggle/active', { id: client.id }, { headers: { 'idempotency-key': key } });
    expect(first.body.active).toBe(false);
    expect(retry.body).toEqual(first.body);
    expect((await admin.get(`/api/clients/${client.id}`)).body.active).toBe(false);
  });

  it('replays a 204 and a 409 alike', async () => {
    const client = (await admin.post('/api/clients', { name: 'Delete Once BV' })).body;
    const refusedKey = randomUUID();
    const refused = await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': refusedKey } });
    expect(refused.status).toBe(409);
    await admin.post('/api/clients/toggle/active', { id: client.id });
    // Same key: the stored 409 comes back, though the client could be deleted now.
    const refusedAgain = await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': refusedKey } });
    expect(refusedAgain.status).toBe(409);
    expect(refusedAgain.body).toEqual(refused.body);

    const key = randomUUID();
    expect((await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': key } })).status).toBe(204);
    const replay = await admin.delete(`/api/clients/${client.id}`, { headers: { 'idempotency-key': key } });
    expect(replay.status).toBe(204);
    expect(replay.text).toBe('');
  });

  it('lets concurrent duplicates wait for the first and get its answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post('/api/clients', { name: 'Concurrent BV' }, { headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countClients('Concurrent BV')).toBe(1);
  });

  it('refuses a key reused for a different request with 422', async () => {
    const key = randomUUID();
    await admin.post('/api/clients', { name: 'First Body BV' }, { headers: { 'idempotency-key': key } });
    const other = await admin.post('/api/clients', { name: 'Second Body BV' }, { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ 'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'] });
    expect(await countClients('Second Body BV')).toBe(0);
  });

  it('keeps keys per session: another session with the same key acts on its own', async () => {
    const key = randomUUID();
    const mine = await admin.post('/api/clients', { name: 'Scoped BV' }, { headers: { 'idempotency-key': key } });
    const { browser: other } = await signedInAdmin(server, 'Other Org');
    const theirs = await other.post('/api/clients', { name: 'Scoped BV' }, { headers: { 'idempotency-key': key } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('forgets an answer after 24 hours', async () => {
    const key = randomUUID();
    await admin.post('/api/clients', { name: 'Yesterday BV' }, { headers: { 'idempotency-key': key } });
    await server.db.updateTable('idempotency_keys').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('key', '=', key).execute();
    const again = await admin.post('/api/clients', { name: 'Yesterday BV' }, { headers: { 'idempotency-key': key } });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await countClients('Yesterday BV')).toBe(2);
  });

  it('does not store a sign-in: a repeated login gets a session of its own', async () => {
    const email = uniqueEmail('idem');
    await signUp(server.browser(), 'Ida', email);
    const key = randomUUID();
    const browser = server.browser();
    const first = await browser.post('/login', { email, password: PASSWORD }, { headers: { 'idempotency-key': key } });
    const firstToken = browser.cookies.get('kwartier_session');
    const retry = await server.browser().post('/login', { email, password: PASSWORD }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.getSetCookie().join()).toMatch(/kwartier_session=/);
    expect(retry.headers.getSetCookie().join()).not.toContain(firstToken);
  });
});
