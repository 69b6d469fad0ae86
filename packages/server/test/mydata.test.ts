import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKeyPrefix } from '../src/domain/loginThrottle.js';
import { PNG_1PX } from './support/images.js';
import type { Answer, Browser } from './support/browser.js';
import { memberRow, PASSWORD, signedInAdmin, signedInMember, signIn, signUp } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ownSchemaIntrospector } from '../src/db/introspection.js';

// My profile › My data — download everything about me (GET /api/user/export),
// what deleting my account asks (GET /api/user/deletion) and deleting it (POST /api/user/delete),
// on SQLite and PostgreSQL. Every answer is checked against openapi.yaml by the test browser;
// the role matrix rows are in roles.test.ts.

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const created = async (answer: Promise<Answer>) => {
  const done = await answer;
  expect(done.status, done.text).toBe(201);
  return done.body.id as number;
};

/**
 * An organisation: its admin Anna, a member Mark (each signed in), an English and a Dutch client
 * with a project each, Mark booked on both in March 2026 with a note.
 */
async function organisation() {
  const { browser: admin, organizationId, user } = await signedInAdmin(server, 'Anna de Vries');
  const member = await signedInMember(server, organizationId);
  const activityOf = async (clientFields: Record<string, unknown>, projectName: string) => {
    const client = await created(admin.post('/api/clients', clientFields));
    const project = await created(admin.post('/api/projects', { name: projectName, projectnumber: 'P-1', client_id: client }));
    const activity = await created(admin.post('/api/activities', { name: 'Design', project_id: project }));
    for (const id of [member.id, user.id]) expect((await admin.post(`/api/activities/${activity}/attachuser`, { teammember_id: id, activity_id: activity, rate: '80' })).status).toBe(200);
    return { client, project, activity };
  };
  const english = await activityOf({ name: 'Acme Ltd' }, 'Website');
  const dutch = await activityOf({ name: 'Bakkerij Jansen', invoice_language: 'nl' }, 'Webshop');
  const book = async (browser: Browser, activity: number, date: string, time: number, note?: string) => {
    const saved = await browser.post('/api/time/save', { time, activity_id: activity, date });
    expect(saved.status, saved.text).toBe(200);
    if (note) expect((await browser.post('/api/time/note', { activity_id: activity, date, note })).status).toBe(200);
  };
  await book(member.browser, english.activity, '2026-03-02', 90, 'Wireframes for the shop');
  await book(member.browser, english.activity, '2026-03-03', 60);
  await book(member.browser, dutch.activity, '2026-03-04', 120);
  // Outside the invoices' month: on no invoice.
  await book(member.browser, english.activity, '2026-04-01', 30, 'Not invoiced');
  await book(admin, english.activity, '2026-03-02', 45);
  /** A sent invoice of the client with the month's hours per member. */
  const invoice = async (client: number, activity: number) => {
    counter += 1;
    const contact = await created(admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client }));
    const id = await created(admin.post('/api/invoices', { invoicenumber: `MD-${counter}`, client_id: client, contact_id: contact, invoicedate: '2026-03-31', period: 'March 2026' }));
    const groups = await admin.get(`/api/invoices/${id}/trackedtime?group=member`);
    expect(groups.status, groups.text).toBe(200);
    const keys = (groups.body.groups as { key: string; activity_id: number }[]).filter((g) => g.activity_id === activity).map((g) => g.key);
    const added = await admin.post(`/api/invoices/${id}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'member', keys, vat: '21' });
    expect(added.status, added.text).toBe(201);
    const sent = await admin.put(`/api/invoices/${id}`, { status_id: 2 });
    expect(sent.status, sent.text).toBe(200);
    const row = await server.db.selectFrom('invoices').select('uuid').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, uuid: row.uuid };
  };
  return { admin, adminId: user.id, adminEmail: user.email, organizationId, member, english, dutch, invoice };
}

type Section = { name: string; rows: Record<string, unknown>[] };
const section = (sections: Section[], name: string) => sections.find((s) => s.name === name)!.rows;

describe('download my data', () => {
  it('as JSON: my profile, my time entries with notes and my other data, nobody else’s', async () => {
    const o = await organisation();
    const answer = await o.member.browser.get('/api/user/export');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="kwartier-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const sections = answer.body.sections as Section[];
    expect(sections.map((s) => s.name)).toEqual(['profile', 'time_entries', 'time_lines', 'timer', 'activities', 'week_submissions', 'expenses', 'client_updates', 'single_sign_on', 'sessions', 'audit']);
    expect(section(sections, 'profile')).toEqual([expect.objectContaining({ id: o.member.id, name: 'Mark Member', email: o.member.email, admin: false })]);
    const entries = section(sections, 'time_entries');
    expect(entries.map((e) => [e.date, e.client, e.project, e.minutes, e.note, e.rate, e.invoiced])).toEqual([
      ['2026-03-02', 'Acme Ltd', 'Website', 90, 'Wireframes for the shop', '80.00', false],
      ['2026-03-03', 'Acme Ltd', 'Website', 60, null, '80.00', false],
      ['2026-03-04', 'Bakkerij Jansen', 'Webshop', 120, null, '80.00', false],
      ['2026-04-01', 'Acme Ltd', 'Website', 30, 'Not invoiced', '80.00', false],
    ]);
    expect(section(sections, 'activities')).toHaveLength(2);
    expect(section(sections, 'sessions')).toHaveLength(1);
    // What Mark did (his sign-in), never what others did to him (Anna's invitation).
    const kinds = section(sections, 'audit').map((e) => e.kind);
    expect(kinds).toContain('auth.signin');
    expect(kinds).not.toContain('member.invited');
    // Anna's 0:45 is hers, not Mark's; no session token or hash is in it.
    expect(answer.text).not.toContain(o.adminEmail);
    expect(answer.text).not.toContain(o.member.browser.cookies.get('kwartier_session')!);
  });

  it('with my expenses: amounts, category, billable, invoiced or not, and the receipt by its file name; nobody else’s', async () => {
    const o = await organisation();
    const categories = (await o.member.browser.get('/api/expenses')).body.categories as { id: number; name: string }[];
    const record = async (browser: Browser, fields: Record<string, unknown>) =>
      created(browser.post('/api/expenses', { project_id: o.english.project, category_id: categories[0].id, vat: '21', vat_included: false, billable: true, markup: '0', ...fields }));
    const train = await record(o.member.browser, { date: '2026-03-04', description: 'Train Utrecht–Amsterdam', amount: '24.60', vat: '9', vat_included: true, markup: '10' });
    const form = new FormData();
    form.append('receipt', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'train-ticket.png');
    const receipt = await o.member.browser.postForm(`/api/expenses/${train}/receipt`, form);
    expect(receipt.status, receipt.text).toBe(200);
    await record(o.member.browser, { date: '2026-03-02', project_id: o.dutch.project, category_id: categories[3].id, description: 'Paper', amount: '10.00', billable: false });
    await record(o.admin, { date: '2026-03-03', description: 'Anna’s lunch', amount: '15.00' });
    const contact = await created(o.admin.post('/api/contacts', { name: 'Piet Jansen', client_id: o.english.client }));
    const invoice = await created(o.admin.post('/api/invoices', { invoicenumber: 'MD-EXP', client_id: o.english.client, contact_id: contact, invoicedate: '2026-03-31', period: 'March 2026' }));
    const billed = await o.admin.post(`/api/invoices/${invoice}/expenses`, { expense_ids: [train], group: 'expense' });
    expect(billed.status, billed.text).toBe(201);

    const answer = await o.member.browser.get('/api/user/export');
    expect(answer.status, answer.text).toBe(200);
    const expenses = section(answer.body.sections as Section[], 'expenses');
    expect(expenses.map(({ created_at, updated_at, ...row }) => [typeof created_at, typeof updated_at, row])).toEqual([
      [
        'string',
        'string',
        {
          date: '2026-03-02',
          client: 'Bakkerij Jansen',
          project: 'Webshop',
          category: categories[3].name,
          description: 'Paper',
          amount: '10.00',
          vat: '21.00',
          vat_included: false,
          amount_excl_vat: '10.00',
          billable: false,
          markup: '0.00',
          invoiced: false,
          receipt: null,
        },
      ],
      [
        'string',
        'string',
        {
          date: '2026-03-04',
          client: 'Acme Ltd',
          project: 'Website',
          category: categories[0].name,
          description: 'Train Utrecht–Amsterdam',
          amount: '24.60',
          vat: '9.00',
          vat_included: true,
          amount_excl_vat: '22.57',
          billable: true,
          markup: '10.00',
          invoiced: true,
          receipt: 'train-ticket.png',
        },
      ],
    ]);
    expect(answer.text).not.toContain('Anna’s lunch');
    const csv = Papa.parse<string[]>((await o.member.browser.get('/api/user/export?format=csv')).text.trim()).data;
    expect(csv).toContainEqual(['expenses', '2', 'receipt', 'train-ticket.png']);
    expect(csv).toContainEqual(['expenses', '1', 'receipt', '']);
  });

  it('as CSV: one table of section, row, field and value', async () => {
    const o = await organisation();
    const answer = await o.member.browser.get('/api/user/export?format=csv');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/filename="kwartier-my-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    const table = Papa.parse<string[]>(answer.text.trim()).data;
    expect(table[0]).toEqual(['section', 'row', 'field', 'value']);
    expect(table).toContainEqual(['profile', '1', 'email', o.member.email]);
    expect(table).toContainEqual(['time_entries', '1', 'note', 'Wireframes for the shop']);
    expect(table).toContainEqual(['time_entries', '4', 'note', 'Not invoiced']);
    expect(table.every((row) => row.length === 4)).toBe(true);
  });

  it('refuses a format it does not know', async () => {
    const o = await organisation();
    expect((await o.member.browser.get('/api/user/export?format=xml')).status).toBe(422);
  });
});

describe('deleting my account', () => {
  it('asks the password', async () => {
    const o = await organisation();
    const answer = await o.member.browser.post('/api/user/delete', { password: 'not my password' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: ['This password is not correct.'] });
    expect((await o.member.browser.get('/api/user')).status).toBe(200);
  });

  it('without invoiced time: the person goes entirely, every session ends and the address can sign up again', async () => {
    const o = await organisation();
    // An expense on no invoice, with its receipt, goes with the person.
    const categories = (await o.member.browser.get('/api/expenses')).body.categories as { id: number }[];
    const expense = await created(
      o.member.browser.post('/api/expenses', { project_id: o.english.project, category_id: categories[0].id, date: '2026-03-04', description: 'Train', amount: '24.60', vat: '9', vat_included: true, billable: true, markup: '0' }),
    );
    const form = new FormData();
    form.append('receipt', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'ticket.png');
    expect((await o.member.browser.postForm(`/api/expenses/${expense}/receipt`, form)).status).toBe(200);
    const elsewhere = await signIn(server, o.member.email);
    expect(await o.member.browser.get('/api/user/deletion').then((a) => a.body)).toEqual({ last_admin: false, successors: [] });
    const answer = await o.member.browser.post('/api/user/delete', { password: PASSWORD });
    expect(answer.status, answer.text).toBe(204);
    expect((await o.member.browser.get('/api/user')).status).toBe(401);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect(await server.db.selectFrom('users').select('id').where('id', '=', o.member.id).executeTakeFirst()).toBeUndefined();
    for (const table of ['time_entries', 'time_lines', 'activity_user', 'sessions', 'expenses'] as const) {
      expect(await server.db.selectFrom(table).select('user_id').where('user_id', '=', o.member.id).execute()).toEqual([]);
    }
    expect(await server.db.selectFrom('expense_receipts').select('expense_id').where('expense_id', '=', expense).execute()).toEqual([]);
    expect((await server.browser().post('/login', { email: o.member.email, password: PASSWORD })).status).toBe(422);
    await signUp(server.browser(), 'Mark Again', o.member.email);
  });

  it('with invoiced time: the invoices still print, naming a "former member" in their own language; the rest of the time goes', async () => {
    const o = await organisation();
    const english = await o.invoice(o.english.client, o.english.activity);
    const dutch = await o.invoice(o.dutch.client, o.dutch.activity);
    const print = async (uuid: string) => {
      const answer = await server.browser().get(`/api/invoices/${uuid}/print`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.invoicelines as { service: string }[]).map((line) => line.service).sort();
    };
    expect(await print(english.uuid)).toEqual(['Website — Design (Anna de Vries)', 'Website — Design (Mark Member)']);
    const totalBefore = (await server.browser().get(`/api/invoices/${english.uuid}/print`)).body.total_gross;

    expect((await o.member.browser.post('/api/user/delete', { password: PASSWORD })).status).toBe(204);

    expect(await print(english.uuid)).toEqual(['Website — Design (Anna de Vries)', 'Website — Design (former member)']);
    expect(await print(dutch.uuid)).toEqual(['Webshop — Design (voormalig lid)']);
    expect((await server.browser().get(`/api/invoices/${english.uuid}/print`)).body.total_gross).toBe(totalBefore);
    expect((await o.admin.get(`/invoices/${english.id}/pdf`)).status).toBe(200);

    const row = await memberRow(server.db, o.member.id);
    expect(row).toMatchObject({ name: 'former member', password_hash: null, invite_token: null, active: 0, admin: 0 });
    expect(row.email).not.toContain('example.org');
    // The invoiced hours stay (3 March 2026 entries); April's hours, on no invoice, are gone.
    const kept = await server.db.selectFrom('time_entries').select(['date', 'invoice_line_id']).where('user_id', '=', o.member.id).orderBy('date').execute();
    expect(kept.map((entry) => entry.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(kept.every((entry) => entry.invoice_line_id !== null)).toBe(true);
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', o.member.id).execute()).toEqual([]);
    // The address is free again, and the old credentials open nothing.
    expect((await server.browser().post('/login', { email: o.member.email, password: PASSWORD })).status).toBe(422);
    await signUp(server.browser(), 'Mark Again', o.member.email);
    // The team still shows the former member, inactive.
    const team = await o.admin.get('/api/users');
    expect((team.body as { id: number; name: string; active: boolean }[]).find((m) => m.id === o.member.id)).toMatchObject({ name: 'former member', active: false });
  });
});

describe('a deleted member, read elsewhere', () => {
  it('reports, their export and the dashboard name a deleted member "former member" in the reader’s language, whatever the organisation’s', async () => {
    const o = await organisation();
    await o.invoice(o.english.client, o.english.activity);
    expect((await o.member.browser.post('/api/user/delete', { password: PASSWORD })).status).toBe(204);
    const range = { from: '2026-03-01', to: '2026-03-31' };
    /** The member names of the report by member, of its entries (what the CSV/XLSX export is made of), and of the team dashboard. */
    const names = async () => {
      const report = await o.admin.post('/api/reports', { ...range, group_by: ['member'] });
      expect(report.status, report.text).toBe(200);
      const entries = await o.admin.post('/api/reports/entries', range);
      expect(entries.status, entries.text).toBe(200);
      const totals = await o.admin.post('/api/dashboard/activitytotals', { ...range, scope: 'team' });
      expect(totals.status, totals.text).toBe(200);
      const days = await o.admin.post('/api/dashboard/timetotals', { ...range, scope: 'team' });
      expect(days.status, days.text).toBe(200);
      const notes = await o.admin.post('/api/dashboard/notes', { ...range, scope: 'team' });
      expect(notes.status, notes.text).toBe(200);
      const set = (values: unknown[]) => [...new Set(values as string[])].sort();
      return {
        report: set((report.body.rows as { groups: { name: string }[] }[]).map((row) => row.groups[0].name)),
        entries: set((entries.body.entries as { user_name: string }[]).map((entry) => entry.user_name)),
        dashboard: set((totals.body.activityTimes as { user_name: string }[]).map((row) => row.user_name)),
        chart: set((days.body.members as { name?: string; user_name?: string }[]).map((member) => member.name ?? member.user_name)),
        notes: set((notes.body.notes as { user_name: string }[]).map((note) => note.user_name)),
      };
    };
    const english = ['Anna de Vries', 'former member'];
    expect(await names()).toEqual({ report: english, entries: english, dashboard: english, chart: english, notes: ['former member'] });

    const dutchProfile = await o.admin.post('/api/user/updateprofile', { name: 'Anna de Vries', email: o.adminEmail, dateformat: 'DD-MM-YYYY', locale: 'nl' });
    expect(dutchProfile.status, dutchProfile.text).toBe(200);
    const dutch = ['Anna de Vries', 'voormalig lid'];
    expect(await names()).toEqual({ report: dutch, entries: dutch, dashboard: dutch, chart: dutch, notes: ['voormalig lid'] });
  });
});

describe("the organisation's last admin", () => {
  it('must name a successor or delete the organisation', async () => {
    const o = await organisation();
    const info = await o.admin.get('/api/user/deletion');
    expect(info.body).toEqual({ last_admin: true, successors: [{ id: o.member.id, name: 'Mark Member' }] });
    const refused = await o.admin.post('/api/user/delete', { password: PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      successor_id: ['You are the last admin of your organisation: make another member admin, or delete the whole organisation.'],
    });
    const stranger = await signedInAdmin(server, 'Stranger');
    const wrong = await o.admin.post('/api/user/delete', { password: PASSWORD, successor_id: stranger.user.id });
    expect(wrong.body.errors).toEqual({ successor_id: ['Choose an active member of your organisation to become admin.'] });
    expect((await o.admin.get('/api/user')).status).toBe(200);
  });

  it('hands the organisation to the successor, who is admin from then on', async () => {
    const o = await organisation();
    expect((await o.member.browser.get('/api/users')).status).toBe(403);
    const answer = await o.admin.post('/api/user/delete', { password: PASSWORD, successor_id: o.member.id });
    expect(answer.status, answer.text).toBe(204);
    expect((await o.member.browser.get('/api/users')).status).toBe(200);
    expect((await o.admin.get('/api/user')).status).toBe(401);
  });

  it('with another admin left, deletes only the account (the organisation cannot be deleted then)', async () => {
    const o = await organisation();
    expect((await o.admin.post('/api/users/toggle/admin', { id: o.member.id })).status).toBe(200);
    expect(await o.admin.get('/api/user/deletion').then((a) => a.body)).toEqual({ last_admin: false, successors: [] });
    const refused = await o.admin.post('/api/user/delete', { password: PASSWORD, delete_organization: true });
    expect(refused.body.errors).toEqual({ delete_organization: ['Only the last admin of an organisation can delete it.'] });
    expect((await o.admin.post('/api/user/delete', { password: PASSWORD })).status).toBe(204);
    expect((await o.member.browser.get('/api/users')).status).toBe(200);
  });

  it('deletes the whole organisation: no row of it in any table, other organisations untouched', async () => {
    const o = await organisation();
    const other = await organisation();
    await o.invoice(o.english.client, o.english.activity);
    await other.invoice(other.english.client, other.english.activity);
    const userIds = [o.adminId, o.member.id];
    const tables = (await ownSchemaIntrospector(server.db).getTables()).filter((t) => !t.isView && !t.name.startsWith('kysely_'));
    const withOrganization = tables.filter((t) => t.columns.some((c) => c.name === 'organization_id')).map((t) => t.name);
    expect(withOrganization.length).toBeGreaterThan(20);
    const countOf = async (organizationId: number) => {
      const counts: Record<string, number> = {};
      for (const table of withOrganization) {
        const rows = await server.db.selectFrom(table as 'clients').select('organization_id').where('organization_id', '=', organizationId).execute();
        counts[table] = rows.length;
      }
      return counts;
    };
    const otherBefore = await countOf(other.organizationId);
    // A failed sign-in is counted per account (login_throttles): those counts name the people, and go with them.
    for (const email of [o.adminEmail, o.member.email]) await server.browser().post('/login', { email, password: 'not the password' });
    const prefixes = [o.adminEmail, o.member.email].map(accountKeyPrefix);
    const throttled = async () => (await server.db.selectFrom('login_throttles').select('key').execute()).filter((row) => prefixes.some((prefix) => row.key.startsWith(prefix)));
    expect(await throttled()).toHaveLength(2);

    const answer = await o.admin.post('/api/user/delete', { password: PASSWORD, delete_organization: true });
    expect(answer.status, answer.text).toBe(204);

    expect(Object.entries(await countOf(o.organizationId)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await server.db.selectFrom('organizations').select('id').where('id', '=', o.organizationId).execute()).toEqual([]);
    expect(await server.db.selectFrom('users').select('id').where('id', 'in', userIds).execute()).toEqual([]);
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', 'in', userIds).execute()).toEqual([]);
    expect(await throttled()).toEqual([]);
    expect(await countOf(other.organizationId)).toEqual(otherBefore);
    expect((await other.admin.get('/api/users')).status).toBe(200);
    expect((await o.member.browser.get('/api/user')).status).toBe(401);
  });
});
