import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../src/resources/reports/rules.js';
import type { Answer, Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Reports on the real server, fed through the time sheet (`POST /api/time/save`). Every answer
// is checked against openapi.yaml by the test browser. Time lies in February, March and April
// 2026, so a range of whole months reads the running totals and a range with parts of months
// the entries too; both must say the same.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Totals {
  time: number;
  billable_time: number;
  revenue: string | null;
  expenses?: string;
  currency: string;
}
interface Key {
  key: string;
  name: string;
  detail: string | null;
}
interface Row extends Totals {
  groups: Key[];
}
interface Report {
  group_by: string[];
  rows: Row[];
  subtotals: Row[];
  totals: Totals;
  other_currencies: Totals[];
}
interface Entry {
  id: number;
  date: string;
  client_name: string;
  project_name: string;
  activity_name: string;
  user_name: string;
  time: number;
  billable: boolean;
  invoiced: boolean;
  note: string | null;
  revenue: string | null;
  currency: string;
}
interface Entries {
  entries: Entry[];
  page: number;
  per_page: number;
  total_count: number;
  totals: Totals;
  other_currencies: Totals[];
}

async function ok<T>(call: Promise<Answer>): Promise<T> {
  const answer = await call;
  expect(answer.status, answer.text).toBe(200);
  return answer.body as T;
}

const Q1 = { from: '2026-01-01', to: '2026-03-31' };
const report = (b: Browser, body: Record<string, unknown>) => ok<Report>(b.post('/api/reports', { ...Q1, ...body }));
const entries = (b: Browser, body: Record<string, unknown>) => ok<Entries>(b.post('/api/reports/entries', { ...Q1, ...body }));
/** Rows in short: the groups' names, time, billable time and revenue. */
const short = (rows: Row[]) => rows.map((row) => [...row.groups.map((group) => group.name), row.time, row.billable_time, row.revenue]);

let counter = 0;

/**
 * Anna (admin) and Mark and Zoë (members); clients Bakkerij Jansen (Website: Design,
 * Development) and Zuivel BV (Support: Helpdesk, not billable); time in February, March and
 * April 2026.
 */
async function bookedOrganisation() {
  const { browser: admin, organizationId, user } = await signedInAdmin(server, 'Anna de Vries');
  const member = async (memberName: string) => {
    const added = await signedInMember(server, organizationId);
    const renamed = await added.browser.post('/api/user/updateprofile', { name: memberName, email: added.email, locale: 'en' });
    expect(renamed.status, renamed.text).toBe(200);
    return { id: added.id, browser: added.browser };
  };
  const anna = { id: user.id, browser: admin };
  const mark = await member('Mark Member');
  const zoe = await member('Zoë Zee');
  const created = async (answer: Promise<Answer>) => {
    const done = await answer;
    expect(done.status, done.text).toBe(201);
    return done.body.id as number;
  };
  const jansen = await created(admin.post('/api/clients', { name: 'Bakkerij Jansen' }));
  const contact = await created(admin.post('/api/contacts', { name: 'Piet Jansen', client_id: jansen }));
  const zuivel = await created(admin.post('/api/clients', { name: 'Zuivel BV' }));
  const project = (name: string, clientId: number) => created(admin.post('/api/projects', { name, projectnumber: 'P-1', client_id: clientId }));
  const activity = async (projectId: number, name: string, rates: [number, string][]) => {
    const id = await created(admin.post('/api/activities', { name, project_id: projectId }));
    for (const [teammember, rate] of rates) expect((await admin.post(`/api/activities/${id}/attachuser`, { teammember_id: teammember, activity_id: id, rate })).status).toBe(200);
    return id;
  };
  const website = await project('Website', jansen);
  const supportProject = await project('Support', zuivel);
  const design = await activity(website, 'Design', [
    [mark.id, '85.50'],
    [zoe.id, '100'],
  ]);
  const development = await activity(website, 'Development', [
    [mark.id, '90'],
    [anna.id, '120'],
  ]);
  const helpdesk = await activity(supportProject, 'Helpdesk', [[zoe.id, '60']]);
  // Not billable (the switch of migration 0019 is another part's call; the column is what counts).
  await server.db.updateTable('activities').set({ billable: 0 }).where('id', '=', helpdesk).execute();
  const book = async (person: { browser: Browser }, activityId: number, date: string, time: number) => {
    const saved = await person.browser.post('/api/time/save', { time, activity_id: activityId, date });
    expect(saved.status, saved.text).toBe(200);
  };
  await book(mark, design, '2026-02-10', 60);
  await book(mark, design, '2026-03-02', 120);
  await book(mark, design, '2026-03-03', 90);
  await book(mark, development, '2026-03-05', 240);
  await book(zoe, design, '2026-03-03', 30);
  await book(zoe, helpdesk, '2026-03-08', 45);
  await book(anna, development, '2026-03-02', 60);
  await book(mark, design, '2026-04-01', 15);
  await server.db.updateTable('time_entries').set({ note: 'Home page sketches' }).where('user_id', '=', mark.id).where('date', '=', '2026-03-02').execute();
  /** Puts the Design hours of March on an invoice (tracked time per activity: a line per member, as their rates differ). */
  const invoiceDesign = async () => {
    counter += 1;
    const invoice = await created(admin.post('/api/invoices', { invoicenumber: `R-${counter}`, client_id: jansen, contact_id: contact, invoicedate: '2026-03-31', period: 'March 2026' }));
    const added = await admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys: [`a${design}-u${mark.id}-r8550`, `a${design}-u${zoe.id}-r10000`], vat: '21' });
    expect(added.status, added.text).toBe(201);
  };
  return { admin, organizationId, anna, mark, zoe, jansen, zuivel, website, supportProject, design, development, helpdesk, invoiceDesign, book };
}

describe('the grouped report', () => {
  it('gives an admin every member by member and project, with subtotals and totals that add up to the cent', async () => {
    const o = await bookedOrganisation();
    const answer = await report(o.admin, { group_by: ['member', 'project'] });
    expect(answer.group_by).toEqual(['member', 'project']);
    expect(short(answer.rows)).toEqual([
      ['Anna de Vries', 'Website', 60, 60, '120.00'],
      // Design: 60 (Feb) + 210 at 85.50 = 384.75; Development 240 at 90 = 360.00.
      ['Mark Member', 'Website', 510, 510, '744.75'],
      // Helpdesk is not billable: time but no billable time or revenue.
      ['Zoë Zee', 'Support', 45, 0, '0.00'],
      ['Zoë Zee', 'Website', 30, 30, '50.00'],
    ]);
    expect(answer.rows[1].groups).toEqual([
      { key: String(o.mark.id), name: 'Mark Member', detail: null },
      { key: String(o.website), name: 'Website', detail: 'Bakkerij Jansen' },
    ]);
    expect(short(answer.subtotals)).toEqual([
      ['Anna de Vries', 60, 60, '120.00'],
      ['Mark Member', 510, 510, '744.75'],
      ['Zoë Zee', 75, 30, '50.00'],
    ]);
    expect(answer.totals).toEqual({ time: 645, billable_time: 600, revenue: '914.75', currency: 'EUR' });
  });

  it('says the same from the running totals (whole months) as from the entries (parts of months)', async () => {
    const o = await bookedOrganisation();
    // 1 January – 31 March reads the monthly totals; 31 December – 30 March the entries too.
    const whole = await report(o.admin, { group_by: ['activity', 'member'] });
    const parts = await report(o.admin, { from: '2025-12-31', to: '2026-03-30', group_by: ['activity', 'member'] });
    expect(parts).toEqual(whole);
    // The invoiced filter reads every entry: with "either" left out, the same again.
    const uninvoiced = await report(o.admin, { group_by: ['activity', 'member'], invoiced: false });
    expect(uninvoiced).toEqual(whole);
    expect(short(whole.rows).map((row) => row.slice(0, 3))).toEqual([
      ['Design', 'Mark Member', 270],
      ['Design', 'Zoë Zee', 30],
      ['Development', 'Anna de Vries', 60],
      ['Development', 'Mark Member', 240],
      ['Helpdesk', 'Zoë Zee', 45],
    ]);
    expect(whole.rows[0].groups[0].detail).toBe('Website');
  });

  it('groups by day, week (from the organisation’s first day) and month, in date order', async () => {
    const o = await bookedOrganisation();
    const months = await report(o.admin, { group_by: ['month'] });
    expect(short(months.rows)).toEqual([
      ['2026-02', 60, 60, '85.50'],
      ['2026-03', 585, 540, '829.25'],
    ]);
    expect(months.subtotals).toEqual([]);
    const days = await report(o.admin, { from: '2026-03-01', to: '2026-03-31', group_by: ['day', 'client'] });
    expect(short(days.rows).map((row) => row.slice(0, 3))).toEqual([
      ['2026-03-02', 'Bakkerij Jansen', 180],
      ['2026-03-03', 'Bakkerij Jansen', 120],
      ['2026-03-05', 'Bakkerij Jansen', 240],
      ['2026-03-08', 'Zuivel BV', 45],
    ]);
    // Weeks from Monday (the default), then from Sunday: 8 March starts a week of its own.
    const mondays = await report(o.admin, { group_by: ['week'] });
    expect(short(mondays.rows).map((row) => row.slice(0, 2))).toEqual([
      [weekStart('2026-02-10', 1), 60],
      ['2026-03-02', 585],
    ]);
    const saved = await o.admin.post('/api/organization/save/update', { firstdayoftheweek: 0 });
    expect(saved.status, saved.text).toBe(200);
    const sundays = await report(o.admin, { group_by: ['week'] });
    expect(short(sundays.rows).map((row) => row.slice(0, 2))).toEqual([
      ['2026-02-08', 60],
      ['2026-03-01', 540],
      ['2026-03-08', 45],
    ]);
  });

  it('filters by client, project, activity, member, billable and invoiced', async () => {
    const o = await bookedOrganisation();
    const totalOf = async (filter: Record<string, unknown>) => (await report(o.admin, { group_by: ['client'], ...filter })).totals.time;
    expect(await totalOf({ client_ids: [o.zuivel] })).toBe(45);
    expect(await totalOf({ project_ids: [o.website] })).toBe(600);
    expect(await totalOf({ activity_ids: [o.design, o.helpdesk] })).toBe(345);
    expect(await totalOf({ user_ids: [o.mark.id] })).toBe(510);
    expect(await totalOf({ user_ids: [o.mark.id, o.anna.id], activity_ids: [o.development] })).toBe(300);
    expect(await totalOf({ billable: true })).toBe(600);
    expect(await totalOf({ billable: false })).toBe(45);
    expect(await totalOf({ invoiced: true })).toBe(0);
    await o.invoiceDesign();
    // March's Design (Mark 210, Zoë 30) is on the invoice now; February's is not.
    expect(await totalOf({ invoiced: true })).toBe(240);
    expect(await totalOf({ invoiced: false })).toBe(405);
    expect(await totalOf({ invoiced: false, billable: true, user_ids: [o.mark.id] })).toBe(300);
    // An id of another organisation matches nothing.
    const other = await bookedOrganisation();
    expect(await totalOf({ client_ids: [other.jansen] })).toBe(0);
  });

  it('shows a member only their own time, without revenue', async () => {
    const o = await bookedOrganisation();
    for (const body of [{ group_by: ['member', 'project'] }, { group_by: ['member'], user_ids: [o.zoe.id, o.anna.id] }]) {
      const answer = await o.mark.browser.post('/api/reports', { ...Q1, ...body });
      expect(answer.status, answer.text).toBe(200);
      const mark = answer.body as Report;
      expect(mark.rows.every((row) => row.groups[0].name === 'Mark Member')).toBe(true);
      expect(mark.totals).toEqual({ time: 510, billable_time: 510, revenue: null, currency: 'EUR' });
      expect(answer.text).not.toMatch(/"\d+\.\d{2}"/);
    }
  });

  it("never shows another organisation's time", async () => {
    const o = await bookedOrganisation();
    const other = await bookedOrganisation();
    await other.book(other.mark, other.design, '2026-03-04', 600);
    expect((await report(o.admin, { group_by: ['client'] })).totals.time).toBe(645);
    expect((await entries(o.admin, {})).total_count).toBe(7);
  });

  it('refuses two equal groups, two periods and a range that is backwards or too long (422, nothing else)', async () => {
    const o = await bookedOrganisation();
    const refused = async (body: Record<string, unknown>, field: string, text: RegExp) => {
      const answer = await o.admin.post('/api/reports', { ...Q1, ...body });
      expect(answer.status, answer.text).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
      expect(answer.body.errors[field][0]).toMatch(text);
    };
    await refused({ group_by: ['project', 'project'] }, 'group_by', /two different/);
    await refused({ group_by: ['day', 'week'] }, 'group_by', /at most one of day/);
    await refused({ group_by: [] }, 'group_by', /./);
    await refused({ group_by: ['client', 'project', 'member'] }, 'group_by', /./);
    await refused({ group_by: ['year'] }, 'group_by.0', /./);
    await refused({ group_by: ['client'], to: '2025-12-31' }, 'to', /on or after/);
    await refused({ group_by: ['client'], from: '2025-01-01', to: '2026-03-31' }, 'to', /366/);
    const dutch = await o.admin.post('/api/reports', { ...Q1, group_by: ['day', 'month'] }, { headers: { 'accept-language': 'nl' } });
    expect(dutch.status).toBe(422);
  });

  it('names a backwards range and two periods in one answer, and a bad page size with a backwards range', async () => {
    const o = await bookedOrganisation();
    const both = await o.admin.post('/api/reports', { ...Q1, to: '2025-12-31', group_by: ['day', 'week'] });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors).sort()).toEqual(['group_by', 'to']);
    expect(both.body.errors.to).toEqual(['The to date must be on or after the from date.']);
    const entriesAnswer = await o.admin.post('/api/reports/entries', { ...Q1, from: '2025-01-01', to: '2026-03-31', per_page: 100_000 });
    expect(entriesAnswer.status).toBe(422);
    expect(Object.keys(entriesAnswer.body.errors).sort()).toEqual(['per_page', 'to']);
    expect(entriesAnswer.body.errors.to[0]).toMatch(/366/);
  });
});

describe('the grouped report with expenses', () => {
  /** The booked organisation with expenses: Mark's on Website (one not billable, one in April), Zoë's on Support, Anna's on Website on an invoice. */
  async function withExpenses() {
    const o = await bookedOrganisation();
    const categories = (await o.admin.get('/api/expenses')).body.categories as { id: number; name: string }[];
    const record = async (browser: Browser, fields: Record<string, unknown>) => {
      const body = { project_id: o.website, category_id: categories[0].id, description: 'Train', vat: '21', vat_included: false, billable: true, markup: '0', ...fields };
      const answer = await browser.post('/api/expenses', body);
      expect(answer.status, answer.text).toBe(201);
      return answer.body.id as number;
    };
    // 24.60 with 9 % VAT in it: 22.57 before VAT.
    await record(o.mark.browser, { date: '2026-03-04', amount: '24.60', vat: '9', vat_included: true });
    await record(o.mark.browser, { date: '2026-02-15', amount: '100.00', billable: false });
    await record(o.mark.browser, { date: '2026-04-02', amount: '5.00' });
    await record(o.zoe.browser, { project_id: o.supportProject, category_id: categories[3].id, date: '2026-03-10', amount: '12.10', vat_included: true });
    const annas = await record(o.admin, { date: '2026-03-20', amount: '50.00' });
    const contact = await o.admin.post('/api/contacts', { name: 'Piet Jansen', client_id: o.jansen });
    const invoice = await o.admin.post('/api/invoices', { invoicenumber: 'R-EXP', client_id: o.jansen, contact_id: contact.body.id, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    const billed = await o.admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [annas], group: 'expense' });
    expect(billed.status, billed.text).toBe(201);
    return { ...o, categories };
  }
  const withAmounts = (rows: Row[]) => rows.map((row) => [...short([row])[0], row.expenses]);

  it('counts hours alone unless asked: the answer has no expenses', async () => {
    const o = await withExpenses();
    for (const body of [{ group_by: ['member'] }, { group_by: ['member'], type: 'hours' }]) {
      const answer = await report(o.admin, body);
      expect(answer.totals).toStrictEqual({ time: 645, billable_time: 600, revenue: '914.75', currency: 'EUR' });
      expect(answer.rows.every((row) => !('expenses' in row))).toBe(true);
    }
  });

  it('with both: the expenses before VAT beside the time of each group, subtotal and total, never added to it', async () => {
    const o = await withExpenses();
    const answer = await report(o.admin, { group_by: ['member', 'project'], type: 'both' });
    expect(withAmounts(answer.rows)).toEqual([
      ['Anna de Vries', 'Website', 60, 60, '120.00', '50.00'],
      ['Mark Member', 'Website', 510, 510, '744.75', '122.57'],
      ['Zoë Zee', 'Support', 45, 0, '0.00', '10.00'],
      ['Zoë Zee', 'Website', 30, 30, '50.00', '0.00'],
    ]);
    expect(withAmounts(answer.subtotals)).toEqual([
      ['Anna de Vries', 60, 60, '120.00', '50.00'],
      ['Mark Member', 510, 510, '744.75', '122.57'],
      ['Zoë Zee', 75, 30, '50.00', '10.00'],
    ]);
    expect(answer.totals).toStrictEqual({ time: 645, billable_time: 600, revenue: '914.75', expenses: '182.57', currency: 'EUR' });
  });

  it('with expenses alone: no time, grouped by client, month or week', async () => {
    const o = await withExpenses();
    const byClient = await report(o.admin, { group_by: ['client'], type: 'expenses' });
    expect(withAmounts(byClient.rows)).toEqual([
      ['Bakkerij Jansen', 0, 0, '0.00', '172.57'],
      ['Zuivel BV', 0, 0, '0.00', '10.00'],
    ]);
    expect(withAmounts((await report(o.admin, { group_by: ['month'], type: 'expenses' })).rows)).toEqual([
      ['2026-02', 0, 0, '0.00', '100.00'],
      ['2026-03', 0, 0, '0.00', '82.57'],
    ]);
    // Weeks start on Monday: 2 March holds the 4th, 9 March the 10th, 16 March the 20th.
    const byWeek = await report(o.admin, { from: '2026-03-01', to: '2026-03-31', group_by: ['week', 'member'], type: 'expenses' });
    expect(withAmounts(byWeek.rows)).toEqual([
      ['2026-03-02', 'Mark Member', 0, 0, '0.00', '22.57'],
      ['2026-03-09', 'Zoë Zee', 0, 0, '0.00', '10.00'],
      ['2026-03-16', 'Anna de Vries', 0, 0, '0.00', '50.00'],
    ]);
  });

  it('with expenses alone, grouped by category (with a member)', async () => {
    const o = await withExpenses();
    const [travel, other] = [o.categories[0].name, o.categories[3].name];
    const byCategory = await report(o.admin, { group_by: ['category', 'member'], type: 'expenses' });
    expect(byCategory.rows.map((row) => [row.groups.map((group) => group.name), row.expenses])).toEqual(
      [
        [[travel, 'Anna de Vries'], '50.00'],
        [[travel, 'Mark Member'], '122.57'],
        [[other, 'Zoë Zee'], '10.00'],
      ].sort(([a], [b]) => String(a[0]).localeCompare(String(b[0]), 'en')),
    );
    expect(byCategory.subtotals.map((row) => [row.groups[0].key, row.expenses]).sort()).toEqual(
      [
        [String(o.categories[0].id), '172.57'],
        [String(o.categories[3].id), '10.00'],
      ].sort(),
    );
    // Time has no category: a report counting hours refuses the group.
    for (const type of ['hours', 'both']) {
      const answer = await o.admin.post('/api/reports', { ...Q1, group_by: ['category'], type });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body.errors).toEqual({ group_by: ['Only expenses have a category: report on expenses to group by category.'] });
    }
  });

  it('filters expenses by client, project, member, billable and invoiced; an activity filter matches none', async () => {
    const o = await withExpenses();
    const amount = async (filter: Record<string, unknown>) => (await report(o.admin, { group_by: ['client'], type: 'expenses', ...filter })).totals.expenses;
    expect(await amount({ client_ids: [o.zuivel] })).toBe('10.00');
    expect(await amount({ project_ids: [o.website] })).toBe('172.57');
    expect(await amount({ user_ids: [o.mark.id] })).toBe('122.57');
    expect(await amount({ billable: false })).toBe('100.00');
    expect(await amount({ invoiced: true })).toBe('50.00');
    expect(await amount({ invoiced: false })).toBe('132.57');
    expect(await amount({ activity_ids: [o.design] })).toBe('0.00');
  });

  it('shows a member only their own expenses, without revenue', async () => {
    const o = await withExpenses();
    const answer = await report(o.mark.browser, { group_by: ['member'], type: 'both', user_ids: [o.zoe.id] });
    expect(withAmounts(answer.rows)).toEqual([['Mark Member', 510, 510, null, '122.57']]);
  });

  it('refuses the activity group for expenses and a type it does not know (422)', async () => {
    const o = await withExpenses();
    for (const [body, field] of [
      [{ group_by: ['activity'], type: 'expenses' }, 'group_by'],
      [{ group_by: ['member', 'activity'], type: 'both' }, 'group_by'],
      [{ group_by: ['member'], type: 'costs' }, 'type'],
    ] as const) {
      const answer = await o.admin.post('/api/reports', { ...Q1, ...body });
      expect(answer.status, answer.text).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    const answer = await o.admin.post('/api/reports', { ...Q1, group_by: ['activity'], type: 'both' });
    expect(answer.body.errors.group_by).toEqual(['Expenses have no activity: group them by client, project, member or period.']);
  });
});

describe('the report in several currencies', () => {
  /** The organisation with expenses, and Mark's 90 minutes and a 20.00 expense on Brand book of Acme Inc., a client in dollars. */
  async function inDollars() {
    const o = await bookedOrganisation();
    const acme = await o.admin.post('/api/clients', { name: 'Acme Inc.', currency: 'USD' });
    expect(acme.status, acme.text).toBe(201);
    const project = await o.admin.post('/api/projects', { name: 'Brand book', projectnumber: 'P-2', client_id: acme.body.id });
    expect(project.status, project.text).toBe(201);
    const copy = await o.admin.post('/api/activities', { name: 'Copy', project_id: project.body.id });
    expect((await o.admin.post(`/api/activities/${copy.body.id}/attachuser`, { teammember_id: o.mark.id, activity_id: copy.body.id, rate: '100' })).status).toBe(200);
    await o.book(o.mark, copy.body.id as number, '2026-03-06', 90);
    const categories = (await o.admin.get('/api/expenses')).body.categories as { id: number }[];
    const expense = await o.mark.browser.post('/api/expenses', {
      project_id: project.body.id,
      category_id: categories[0].id,
      description: 'Taxi',
      date: '2026-03-06',
      amount: '20.00',
      vat: '0',
      vat_included: false,
      billable: true,
      markup: '0',
    });
    expect(expense.status, expense.text).toBe(201);
    return o;
  }

  it("splits a group with time in two currencies into a row per currency and totals each currency apart, the organisation's first", async () => {
    const o = await inDollars();
    const answer = await report(o.admin, { group_by: ['member'], type: 'both' });
    expect(answer.rows.map((row) => [row.groups[0].name, row.currency, row.time, row.revenue, row.expenses])).toEqual([
      ['Anna de Vries', 'EUR', 60, '120.00', '0.00'],
      ['Mark Member', 'EUR', 510, '744.75', '0.00'],
      ['Mark Member', 'USD', 90, '150.00', '20.00'],
      ['Zoë Zee', 'EUR', 75, '50.00', '0.00'],
    ]);
    expect(answer.totals).toStrictEqual({ time: 645, billable_time: 600, revenue: '914.75', expenses: '0.00', currency: 'EUR' });
    expect(answer.other_currencies).toStrictEqual([{ time: 90, billable_time: 90, revenue: '150.00', expenses: '20.00', currency: 'USD' }]);

    const months = await report(o.admin, { group_by: ['month', 'client'] });
    expect(months.subtotals.map((row) => [row.groups[0].name, row.currency, row.time, row.revenue])).toEqual([
      ['2026-02', 'EUR', 60, '85.50'],
      ['2026-03', 'EUR', 585, '829.25'],
      ['2026-03', 'USD', 90, '150.00'],
    ]);
    expect(months.rows.find((row) => row.groups[1].name === 'Acme Inc.')).toMatchObject({ currency: 'USD', revenue: '150.00' });
  });

  it('gives each entry its currency and sums the entries per currency; a member sees the split without money', async () => {
    const o = await inDollars();
    const all = await entries(o.admin, {});
    expect(all.total_count).toBe(8);
    expect(all.entries.find((entry) => entry.project_name === 'Brand book')).toMatchObject({ currency: 'USD', revenue: '150.00', time: 90 });
    expect(all.totals).toEqual({ time: 645, billable_time: 600, revenue: '914.75', currency: 'EUR' });
    expect(all.other_currencies).toEqual([{ time: 90, billable_time: 90, revenue: '150.00', currency: 'USD' }]);

    const mark = await report(o.mark.browser, { group_by: ['project'] });
    expect(mark.rows.map((row) => [row.groups[0].name, row.currency, row.time, row.revenue])).toEqual([
      ['Brand book', 'USD', 90, null],
      ['Website', 'EUR', 510, null],
    ]);
    expect(mark.other_currencies).toEqual([{ time: 90, billable_time: 90, revenue: null, currency: 'USD' }]);
  });
});

describe('the detailed report', () => {
  it('lists the entries with their notes, by date, member, project and activity, with totals over every page', async () => {
    const o = await bookedOrganisation();
    const all = await entries(o.admin, {});
    expect(all.total_count).toBe(7);
    expect(all.totals).toEqual({ time: 645, billable_time: 600, revenue: '914.75', currency: 'EUR' });
    expect(all.entries.map((entry) => [entry.date, entry.user_name, entry.activity_name, entry.time])).toEqual([
      ['2026-02-10', 'Mark Member', 'Design', 60],
      ['2026-03-02', 'Anna de Vries', 'Development', 60],
      ['2026-03-02', 'Mark Member', 'Design', 120],
      ['2026-03-03', 'Mark Member', 'Design', 90],
      ['2026-03-03', 'Zoë Zee', 'Design', 30],
      ['2026-03-05', 'Mark Member', 'Development', 240],
      ['2026-03-08', 'Zoë Zee', 'Helpdesk', 45],
    ]);
    expect(all.entries[2]).toEqual({
      id: expect.any(Number),
      date: '2026-03-02',
      client_name: 'Bakkerij Jansen',
      project_name: 'Website',
      activity_name: 'Design',
      user_name: 'Mark Member',
      time: 120,
      billable: true,
      invoiced: false,
      note: 'Home page sketches',
      revenue: '171.00',
      currency: 'EUR',
    });
    expect(all.entries[6]).toMatchObject({ billable: false, revenue: '0.00', note: null });

    const second = await entries(o.admin, { page: 2, per_page: 3 });
    expect(second).toMatchObject({ page: 2, per_page: 3, total_count: 7 });
    expect(second.entries.map((entry) => entry.id)).toEqual(all.entries.slice(3, 6).map((entry) => entry.id));
    expect((await entries(o.admin, { page: 4, per_page: 3 })).entries).toEqual([]);

    await o.invoiceDesign();
    const invoiced = await entries(o.admin, { invoiced: true });
    expect(invoiced.entries.map((entry) => [entry.date, entry.user_name, entry.invoiced])).toEqual([
      ['2026-03-02', 'Mark Member', true],
      ['2026-03-03', 'Mark Member', true],
      ['2026-03-03', 'Zoë Zee', true],
    ]);
  });

  it("gives a member their own entries only, without revenue, and refuses a page size beyond 1000", async () => {
    const o = await bookedOrganisation();
    const zoe = await entries(o.zoe.browser, { user_ids: [o.mark.id] });
    expect(zoe.entries.map((entry) => [entry.user_name, entry.time, entry.revenue])).toEqual([
      ['Zoë Zee', 30, null],
      ['Zoë Zee', 45, null],
    ]);
    expect(zoe.totals).toEqual({ time: 75, billable_time: 30, revenue: null, currency: 'EUR' });
    const tooMany = await o.admin.post('/api/reports/entries', { ...Q1, per_page: 1001 });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(['per_page']);
  });
});
