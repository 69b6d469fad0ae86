import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Browser } from './support/browser.js';
import { PNG_1PX } from './support/images.js';
import { addMember, PASSWORD, signedInAdmin, signIn } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// The audit trail (GET /api/audit) and an invoice's history
// (GET /api/invoices/{id}/history). Every answer is checked against openapi.yaml by the test
// browser; the role matrix rows are in roles.test.ts.

interface Entry {
  id: number;
  at: string;
  kind: string;
  user_id: number | null;
  user_name: string | null;
  subject_type: string | null;
  subject_id: number | null;
  subject_name: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
}
interface Page {
  entries: Entry[];
  page: number;
  per_page: number;
  total_count: number;
}

let server: TestServer;
let admin: Browser;
let adminId: number;
let organizationId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminId } = setup), { name: 'Anna Admin' });

async function trail(browser: Browser, query = '') {
  const answer = await browser.get<Page>(`/api/audit${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}
async function history(browser: Browser, invoiceId: number) {
  const answer = await browser.get<Entry[]>(`/api/invoices/${invoiceId}/history`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The caller's organisation's entries of these kinds, newest first, as facts to compare. */
async function kindsOf(browser: Browser, kinds: string[]) {
  const { entries } = await trail(browser, '?per_page=100');
  return entries.filter((entry) => kinds.includes(entry.kind)).map(({ kind, user_id, subject_type, subject_id, details }) => ({ kind, user_id, subject_type, subject_id, details }));
}

/** The text of every server test and end-to-end journey (this file too). */
function testSources(): string[] {
  const roots = ['../test', '../src', '../../../app/e2e'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
  const files = roots.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(test|e2e)\.ts$/.test(name)).map((name) => join(root, name)));
  return files.map((file) => readFileSync(file, 'utf8'));
}

/** A client with a contact, and a concept invoice for them. */
async function invoiceOf(browser: Browser, invoicenumber: string) {
  const client = await browser.post('/api/clients', { name: 'Bakkerij Jansen', clientnumber: `C-${invoicenumber}` });
  expect(client.status, client.text).toBe(201);
  const contact = await browser.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl', client_id: client.body.id });
  expect(contact.status, contact.text).toBe(201);
  const created = await browser.post('/api/invoices', { invoicenumber, client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-03-31', period: 'March 2026' });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id as number, requestId: created.headers.get('x-request-id') };
}

describe('sign-in', () => {
  it('records a sign-in and a failed one of a known address in that organisation, with the request id; an unknown address nowhere', async () => {
    const member = await addMember(server.db, organizationId);
    const wrong = await server.browser().post('/login', { email: member.email, password: 'not the password' });
    expect(wrong.status).toBe(422);
    const unknown = await server.browser().post('/login', { email: 'nobody-at-all@example.org', password: PASSWORD });
    expect(unknown.status).toBe(422);
    const browser = server.browser();
    const right = await browser.post('/login', { email: member.email, password: PASSWORD });
    expect(right.status).toBe(200);

    const entries = (await trail(admin, `?kind=auth.signin_failed`)).entries;
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'auth.signin_failed', user_id: null, user_name: null, subject_type: 'user', subject_id: member.id, request_id: wrong.headers.get('x-request-id') }),
    ]);
    const signins = (await trail(admin, `?kind=auth.signin&user_id=${member.id}`)).entries;
    expect(signins).toEqual([
      expect.objectContaining({ kind: 'auth.signin', user_id: member.id, user_name: 'Mark Member', subject_id: member.id, request_id: right.headers.get('x-request-id') }),
    ]);
    const everywhere = await server.db.selectFrom('audit_entries').select('details').execute();
    // Never a password or an address someone typed that is no member's.
    for (const row of everywhere) {
      expect(row.details ?? '').not.toContain('not the password');
      expect(row.details ?? '').not.toContain('nobody-at-all');
    }
  });
});

describe("an invoice's history", () => {
  it('lists every change with who and when, newest first', async () => {
    const { id, requestId } = await invoiceOf(admin, 'H-0001');
    expect((await admin.put(`/api/invoices/${id}`, { period: 'April 2026', buyer_reference: 'PO-1' })).status).toBe(200);
    const line = await admin.post('/api/invoicelines', { service: 'Design', amount: '2', unitprice: '85.00', vat: '21', invoice_id: id });
    expect(line.status).toBe(201);
    expect((await admin.put(`/api/invoicelines/${line.body.id}`, { service: 'Design work', amount: '3', unitprice: '85.00', vat: '21', invoice_id: id })).status).toBe(200);
    const extra = await admin.post('/api/invoicelines', { service: 'Hosting', amount: '1', unitprice: '10.00', vat: '21', invoice_id: id });
    expect((await admin.delete(`/api/invoicelines/${extra.body.id}`)).status).toBe(204);
    expect((await admin.put(`/api/invoices/${id}`, { status_id: 2 })).status).toBe(200);
    const paid = await admin.post(`/api/invoices/${id}/payments`, { method: 'bank_transfer', paid_on: '2026-04-10', amount: '100.00' });
    expect(paid.status, paid.text).toBe(201);
    const payment = paid.body.payments[0];
    expect((await admin.delete(`/api/payments/${payment.id}`)).status).toBe(200);

    const entries = await history(admin, id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'invoice.payment_removed',
      'invoice.payment_added',
      'invoice.status',
      'invoice.line_removed',
      'invoice.line_added',
      'invoice.line_changed',
      'invoice.line_added',
      'invoice.details',
      'invoice.created',
    ]);
    // Every entry names the invoice by its number, as the screens do, and carries it as recorded.
    for (const entry of entries) expect(entry).toMatchObject({ user_id: adminId, user_name: 'Anna Admin', subject_type: 'invoice', subject_id: id, subject_name: 'H-0001' });
    expect(entries.at(-1)).toMatchObject({ details: { number: 'H-0001' }, request_id: requestId });
    expect(entries.find((entry) => entry.kind === 'invoice.details')!.details).toEqual({ number: 'H-0001', fields: ['buyer_reference', 'period'] });
    expect(entries.find((entry) => entry.kind === 'invoice.line_changed')!.details).toEqual({ number: 'H-0001', line_id: line.body.id, fields: ['amount', 'service'] });
    expect(entries.find((entry) => entry.kind === 'invoice.line_removed')!.details).toEqual({ number: 'H-0001', line_id: extra.body.id });
    expect(entries.filter((entry) => entry.kind === 'invoice.line_added').map((entry) => entry.details.number)).toEqual(['H-0001', 'H-0001']);
    expect(entries.find((entry) => entry.kind === 'invoice.status')!.details).toEqual({ number: 'H-0001', from: 'concept', to: 'sent' });
    expect(entries.find((entry) => entry.kind === 'invoice.payment_added')!.details).toEqual({ number: 'H-0001', amount: '100.00', start: '2026-04-10' });
    // Newest first, and each `at` is a moment.
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times.every((time, i) => i === 0 || time <= times[i - 1])).toBe(true);
  });

  it('records a deleted concept in the trail; its history is gone with it (404), as is another organisation\'s', async () => {
    const { id } = await invoiceOf(admin, 'H-0002');
    expect((await admin.delete(`/api/invoices/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/invoices/${id}/history`)).status).toBe(404);
    const deleted = (await trail(admin, '?kind=invoice.deleted')).entries;
    // Gone: no name now, the number as recorded.
    expect(deleted).toEqual([expect.objectContaining({ subject_type: 'invoice', subject_id: id, subject_name: null, details: { number: 'H-0002' } })]);

    const other = await signedInAdmin(server, 'Olga Other');
    const theirs = await invoiceOf(other.browser, 'X-0001');
    expect((await admin.get(`/api/invoices/${theirs.id}/history`)).status).toBe(404);
    expect((await history(other.browser, theirs.id)).map((entry) => entry.kind)).toEqual(['invoice.created']);
  });
});

describe('team and settings', () => {
  it('records role and active changes, ended sessions and a deleted member, and settings by the fields changed', async () => {
    const member = await addMember(server.db, organizationId);
    expect((await admin.post('/api/users/toggle/admin', { id: member.id })).status).toBe(200);
    expect((await admin.post('/api/users/toggle/active', { id: member.id })).status).toBe(200);
    expect((await admin.post(`/api/users/${member.id}/endsessions`)).status).toBe(204);
    const named = (await trail(admin)).entries.filter((entry) => entry.subject_type === 'user' && entry.subject_id === member.id);
    expect(named.map((entry) => entry.subject_name)).toEqual(['Mark Member', 'Mark Member', 'Mark Member']);
    expect((await admin.delete(`/api/users/${member.id}`)).status).toBe(204);
    const about = (await trail(admin)).entries.filter((entry) => entry.subject_type === 'user' && entry.subject_id === member.id);
    // The member is gone: no name now (the screens say "a deleted member"); the name as recorded stays in the details.
    expect(about.every((entry) => entry.subject_name === null)).toBe(true);
    expect(about.map((entry) => [entry.kind, entry.details])).toEqual([
      ['member.deleted', { name: 'Mark Member' }],
      ['member.sessions_ended', { name: 'Mark Member' }],
      ['member.active', { name: 'Mark Member', from: 'active', to: 'inactive' }],
      ['member.role', { name: 'Mark Member', from: 'member', to: 'admin' }],
    ]);

    expect((await admin.post('/api/organization/save/update', { invoice_prefix: 'AU-', name: 'Anna Admin' })).status).toBe(200);
    const settings = (await trail(admin, '?kind=organization.settings')).entries;
    expect(settings).toEqual([expect.objectContaining({ subject_type: 'organization', subject_id: organizationId, details: { fields: ['invoice_prefix'] } })]);
    const templates = await admin.post('/api/organization/save/mailtemplates', { templates: [{ kind: 'invoice', locale: 'nl', subject: 'Factuur', body: 'Beste klant' }] });
    expect(templates.status, templates.text).toBe(200);
    const saved = (await trail(admin, '?kind=organization.mail_templates')).entries;
    expect(saved).toEqual([expect.objectContaining({ details: { fields: ['invoice.nl'] } })]);
    expect(JSON.stringify(saved)).not.toContain('Beste klant');
  });

  it('records approved, rejected and locked time', async () => {
    expect((await admin.post('/api/organization/save/update', { time_approval: true })).status).toBe(200);
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    const weeks = ['2026-03-02', '2026-03-09'];
    for (const week of weeks) {
      const submitted = await browser.post('/api/time/submit', { date: week });
      expect(submitted.status, submitted.text).toBe(200);
    }
    const listed = await admin.get<{ id: number; week_start: string }[]>('/api/approvals?status=submitted');
    const ids = weeks.map((week) => listed.body.find((submission) => submission.week_start === week)!.id);
    expect((await admin.post(`/api/approvals/${ids[0]}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/approvals/${ids[1]}/reject`, { comment: 'Missing Friday' })).status).toBe(200);
    const lock = await admin.post('/api/locks', { start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(lock.status, lock.text).toBe(201);
    expect((await admin.delete(`/api/locks/${lock.body.id}`)).status).toBe(204);
    const kinds = (await trail(admin)).entries.filter((entry) => entry.kind.startsWith('time.'));
    expect(kinds.map((entry) => [entry.kind, entry.details])).toEqual([
      ['time.unlocked', { start: '2026-01-01', end: '2026-01-31' }],
      ['time.locked', { start: '2026-01-01', end: '2026-01-31' }],
      ['time.rejected', { name: 'Mark Member', start: '2026-03-09', end: '2026-03-15' }],
      ['time.approved', { name: 'Mark Member', start: '2026-03-02', end: '2026-03-08' }],
    ]);
    expect(JSON.stringify(kinds)).not.toContain('Missing Friday');
  });
});

describe('clients, projects, rates and time', () => {
  /** The entries about one record, oldest first, as [kind, actor, details]. */
  const about = async (browser: Browser, type: string, id: number) =>
    (await trail(browser, '?per_page=100')).entries
      .filter((entry) => entry.subject_type === type && entry.subject_id === id)
      .reverse()
      .map((entry) => [entry.kind, entry.user_id, entry.details]);

  it('records a client created, changed by the fields changed, made inactive and deleted, by the admin', async () => {
    const { browser, user, organizationId: own } = await signedInAdmin(server, 'Carla Clients');
    const created = await browser.post('/api/clients', { name: 'Bakkerij Jansen' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const changed = await browser.put(`/api/clients/${id}`, { name: 'Bakkerij Jansen', city: 'Utrecht', email: 'info@bakkerijjansen.nl' });
    expect(changed.status, changed.text).toBe(200);
    // The same details again change nothing, and record nothing.
    expect((await browser.put(`/api/clients/${id}`, { name: 'Bakkerij Jansen', city: 'Utrecht', email: 'info@bakkerijjansen.nl' })).status).toBe(200);
    expect((await browser.post('/api/clients/toggle/active', { id })).status).toBe(200);
    expect((await browser.delete(`/api/clients/${id}`)).status).toBe(204);
    expect(await about(browser, 'client', id)).toEqual([
      ['client.created', user.id, { name: 'Bakkerij Jansen' }],
      ['client.details', user.id, { name: 'Bakkerij Jansen', fields: ['city', 'email'] }],
      ['client.active', user.id, { name: 'Bakkerij Jansen', from: 'active', to: 'inactive' }],
      ['client.deleted', user.id, { name: 'Bakkerij Jansen' }],
    ]);
    const rows = await server.db.selectFrom('audit_entries').select('organization_id').where('subject_type', '=', 'client').where('subject_id', '=', id).execute();
    expect(rows.map((row) => row.organization_id)).toEqual([own, own, own, own]);
    // Another organisation's admin sees none of it.
    expect(await about(admin, 'client', id)).toEqual([]);
  });

  it('records a subscription created, changed by the fields changed, made inactive and deleted, named "service — client" while it exists and after', async () => {
    const { browser, user } = await signedInAdmin(server, 'Sara Subscriptions');
    const client = await browser.post('/api/clients', { name: 'Bakkerij Jansen' });
    const service = await browser.post('/api/services', { name: 'Hosting' });
    const created = await browser.post('/api/subscriptions', { client_id: client.body.id, service_id: service.body.id, price: '25.00', startdate: '2026-01-01' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const changed = await browser.put(`/api/subscriptions/${id}`, { price: '30.00', period: 'quarter' });
    expect(changed.status, changed.text).toBe(200);
    expect((await browser.put(`/api/subscriptions/${id}`, { price: '30.00' })).status).toBe(200);
    expect((await browser.post('/api/subscriptions/toggle/active', { id })).status).toBe(200);
    const named = (await trail(browser, '?kind=subscription.changed')).entries.map((entry) => [entry.subject_type, entry.subject_name]);
    expect(named).toEqual([
      ['subscription', 'Hosting — Bakkerij Jansen'],
      ['subscription', 'Hosting — Bakkerij Jansen'],
    ]);
    expect((await browser.delete(`/api/subscriptions/${id}`)).status).toBe(204);
    const name = 'Hosting — Bakkerij Jansen';
    expect(await about(browser, 'subscription', id)).toEqual([
      ['subscription.created', user.id, { name, amount: '25.00', start: '2026-01-01' }],
      ['subscription.changed', user.id, { name, fields: ['period', 'price_cents'] }],
      ['subscription.changed', user.id, { name, from: 'active', to: 'inactive' }],
      ['subscription.deleted', user.id, { name }],
    ]);
    // Gone: no name now (the screens fall back on the one recorded).
    expect((await trail(browser, '?kind=subscription.deleted')).entries.map((entry) => entry.subject_name)).toEqual([null]);
    expect(await about(admin, 'subscription', id)).toEqual([]);
  });

  it('records a member’s own profile change by the fields changed and a password change, never the password', async () => {
    const member = await addMember(server.db, organizationId);
    const browser = await signIn(server, member.email);
    const profile = await browser.post('/api/user/updateprofile', { name: 'Mira Member', email: member.email, locale: 'nl' });
    expect(profile.status, profile.text).toBe(200);
    const password = 'violet tram 42 kettle orbit';
    const changed = await browser.post('/api/user/changepassword', { password, password_confirmation: password });
    expect(changed.status, changed.text).toBe(204);
    const entries = await about(admin, 'user', member.id);
    expect(entries.slice(-2)).toEqual([
      ['user.profile', member.id, { fields: ['locale', 'name'] }],
      ['user.password', member.id, {}],
    ]);
    expect(JSON.stringify(await trail(admin, '?per_page=200'))).not.toContain(password);
  });

  it('records a project created and changed, a rate set and changed, and hours saved by the member who saved them', async () => {
    const { browser, user, organizationId: own } = await signedInAdmin(server, 'Petra Projects');
    const client = await browser.post('/api/clients', { name: 'Bakkerij Jansen' });
    const project = await browser.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client.body.id });
    expect(project.status, project.text).toBe(201);
    const projectId = project.body.id as number;
    const renamed = await browser.put(`/api/projects/${projectId}`, { name: 'Webshop', projectnumber: 'P-1', client_id: client.body.id, description: '<p>The shop</p>' });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await browser.post('/api/projects/toggle/active', { id: projectId })).status).toBe(200);
    expect(await about(browser, 'project', projectId)).toEqual([
      ['project.created', user.id, { name: 'Website' }],
      ['project.details', user.id, { name: 'Webshop', fields: ['description', 'name'] }],
      ['project.active', user.id, { name: 'Webshop', from: 'active', to: 'inactive' }],
    ]);
    expect((await browser.post('/api/projects/toggle/active', { id: projectId })).status).toBe(200);

    const activity = await browser.post('/api/activities', { name: 'Design', project_id: projectId });
    const activityId = activity.body.id as number;
    const member = await addMember(server.db, own);
    const attached = await browser.post(`/api/activities/${activityId}/attachuser`, { teammember_id: member.id, activity_id: activityId, rate: '80' });
    expect(attached.status, attached.text).toBe(200);
    const rate = (value: string) => browser.post(`/api/activities/${activityId}/updateuser`, { teammember_id: member.id, activity_id: activityId, rate: value });
    expect((await rate('92.50')).status).toBe(200);
    // The same rate again records nothing.
    expect((await rate('92.5')).status).toBe(200);

    const sheet = await signIn(server, member.email);
    const save = async (time: number) => {
      const saved = await sheet.post('/api/time/save', { time, activity_id: activityId, date: '2026-03-03' });
      expect(saved.status, saved.text).toBe(200);
    };
    await save(90);
    await save(90);
    await save(120);
    await save(0);
    expect(await about(browser, 'activity', activityId)).toEqual([
      ['rate.set', user.id, { name: 'Mark Member', amount: '80.00' }],
      ['rate.changed', user.id, { name: 'Mark Member', from: '80.00', to: '92.50' }],
      ['time.changed', member.id, { start: '2026-03-03', from: '0:00', to: '1:30' }],
      ['time.changed', member.id, { start: '2026-03-03', from: '1:30', to: '2:00' }],
      ['time.changed', member.id, { start: '2026-03-03', from: '2:00', to: '0:00' }],
    ]);
    const rows = await server.db.selectFrom('audit_entries').select('organization_id').where('subject_type', '=', 'activity').where('subject_id', '=', activityId).execute();
    expect(new Set(rows.map((row) => row.organization_id))).toEqual(new Set([own]));
    expect(await about(admin, 'activity', activityId)).toEqual([]);
  });
});

describe('the organisation, joining, projects and imports', () => {
  it('records the organisation’s details and logo, a member who joined by invitation, a deleted project and a started import', async () => {
    const { browser, user, organizationId: own } = await signedInAdmin(server, 'Olaf Organiser');
    expect((await browser.post('/api/organization/save/details', { name: 'Studio Kwast', email: 'info@studiokwast.nl' })).status).toBe(200);
    const logo = new FormData();
    logo.append('logo', new Blob([PNG_1PX], { type: 'image/png' }), 'logo.png');
    expect((await browser.postForm('/api/organization/save/logo', logo)).status).toBe(200);
    const organisation = await kindsOf(browser, ['organization.details', 'organization.logo']);
    expect(organisation).toEqual([
      { kind: 'organization.logo', user_id: user.id, subject_type: 'organization', subject_id: own, details: {} },
      { kind: 'organization.details', user_id: user.id, subject_type: 'organization', subject_id: own, details: { fields: ['email', 'name'] } },
    ]);

    const invited = await browser.post('/api/organization/send/invite', { email: `joins-${own}@example.test` });
    expect(invited.status, invited.text).toBe(201);
    const joined = await server.browser().post('/join', { name: 'Jan Joiner', token: invited.body.invite_token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(joined.status, joined.text).toBe(200);
    // By the person who joined, about themselves, in the organisation they joined.
    expect(await kindsOf(browser, ['member.joined'])).toEqual([{ kind: 'member.joined', user_id: joined.body.id, subject_type: 'user', subject_id: joined.body.id, details: {} }]);

    const client = await browser.post('/api/clients', { name: 'Bakkerij Jansen' });
    const project = await browser.post('/api/projects', { name: 'Website', projectnumber: 'P-9', client_id: client.body.id });
    // Only an inactive project can be deleted.
    expect((await browser.post('/api/projects/toggle/active', { id: project.body.id })).status).toBe(200);
    expect((await browser.delete(`/api/projects/${project.body.id}`)).status).toBe(204);
    expect(await kindsOf(browser, ['project.deleted'])).toEqual([{ kind: 'project.deleted', user_id: user.id, subject_type: 'project', subject_id: project.body.id, details: { name: 'Website' } }]);

    const upload = new FormData();
    const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
    upload.append('file', new Blob([`${header}\nOlaf Organiser,${user.email},Bakkerij Jansen,Website,Design,Logo,Yes,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,\n`], { type: 'text/csv' }), 'toggl.csv');
    const imported = await browser.postForm('/api/imports', upload);
    expect(imported.status, imported.text).toBe(201);
    const started = await browser.post(`/api/imports/${imported.body.id}/start`, { clients: [], projects: [], tasks: [], users: [] });
    expect(started.status, started.text).toBe(200);
    expect(await kindsOf(browser, ['import.started'])).toEqual([{ kind: 'import.started', user_id: user.id, subject_type: 'import', subject_id: imported.body.id, details: { name: 'toggl.csv', count: 1 } }]);
  });
});

describe('every kind', () => {
  it('is asserted by some test: the kinds of the contract that no server or end-to-end test names', () => {
    const contract = parse(readFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), 'utf8'));
    const kinds: string[] = contract.components.schemas.AuditKind.enum;
    const tests = testSources().join('\n');
    const named = (kind: string) => new RegExp(`(?<![\\w.])${kind.replace('.', '\\.')}(?![\\w])`).test(tests);
    expect(kinds.length).toBeGreaterThan(40);
    expect(kinds.filter((kind) => !named(kind))).toEqual([]);
  });
});

describe('the trail', () => {
  it('filters by person, kind and day, pages with a total, and shows only the caller\'s organisation', async () => {
    const { browser, organizationId: own } = await signedInAdmin(server, 'Piet Pager');
    for (let i = 1; i <= 5; i++) await invoiceOf(browser, `P-000${i}`);
    const all = await trail(browser);
    // Signing up, then five clients with an invoice each.
    expect(all.total_count).toBe(11);
    expect(all.entries.map((entry) => entry.kind)).toEqual([...Array<string[]>(5).fill(['invoice.created', 'client.created']).flat(), 'organization.created']);
    const second = await trail(browser, '?page=2&per_page=4');
    expect(second).toMatchObject({ page: 2, per_page: 4, total_count: 11 });
    expect(second.entries.map((entry) => entry.id)).toEqual(all.entries.slice(4, 8).map((entry) => entry.id));
    expect((await trail(browser, '?kind=invoice.created')).total_count).toBe(5);
    expect((await trail(browser, `?user_id=${adminId}`)).total_count).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(browser, `?from=${today}&to=${today}`)).total_count).toBe(11);
    expect((await trail(browser, '?from=2000-01-01&to=2000-12-31')).total_count).toBe(0);
    expect((await browser.get('/api/audit?kind=invoice.painted')).status).toBe(422);
    expect((await browser.get('/api/audit?per_page=1000')).status).toBe(422);

    const rows = await server.db.selectFrom('audit_entries').select('organization_id').where('id', 'in', all.entries.map((entry) => entry.id)).execute();
    expect(new Set(rows.map((row) => row.organization_id))).toEqual(new Set([own]));
    expect((await trail(admin)).entries.some((entry) => all.entries.some((theirs) => theirs.id === entry.id))).toBe(false);
  });

  it('is append-only: the database refuses to update or delete an entry, but deleting the organisation takes its entries', async () => {
    const { organizationId: doomed } = await signedInAdmin(server, 'Dora Doomed');
    const [entry] = await server.db.selectFrom('audit_entries').selectAll().where('organization_id', '=', doomed).execute();
    expect(entry).toBeDefined();
    await expect(server.db.updateTable('audit_entries').set({ kind: 'auth.signin' }).where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.updateTable('audit_entries').set({ user_id: null }).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('audit_entries').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('audit_entries').execute()).rejects.toThrow(/append-only/);
    if (server.dialect === 'postgres') await expect(sql`truncate table audit_entries`.execute(server.db)).rejects.toThrow(/append-only/);
    expect(await server.db.selectFrom('audit_entries').selectAll().where('id', '=', entry.id).executeTakeFirst()).toEqual(entry);

    await server.db.deleteFrom('organizations').where('id', '=', doomed).execute();
    expect(await server.db.selectFrom('audit_entries').select('id').where('organization_id', '=', doomed).execute()).toEqual([]);
    // Every other organisation's entries are still there.
    expect((await trail(admin)).total_count).toBeGreaterThan(0);
  });

  it("has no call that changes or removes an entry: the contract reads it only, and the app's writes leave earlier entries as they were", async () => {
    const contract = parse(readFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), 'utf8')) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const auditCalls = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.tags?.includes('audit'))
        .map(([method]) => `${method} ${path}`),
    );
    expect(auditCalls.sort()).toEqual(['get /api/audit', 'get /api/invoices/{id}/history']);

    const before = await server.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
    const { id } = await invoiceOf(admin, 'H-0003');
    expect((await admin.delete(`/api/invoices/${id}`)).status).toBe(204);
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      expect((await admin.call(method, '/api/audit', {})).status).toBe(405);
    }
    const after = await server.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
    expect(after.slice(0, before.length)).toEqual(before);
    // Its client's creation, its creation and its deletion.
    expect(after.length).toBe(before.length + 3);
  });
});
