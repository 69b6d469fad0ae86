import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import type { Answer, Browser } from './support/browser.js';
import { PNG_1PX } from './support/images.js';
import { addMember, memberRow, PASSWORD, signedInAdmin, signedInMember, signedInSuperAdmin, signIn, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';
import { membersOf } from '../src/stores/members.js';

// The role matrix: every operation the server answers, called by each kind of caller, with the
// status its `x-access` in the contract implies (a super admin is an admin too). Organisation A is the one
// under test; "another admin" runs organisation B, the super admin organisation C. Records of A
// named by id must be as absent to B and C as records that never existed (404), and their own
// writes must land in their own organisation only.
//
// Callers run in this order, A's own admin last, so that a 404 for an outsider is asserted
// while A's record still exists (before A's admin deletes or toggles it).
//
// "Two organisations" is one login in two: a member of A (invited and accepted) and the admin of
// an organisation X of their own, acting in X. Nothing of A may reach that session: unless a row
// says otherwise it gets what the other admin gets.

type Actor = 'anonymous' | 'member' | 'otherAdmin' | 'twoOrgs' | 'superAdmin' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'member', 'otherAdmin', 'twoOrgs', 'superAdmin', 'admin'];

type Expected = Record<Exclude<Actor, 'twoOrgs'>, number> & { twoOrgs?: number };
const everyone = (status: number): Expected => ({ anonymous: status, member: status, otherAdmin: status, superAdmin: status, admin: status });
/** Any signed-in member, about themselves or their own organisation. */
const members = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Admins, acting on their own organisation (no record of A named). */
const adminsOwn = (status: number): Expected => ({ ...members(status), member: 403 });
/** Admins, naming a record of organisation A: only A's admin finds it. */
const adminsOfA = (status: number): Expected => ({ anonymous: 401, member: 403, otherAdmin: 404, superAdmin: 404, admin: status });
const superAdmins: Expected = { anonymous: 401, member: 403, otherAdmin: 403, superAdmin: 200, admin: 403 };
/** Admins, naming a record of organisation A in a body: for outsiders it is no record of theirs (422 under its field). */
const adminsNamingA = (status: number): Expected => ({ anonymous: 401, member: 403, otherAdmin: 422, superAdmin: 422, admin: status });
/** Any member, on their own time, naming an activity of organisation A: outsiders have no such activity (422 under its field). */
const membersNamingA = (status: number): Expected => ({ anonymous: 401, member: status, otherAdmin: 422, superAdmin: 422, admin: status });
/** A's member naming a record of their own, which A's admin reaches too and outsiders never find. */
const membersOwnInA = (status: number): Expected => ({ anonymous: 401, member: status, otherAdmin: 404, superAdmin: 404, admin: status });

interface Fixtures {
  uuidA: string;
  pendingToken: string;
  clients: { read: number; update: number; toggle: number; remove: number };
  members: { toggleActive: number; toggleAdmin: number; remove: number };
  sales: SalesFixtures;
  catalogue: CatalogueFixtures;
  time: TimeFixtures;
  invoices: InvoiceFixtures;
  /** Time imports of organisation A: one to read, one still a preview (start), one started (continue). */
  imports: { read: number; start: number; proceed: number };
  approval: ApprovalFixtures;
  /** Bank entries of organisation A (from one statement): one to confirm on `invoice` (sent, dated before the entry), one to skip. */
  bank: { confirm: number; skip: number; invoice: number };
  /** A second session of A's admin (its handle) and a member of A whose sessions an admin ends. */
  sessions: { otherOfAdmin: string; member: number };
  /** Personal access tokens: one of A's admin to revoke, and the secrets the token actors call with. */
  tokens: { revoke: number; secrets: Record<TokenActor, string> };
  expenses: ExpenseFixtures;
  quotes: QuoteFixtures;
  /** Webhook endpoints of organisation A (one to read and change, one to delete) and a delivery to send again. */
  webhooks: { read: number; remove: number; delivery: number };
  emailOf: Record<Actor, string>;
  /** The organisations of the two-organisation actor: X, their own (acting in it), and A. */
  twoOrgs: { home: number; organizationA: number };
}

/** A's webhook endpoints (the server allows a receiver on this machine: nothing is sent here, no worker runs) and a test event's delivery. */
async function webhooksOf(admin: Browser): Promise<Fixtures['webhooks']> {
  const add = async (description: string) => {
    const created = await admin.post('/api/webhooks', { url: 'http://127.0.0.1:9/hook', description, event_types: ['client.created'] });
    expect(created.status, created.text).toBe(201);
    return created.body.id as number;
  };
  const read = await add('Read me');
  const ping = await admin.post(`/api/webhooks/${read}/ping`);
  expect(ping.status, ping.text).toBe(202);
  return { read, remove: await add('Remove me'), delivery: ping.body.id as number };
}

/** Organisation A's quotes to `sales.client`: concepts to read, change, delete and send; accepted ones to convert; a sent quote's link per actor to accept and to decline. */
interface QuoteFixtures {
  body: Record<string, unknown>;
  read: number;
  update: number;
  remove: number;
  send: number;
  invoice: number;
  budget: number;
  project: number;
  uuid: string;
  accept: Record<Actor, string>;
  decline: Record<Actor, string>;
}

async function quotesOf(admin: Browser, sales: SalesFixtures): Promise<QuoteFixtures> {
  const body = { client_id: sales.client, contact_id: sales.contacts.update, quotedate: '2026-03-02', valid_until: '2099-12-31', lines: [{ service: 'Website', amount: '10', unitprice: '85', vat: '21' }] };
  const quote = async () => {
    const created = await admin.post('/api/quotes', body);
    expect(created.status, created.text).toBe(201);
    return created.body as { id: number; uuid: string };
  };
  const sent = async () => {
    const made = await quote();
    expect((await admin.post(`/api/quotes/${made.id}/sent`)).status).toBe(200);
    return made;
  };
  const accepted = async () => {
    const made = await sent();
    expect((await admin.post(`/api/public/quotes/${made.uuid}/accept`, { name: 'Piet' })).status).toBe(200);
    return made.id;
  };
  const perActor = async () => Object.fromEntries(await Promise.all(ACTORS.map(async (actor) => [actor, (await sent()).uuid] as const))) as Record<Actor, string>;
  const project = await admin.post('/api/projects', { name: 'Quote Budget', projectnumber: 'P-Q', client_id: sales.client });
  expect(project.status, project.text).toBe(201);
  return {
    body,
    read: (await quote()).id,
    update: (await quote()).id,
    remove: (await quote()).id,
    send: (await quote()).id,
    invoice: await accepted(),
    budget: await accepted(),
    project: project.body.id,
    uuid: (await sent()).uuid,
    accept: await perActor(),
    decline: await perActor(),
  };
}

/** Organisation A's concept invoices (to its active client `clients.read` and its contact), each with lines. */
interface InvoiceFixtures {
  client: number;
  contact: number;
  read: number;
  update: number;
  remove: number;
  /** The public print address of `read`. */
  uuid: string;
  lines: { invoice: number; update: number; remove: number };
  /** A sent invoice (gross € 102.85) with a payment of € 10 to remove. */
  payments: { invoice: number; remove: number };
}

async function invoicesOf(admin: Browser, sales: SalesFixtures): Promise<InvoiceFixtures> {
  const invoice = async (invoicenumber: string) => {
    const created = await admin.post('/api/invoices', { invoicenumber, client_id: sales.client, contact_id: sales.contacts.update, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(created.status, created.text).toBe(201);
    return created.body as { id: number; uuid: string };
  };
  const line = async (invoiceId: number, service: string) => {
    const created = await admin.post('/api/invoicelines', { service, amount: '1', unitprice: '85', vat: '21', invoice_id: invoiceId });
    expect(created.status, created.text).toBe(201);
    return created.body.id as number;
  };
  const paymentsOf = async () => {
    const sent = await invoice('A-PAY');
    await line(sent.id, 'Paid in parts');
    expect((await admin.put(`/api/invoices/${sent.id}`, { status_id: 2 })).status).toBe(200);
    const paid = await admin.post(`/api/invoices/${sent.id}/payments`, { paid_on: '2026-04-01', amount: '10', method: 'cash' });
    expect(paid.status, paid.text).toBe(201);
    return { invoice: sent.id, remove: paid.body.payments[0].id as number };
  };
  const read = await invoice('A-READ');
  const lines = await invoice('A-LINES');
  return {
    client: sales.client,
    contact: sales.contacts.update,
    read: read.id,
    update: (await invoice('A-UPDATE')).id,
    remove: (await invoice('A-REMOVE')).id,
    uuid: read.uuid,
    lines: { invoice: lines.id, update: await line(lines.id, 'Update me'), remove: await line(lines.id, 'Remove me') },
    payments: await paymentsOf(),
  };
}

/**
 * Organisation A's activity that its member and its admin are both on, with lines of theirs in
 * the week `remove` (for deleteactivity) and in the week before `copy` (for copyLastWeek); and a
 * concept invoice to the activity's client with 0:30 of the admin's on `tracked` to bill (`trackedKey`).
 */
interface TimeFixtures {
  activity: number;
  save: string;
  add: string;
  remove: string;
  copy: string;
  invoice: number;
  tracked: string;
  trackedKey: string;
}

/** Expenses in organisation A: one of its member (with a receipt) and one of its admin to delete, on the time project both are on. */
interface ExpenseFixtures {
  body: Record<string, unknown>;
  own: number;
  adminsToRemove: number;
  /** A category of A's (renamed), and one no expense is in (deleted). */
  category: number;
  unusedCategory: number;
}

async function expensesOf(admin: Browser, member: Browser): Promise<ExpenseFixtures> {
  const page = (await member.get('/api/expenses')).body as { projects: { id: number }[]; categories: { id: number }[] };
  const body = { project_id: page.projects[0].id, category_id: page.categories[0].id, date: '2026-03-04', description: 'Train', amount: '12.50', vat: '9', vat_included: true, billable: true, markup: '0' };
  const record = async (browser: Browser) => {
    const created = await browser.post('/api/expenses', body);
    expect(created.status, created.text).toBe(201);
    return created.body.id as number;
  };
  const own = await record(member);
  expect((await member.postForm(`/api/expenses/${own}/receipt`, receiptForm())).status).toBe(200);
  const unused = await admin.post('/api/expensecategories', { name: 'Never used' });
  expect(unused.status, unused.text).toBe(201);
  return { body, own, adminsToRemove: await record(admin), category: page.categories[0].id, unusedCategory: unused.body.id as number };
}

async function timeOf(admin: Browser, member: Browser, memberId: number, adminId: number): Promise<TimeFixtures> {
  const client = (await admin.post('/api/clients', { name: 'Client With Time' })).body.id as number;
  const project = (await admin.post('/api/projects', { name: 'Time Project', projectnumber: 'P-9', client_id: client })).body.id as number;
  const activity = (await admin.post('/api/activities', { name: 'Time Activity', project_id: project })).body.id as number;
  for (const teammember of [memberId, adminId]) {
    expect((await admin.post(`/api/activities/${activity}/attachuser`, { teammember_id: teammember, activity_id: activity, rate: '85' })).status).toBe(200);
  }
  const contact = (await admin.post('/api/contacts', { name: 'Contact With Time', client_id: client })).body.id as number;
  const invoice = await admin.post('/api/invoices', { invoicenumber: 'A-TIME', client_id: client, contact_id: contact, invoicedate: '2026-03-31', period: 'March 2026' });
  expect(invoice.status, invoice.text).toBe(201);
  // Straight into the table, so the admin's time sheet lines stay those the matrix books.
  const { organization_id } = await memberRow(server.db, adminId);
  const at = new Date().toISOString();
  const tracked = '2026-03-20';
  await server.db
    .insertInto('time_entries')
    .values({ organization_id, user_id: adminId, activity_id: activity, date: tracked, minutes: 30, rate_cents: 8500, created_at: at, updated_at: at })
    .execute();
  const fixtures = { activity, save: '2026-03-03', add: '2026-04-07', remove: '2026-04-14', copy: '2026-05-12', invoice: invoice.body.id as number, tracked, trackedKey: `a${activity}-r8500` };
  for (const browser of [member, admin]) {
    for (const date of [fixtures.remove, '2026-05-05']) expect((await browser.post('/api/time/addactivity', { activity_id: activity, date })).status).toBe(200);
  }
  return fixtures;
}

/**
 * Organisation A with approval of weeks on: its member's weeks submitted to
 * approve and to reject, a week each of A's member and admin to submit, and a lock to remove.
 * The admin's week holding the tracked time to bill is approved (straight into the table), so
 * the invoice's tracked time rows still find it while approval is on.
 */
interface ApprovalFixtures {
  submit: string;
  approve: number;
  reject: number;
  undo: number;
  unlock: number;
}

async function approvalOf(admin: Browser, member: Browser, adminId: number, tracked: string): Promise<ApprovalFixtures> {
  expect((await admin.post('/api/organization/save/update', { time_approval: true })).status).toBe(200);
  for (const date of ['2026-06-01', '2026-06-08']) expect((await member.post('/api/time/submit', { date })).status).toBe(200);
  const [reject, approve] = (await admin.get('/api/approvals')).body as { id: number }[];
  const { organization_id } = await memberRow(server.db, adminId);
  const at = new Date().toISOString();
  expect(tracked).toBe('2026-03-20');
  await server.db
    .insertInto('week_submissions')
    .values({ organization_id, user_id: adminId, week_start: '2026-03-16', week_end: '2026-03-22', status: 'approved', comment: null, submitted_at: at, decided_by: adminId, decided_at: at })
    .execute();
  // An approved week without hours, whose approval may be undone.
  const undo = await server.db
    .insertInto('week_submissions')
    .values({ organization_id, user_id: adminId, week_start: '2026-05-04', week_end: '2026-05-10', status: 'approved', comment: null, submitted_at: at, decided_by: adminId, decided_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lock = await admin.post('/api/locks', { start_date: '2025-01-01', end_date: '2025-01-31' });
  expect(lock.status, lock.text).toBe(201);
  return { submit: '2026-07-08', approve: approve.id, reject: reject.id, undo: undo.id, unlock: lock.body.id };
}

/** Organisation A's projects and activities, under a client of their own. */
interface CatalogueFixtures {
  client: number;
  projects: { read: number; update: number; toggle: number; remove: number };
  activities: { project: number; update: number; toggle: number; remove: number; attach: number; rate: number; detachLink: number };
  /** An active member of A, on the `rate` activity and the one `detachLink` links. */
  teammember: number;
}

async function catalogueOf(admin: Browser, teammember: number): Promise<CatalogueFixtures> {
  const client = (await admin.post('/api/clients', { name: 'Client With Projects' })).body.id as number;
  const project = async (name: string, active = true) => {
    const created = (await admin.post('/api/projects', { name, projectnumber: 'P-1', client_id: client })).body;
    if (!active) await admin.post('/api/projects/toggle/active', { id: created.id });
    return created.id as number;
  };
  const projects = { read: await project('Read Me'), update: await project('Update Me'), toggle: await project('Toggle Me'), remove: await project('Remove Me', false) };
  const activity = async (name: string, active = true) => {
    const created = (await admin.post('/api/activities', { name, project_id: projects.read })).body;
    if (!active) await admin.post('/api/activities/toggle/active', { id: created.id });
    return created.id as number;
  };
  const on = async (activityId: number) => {
    const answer = await admin.post(`/api/activities/${activityId}/attachuser`, { teammember_id: teammember, activity_id: activityId, rate: '85' });
    return (answer.body.users as { id: number; pivot: { id: number } }[]).find((user) => user.id === teammember)!.pivot.id;
  };
  const rate = await activity('Rate Me');
  await on(rate);
  const activities = {
    project: projects.read,
    update: await activity('Update Me'),
    toggle: await activity('Toggle Me'),
    remove: await activity('Remove Me', false),
    attach: await activity('Attach Me'),
    rate,
    detachLink: await on(await activity('Detach Me')),
  };
  return { client, projects, activities, teammember };
}

/** Organisation A's contacts, client updates (by its admin), services and subscriptions, on its active client `clients.read`. */
interface SalesFixtures {
  client: number;
  contacts: { update: number; remove: number };
  updates: { update: number; remove: number };
  services: { read: number; update: number; toggle: number; remove: number };
  subscriptions: { read: number; toggle: number; remove: number; update: number; invoice: number };
}

async function salesOf(admin: Browser, client: number): Promise<SalesFixtures> {
  const contact = async (name: string) => (await admin.post('/api/contacts', { name, client_id: client })).body.id as number;
  const update = async (text: string) => (await admin.post('/api/clientupdates', { update: text, client_id: client })).body.id as number;
  const service = async (name: string, active = true) => {
    const created = (await admin.post('/api/services', { name })).body;
    if (!active) await admin.post('/api/services/toggle/active', { id: created.id });
    return created.id as number;
  };
  const services = { read: await service('Read Me'), update: await service('Update Me'), toggle: await service('Toggle Me'), remove: await service('Remove Me', false) };
  const subscription = async (active = true, price?: string) => {
    const created = (await admin.post('/api/subscriptions', { client_id: client, service_id: services.read, price })).body;
    if (!active) await admin.post('/api/subscriptions/toggle/active', { id: created.id });
    return created.id as number;
  };
  return {
    client,
    contacts: { update: await contact('Update Me'), remove: await contact('Remove Me') },
    updates: { update: await update('Update me.'), remove: await update('Remove me.') },
    services,
    subscriptions: { read: await subscription(), toggle: await subscription(), remove: await subscription(false), update: await subscription(), invoice: await subscription(true, '25.00') },
  };
}

interface Row {
  /** Method and contract path template: the matrix must name every route the server has. */
  operation: string;
  expected: Expected;
  request: (browser: Browser, actor: Actor, fx: Fixtures) => Promise<Answer>;
}

const logoForm = () => {
  const form = new FormData();
  form.append('logo', new Blob([PNG_1PX], { type: 'image/png' }), 'logo.png');
  return form;
};
const receiptForm = () => {
  const form = new FormData();
  form.append('receipt', new Blob([PNG_1PX], { type: 'image/png' }), 'receipt.png');
  return form;
};

/** A one-row Toggl Track export; uploading it creates nothing but the import. */
const importForm = () => {
  const form = new FormData();
  const csv = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags\r\nAnna,anna.roles@example.test,Roles Client,Roles Project,,Work,Yes,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,\r\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'toggl.csv');
  return form;
};
/** A bank statement of three incoming payments (test/fixtures/bank). */
const bankForm = () => {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(new URL('./fixtures/bank/ing.camt053.001.02.xml', import.meta.url), 'utf8')], { type: 'application/xml' }), 'statement.xml');
  return form;
};

async function bankOf(admin: Browser, sales: SalesFixtures): Promise<Fixtures['bank']> {
  expect((await admin.postForm('/api/bank/statements', bankForm())).status).toBe(201);
  const entries = (await admin.get('/api/bank/entries')).body as { id: number }[];
  const invoice = await admin.post('/api/invoices', { invoicenumber: 'A-BANK', client_id: sales.client, contact_id: sales.contacts.update, invoicedate: '2026-01-02', period: 'January 2026' });
  expect((await admin.post('/api/invoicelines', { service: 'Banked', amount: '1', unitprice: '85', vat: '21', invoice_id: invoice.body.id })).status).toBe(201);
  expect((await admin.put(`/api/invoices/${invoice.body.id}`, { status_id: 2 })).status).toBe(200);
  return { confirm: entries[0]!.id, skip: entries[1]!.id, invoice: invoice.body.id };
}

/** Start an import with its one project left out: nothing is selected, so nothing is created. */
const importNothing = { clients: [], projects: [{ key: 'p1', project_id: null, include: false }], tasks: [], users: [] };

const MATRIX: Row[] = [
  // Public: the same for everyone (wrong input answers 422 whoever sends it).
  { operation: 'POST /register', expected: everyone(422), request: (b) => b.post('/register', {}) },
  { operation: 'POST /login', expected: everyone(422), request: (b) => b.post('/login', { email: uniqueEmail('nobody'), password: 'wrong password' }) },
  { operation: 'POST /password/email', expected: everyone(200), request: (b) => b.post('/password/email', { email: uniqueEmail('nobody') }) },
  {
    operation: 'POST /password/reset',
    expected: everyone(422),
    request: (b) => b.post('/password/reset', { token: 'no-such-token', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD }),
  },
  { operation: 'GET /invitation/{token}', expected: everyone(200), request: (b, _, fx) => b.get(`/invitation/${fx.pendingToken}`) },
  {
    operation: 'POST /join',
    expected: everyone(422),
    request: (b) => b.post('/join', { name: 'Nobody', token: 'no-such-token', password: PASSWORD, password_confirmation: PASSWORD }),
  },
  { operation: 'GET /logo/{uuid}', expected: everyone(200), request: (b, _, fx) => b.image(`/logo/${fx.uuidA}`) },

  // Any member, about themselves.
  { operation: 'GET /api/user', expected: members(200), request: (b) => b.get('/api/user') },
  {
    operation: 'POST /api/user/updateprofile',
    expected: members(200),
    request: (b, actor, fx) => b.post('/api/user/updateprofile', { name: `Renamed ${actor}`, email: fx.emailOf[actor], locale: 'en' }),
  },
  { operation: 'GET /api/user/sessions', expected: members(200), request: (b) => b.get('/api/user/sessions') },
  // A's admin's second session: another person's is as absent as none (404); only its owner ends it.
  {
    operation: 'DELETE /api/user/sessions/{id}',
    expected: { anonymous: 401, member: 404, otherAdmin: 404, superAdmin: 404, admin: 204 },
    request: (b, _, fx) => b.delete(`/api/user/sessions/${fx.sessions.otherOfAdmin}`),
  },
  // My data: each signed-in person, about themselves. The deletion is asked with
  // a wrong password (422) so every caller stays for the rows after it; test/mydata.test.ts deletes.
  { operation: 'GET /api/user/export', expected: members(200), request: (b) => b.get('/api/user/export?format=json') },
  { operation: 'GET /api/user/deletion', expected: members(200), request: (b) => b.get('/api/user/deletion') },
  { operation: 'POST /api/user/delete', expected: members(422), request: (b) => b.post('/api/user/delete', { password: `not ${PASSWORD}` }) },
  // Before the password change, which ends every other session too.
  { operation: 'POST /api/user/sessions/endothers', expected: members(204), request: (b) => b.post('/api/user/sessions/endothers') },
  // Personal access tokens: each their own; only A's admin has the token named.
  { operation: 'GET /api/user/tokens', expected: members(200), request: (b) => b.get('/api/user/tokens') },
  { operation: 'POST /api/user/tokens', expected: members(201), request: (b, actor) => b.post('/api/user/tokens', { name: `Token of ${actor}`, scope: 'read', expires_in_days: 1 }) },
  {
    operation: 'DELETE /api/user/tokens/{id}',
    expected: { anonymous: 401, member: 404, otherAdmin: 404, superAdmin: 404, admin: 204 },
    request: (b, _, fx) => b.delete(`/api/user/tokens/${fx.tokens.revoke}`),
  },
  // Two-factor sign-in: everyone starts a setup of their own; a wrong code
  // confirms nothing; turning off what is not on is done at once.
  { operation: 'POST /login/twofactor', expected: everyone(422), request: (b) => b.post('/login/twofactor', { token: '1.1.forged', code: '123456' }) },
  { operation: 'POST /api/user/twofactor/setup', expected: members(200), request: (b) => b.post('/api/user/twofactor/setup') },
  { operation: 'POST /api/user/twofactor/confirm', expected: members(422), request: (b) => b.post('/api/user/twofactor/confirm', { code: 'wrong' }) },
  { operation: 'POST /api/user/twofactor/disable', expected: members(204), request: (b) => b.post('/api/user/twofactor/disable', { password: PASSWORD, code: '123456' }) },
  {
    operation: 'POST /api/user/changepassword',
    expected: members(204),
    request: (b) => b.post('/api/user/changepassword', { password: PASSWORD, password_confirmation: PASSWORD }),
  },
  { operation: 'GET /api/organization/for/currentuser', expected: members(200), request: (b) => b.get('/api/organization/for/currentuser') },

  // Admins, on their own organisation.
  { operation: 'POST /api/organization/save/details', expected: adminsOwn(200), request: (b, actor) => b.post('/api/organization/save/details', { name: `Details by ${actor}` }) },
  { operation: 'POST /api/organization/save/update', expected: adminsOwn(200), request: (b, actor) => b.post('/api/organization/save/update', { invoice_prefix: actor }) },
  { operation: 'POST /api/organization/send/invite', expected: adminsOwn(201), request: (b, actor) => b.post('/api/organization/send/invite', { email: uniqueEmail(`invited-by-${actor}`) }) },
  { operation: 'POST /api/organization/save/logo', expected: adminsOwn(200), request: (b) => b.postForm('/api/organization/save/logo', logoForm()) },
  { operation: 'GET /api/users', expected: adminsOwn(200), request: (b) => b.get('/api/users') },
  { operation: 'GET /api/clients', expected: adminsOwn(200), request: (b) => b.get('/api/clients') },
  { operation: 'POST /api/clients', expected: adminsOwn(201), request: (b, actor) => b.post('/api/clients', { name: `Client of ${actor}` }) },
  { operation: 'GET /api/services', expected: adminsOwn(200), request: (b) => b.get('/api/services') },
  { operation: 'POST /api/services', expected: adminsOwn(201), request: (b, actor) => b.post('/api/services', { name: `Service of ${actor}` }) },
  { operation: 'GET /api/subscriptions', expected: adminsOwn(200), request: (b) => b.get('/api/subscriptions') },
  { operation: 'GET /api/projects', expected: adminsOwn(200), request: (b) => b.get('/api/projects') },
  { operation: 'GET /api/organization/get/nextprojectnumber', expected: adminsOwn(200), request: (b) => b.get('/api/organization/get/nextprojectnumber') },

  // Admins, naming a record of organisation A.
  { operation: 'POST /api/users/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/users/toggle/active', { id: fx.members.toggleActive }) },
  { operation: 'POST /api/users/toggle/admin', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/users/toggle/admin', { id: fx.members.toggleAdmin }) },
  { operation: 'POST /api/users/{id}/endsessions', expected: adminsOfA(204), request: (b, _, fx) => b.post(`/api/users/${fx.sessions.member}/endsessions`) },
  { operation: 'DELETE /api/users/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/users/${fx.members.remove}`) },
  { operation: 'GET /api/clients/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/clients/${fx.clients.read}`) },
  { operation: 'PUT /api/clients/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/clients/${fx.clients.update}`, { name: `Updated by ${actor}` }) },
  { operation: 'POST /api/clients/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/clients/toggle/active', { id: fx.clients.toggle }) },
  { operation: 'DELETE /api/clients/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/clients/${fx.clients.remove}`) },

  // Contacts, client updates, services and subscriptions of organisation A.
  { operation: 'GET /api/contacts/client/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/contacts/client/${fx.sales.client}`) },
  { operation: 'POST /api/contacts', expected: adminsNamingA(201), request: (b, actor, fx) => b.post('/api/contacts', { name: `Contact of ${actor}`, client_id: fx.sales.client }) },
  { operation: 'PUT /api/contacts/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/contacts/${fx.sales.contacts.update}`, { name: `Updated by ${actor}` }) },
  { operation: 'DELETE /api/contacts/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/contacts/${fx.sales.contacts.remove}`) },
  { operation: 'GET /api/clientupdates/client/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/clientupdates/client/${fx.sales.client}`) },
  {
    operation: 'POST /api/clientupdates',
    expected: adminsNamingA(201),
    request: (b, actor, fx) => b.post('/api/clientupdates', { update: `Update of ${actor}`, client_id: fx.sales.client }),
  },
  // A's admin wrote the update, so only they may change it.
  { operation: 'PUT /api/clientupdates/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/clientupdates/${fx.sales.updates.update}`, { update: `Updated by ${actor}` }) },
  { operation: 'DELETE /api/clientupdates/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/clientupdates/${fx.sales.updates.remove}`) },
  { operation: 'GET /api/services/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/services/${fx.sales.services.read}`) },
  { operation: 'PUT /api/services/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/services/${fx.sales.services.update}`, { name: `Updated by ${actor}` }) },
  { operation: 'POST /api/services/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/services/toggle/active', { id: fx.sales.services.toggle }) },
  { operation: 'DELETE /api/services/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/services/${fx.sales.services.remove}`) },
  {
    operation: 'POST /api/subscriptions',
    expected: adminsNamingA(201),
    request: (b, _, fx) => b.post('/api/subscriptions', { client_id: fx.sales.client, service_id: fx.sales.services.read }),
  },
  { operation: 'GET /api/subscriptions/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/subscriptions/${fx.sales.subscriptions.read}`) },
  { operation: 'POST /api/subscriptions/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/subscriptions/toggle/active', { id: fx.sales.subscriptions.toggle }) },
  { operation: 'DELETE /api/subscriptions/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/subscriptions/${fx.sales.subscriptions.remove}`) },
  { operation: 'PUT /api/subscriptions/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.put(`/api/subscriptions/${fx.sales.subscriptions.update}`, { price: '30.00' }) },
  { operation: 'POST /api/subscriptions/{id}/invoice', expected: adminsOfA(201), request: (b, _, fx) => b.post(`/api/subscriptions/${fx.sales.subscriptions.invoice}/invoice`) },

  // Projects and activities of organisation A.
  {
    operation: 'POST /api/projects',
    expected: adminsNamingA(201),
    request: (b, actor, fx) => b.post('/api/projects', { name: `Project of ${actor}`, projectnumber: 'P-2', client_id: fx.catalogue.client }),
  },
  { operation: 'GET /api/projects/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/projects/${fx.catalogue.projects.read}`) },
  {
    operation: 'PUT /api/projects/{id}',
    expected: adminsOfA(200),
    request: (b, actor, fx) =>
      b.put(`/api/projects/${fx.catalogue.projects.update}`, { name: `Updated by ${actor}`, projectnumber: 'P-3', client_id: fx.catalogue.client, description: '<p>Scope</p>' }),
  },
  { operation: 'POST /api/projects/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/projects/toggle/active', { id: fx.catalogue.projects.toggle }) },
  { operation: 'DELETE /api/projects/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/projects/${fx.catalogue.projects.remove}`) },
  { operation: 'GET /api/activities/project/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/activities/project/${fx.catalogue.activities.project}`) },
  {
    operation: 'POST /api/activities',
    expected: adminsNamingA(201),
    request: (b, actor, fx) => b.post('/api/activities', { name: `Activity of ${actor}`, project_id: fx.catalogue.activities.project }),
  },
  { operation: 'PUT /api/activities/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/activities/${fx.catalogue.activities.update}`, { name: `Updated by ${actor}` }) },
  { operation: 'POST /api/activities/toggle/active', expected: adminsOfA(200), request: (b, _, fx) => b.post('/api/activities/toggle/active', { id: fx.catalogue.activities.toggle }) },
  { operation: 'DELETE /api/activities/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/activities/${fx.catalogue.activities.remove}`) },
  {
    operation: 'POST /api/activities/{id}/attachuser',
    expected: adminsOfA(200),
    request: (b, _, fx) => {
      const id = fx.catalogue.activities.attach;
      return b.post(`/api/activities/${id}/attachuser`, { teammember_id: fx.catalogue.teammember, activity_id: id, rate: '85' });
    },
  },
  {
    operation: 'POST /api/activities/{id}/updateuser',
    expected: adminsOfA(200),
    request: (b, actor, fx) => {
      const id = fx.catalogue.activities.rate;
      return b.post(`/api/activities/${id}/updateuser`, { teammember_id: fx.catalogue.teammember, activity_id: id, rate: String(ACTORS.indexOf(actor) + 100) });
    },
  },
  { operation: 'POST /api/activities/{pivotid}/detachuser', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/activities/${fx.catalogue.activities.detachLink}/detachuser`) },

  // The time sheet: every member on their own time; outsiders name an activity of A they do not have.
  { operation: 'POST /api/time', expected: members(200), request: (b, _, fx) => b.post('/api/time', { date: fx.time.save }) },
  { operation: 'POST /api/time/previous', expected: members(200), request: (b, _, fx) => b.post('/api/time/previous', { date: fx.time.save }) },
  { operation: 'POST /api/time/next', expected: members(200), request: (b, _, fx) => b.post('/api/time/next', { date: fx.time.save }) },
  {
    operation: 'POST /api/time/save',
    expected: membersNamingA(200),
    request: (b, actor, fx) => b.post('/api/time/save', { time: 60 + ACTORS.indexOf(actor), activity_id: fx.time.activity, date: fx.time.save }),
  },
  // After the save above: A's member and admin have hours on the day, so the note is theirs to set.
  {
    operation: 'POST /api/time/note',
    expected: membersNamingA(200),
    request: (b, actor, fx) => b.post('/api/time/note', { activity_id: fx.time.activity, date: fx.time.save, note: `Note of ${actor}` }),
  },
  { operation: 'POST /api/time/addactivity', expected: membersNamingA(200), request: (b, _, fx) => b.post('/api/time/addactivity', { activity_id: fx.time.activity, date: fx.time.add }) },
  {
    operation: 'POST /api/time/deleteactivity',
    expected: membersNamingA(200),
    request: (b, _, fx) => b.post('/api/time/deleteactivity', { activity_id: fx.time.activity, date: fx.time.remove }),
  },
  // Outsiders have no lines last week to copy (422 under date); A's member and admin copy their own.
  { operation: 'POST /api/time/copy', expected: membersNamingA(200), request: (b, _, fx) => b.post('/api/time/copy', { date: fx.time.copy }) },

  // The timer: every member their own; outsiders name an activity of A they do not have, and then have no timer to stop (422).
  // Expenses: members record their own on their projects (outsiders name no project of theirs:
  // 422) and reach only their own (404); A's admin reaches everyone's in A.
  { operation: 'GET /api/expenses', expected: members(200), request: (b) => b.get('/api/expenses') },
  { operation: 'POST /api/expenses', expected: membersNamingA(201), request: (b, _, fx) => b.post('/api/expenses', fx.expenses.body) },
  { operation: 'GET /api/expenses/{id}', expected: membersOwnInA(200), request: (b, _, fx) => b.get(`/api/expenses/${fx.expenses.own}`) },
  { operation: 'PUT /api/expenses/{id}', expected: membersOwnInA(200), request: (b, _, fx) => b.put(`/api/expenses/${fx.expenses.own}`, fx.expenses.body) },
  {
    operation: 'DELETE /api/expenses/{id}',
    expected: { anonymous: 401, member: 404, otherAdmin: 404, superAdmin: 404, admin: 204 },
    request: (b, _, fx) => b.delete(`/api/expenses/${fx.expenses.adminsToRemove}`),
  },
  { operation: 'GET /api/expenses/{id}/receipt', expected: membersOwnInA(200), request: (b, _, fx) => b.get(`/api/expenses/${fx.expenses.own}/receipt`) },
  { operation: 'POST /api/expenses/{id}/receipt', expected: membersOwnInA(200), request: (b, _, fx) => b.postForm(`/api/expenses/${fx.expenses.own}/receipt`, receiptForm()) },
  // Put back first (by whoever may), so each role that may remove finds one.
  {
    operation: 'DELETE /api/expenses/{id}/receipt',
    expected: membersOwnInA(200),
    request: async (b, _, fx) => {
      await b.postForm(`/api/expenses/${fx.expenses.own}/receipt`, receiptForm());
      return b.delete(`/api/expenses/${fx.expenses.own}/receipt`);
    },
  },
  { operation: 'GET /api/invoices/{id}/expenses', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.read}/expenses`) },
  // No open expense of that id: A's admin reaches the invoice and is told so (422); others find no invoice.
  {
    operation: 'POST /api/invoices/{id}/expenses',
    expected: adminsOfA(422),
    request: (b, _, fx) => b.post(`/api/invoices/${fx.invoices.read}/expenses`, { expense_ids: [999_999], group: 'expense' }),
  },
  { operation: 'GET /api/expensecategories', expected: adminsOwn(200), request: (b) => b.get('/api/expensecategories') },
  { operation: 'POST /api/expensecategories', expected: adminsOwn(201), request: (b, actor) => b.post('/api/expensecategories', { name: `Category of ${actor}` }) },
  // A's categories: another organisation's admin finds none of that id.
  {
    operation: 'PUT /api/expensecategories/{id}',
    expected: adminsOfA(200),
    request: (b, _, fx) => b.put(`/api/expensecategories/${fx.expenses.category}`, { name: 'Renamed category' }),
  },
  {
    operation: 'DELETE /api/expensecategories/{id}',
    expected: adminsOfA(204),
    request: (b, _, fx) => b.delete(`/api/expensecategories/${fx.expenses.unusedCategory}`),
  },
  { operation: 'GET /api/timer', expected: members(200), request: (b) => b.get('/api/timer') },
  {
    operation: 'POST /api/timer/start',
    expected: membersNamingA(200),
    request: (b, _, fx) => b.post('/api/timer/start', { activity_id: fx.time.activity, time_zone: 'Europe/Amsterdam', at: '2026-06-16T09:00:00Z' }),
  },
  { operation: 'POST /api/timer/stop', expected: membersNamingA(200), request: (b) => b.post('/api/timer/stop', { at: '2026-06-16T10:00:00Z' }) },
  { operation: 'POST /api/timer/discard', expected: members(200), request: (b) => b.post('/api/timer/discard') },
  // Approval of weeks and locked periods: members submit their own week (B and C have approval
  // off: 409); admins decide on A's submissions and lock periods of their own organisation.
  {
    operation: 'POST /api/time/submit',
    expected: { anonymous: 401, member: 200, otherAdmin: 409, superAdmin: 409, admin: 200 },
    request: (b, _, fx) => b.post('/api/time/submit', { date: fx.approval.submit }),
  },
  { operation: 'GET /api/approvals', expected: adminsOwn(200), request: (b) => b.get('/api/approvals?status=submitted') },
  { operation: 'POST /api/approvals/{id}/approve', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/approvals/${fx.approval.approve}/approve`) },
  {
    operation: 'POST /api/approvals/{id}/reject',
    expected: adminsOfA(200),
    request: (b, actor, fx) => b.post(`/api/approvals/${fx.approval.reject}/reject`, { comment: `Rejected by ${actor}` }),
  },
  { operation: 'POST /api/approvals/{id}/undo', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/approvals/${fx.approval.undo}/undo`) },
  { operation: 'GET /api/locks', expected: adminsOwn(200), request: (b) => b.get('/api/locks') },
  { operation: 'POST /api/locks', expected: adminsOwn(201), request: (b) => b.post('/api/locks', { start_date: '2025-02-01', end_date: '2025-02-28' }) },
  { operation: 'DELETE /api/locks/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/locks/${fx.approval.unlock}`) },

  // Reporting periods: any member, in their own organisation's weeks.
  { operation: 'POST /api/period', expected: members(200), request: (b) => b.post('/api/period', { timeunit: 'month', timescope: 'last' }) },
  { operation: 'POST /api/period/previous', expected: members(200), request: (b) => b.post('/api/period/previous', { date: '2026-03-01', timeunit: 'week' }) },
  { operation: 'POST /api/period/next', expected: members(200), request: (b) => b.post('/api/period/next', { date: '2026-03-01', timeunit: 'year' }) },

  // The dashboard: any member, their own time or their organisation's.
  { operation: 'POST /api/dashboard/timetotals', expected: members(200), request: (b) => b.post('/api/dashboard/timetotals', { from: '2026-03-01', to: '2026-03-31', scope: 'me' }) },
  {
    operation: 'POST /api/dashboard/activitytotals',
    expected: members(200),
    request: (b) => b.post('/api/dashboard/activitytotals', { from: '2026-01-01', to: '2026-12-31', scope: 'team' }),
  },
  { operation: 'POST /api/dashboard/notes', expected: members(200), request: (b) => b.post('/api/dashboard/notes', { from: '2026-01-01', to: '2026-12-31', scope: 'team' }) },

  // Reports: any member (their own time; an admin everyone's in their organisation).
  { operation: 'POST /api/reports', expected: members(200), request: (b) => b.post('/api/reports', { from: '2026-01-01', to: '2026-12-31', group_by: ['member', 'project'] }) },
  { operation: 'POST /api/reports/entries', expected: members(200), request: (b) => b.post('/api/reports/entries', { from: '2026-01-01', to: '2026-12-31', per_page: 10 }) },

  // Invoices: admins; outsiders name a client, contact or invoice of A that is not theirs. The print view is public by its uuid.
  { operation: 'GET /api/organization/get/nextinvoicenumber', expected: adminsOwn(200), request: (b) => b.get('/api/organization/get/nextinvoicenumber') },
  { operation: 'GET /api/invoices', expected: adminsOwn(200), request: (b) => b.get('/api/invoices?year=2026') },
  {
    operation: 'POST /api/invoices',
    expected: adminsNamingA(201),
    request: (b, actor, fx) =>
      b.post('/api/invoices', { invoicenumber: `M-${actor}`, client_id: fx.invoices.client, contact_id: fx.invoices.contact, invoicedate: '2026-04-30', period: 'April 2026' }),
  },
  { operation: 'GET /api/invoices/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.read}`) },
  { operation: 'GET /api/quotes', expected: adminsOwn(200), request: (b) => b.get('/api/quotes') },
  { operation: 'POST /api/quotes', expected: adminsNamingA(201), request: (b, actor, fx) => b.post('/api/quotes', { ...fx.quotes.body, quotenumber: `QM-${actor}` }) },
  { operation: 'GET /api/quotes/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/quotes/${fx.quotes.read}`) },
  {
    operation: 'PUT /api/quotes/{id}',
    expected: adminsOfA(200),
    request: (b, actor, fx) => b.put(`/api/quotes/${fx.quotes.update}`, { ...fx.quotes.body, quotenumber: `QU-${actor}` }),
  },
  { operation: 'DELETE /api/quotes/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/quotes/${fx.quotes.remove}`) },
  { operation: 'POST /api/quotes/{id}/sent', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/quotes/${fx.quotes.send}/sent`) },
  { operation: 'POST /api/quotes/{id}/send', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/quotes/${fx.quotes.read}/send`, { recipients: ['piet@bakkerijjansen.test'] }) },
  {
    operation: 'POST /api/quotes/{id}/invoice',
    expected: adminsOfA(201),
    request: (b, actor, fx) => b.post(`/api/quotes/${fx.quotes.invoice}/invoice`, { invoicenumber: `QI-${actor}`, invoicedate: '2026-04-30', period: 'April 2026' }),
  },
  { operation: 'POST /api/quotes/{id}/budget', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/quotes/${fx.quotes.budget}/budget`, { project_id: fx.quotes.project }) },
  { operation: 'GET /api/public/quotes/{uuid}', expected: everyone(200), request: (b, _, fx) => b.get(`/api/public/quotes/${fx.quotes.uuid}`) },
  {
    operation: 'GET /quotes/{id}/pdf',
    expected: adminsOfA(200),
    request: (b, _, fx) => b.call('GET', `/quotes/${fx.quotes.read}/pdf`, undefined, { xhr: false, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }),
  },
  {
    operation: 'GET /quote/{uuid}/pdf',
    expected: everyone(200),
    request: (b, _, fx) => b.call('GET', `/quote/${fx.quotes.uuid}/pdf`, undefined, { xhr: false, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }),
  },
  {
    operation: 'POST /api/public/quotes/{uuid}/accept',
    expected: everyone(200),
    request: (b, actor, fx) => b.post(`/api/public/quotes/${fx.quotes.accept[actor]}/accept`, { name: `Accepted by ${actor}` }),
  },
  {
    operation: 'POST /api/public/quotes/{uuid}/decline',
    expected: everyone(200),
    request: (b, actor, fx) => b.post(`/api/public/quotes/${fx.quotes.decline[actor]}/decline`, { name: `Declined by ${actor}`, comment: 'Too dear' }),
  },
  { operation: 'PUT /api/invoices/{id}', expected: adminsOfA(200), request: (b, actor, fx) => b.put(`/api/invoices/${fx.invoices.update}`, { period: `Updated by ${actor}` }) },
  { operation: 'DELETE /api/invoices/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/invoices/${fx.invoices.remove}`) },
  { operation: 'GET /api/invoices/{uuid}/print', expected: everyone(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.uuid}/print`) },
  // The print page's PDF: a page load by the public uuid.
  {
    operation: 'GET /invoices/{uuid}/print/pdf',
    expected: everyone(200),
    request: (b, _, fx) => b.call('GET', `/invoices/${fx.invoices.uuid}/print/pdf`, undefined, { xhr: false, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }),
  },
  // Webhook endpoints and their deliveries: admins of the organisation only.
  { operation: 'GET /api/webhooks', expected: adminsOwn(200), request: (b) => b.get('/api/webhooks') },
  {
    operation: 'POST /api/webhooks',
    expected: adminsOwn(201),
    request: (b, actor) => b.post('/api/webhooks', { url: 'http://127.0.0.1:9/hook', description: `Of ${actor}`, event_types: ['invoice.paid'] }),
  },
  { operation: 'GET /api/webhooks/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/webhooks/${fx.webhooks.read}`) },
  {
    operation: 'PUT /api/webhooks/{id}',
    expected: adminsOfA(200),
    request: (b, actor, fx) => b.put(`/api/webhooks/${fx.webhooks.read}`, { url: 'http://127.0.0.1:9/hook', description: `Changed by ${actor}`, event_types: ['client.changed'] }),
  },
  { operation: 'DELETE /api/webhooks/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/webhooks/${fx.webhooks.remove}`) },
  { operation: 'POST /api/webhooks/{id}/secret', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/webhooks/${fx.webhooks.read}/secret`) },
  { operation: 'GET /api/webhooks/{id}/deliveries', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/webhooks/${fx.webhooks.read}/deliveries`) },
  { operation: 'POST /api/webhooks/{id}/ping', expected: adminsOfA(202), request: (b, _, fx) => b.post(`/api/webhooks/${fx.webhooks.read}/ping`) },
  { operation: 'POST /api/webhookdeliveries/{id}/resend', expected: adminsOfA(202), request: (b, _, fx) => b.post(`/api/webhookdeliveries/${fx.webhooks.delivery}/resend`) },
  // The audit trail of the caller's organisation, and an invoice's history.
  { operation: 'GET /api/audit', expected: adminsOwn(200), request: (b) => b.get('/api/audit?kind=invoice.created&per_page=10') },
  { operation: 'GET /api/invoices/{id}/history', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.read}/history`) },
  // The PDF is a page load (a link the app follows, no X-Requested-With), for admins only.
  {
    operation: 'GET /invoices/{id}/pdf',
    expected: adminsOfA(200),
    request: (b, _, fx) => b.call('GET', `/invoices/${fx.invoices.read}/pdf`, undefined, { xhr: false, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }),
  },
  // The e-invoice: admins only. The fixture's organisation has no KvK number, so an admin of A
  // gets the 422 that names what to fill in (the 200 is in invoiceubl.test.ts); members 403.
  { operation: 'GET /api/invoices/{id}/ubl', expected: adminsOfA(422), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.read}/ubl`) },
  {
    operation: 'POST /api/invoicelines',
    expected: adminsNamingA(201),
    request: (b, actor, fx) => b.post('/api/invoicelines', { service: `Line of ${actor}`, amount: '2', unitprice: '50', vat: '9', invoice_id: fx.invoices.lines.invoice }),
  },
  {
    operation: 'PUT /api/invoicelines/{id}',
    expected: adminsOfA(200),
    request: (b, actor, fx) => b.put(`/api/invoicelines/${fx.invoices.lines.update}`, { service: `Updated by ${actor}`, amount: '3', unitprice: '85', vat: '21' }),
  },
  { operation: 'DELETE /api/invoicelines/{id}', expected: adminsOfA(204), request: (b, _, fx) => b.delete(`/api/invoicelines/${fx.invoices.lines.remove}`) },
  {
    operation: 'GET /api/invoices/{id}/trackedtime',
    expected: adminsOfA(200),
    request: (b, _, fx) => b.get(`/api/invoices/${fx.time.invoice}/trackedtime?from=${fx.time.tracked}&to=${fx.time.tracked}`),
  },
  {
    operation: 'POST /api/invoices/{id}/trackedtime',
    expected: adminsOfA(201),
    request: (b, _, fx) => b.post(`/api/invoices/${fx.time.invoice}/trackedtime`, { from: fx.time.tracked, to: fx.time.tracked, group: 'activity', keys: [fx.time.trackedKey], vat: '21' }),
  },

  // Payments on invoices: admins, naming an invoice or payment of A.
  { operation: 'GET /api/invoices/{id}/payments', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.payments.invoice}/payments`) },
  {
    operation: 'POST /api/invoices/{id}/payments',
    expected: adminsOfA(201),
    request: (b, actor, fx) => b.post(`/api/invoices/${fx.invoices.payments.invoice}/payments`, { paid_on: '2026-04-02', amount: '1', method: 'bank_transfer', note: `By ${actor}` }),
  },
  { operation: 'DELETE /api/payments/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.delete(`/api/payments/${fx.invoices.payments.remove}`) },
  { operation: 'GET /api/dashboard/receivables', expected: adminsOwn(200), request: (b) => b.get('/api/dashboard/receivables') },
  { operation: 'GET /api/dashboard/firststeps', expected: members(200), request: (b) => b.get('/api/dashboard/firststeps') },

  // Invoices by mail (the test server's mailer writes to its outbox): admins, naming an invoice of A.
  { operation: 'GET /api/invoices/{id}/mails/draft', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.read}/mails/draft`) },
  {
    operation: 'POST /api/invoices/{id}/send',
    expected: adminsOfA(200),
    request: (b, actor, fx) => b.post(`/api/invoices/${fx.invoices.payments.invoice}/send`, { recipients: ['client@example.org'], subject: `Again by ${actor}`, message: 'Invoice {number}' }),
  },
  { operation: 'GET /api/invoices/{id}/mails', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/invoices/${fx.invoices.payments.invoice}/mails`) },
  { operation: 'GET /api/organization/get/mailtemplates', expected: adminsOwn(200), request: (b) => b.get('/api/organization/get/mailtemplates') },
  {
    operation: 'POST /api/organization/save/mailtemplates',
    expected: adminsOwn(200),
    request: (b, actor) => b.post('/api/organization/save/mailtemplates', { templates: [{ kind: 'invoice', locale: 'en', subject: `Invoice {number} by ${actor}`, body: 'Dear {contact}' }] }),
  },

  // Single sign-on (admins, their own organisation; none is connected, and an issuer over plain http
  // elsewhere than this machine is refused before any provider is asked). Its page loads always redirect.
  { operation: 'GET /api/organization/sso', expected: adminsOwn(404), request: (b) => b.get('/api/organization/sso') },
  {
    operation: 'PUT /api/organization/sso',
    expected: adminsOwn(422),
    request: (b) => b.put('/api/organization/sso', { issuer: 'http://id.example.org', client_id: 'kwartier', client_secret: 'secret', domains: ['example.org'], join_by_domain: false, required: false }),
  },
  { operation: 'DELETE /api/organization/sso', expected: adminsOwn(404), request: (b) => b.delete('/api/organization/sso') },
  {
    operation: 'GET /login/sso',
    expected: everyone(302),
    request: (b) => b.call('GET', '/login/sso?email=nobody%40sso-nowhere.example', undefined, { xhr: false, headers: { accept: 'text/html' } }),
  },
  {
    operation: 'GET /login/sso/callback',
    expected: everyone(302),
    request: (b) => b.call('GET', '/login/sso/callback?state=forged&code=forged', undefined, { xhr: false, headers: { accept: 'text/html' } }),
  },

  // Importing time (admins).
  { operation: 'POST /api/imports', expected: adminsOwn(201), request: (b) => b.postForm('/api/imports', importForm()) },
  { operation: 'GET /api/imports/{id}', expected: adminsOfA(200), request: (b, _, fx) => b.get(`/api/imports/${fx.imports.read}`) },
  { operation: 'POST /api/imports/{id}/start', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/imports/${fx.imports.start}/start`, importNothing) },
  { operation: 'POST /api/imports/{id}/continue', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/imports/${fx.imports.proceed}/continue`) },

  // Bank statements (admins): upload to their own organisation; confirm and skip an entry of A.
  { operation: 'POST /api/bank/statements', expected: adminsOwn(201), request: (b) => b.postForm('/api/bank/statements', bankForm()) },
  { operation: 'GET /api/bank/entries', expected: adminsOwn(200), request: (b) => b.get('/api/bank/entries') },
  { operation: 'GET /api/bank/open-invoices', expected: adminsOwn(200), request: (b) => b.get('/api/bank/open-invoices') },
  {
    operation: 'POST /api/bank/entries/{id}/confirm',
    expected: adminsOfA(200),
    request: (b, _, fx) => b.post(`/api/bank/entries/${fx.bank.confirm}/confirm`, { allocations: [{ invoice_id: fx.bank.invoice, amount: '1.00' }] }),
  },
  { operation: 'POST /api/bank/entries/{id}/skip', expected: adminsOfA(200), request: (b, _, fx) => b.post(`/api/bank/entries/${fx.bank.skip}/skip`) },

  // Super admins only.
  { operation: 'GET /api/admin/accounts', expected: superAdmins, request: (b) => b.get('/api/admin/accounts') },

  // The person's organisations: each lists their own; switching to A finds it only for A's
  // people (the two-organisation actor switches to their own X and stays there); an invitation
  // to another address is nobody's here; leaving A works only for the one who has another
  // organisation (A's member and admin have none besides it).
  { operation: 'GET /api/user/organizations', expected: members(200), request: (b) => b.get('/api/user/organizations') },
  {
    operation: 'PUT /api/user/organization',
    expected: { anonymous: 401, member: 200, otherAdmin: 404, twoOrgs: 200, superAdmin: 404, admin: 200 },
    request: (b, actor, fx) => b.put('/api/user/organization', { organization_id: actor === 'twoOrgs' ? fx.twoOrgs.home : fx.twoOrgs.organizationA }),
  },
  { operation: 'POST /api/user/invitations/accept', expected: members(422), request: (b, _, fx) => b.post('/api/user/invitations/accept', { token: fx.pendingToken }) },
  { operation: 'POST /api/user/invitations/decline', expected: members(422), request: (b, _, fx) => b.post('/api/user/invitations/decline', { token: fx.pendingToken }) },
  {
    operation: 'DELETE /api/user/organizations/{id}',
    expected: { anonymous: 401, member: 409, otherAdmin: 404, twoOrgs: 204, superAdmin: 404, admin: 409 },
    request: (b, _, fx) => b.delete(`/api/user/organizations/${fx.twoOrgs.organizationA}`),
  },

  // Last: it ends the session (a full page load, so no X-Requested-With).
  { operation: 'GET /logout', expected: everyone(302), request: (b) => b.send('GET', '/logout', { headers: { accept: 'text/html' } }) },
];

async function importsOf(admin: Browser): Promise<Fixtures['imports']> {
  const upload = async () => (await admin.postForm('/api/imports', importForm())).body.id as number;
  const proceed = await upload();
  expect((await admin.post(`/api/imports/${proceed}/start`, importNothing)).status).toBe(200);
  return { read: await upload(), start: await upload(), proceed };
}

/** A's admin signed in a second time (the handle of that session) and a signed-in member of A. */
async function sessionsOf(admin: Browser, email: string, organizationId: number) {
  await signIn(server, email);
  const listed = (await admin.get('/api/user/sessions')).body as { id: string; is_current: boolean }[];
  const other = listed.find((session) => !session.is_current);
  expect(other).toBeDefined();
  const member = await signedInMember(server, organizationId);
  return { otherOfAdmin: other!.id, member: member.id };
}

/** Tokens of A's admin (one to revoke, one read, one write) and a write token of A's member. */
async function tokensOf(admin: Browser, member: Browser): Promise<Fixtures['tokens']> {
  const make = async (browser: Browser, scope: 'read' | 'write') => {
    const made = await browser.post('/api/user/tokens', { name: `Matrix ${scope}`, scope, expires_in_days: 1 });
    expect(made.status, made.text).toBe(201);
    return made.body as { id: number; token: string };
  };
  const revoke = (await make(admin, 'read')).id;
  return { revoke, secrets: { adminRead: (await make(admin, 'read')).token, adminWrite: (await make(admin, 'write')).token, memberWrite: (await make(member, 'write')).token } };
}

/**
 * The admin of organisation X, invited into A by A's admin and accepting signed in (the session
 * then acts in A), switched back to X.
 */
async function twoOrganizations(adminOfA: Browser, x: { browser: Browser; user: { email: string }; organizationId: number }) {
  const invited = await adminOfA.post('/api/organization/send/invite', { email: x.user.email });
  expect(invited.status, invited.text).toBe(201);
  const accepted = await x.browser.post('/api/user/invitations/accept', { token: invited.body.invite_token });
  expect(accepted.status, accepted.text).toBe(200);
  const back = await x.browser.put('/api/user/organization', { organization_id: x.organizationId });
  expect(back.status, back.text).toBe(200);
  return { browser: x.browser, email: x.user.email, home: x.organizationId };
}

let server: TestServer;
const browsers = {} as Record<Actor, Browser>;
let fx: Fixtures;
let organizationA: number;
let memberA: number;
let adminA: number;

/** The routes a server answers, listed before any request: building an app takes seconds, long enough for the test browsers' idle keep-alive connections to be closed under them. */
let appRoutes: { method: string; path: string }[];

beforeAll(async () => {
  server = await startTestServer({ config: { webhooksAllowPrivate: true } });
  appRoutes = createApp({ db: server.db, config: server.config }).routes;
  const a = await signedInAdmin(server, 'Organisation A');
  const b = await signedInAdmin(server, 'Organisation B');
  const c = await signedInSuperAdmin(server);
  const member = await signedInMember(server, a.organizationId);
  const twoOrgs = await twoOrganizations(a.browser, await signedInAdmin(server, 'Organisation X'));
  organizationA = a.organizationId;
  memberA = member.id;
  adminA = a.user.id;
  Object.assign(browsers, { anonymous: server.browser(), member: member.browser, otherAdmin: b.browser, twoOrgs: twoOrgs.browser, superAdmin: c.browser, admin: a.browser });

  const client = async (name: string, active = true) => {
    const created = (await a.browser.post('/api/clients', { name })).body;
    if (!active) await a.browser.post('/api/clients/toggle/active', { id: created.id });
    return created.id as number;
  };
  const uuidA = (await a.browser.postForm('/api/organization/save/logo', logoForm())).body.logo_url.split('/')[2].split('?')[0];
  const clients = { read: await client('Read Me'), update: await client('Update Me'), toggle: await client('Toggle Me'), remove: await client('Remove Me', false) };
  const sales = await salesOf(a.browser, clients.read);
  fx = {
    uuidA,
    pendingToken: (await a.browser.post('/api/organization/send/invite', { email: uniqueEmail('pending') })).body.invite_token,
    clients,
    members: {
      toggleActive: (await addMember(server.db, a.organizationId)).id,
      toggleAdmin: (await addMember(server.db, a.organizationId)).id,
      remove: (await addMember(server.db, a.organizationId)).id,
    },
    catalogue: await catalogueOf(a.browser, (await addMember(server.db, a.organizationId)).id),
    sales,
    time: await timeOf(a.browser, member.browser, member.id, a.user.id),
    invoices: await invoicesOf(a.browser, sales),
    imports: await importsOf(a.browser),
    bank: await bankOf(a.browser, sales),
    approval: await approvalOf(a.browser, member.browser, a.user.id, '2026-03-20'),
    sessions: await sessionsOf(a.browser, a.user.email, a.organizationId),
    tokens: await tokensOf(a.browser, member.browser),
    expenses: await expensesOf(a.browser, member.browser),
    quotes: await quotesOf(a.browser, sales),
    webhooks: await webhooksOf(a.browser),
    emailOf: { anonymous: uniqueEmail('anonymous'), member: member.email, otherAdmin: b.user.email, twoOrgs: twoOrgs.email, superAdmin: c.user.email, admin: a.user.email },
    twoOrgs: { home: twoOrgs.home, organizationA: a.organizationId },
  };
});
afterAll(async () => {
  await server?.close();
});

describe('the role matrix', () => {
  it('names every route the server answers, once', () => {
    const routes = appRoutes
      .filter((route) => route.method !== 'ALL' && route.path !== '/health' && route.path !== '/ready' && route.path !== '/metrics')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const named = MATRIX.map((row) => row.operation);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...new Set(routes)].sort());
  });

  it.each(MATRIX.map((row) => [row.operation, row] as const))('%s', async (_, row) => {
    const statuses = {} as Record<Actor, number>;
    for (const actor of ACTORS) statuses[actor] = (await row.request(browsers[actor], actor, fx)).status;
    expect(statuses).toEqual({ ...row.expected, twoOrgs: row.expected.twoOrgs ?? row.expected.otherAdmin });
  });
});

describe('after the matrix, organisation A', () => {
  it('was changed by its own admin only', async () => {
    const organization = await server.db.selectFrom('organizations').select(['name', 'invoice_prefix', 'logo_version']).where('id', '=', organizationA).executeTakeFirstOrThrow();
    expect(organization).toMatchObject({ name: 'Details by admin', invoice_prefix: 'admin' });
    // One upload in the set-up, one by its admin in the matrix.
    expect(organization.logo_version).toBe(2);

    const clients = await server.db.selectFrom('clients').select(['id', 'name', 'active']).where('organization_id', '=', organizationA).execute();
    expect(clients.map((row) => row.name).sort()).toEqual(['Client With Projects', 'Client With Time', 'Client of admin', 'Read Me', 'Toggle Me', 'Updated by admin']);
    expect(clients.find((row) => row.id === fx.clients.toggle)?.active).toBe(0);

    const members = await membersOf(server.db, organizationA).execute();
    expect(members.find((row) => row.id === fx.members.toggleActive)?.active).toBe(0);
    expect(members.find((row) => row.id === fx.members.toggleAdmin)?.admin).toBe(1);
    expect(members.some((row) => row.id === fx.members.remove)).toBe(false);
    const { projects: project, activities: activity, teammember } = fx.catalogue;
    const projects = await server.db.selectFrom('projects').select(['id', 'name', 'active']).where('organization_id', '=', organizationA).execute();
    expect(projects.map((row) => row.name).sort()).toEqual(['Project of admin', 'Quote Budget', 'Read Me', 'Time Project', 'Toggle Me', 'Updated by admin']);
    expect(projects.find((row) => row.id === project.toggle)?.active).toBe(0);
    const activities = await server.db.selectFrom('activities').select(['id', 'name', 'active']).where('organization_id', '=', organizationA).execute();
    expect(activities.map((row) => row.name).sort()).toEqual(['Activity of admin', 'Attach Me', 'Detach Me', 'Rate Me', 'Time Activity', 'Toggle Me', 'Updated by admin']);
    expect(activities.find((row) => row.id === activity.toggle)?.active).toBe(0);
    const links = await server.db.selectFrom('activity_user').select(['id', 'activity_id', 'rate_cents']).where('user_id', '=', teammember).execute();
    // On the attach activity once, with the rate its own admin (the fifth actor) set on the rate activity; the detached link is gone.
    expect(links.map(({ activity_id, rate_cents }) => ({ activity_id, rate_cents })).sort((x, y) => x.activity_id - y.activity_id)).toEqual([
      { activity_id: activity.rate, rate_cents: 10_000 + 100 * ACTORS.indexOf('admin') },
      { activity_id: activity.attach, rate_cents: 8500 },
    ]);
    expect(links.some((row) => row.id === activity.detachLink)).toBe(false);

    const { sales } = fx;
    const names = async (table: 'contacts' | 'services') => (await server.db.selectFrom(table).select('name').where('organization_id', '=', organizationA).execute()).map((row) => row.name).sort();
    expect(await names('contacts')).toEqual(['Contact With Time', 'Contact of admin', 'Updated by admin']);
    const updates = await server.db.selectFrom('client_updates').select('text').where('organization_id', '=', organizationA).execute();
    expect(updates.map((row) => row.text).sort()).toEqual(['Update of admin', 'Updated by admin']);
    expect(await names('services')).toEqual(['Read Me', 'Service of admin', 'Toggle Me', 'Updated by admin']);
    expect((await server.db.selectFrom('services').select('active').where('id', '=', sales.services.toggle).executeTakeFirstOrThrow()).active).toBe(0);
    const subscriptions = await server.db.selectFrom('subscriptions').select(['id', 'client_id', 'active']).where('organization_id', '=', organizationA).orderBy('id').execute();
    // The set-up's read, toggle, update and invoice subscriptions and the one its admin added; the removed one is gone.
    expect(subscriptions.map((row) => row.id).slice(0, 4)).toEqual([sales.subscriptions.read, sales.subscriptions.toggle, sales.subscriptions.update, sales.subscriptions.invoice]);
    expect(subscriptions).toHaveLength(5);
    const priced = await server.db.selectFrom('subscriptions').select('price_cents').where('id', '=', sales.subscriptions.update).executeTakeFirstOrThrow();
    expect(Number(priced.price_cents)).toBe(3000);
    expect(subscriptions.every((row) => row.client_id === sales.client)).toBe(true);
    expect(subscriptions.find((row) => row.id === sales.subscriptions.toggle)?.active).toBe(0);

    // Invitations sent by the other organisations' admins went to their own organisations.
    const invited = members.filter((row) => row.email.startsWith('invited-by-')).map((row) => row.email.split('-')[2]);
    expect(invited).toEqual(['admin']);
  });

  it('has quotes of its own admin only, and every answer through a link on its quote', async () => {
    const quotes = await server.db.selectFrom('quotes').select(['id', 'quotenumber', 'status', 'answered_name', 'invoice_id', 'project_id']).where('organization_id', '=', organizationA).execute();
    const numbers = quotes.map((row) => row.quotenumber).filter((number) => !number.startsWith('Q0'));
    expect(numbers.sort()).toEqual(['QM-admin', 'QU-admin']);
    expect(quotes.some((row) => row.id === fx.quotes.remove)).toBe(false);
    expect(quotes.find((row) => row.id === fx.quotes.send)?.status).toBe('sent');
    expect(quotes.find((row) => row.id === fx.quotes.invoice)).toMatchObject({ status: 'invoiced', invoice_id: expect.any(Number) });
    expect(quotes.find((row) => row.id === fx.quotes.budget)).toMatchObject({ status: 'accepted', project_id: fx.quotes.project });
    const answers = quotes.map((row) => row.answered_name).filter((name) => name?.includes(' by '));
    expect(answers.sort()).toEqual(ACTORS.flatMap((actor) => [`Accepted by ${actor}`, `Declined by ${actor}`]).sort());
  });

  it('has payments of its own admin only', async () => {
    const payments = await server.db.selectFrom('payments').select(['invoice_id', 'note', 'amount_cents']).where('organization_id', '=', organizationA).execute();
    expect(payments.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))).toEqual([
      { invoice_id: fx.invoices.payments.invoice, note: 'By admin', amount_cents: 100 },
      { invoice_id: fx.bank.invoice, note: 'Bank: Bakkerij de Korenaar B.V. · Factuur 2026-0007', amount_cents: 100 },
    ]);
  });

  it('has bank entries decided by its own admin only', async () => {
    const entries = await server.db.selectFrom('bank_entries').select(['id', 'status']).where('organization_id', '=', organizationA).where('status', '!=', 'open').orderBy('id').execute();
    expect(entries).toEqual([{ id: fx.bank.confirm, status: 'matched' }, { id: fx.bank.skip, status: 'skipped' }]);
  });

  it('has invoices and invoice lines of its own admin only', async () => {
    // "Create now" of its admin made one invoice, for the subscription of A named in the matrix.
    const claims = await server.db.selectFrom('subscription_invoices').select(['subscription_id', 'invoice_id']).where('organization_id', '=', organizationA).execute();
    expect(claims).toEqual([{ subscription_id: fx.sales.subscriptions.invoice, invoice_id: expect.any(Number) }]);
    const invoices = (await server.db.selectFrom('invoices').select(['id', 'invoicenumber', 'period']).where('organization_id', '=', organizationA).orderBy('invoicenumber').execute()).filter(
      (row) => row.id !== claims[0].invoice_id,
    );
    expect(invoices.map((row) => row.invoicenumber)).toEqual(['A-BANK', 'A-LINES', 'A-PAY', 'A-READ', 'A-TIME', 'A-UPDATE', 'M-admin', 'QI-admin']);
    expect(invoices.find((row) => row.id === fx.invoices.update)?.period).toBe('Updated by admin');
    const lines = await server.db.selectFrom('invoice_lines').select(['id', 'service']).where('invoice_id', '=', fx.invoices.lines.invoice).orderBy('id').execute();
    expect(lines).toEqual([
      { id: fx.invoices.lines.update, service: 'Updated by admin' },
      { id: lines[1]?.id, service: 'Line of admin' },
    ]);
    // The admin's tracked time, billed once, on a line of A's own invoice.
    const timeLines = await server.db.selectFrom('invoice_lines').select(['id', 'service', 'amount']).where('invoice_id', '=', fx.time.invoice).execute();
    expect(timeLines.map((row) => [row.service, Number(row.amount)])).toEqual([['Time Project — Time Activity', 50]]);
    const billed = await server.db.selectFrom('time_entries').select(['user_id', 'date']).where('invoice_line_id', '=', timeLines[0].id).execute();
    expect(billed).toEqual([{ user_id: adminA, date: fx.time.tracked }]);
  });

  it('has time and time sheet lines of its own member and admin only, each as they booked it', async () => {
    const { activity } = fx.time;
    const entries = await server.db.selectFrom('time_entries').select(['organization_id', 'user_id', 'date', 'minutes', 'note']).where('activity_id', '=', activity).orderBy('minutes').orderBy('user_id').execute();
    expect(entries).toEqual([
      // Set up for the tracked time of the invoice.
      { organization_id: organizationA, user_id: adminA, date: fx.time.tracked, minutes: 30, note: null },
      // Each one's timer, stopped after an hour.
      ...[adminA, memberA].sort((x, y) => x - y).map((user_id) => ({ organization_id: organizationA, user_id, date: '2026-06-16', minutes: 60, note: null })),
      { organization_id: organizationA, user_id: memberA, date: fx.time.save, minutes: 60 + ACTORS.indexOf('member'), note: 'Note of member' },
      { organization_id: organizationA, user_id: adminA, date: fx.time.save, minutes: 60 + ACTORS.indexOf('admin'), note: 'Note of admin' },
    ]);
    const lines = await server.db.selectFrom('time_lines').select(['user_id', 'week_start']).where('activity_id', '=', activity).orderBy('week_start').orderBy('user_id').execute();
    // Per person: the saved week, the added one and the copied one; the removed week's line is gone, last week's stays; the timer's week.
    const weeks = ['2026-03-02', '2026-04-06', '2026-05-04', '2026-05-11', '2026-06-15'];
    expect(lines).toEqual(weeks.flatMap((week_start) => [adminA, memberA].sort((x, y) => x - y).map((user_id) => ({ user_id, week_start }))));
  });

  it('shows nothing of itself in the other organisations’ lists', async () => {
    const other = await signedInAdmin(server, 'Organisation D');
    const team = (await other.browser.get('/api/users')).body as { id: number }[];
    expect(team.map((m) => m.id)).toEqual([other.user.id]);
    expect((await other.browser.get('/api/clients')).body).toEqual([]);
    expect((await other.browser.get('/api/services')).body).toEqual([]);
    expect((await other.browser.get('/api/subscriptions')).body).toEqual([]);
    expect((await other.browser.get('/api/projects')).body).toEqual([]);
    const year = { from: '2026-01-01', to: '2026-12-31', scope: 'team' };
    expect((await other.browser.post('/api/dashboard/activitytotals', year)).body.totals).toEqual({ time: 0, billable_time: 0, revenue: '0.00', expenses: '0.00', currency: 'EUR', other_currencies: [] });
    const range = { from: '2026-01-01', to: '2026-12-31' };
    expect((await other.browser.post('/api/reports', { ...range, group_by: ['member'] })).body.totals).toEqual({ time: 0, billable_time: 0, revenue: '0.00', currency: 'EUR' });
    expect((await other.browser.post('/api/reports/entries', range)).body.total_count).toBe(0);
    // A's admin (signed in again: the matrix ended with a sign-out) sees A's time.
    const adminOfA = await signIn(server, fx.emailOf.admin);
    expect((await adminOfA.post('/api/dashboard/activitytotals', year)).body.totals.time).toBeGreaterThan(0);
    // The notes A's member and admin wrote are A's alone.
    expect((await other.browser.post('/api/dashboard/notes', year)).body).toEqual({ notes: [], truncated: false });
    expect(((await adminOfA.post('/api/dashboard/notes', year)).body.notes as { note: string }[]).map((n) => n.note).sort()).toEqual(['Note of admin', 'Note of member']);
    const organization = (await other.browser.get('/api/organization/for/currentuser')).body;
    expect(organization.uuid).not.toBe(fx.uuidA);
  });
});

// Token actors: the API called with `Authorization: Bearer` only — no cookie, no
// X-Requested-With — after the matrix signed every browser out. A token has its user's role in
// their organisation; a read token only reads (403 otherwise); no token makes tokens (403).
type TokenActor = 'adminRead' | 'adminWrite' | 'memberWrite';
const TOKEN_ACTORS: TokenActor[] = ['adminRead', 'adminWrite', 'memberWrite'];

const TOKEN_MATRIX: { operation: string; expected: Record<TokenActor, number>; request: (call: (method: string, path: string, body?: unknown) => Promise<Answer>, actor: TokenActor) => Promise<Answer> }[] = [
  { operation: 'GET /api/user', expected: { adminRead: 200, adminWrite: 200, memberWrite: 200 }, request: (call) => call('GET', '/api/user') },
  { operation: 'GET /api/user/tokens', expected: { adminRead: 200, adminWrite: 200, memberWrite: 200 }, request: (call) => call('GET', '/api/user/tokens') },
  // A token acts in the organisation it was made in: it lists it, and switches nothing.
  { operation: 'GET /api/user/organizations', expected: { adminRead: 200, adminWrite: 200, memberWrite: 200 }, request: (call) => call('GET', '/api/user/organizations') },
  {
    operation: 'PUT /api/user/organization',
    expected: { adminRead: 403, adminWrite: 403, memberWrite: 403 },
    request: (call) => call('PUT', '/api/user/organization', { organization_id: organizationA }),
  },
  {
    operation: 'POST /api/user/tokens',
    expected: { adminRead: 403, adminWrite: 403, memberWrite: 403 },
    request: (call) => call('POST', '/api/user/tokens', { name: 'Bred', scope: 'write', expires_in_days: 1 }),
  },
  { operation: 'DELETE /api/user/tokens/{id}', expected: { adminRead: 403, adminWrite: 404, memberWrite: 404 }, request: (call) => call('DELETE', '/api/user/tokens/987654') },
  { operation: 'GET /api/users', expected: { adminRead: 200, adminWrite: 200, memberWrite: 403 }, request: (call) => call('GET', '/api/users') },
  { operation: 'GET /api/organization/for/currentuser', expected: { adminRead: 200, adminWrite: 200, memberWrite: 200 }, request: (call) => call('GET', '/api/organization/for/currentuser') },
  {
    operation: 'POST /api/organization/save/update',
    expected: { adminRead: 403, adminWrite: 200, memberWrite: 403 },
    request: (call) => call('POST', '/api/organization/save/update', { locale: 'en' }),
  },
  { operation: 'POST /api/clients', expected: { adminRead: 403, adminWrite: 201, memberWrite: 403 }, request: (call, actor) => call('POST', '/api/clients', { name: `Client of token ${actor}` }) },
  { operation: 'GET /api/clients/{id}', expected: { adminRead: 200, adminWrite: 200, memberWrite: 403 }, request: (call) => call('GET', `/api/clients/${fx.clients.read}`) },
  { operation: 'GET /api/admin/accounts', expected: { adminRead: 403, adminWrite: 403, memberWrite: 403 }, request: (call) => call('GET', '/api/admin/accounts') },
];

describe('the role matrix with token actors', () => {
  it.each(TOKEN_MATRIX.map((row) => [row.operation, row] as const))('%s', async (_, row) => {
    const statuses = {} as Record<TokenActor, number>;
    for (const actor of TOKEN_ACTORS) {
      const call = (method: string, path: string, body?: unknown) =>
        server.browser().call(method, path, body, { xhr: false, headers: { authorization: `Bearer ${fx.tokens.secrets[actor]}` } });
      statuses[actor] = (await row.request(call, actor)).status;
    }
    expect(statuses).toEqual(row.expected);
  });

  it('wrote only into organisation A', async () => {
    const clients = await server.db.selectFrom('clients').select(['organization_id']).where('name', 'like', 'Client of token %').execute();
    expect(clients).toEqual([{ organization_id: organizationA }]);
  });
});
