import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { migrateTo } from '../src/db/migrate.js';
import { formatCents } from '../src/domain/money.js';
import { newOrganization } from '../src/domain/organizations.js';
import { entryRevenueCents } from '../src/resources/dashboard/rules.js';
import type { Answer, Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';

// The dashboard on the real server, fed through the time sheet (`POST /api/time/save`), so what
// it shows is exactly the hours typed there. Every answer is checked against openapi.yaml by the
// test browser. The week of Monday 2 March 2026 is the week most tests book in.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Row {
  project_name: string;
  activity_name: string | null;
  user_name: string | null;
  color: string | null;
  time: number;
  billable_time: number;
  revenue: string | null;
}
interface ActivityTotals {
  projectTimes: Row[];
  activityTimes: Row[];
  totals: { time: number; billable_time: number; revenue: string | null; expenses: string | null; currency: string; other_currencies: unknown[] };
}
interface TimeTotals {
  timetotals: number[];
  members?: { user_id: number; user_name: string; timetotals: number[] }[];
  startdate: { year: number; month: number; day: number };
}
type Scope = 'me' | 'team';

async function ok<T>(call: Promise<Answer>): Promise<T> {
  const answer = await call;
  expect(answer.status, answer.text).toBe(200);
  return answer.body as T;
}

const timeTotals = (b: Browser, from: string, to: string, scope: Scope) => ok<TimeTotals>(b.post('/api/dashboard/timetotals', { from, to, scope }));
const activityTotals = (b: Browser, from: string, to: string, scope: Scope) => ok<ActivityTotals>(b.post('/api/dashboard/activitytotals', { from, to, scope }));

const WEEK = ['2026-03-02', '2026-03-08'] as const;
const MARCH = ['2026-03-01', '2026-03-31'] as const;

/**
 * An organisation with its admin Anna and two members, Mark and Zoë, signed in; a client with a
 * colour; projects and activities with people on them at their rates, and booking through the
 * time sheet.
 */
async function organisation() {
  const { browser: admin, organizationId, user } = await signedInAdmin(server, 'Anna de Vries');
  const people = { anna: { id: user.id, browser: admin, email: user.email } };
  const member = async (memberName: string) => {
    const added = await signedInMember(server, organizationId);
    const renamed = await added.browser.post('/api/user/updateprofile', { name: memberName, email: added.email, locale: 'en' });
    expect(renamed.status, renamed.text).toBe(200);
    return { id: added.id, browser: added.browser, email: added.email };
  };
  const mark = await member('Mark Member');
  const zoe = await member('Zoë Zee');
  const client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body as { id: number };
  expect((await admin.put(`/api/clients/${client.id}`, { name: 'Bakkerij Jansen', color: '#E91E63FF' })).status).toBe(200);

  async function project(projectName: string, clientId = client.id) {
    const created = await admin.post('/api/projects', { name: projectName, projectnumber: 'P-1', client_id: clientId });
    expect(created.status, created.text).toBe(201);
    return created.body.id as number;
  }
  /** An activity with people on it, each at their rate. */
  async function activity(projectId: number, activityName: string, rates: { id: number; rate: string }[]) {
    const created = await admin.post('/api/activities', { name: activityName, project_id: projectId });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    for (const { id: teammember, rate } of rates) {
      const attached = await admin.post(`/api/activities/${id}/attachuser`, { teammember_id: teammember, activity_id: id, rate });
      expect(attached.status, attached.text).toBe(200);
    }
    return id;
  }
  async function book(person: { browser: Browser }, activityId: number, date: string, time: number) {
    const saved = await person.browser.post('/api/time/save', { time, activity_id: activityId, date });
    expect(saved.status, saved.text).toBe(200);
  }
  return { admin, organizationId, anna: people.anna, mark, zoe, client, project, activity, book };
}

/**
 * Website (Design, Development) and Support under Bakkerij Jansen, with time of Mark, Zoë and
 * Anna in the week of 2 March, one entry in February and one in April.
 */
async function bookedOrganisation() {
  const o = await organisation();
  const website = await o.project('Website');
  const support = await o.project('Support');
  const design = await o.activity(website, 'Design', [
    { id: o.mark.id, rate: '85.50' },
    { id: o.zoe.id, rate: '100' },
  ]);
  const development = await o.activity(website, 'Development', [
    { id: o.mark.id, rate: '90' },
    { id: o.anna.id, rate: '120' },
  ]);
  const helpdesk = await o.activity(support, 'Helpdesk', [{ id: o.zoe.id, rate: '60' }]);
  await o.book(o.mark, design, '2026-03-02', 120);
  await o.book(o.mark, design, '2026-03-03', 90);
  await o.book(o.mark, development, '2026-03-05', 240);
  await o.book(o.zoe, design, '2026-03-03', 30);
  await o.book(o.zoe, helpdesk, '2026-03-08', 45);
  await o.book(o.anna, development, '2026-03-02', 60);
  await o.book(o.mark, design, '2026-02-27', 15);
  await o.book(o.mark, design, '2026-04-01', 15);
  return { ...o, website, support, design, development, helpdesk };
}

describe('time per day', () => {
  it('is the minutes the caller typed in the time sheet, one entry per day of the range from its start date', async () => {
    const o = await bookedOrganisation();
    expect(await timeTotals(o.mark.browser, ...WEEK, 'me')).toEqual({ timetotals: [120, 90, 0, 240, 0, 0, 0], startdate: { year: 2026, month: 3, day: 2 } });
    expect(await timeTotals(o.zoe.browser, ...WEEK, 'me')).toEqual({ timetotals: [0, 30, 0, 0, 0, 0, 45], startdate: { year: 2026, month: 3, day: 2 } });
    expect(await timeTotals(o.anna.browser, ...WEEK, 'me')).toEqual({ timetotals: [60, 0, 0, 0, 0, 0, 0], startdate: { year: 2026, month: 3, day: 2 } });
    // A range across a month end: 27 February is in it, 1 April not.
    const across = await timeTotals(o.mark.browser, '2026-02-27', '2026-03-03', 'me');
    expect(across).toEqual({ timetotals: [15, 0, 0, 120, 90], startdate: { year: 2026, month: 2, day: 27 } });
    const month = await timeTotals(o.mark.browser, ...MARCH, 'me');
    expect(month.timetotals).toHaveLength(31);
    expect(month.timetotals.reduce((sum, minutes) => sum + minutes, 0)).toBe(450);
  });

  it("with scope team adds up every member's time, whoever asks", async () => {
    const o = await bookedOrganisation();
    // Split per member too (the chart's colours), by name; the members' days add up to the team's.
    const team = {
      timetotals: [180, 120, 0, 240, 0, 0, 45],
      startdate: { year: 2026, month: 3, day: 2 },
      members: [
        { user_id: o.anna.id, user_name: 'Anna de Vries', timetotals: [60, 0, 0, 0, 0, 0, 0] },
        { user_id: o.mark.id, user_name: 'Mark Member', timetotals: [120, 90, 0, 240, 0, 0, 0] },
        { user_id: o.zoe.id, user_name: 'Zoë Zee', timetotals: [0, 30, 0, 0, 0, 0, 45] },
      ],
    };
    expect(await timeTotals(o.zoe.browser, ...WEEK, 'team')).toEqual(team);
    expect(await timeTotals(o.anna.browser, ...WEEK, 'team')).toEqual(team);
    // The team's days are the sum of the members' own days.
    const own = await Promise.all([o.anna, o.mark, o.zoe].map((person) => timeTotals(person.browser, ...MARCH, 'me')));
    const sum = own[0].timetotals.map((_, day) => own.reduce((total, person) => total + person.timetotals[day], 0));
    expect((await timeTotals(o.mark.browser, ...MARCH, 'team')).timetotals).toEqual(sum);
  });

  it("never shows another organisation's time", async () => {
    const o = await bookedOrganisation();
    const other = await bookedOrganisation();
    await other.book(other.mark, other.design, '2026-03-04', 600);
    const team = await timeTotals(o.mark.browser, ...WEEK, 'team');
    expect(team.timetotals).toEqual([180, 120, 0, 240, 0, 0, 45]);
    expect(team.members!.map((member) => member.user_id)).toEqual([o.anna.id, o.mark.id, o.zoe.id]);
    expect((await activityTotals(o.anna.browser, ...WEEK, 'team')).totals.time).toBe(585);
  });
});

describe('time per project and activity', () => {
  it("for a member is their own time by project and by activity, with the client's colour and no revenue", async () => {
    const o = await bookedOrganisation();
    const mark = await activityTotals(o.mark.browser, ...WEEK, 'me');
    const pink = '#E91E63FF';
    expect(mark).toEqual({
      projectTimes: [{ project_name: 'Website', activity_name: null, user_name: null, color: pink, time: 450, billable_time: 450, revenue: null, currency: 'EUR' }],
      activityTimes: [
        { project_name: 'Website', activity_name: 'Design', user_name: null, color: pink, time: 210, billable_time: 210, revenue: null, currency: 'EUR' },
        { project_name: 'Website', activity_name: 'Development', user_name: null, color: pink, time: 240, billable_time: 240, revenue: null, currency: 'EUR' },
      ],
      totals: { time: 450, billable_time: 450, revenue: null, expenses: null, currency: 'EUR', other_currencies: [] },
    });
    const zoe = await activityTotals(o.zoe.browser, ...WEEK, 'me');
    expect(zoe.projectTimes.map((row) => [row.project_name, row.time])).toEqual([
      ['Support', 45],
      ['Website', 30],
    ]);
    expect(zoe.totals).toEqual({ time: 75, billable_time: 75, revenue: null, expenses: null, currency: 'EUR', other_currencies: [] });
  });

  it('never gives a member revenue, not even as zero, in either scope', async () => {
    const o = await bookedOrganisation();
    for (const scope of ['me', 'team'] as const) {
      const answer = await o.mark.browser.post('/api/dashboard/activitytotals', { from: WEEK[0], to: WEEK[1], scope });
      expect(answer.status).toBe(200);
      const body = answer.body as ActivityTotals;
      expect(body.activityTimes.length, scope).toBeGreaterThan(0);
      for (const row of [...body.projectTimes, ...body.activityTimes, body.totals]) expect(row.revenue, scope).toBeNull();
      expect(body.totals.expenses, scope).toBeNull();
      // Nothing that looks like an amount anywhere in the answer.
      expect(answer.text, scope).not.toMatch(/\d+\.\d{2}/);
    }
  });

  it('gives an admin revenue: minutes × the rate kept at saving, in whole cents per entry, adding up to the cent', async () => {
    const o = await bookedOrganisation();
    const anna = await activityTotals(o.anna.browser, ...WEEK, 'me');
    expect(anna.activityTimes).toEqual([{ project_name: 'Website', activity_name: 'Development', user_name: null, color: '#E91E63FF', time: 60, billable_time: 60, revenue: '120.00', currency: 'EUR' }]);
    expect(anna.totals).toEqual({ time: 60, billable_time: 60, revenue: '120.00', expenses: '0.00', currency: 'EUR', other_currencies: [] });

    const team = await activityTotals(o.anna.browser, ...WEEK, 'team');
    const revenueOf = (rows: Row[]) => rows.map((row) => [row.project_name, row.activity_name, row.user_name, row.time, row.revenue]);
    expect(revenueOf(team.activityTimes)).toEqual([
      // Support / Helpdesk: 45 min at 60 = 45.00.
      ['Support', 'Helpdesk', 'Zoë Zee', 45, '45.00'],
      // 210 min at 85.50 = 299.25; 30 min at 100 = 50.00.
      ['Website', 'Design', 'Mark Member', 210, '299.25'],
      ['Website', 'Design', 'Zoë Zee', 30, '50.00'],
      // 60 min at 120 = 120.00; 240 min at 90 = 360.00.
      ['Website', 'Development', 'Anna de Vries', 60, '120.00'],
      ['Website', 'Development', 'Mark Member', 240, '360.00'],
    ]);
    expect(revenueOf(team.projectTimes)).toEqual([
      ['Support', null, 'Zoë Zee', 45, '45.00'],
      ['Website', null, 'Anna de Vries', 60, '120.00'],
      ['Website', null, 'Mark Member', 450, '659.25'],
      ['Website', null, 'Zoë Zee', 30, '50.00'],
    ]);
    expect(team.totals).toEqual({ time: 585, billable_time: 585, revenue: '874.25', expenses: '0.00', currency: 'EUR', other_currencies: [] });
  });

  it('rounds each entry as an invoice line does — hours to two decimals, then cents — so rows and totals add up as shown', async () => {
    const o = await organisation();
    const project = await o.project('Odd minutes');
    const odd = await o.activity(project, 'Half cents', [{ id: o.anna.id, rate: '85.50' }]);
    const thirds = await o.activity(project, 'Thirds', [{ id: o.anna.id, rate: '85' }]);
    // 1 minute is 0.02 h; at 85.50 that is 1.71 a day, on three days.
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-04']) await o.book(o.anna, odd, date, 1);
    // At 85.00 it is 1.70 a day, on two days.
    for (const date of ['2026-03-02', '2026-03-03']) await o.book(o.anna, thirds, date, 1);
    const totals = await activityTotals(o.anna.browser, ...WEEK, 'me');
    expect(totals.activityTimes.map((row) => [row.activity_name, row.time, row.revenue])).toEqual([
      ['Half cents', 3, '5.13'],
      ['Thirds', 2, '3.40'],
    ]);
    expect(totals.projectTimes.map((row) => row.revenue)).toEqual(['8.53']);
    expect(totals.totals).toEqual({ time: 5, billable_time: 5, revenue: '8.53', expenses: '0.00', currency: 'EUR', other_currencies: [] });
  });

  it("adds for an admin what the period's billable expenses bill (before VAT, with the markup) to the revenue, beside the rows", async () => {
    const o = await bookedOrganisation();
    const { categories } = (await o.admin.get('/api/expenses')).body as { categories: { id: number }[] };
    const record = async (person: { browser: Browser }, fields: Record<string, unknown>) => {
      const input = { project_id: o.website, category_id: categories[0].id, description: 'Train', vat: '21', vat_included: false, billable: true, markup: '0', ...fields };
      const created = await person.browser.post('/api/expenses', input);
      expect(created.status, created.text).toBe(201);
    };
    // 24.60 with 9 % VAT included is 22.57 before VAT; with 10 % markup it bills 24.83.
    await record(o.mark, { date: '2026-03-04', amount: '24.60', vat: '9', vat_included: true, markup: '10' });
    await record(o.anna, { date: '2026-03-05', amount: '100' });
    // Not billable, or outside the week: not counted.
    await record(o.anna, { date: '2026-03-05', amount: '50', billable: false });
    await record(o.mark, { date: '2026-03-09', amount: '70' });

    const team = await activityTotals(o.anna.browser, ...WEEK, 'team');
    expect(team.totals).toEqual({ time: 585, billable_time: 585, revenue: '999.08', expenses: '124.83', currency: 'EUR', other_currencies: [] });
    // The rows are time only.
    expect(team.projectTimes.map((row) => row.revenue)).toEqual(['45.00', '120.00', '659.25', '50.00']);
    expect((await activityTotals(o.anna.browser, ...WEEK, 'me')).totals).toEqual({ time: 60, billable_time: 60, revenue: '220.00', expenses: '100.00', currency: 'EUR', other_currencies: [] });
    // A member sees neither, in either scope.
    for (const scope of ['me', 'team'] as const) {
      expect((await activityTotals(o.mark.browser, ...WEEK, scope)).totals).toMatchObject({ revenue: null, expenses: null, currency: 'EUR', other_currencies: [] });
    }
  });

  it("keeps the revenue of hours saved before the member's rate changed", async () => {
    const o = await bookedOrganisation();
    const changed = await o.admin.post(`/api/activities/${o.design}/updateuser`, { teammember_id: o.mark.id, activity_id: o.design, rate: '200' });
    expect(changed.status, changed.text).toBe(200);
    // A save after the change takes the new rate: 15 more minutes on Wednesday at 200 = 50.00.
    await o.book(o.mark, o.design, '2026-03-04', 15);
    const team = await activityTotals(o.anna.browser, ...WEEK, 'team');
    expect(team.activityTimes.find((row) => row.activity_name === 'Design' && row.user_name === 'Mark Member')).toMatchObject({ time: 225, billable_time: 225, revenue: '349.25', currency: 'EUR' });
  });

  it("with scope team shows every member of the organisation, inactive ones too, and adds up to the members' own totals", async () => {
    const o = await bookedOrganisation();
    // Made admins, the members get their own revenue too (a session reads the flag at once).
    for (const person of [o.mark, o.zoe]) expect((await o.admin.post('/api/users/toggle/admin', { id: person.id })).status).toBe(200);
    const people = [
      { name: 'Anna de Vries', own: await activityTotals(o.anna.browser, ...MARCH, 'me') },
      { name: 'Mark Member', own: await activityTotals(o.mark.browser, ...MARCH, 'me') },
      { name: 'Zoë Zee', own: await activityTotals(o.zoe.browser, ...MARCH, 'me') },
    ];
    // Zoë leaves: her hours stay the team's.
    expect((await o.admin.post('/api/users/toggle/active', { id: o.zoe.id })).status).toBe(200);
    const team = await activityTotals(o.anna.browser, ...MARCH, 'team');
    expect(new Set(team.activityTimes.map((row) => row.user_name))).toEqual(new Set(people.map((person) => person.name)));

    const cents = (revenue: string | null) => Math.round(Number(revenue) * 100);
    expect(team.totals.time).toBe(people.reduce((sum, person) => sum + person.own.totals.time, 0));
    expect(cents(team.totals.revenue)).toBe(people.reduce((sum, person) => sum + cents(person.own.totals.revenue), 0));
    // Row by row: a member's team rows are their own rows with their name.
    for (const { name, own } of people) {
      expect(team.activityTimes.filter((row) => row.user_name === name)).toEqual(own.activityTimes.map((row) => ({ ...row, user_name: name })));
      expect(team.projectTimes.filter((row) => row.user_name === name)).toEqual(own.projectTimes.map((row) => ({ ...row, user_name: name })));
    }
    // Project rows add up to their activity rows, and the rows to the totals.
    for (const answer of [team, ...people.map((person) => person.own)]) {
      for (const project of answer.projectTimes) {
        const rows = answer.activityTimes.filter((row) => row.project_name === project.project_name && row.user_name === project.user_name);
        expect(project.time).toBe(rows.reduce((sum, row) => sum + row.time, 0));
        expect(cents(project.revenue)).toBe(rows.reduce((sum, row) => sum + cents(row.revenue), 0));
      }
      expect(answer.totals.time).toBe(answer.projectTimes.reduce((sum, row) => sum + row.time, 0));
      expect(cents(answer.totals.revenue)).toBe(answer.activityTimes.reduce((sum, row) => sum + cents(row.revenue), 0));
    }
    // No admin any more, Mark sees the same team without revenue.
    expect((await o.admin.post('/api/users/toggle/admin', { id: o.mark.id })).status).toBe(200);
    const asMember = await activityTotals(o.mark.browser, ...MARCH, 'team');
    const withoutRevenue = (rows: Row[]) => rows.map((row) => ({ ...row, revenue: null }));
    expect(asMember).toEqual({
      projectTimes: withoutRevenue(team.projectTimes),
      activityTimes: withoutRevenue(team.activityTimes),
      totals: { time: team.totals.time, billable_time: team.totals.billable_time, revenue: null, expenses: null, currency: 'EUR', other_currencies: [] },
    });
  });

  it('is empty for a range without time', async () => {
    const o = await bookedOrganisation();
    for (const browser of [o.anna.browser, o.mark.browser]) {
      const admin = browser === o.anna.browser;
      expect(await activityTotals(browser, '2025-01-01', '2025-12-31', 'team')).toEqual({ projectTimes: [], activityTimes: [], totals: { time: 0, billable_time: 0, revenue: admin ? '0.00' : null, expenses: admin ? '0.00' : null, currency: 'EUR', other_currencies: [] } });
    }
    expect((await timeTotals(o.mark.browser, '2025-01-01', '2025-01-07', 'team')).timetotals).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('the first steps', () => {
  const steps = (b: Browser) => ok<{ clients: boolean; projects: boolean; time: boolean; activities: boolean }>(b.get('/api/dashboard/firststeps'));

  it('are each done once the organisation has a client, a project and time; a member counts their own time and activities', async () => {
    const { browser: admin, organizationId, user } = await signedInAdmin(server, 'Fiona First');
    const { browser: member, id: memberId } = await signedInMember(server, organizationId);
    const none = { clients: false, projects: false, time: false, activities: false };
    expect(await steps(admin)).toEqual(none);
    expect(await steps(member)).toEqual(none);
    const client = (await admin.post('/api/clients', { name: 'Eerste Klant' })).body as { id: number };
    expect(await steps(admin)).toEqual({ ...none, clients: true });
    const project = (await admin.post('/api/projects', { name: 'Start', projectnumber: 'P-1', client_id: client.id })).body as { id: number };
    const activity = (await admin.post('/api/activities', { name: 'Work', project_id: project.id })).body as { id: number };
    expect(await steps(admin)).toEqual({ ...none, clients: true, projects: true });
    for (const teammember of [user.id, memberId]) {
      expect((await admin.post(`/api/activities/${activity.id}/attachuser`, { teammember_id: teammember, activity_id: activity.id, rate: '80' })).status).toBe(200);
    }
    expect(await steps(member)).toEqual({ clients: true, projects: true, time: false, activities: true });
    expect((await admin.post('/api/time/save', { time: 60, activity_id: activity.id, date: '2026-03-02' })).status).toBe(200);
    // The admin's time is the organisation's; the member has none of their own yet.
    expect(await steps(admin)).toEqual({ clients: true, projects: true, time: true, activities: true });
    expect((await steps(member)).time).toBe(false);
    expect((await member.post('/api/time/save', { time: 30, activity_id: activity.id, date: '2026-03-03' })).status).toBe(200);
    expect((await steps(member)).time).toBe(true);
    // Another organisation's steps are its own.
    const { browser: other } = await signedInAdmin(server, 'Otto Other');
    expect(await steps(other)).toEqual(none);
  });
});

describe('an Idempotency-Key', () => {
  it('is ignored by the dashboard, period and week calls: nothing kept, a repeat answers from the data as it is then', async () => {
    const o = await bookedOrganisation();
    const headers = { 'idempotency-key': `dashboard-${o.organizationId}` };
    const body = { from: WEEK[0], to: WEEK[1], scope: 'me' };
    const first = await o.mark.browser.post('/api/dashboard/activitytotals', body, { headers });
    expect(first.body.totals.time).toBe(450);
    await o.book(o.mark, o.design, '2026-03-04', 30);
    const again = await o.mark.browser.post('/api/dashboard/activitytotals', body, { headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.totals.time).toBe(480);
    // The same key on another read, with another body, is no conflict either.
    expect((await o.mark.browser.post('/api/dashboard/timetotals', body, { headers })).status).toBe(200);
    expect((await o.mark.browser.post('/api/period', { timeunit: 'week' }, { headers })).status).toBe(200);
    // Reading a week of the time sheet, and the weeks around it, is a read too.
    const week = await o.mark.browser.post('/api/time', { date: '2026-03-04' }, { headers });
    expect(week.status).toBe(200);
    expect(week.headers.get('idempotent-replayed')).toBeNull();
    expect((await o.mark.browser.post('/api/time/previous', { date: '2026-03-04' }, { headers })).status).toBe(200);
    expect((await o.mark.browser.post('/api/time/next', { date: '2026-03-04' }, { headers })).status).toBe(200);
    const kept = await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', headers['idempotency-key']).execute();
    expect(kept).toEqual([]);
    // A write with a key is still kept and replayed.
    const save = { time: 45, activity_id: o.design, date: '2026-03-05' };
    const saveKey = { 'idempotency-key': `save-${o.organizationId}` };
    expect((await o.mark.browser.post('/api/time/save', save, { headers: saveKey })).status).toBe(200);
    expect((await o.mark.browser.post('/api/time/save', save, { headers: saveKey })).headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('the range', () => {
  it('may not end before it starts (422 under to), in the user’s language', async () => {
    const o = await organisation();
    for (const path of ['/api/dashboard/timetotals', '/api/dashboard/activitytotals']) {
      const answer = await o.mark.browser.post(path, { from: '2026-03-08', to: '2026-03-02', scope: 'me' });
      expect(answer.status, path).toBe(422);
      expect(answer.body).toEqual({ message: 'The to date must be on or after the from date.', errors: { to: ['The to date must be on or after the from date.'] } });
    }
    expect((await o.mark.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.mark.email, locale: 'nl' })).status).toBe(200);
    const dutch = await o.mark.browser.post('/api/dashboard/timetotals', { from: '2026-03-08', to: '2026-03-02', scope: 'me' });
    expect(dutch.body.errors).toEqual({ to: ['De einddatum moet op of na de begindatum liggen.'] });
  });

  it('spans at most 366 days: a leap year, not a day more', async () => {
    const o = await organisation();
    const leapYear = await timeTotals(o.mark.browser, '2028-01-01', '2028-12-31', 'team');
    expect(leapYear.timetotals).toHaveLength(366);
    const tooLong = await o.mark.browser.post('/api/dashboard/activitytotals', { from: '2026-01-01', to: '2027-01-02', scope: 'team' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ to: ['The period may span at most 366 days.'] });
  });

  it('refuses dates that are no dates and an unknown scope', async () => {
    const o = await organisation();
    const wrong = await o.mark.browser.post('/api/dashboard/timetotals', { from: '2026-02-30', to: '2026-03-01', scope: 'everyone' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['from', 'scope']);
  });
});

/** The running totals of migration 0006 as stored, and as the organisation's entries say they should be. */
async function totalsOf(db: Db, organizationId: number) {
  const entries = await db.selectFrom('time_entries').select(['user_id', 'activity_id', 'date', 'minutes', 'rate_cents']).where('organization_id', '=', organizationId).execute();
  const days = new Map<string, number>();
  const months = new Map<string, { minutes: number; revenue_cents: number }>();
  for (const entry of entries) {
    const day = `${entry.user_id} ${entry.date}`;
    days.set(day, (days.get(day) ?? 0) + entry.minutes);
    const month = `${entry.user_id} ${entry.date.slice(0, 7)} ${entry.activity_id}`;
    const sum = months.get(month) ?? { minutes: 0, revenue_cents: 0 };
    sum.minutes += entry.minutes;
    sum.revenue_cents += entryRevenueCents(entry.minutes, entry.rate_cents);
    months.set(month, sum);
  }
  const storedDays = await db.selectFrom('time_days').selectAll().where('organization_id', '=', organizationId).execute();
  const storedMonths = await db.selectFrom('time_months').selectAll().where('organization_id', '=', organizationId).execute();
  const sorted = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    entries: entries.length,
    stored: {
      days: sorted(new Map(storedDays.map((row) => [`${row.user_id} ${row.date}`, row.minutes]))),
      months: sorted(new Map(storedMonths.map((row) => [`${row.user_id} ${row.month} ${row.activity_id}`, { minutes: row.minutes, revenue_cents: Number(row.revenue_cents) }]))),
    },
    expected: { days: sorted(days), months: sorted(months) },
  };
}

async function expectTotalsOfEntries(db: Db, organizationId: number) {
  const { stored, expected, entries } = await totalsOf(db, organizationId);
  expect(stored).toEqual(expected);
  return entries;
}

describe('the running totals (migration 0006)', () => {
  it('follow every change the time sheet makes to the entries', async () => {
    const o = await bookedOrganisation();
    expect(await expectTotalsOfEntries(server.db, o.organizationId)).toBe(8);
    // A changed cell, a cleared cell, a cell after a rate change, a line removed with its hours.
    await o.book(o.mark, o.design, '2026-03-02', 135);
    await o.book(o.mark, o.design, '2026-03-03', 0);
    expect((await o.admin.post(`/api/activities/${o.development}/updateuser`, { teammember_id: o.mark.id, activity_id: o.development, rate: '97.35' })).status).toBe(200);
    await o.book(o.mark, o.development, '2026-03-05', 241);
    await o.book(o.zoe, o.helpdesk, '2026-03-31', 7);
    expect(await expectTotalsOfEntries(server.db, o.organizationId)).toBe(8);
    const removed = await o.zoe.browser.post('/api/time/deleteactivity', { activity_id: o.helpdesk, date: '2026-03-04' });
    expect(removed.status, removed.text).toBe(200);
    expect(await expectTotalsOfEntries(server.db, o.organizationId)).toBe(7);
    // Nothing of a day or month without time is kept.
    expect((await totalsOf(server.db, o.organizationId)).stored.days.map(([key]) => key.split(' ')[1])).not.toContain('2026-03-08');
  });

  it('give the same answer for a range of whole months, of part months and of days', async () => {
    const o = await bookedOrganisation();
    await o.book(o.zoe, o.helpdesk, '2026-03-31', 7);
    await o.book(o.mark, o.design, '2026-04-30', 1);
    const entries = await server.db.selectFrom('time_entries').select(['user_id', 'date', 'minutes', 'rate_cents']).where('organization_id', '=', o.organizationId).execute();
    // Ranges read from the monthly totals, the entries, or both.
    for (const [from, to] of [
      ['2026-02-01', '2026-04-30'],
      ['2026-02-27', '2026-04-01'],
      ['2026-03-03', '2026-03-31'],
      ['2026-03-01', '2026-03-30'],
      ['2026-02-28', '2026-03-01'],
    ] as const) {
      const inRange = entries.filter((entry) => entry.date >= from && entry.date <= to);
      const time = inRange.reduce((sum, entry) => sum + entry.minutes, 0);
      const cents = inRange.reduce((sum, entry) => sum + entryRevenueCents(entry.minutes, entry.rate_cents), 0);
      expect((await activityTotals(o.anna.browser, from, to, 'team')).totals, `${from} – ${to}`).toEqual({ time, billable_time: time, revenue: formatCents(cents), expenses: '0.00', currency: 'EUR', other_currencies: [] });
      const days = await timeTotals(o.anna.browser, from, to, 'team');
      expect(days.timetotals.reduce((sum, minutes) => sum + minutes, 0), `${from} – ${to}`).toBe(time);
      const mark = inRange.filter((entry) => entry.user_id === o.mark.id).reduce((sum, entry) => sum + entry.minutes, 0);
      expect((await activityTotals(o.mark.browser, from, to, 'me')).totals.time, `${from} – ${to}`).toBe(mark);
    }
  });

  it('are summed from the entries saved before the migration, and kept from then on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-migration-'));
    const { db, dropSchema } = await openTestDatabase(dir);
    try {
      await migrateTo(db, '0005_time');
      const now = new Date().toISOString();
      const { id: organization_id } = await db.insertInto('organizations').values(newOrganization({ name: 'Before' }, new Date())).returning('id').executeTakeFirstOrThrow();
      // Written as the schema of 0005 held people: one row per member, with its organisation.
      for (const name of ['a', 'b']) {
        await sql`insert into "users" ("organization_id", "name", "email", "password_hash", "admin", "active", "created_at")
          values (${organization_id}, ${name}, ${`${name}-${organization_id}@example.org`}, 'x', 1, 1, ${now})`.execute(db);
      }
      const { rows: users } = await sql<{ id: number }>`select "id" from "users" where "organization_id" = ${organization_id} order by "id"`.execute(db);
      const { id: client_id } = await db.insertInto('clients').values({ organization_id, name: 'Client', active: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const { id: project_id } = await db.insertInto('projects').values({ organization_id, client_id, name: 'Project', projectnumber: 'P-1', active: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const activities = await db
        .insertInto('activities')
        .values(['One', 'Two'].map((name) => ({ organization_id, project_id, name, active: 1 as const, created_at: now })))
        .returning('id')
        .execute();
      const entry = (user: number, activity: number, date: string, minutes: number, rate_cents: number) => ({
        organization_id,
        user_id: users[user].id,
        activity_id: activities[activity].id,
        date,
        minutes,
        rate_cents,
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('time_entries')
        .values([entry(0, 0, '2026-03-02', 1, 8550), entry(0, 0, '2026-03-03', 1, 8550), entry(0, 1, '2026-03-03', 90, 10_000), entry(1, 0, '2026-03-31', 45, 6000), entry(1, 0, '2026-04-01', 30, 6000)])
        .execute();

      await migrateTo(db);
      expect(await expectTotalsOfEntries(db, organization_id)).toBe(5);
      // From here the database keeps them, whoever writes.
      await db.insertInto('time_entries').values(entry(1, 1, '2026-03-31', 15, 12_345)).execute();
      await db.updateTable('time_entries').set({ minutes: 2, rate_cents: 9999 }).where('user_id', '=', users[0].id).where('date', '=', '2026-03-02').execute();
      await db.updateTable('time_entries').set({ date: '2026-04-02' }).where('user_id', '=', users[1].id).where('date', '=', '2026-04-01').execute();
      await db.deleteFrom('time_entries').where('user_id', '=', users[0].id).where('activity_id', '=', activities[1].id).execute();
      expect(await expectTotalsOfEntries(db, organization_id)).toBe(5);
      await db.deleteFrom('time_entries').where('organization_id', '=', organization_id).execute();
      expect(await totalsOf(db, organization_id)).toMatchObject({ stored: { days: [], months: [] } });

      // And the migration goes down and up again.
      await db.insertInto('time_entries').values(entry(0, 0, '2026-05-04', 60, 8000)).execute();
      await migrateTo(db, '0005_time');
      await migrateTo(db);
      expect(await expectTotalsOfEntries(db, organization_id)).toBe(1);
    } finally {
      await db.destroy();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
