import { getLocalTimeZone, today } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/jobs/runner.js';
import type { Browser } from './support/browser.js';
import type { Mailbox } from './support/mailbox.js';
import { startMailedServer } from './support/mailedServer.js';
import { addMember, signedInAdmin, signedInMember, signIn } from './support/people.js';
import type { TestServer } from './support/server.js';

// Project budgets on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): set and
// checked on the project calls (admins only), their use in the answer, the daily job's alert
// mails (once per threshold per period, also when runs meet), and the reports' filter.

let mailbox: Mailbox;
let server: TestServer;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ mailbox, server, close } = await startMailedServer());
});
afterAll(() => close?.());

const day = () => today(getLocalTimeZone()).toString();

interface Office {
  admin: Browser;
  adminId: number;
  email: string;
  organizationId: number;
  client: number;
}

async function office(): Promise<Office> {
  const { browser: admin, user, organizationId } = await signedInAdmin(server, 'Anna de Vries');
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
  expect(client.status, client.text).toBe(201);
  return { admin, adminId: user.id, email: user.email, organizationId, client: client.body.id };
}

async function project(o: Office, name: string, budget?: unknown): Promise<{ id: number; activity: number }> {
  const created = await o.admin.post('/api/projects', { name, projectnumber: 'P-1', client_id: o.client, ...(budget === undefined ? {} : { budget }) });
  expect(created.status, created.text).toBe(201);
  const activity = await o.admin.post('/api/activities', { name: 'Design', project_id: created.body.id });
  expect(activity.status, activity.text).toBe(201);
  return { id: created.body.id, activity: activity.body.id };
}

/** Time straight in the database (the running totals follow by trigger): `minutes` at € `rate` an hour. */
async function registerTime(o: Office, activityId: number, date: string, minutes: number, rateCents = 10_000) {
  const now = new Date().toISOString();
  await server.db
    .insertInto('time_entries')
    .values({ organization_id: o.organizationId, user_id: o.adminId, activity_id: activityId, date, minutes, rate_cents: rateCents, created_at: now, updated_at: now })
    .execute();
}

const projectRow = (id: number) => server.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a project budget', () => {
  it('is set on create and update, answered with what its period used, kept when left out and removed by null', async () => {
    const o = await office();
    const p = await project(o, 'Website', { kind: 'money', amount: '1000', period: 'month' });
    const month = day().slice(0, 7);
    // 6:00 at € 100 this month, 3:00 last year (not this month), and 2:00 non-billable.
    await registerTime(o, p.activity, `${month}-01`, 360);
    await registerTime(o, p.activity, '2020-01-15', 180);
    const unbilled = await o.admin.post('/api/activities', { name: 'Meetings', project_id: p.id, billable: false });
    expect(unbilled.status, unbilled.text).toBe(201);
    await registerTime(o, unbilled.body.id, `${month}-01`, 120);

    const read = await o.admin.get(`/api/projects/${p.id}`);
    expect(read.status).toBe(200);
    expect(read.body.budget).toEqual({ kind: 'money', amount: '1000.00', period: 'month', thresholds: [80, 100] });
    expect(read.body.budget_use).toMatchObject({ used: '600.00', percent: 60, over_budget: false, period_start: `${month}-01` });
    expect(read.body.budget_use.period_end.slice(0, 7)).toBe(month);

    const details = { name: 'Website', projectnumber: 'P-1', client_id: o.client, description: '<p>Build.</p>' };
    // Hours, for the project's whole life: 11 hours of all time (billable or not).
    const hours = await o.admin.put(`/api/projects/${p.id}`, { ...details, budget: { kind: 'hours', amount: '10.5', period: 'total', thresholds: [100, 50] } });
    expect(hours.status, hours.text).toBe(200);
    expect(hours.body.budget).toEqual({ kind: 'hours', amount: '10.50', period: 'total', thresholds: [50, 100] });
    expect(hours.body.budget_use).toEqual({ used: '11.00', percent: 104, over_budget: true, period_start: null, period_end: null });
    expect(await projectRow(p.id)).toMatchObject({ budget_kind: 'hours', budget_period: 'total', budget_thresholds: '50,100' });
    expect(Number((await projectRow(p.id)).budget_amount)).toBe(630);

    // Left out: kept. In the list as in its own answer.
    const kept = await o.admin.put(`/api/projects/${p.id}`, { ...details, name: 'Website 2' });
    expect(kept.body.budget).toEqual(hours.body.budget);
    const list = await o.admin.get('/api/projects');
    expect(list.body.find((row: { id: number }) => row.id === p.id)).toEqual(kept.body);

    // The trail names the budget as one changed field.
    const trail = await server.db.selectFrom('audit_entries').select('details').where('organization_id', '=', o.organizationId).where('kind', '=', 'project.details').orderBy('id').execute();
    expect(trail.map((entry) => JSON.parse(entry.details ?? '{}').fields)).toEqual([['budget', 'description'], ['name']]);

    const removed = await o.admin.put(`/api/projects/${p.id}`, { ...details, budget: null });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ budget: null, budget_use: null });
    expect(await projectRow(p.id)).toMatchObject({ budget_kind: null, budget_amount: null, budget_period: null, budget_thresholds: null });
  });

  it('answers 422 under the budget field for bad input, in English and Dutch, and changes nothing', async () => {
    const o = await office();
    const p = await project(o, 'Intranet', { kind: 'hours', amount: '40', period: 'month' });
    const before = await projectRow(p.id);
    const details = { name: 'Intranet', projectnumber: 'P-1', client_id: o.client, description: '<p>x</p>' };
    const cases: [unknown, string, RegExp][] = [
      [{ kind: 'money', amount: '0', period: 'month' }, 'budget.amount', /more than zero/],
      [{ kind: 'money', amount: '-5', period: 'month' }, 'budget.amount', /at most two decimals/],
      [{ kind: 'money', amount: '12.345', period: 'month' }, 'budget.amount', /at most two decimals/],
      [{ kind: 'days', amount: '12', period: 'month' }, 'budget.kind', /invalid/],
      [{ kind: 'hours', amount: '12', period: 'week' }, 'budget.period', /invalid/],
      [{ kind: 'hours', amount: '12', period: 'month', thresholds: [0] }, 'budget.thresholds.0', /at least 1/],
      [{ kind: 'hours', amount: '12', period: 'month', thresholds: [80, 80] }, 'budget.thresholds', /./],
      [{ amount: '12', period: 'month' }, 'budget.kind', /required/],
    ];
    for (const [budget, field, message] of cases) {
      const answer = await o.admin.put(`/api/projects/${p.id}`, { ...details, name: 'Changed', budget });
      expect(answer.status, JSON.stringify(budget)).toBe(422);
      expect(answer.body.errors[field]?.[0], `${JSON.stringify(budget)}: ${answer.text}`).toMatch(message);
      const created = await o.admin.post('/api/projects', { name: 'New', projectnumber: 'P-2', client_id: o.client, budget });
      expect(created.status).toBe(422);
      expect(Object.keys(created.body.errors)).toContain(field);
    }
    expect(await projectRow(p.id)).toEqual(before);
    expect(await server.db.selectFrom('projects').select('id').where('organization_id', '=', o.organizationId).execute()).toHaveLength(1);

    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', o.adminId).execute();
    const dutch = await o.admin.put(`/api/projects/${p.id}`, { ...details, budget: { kind: 'money', amount: '0', period: 'total' } });
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors['budget.amount'][0]).toBe('Een budget moet meer dan nul zijn.');
    const dutchFormat = await o.admin.put(`/api/projects/${p.id}`, { ...details, budget: { kind: 'money', amount: '1.001', period: 'total' } });
    expect(dutchFormat.body.errors['budget.amount'][0]).toMatch(/hoogstens twee decimalen/);
  });

  it('is set by admins only: a member may not read or change projects', async () => {
    const o = await office();
    const p = await project(o, 'Secret', { kind: 'money', amount: '500', period: 'total' });
    const member = await signedInMember(server, o.organizationId);
    const before = await projectRow(p.id);
    expect((await member.browser.get(`/api/projects/${p.id}`)).status).toBe(403);
    expect((await member.browser.get('/api/projects')).status).toBe(403);
    const put = await member.browser.put(`/api/projects/${p.id}`, { name: 'Secret', projectnumber: 'P-1', client_id: o.client, description: '<p>x</p>', budget: null });
    expect(put.status).toBe(403);
    expect((await member.browser.post('/api/projects', { name: 'Mine', projectnumber: 'P-9', client_id: o.client, budget: { kind: 'hours', amount: '1', period: 'total' } })).status).toBe(403);
    expect(await projectRow(p.id)).toEqual(before);
  });
});

describe('the daily budget alert job', () => {
  const jobs = (date: string, db = server.db) => runDueJobs({ db, mailer: server.mailer, appUrl: server.config.appUrl }, date);
  /** The job's report lines about one project. */
  const alertsDone = async (date: string, projectId: number) => {
    const report = (await jobs(date)).find((line) => line.task === 'budget alerts')!;
    const about = (lines: string[]) => lines.filter((line) => line.startsWith(`project ${projectId} `));
    return { done: about(report.done), failed: about(report.failed) };
  };
  const mailsTo = (address: string) => mailbox.received.filter((mail) => mail.to === address.toLowerCase());

  it('mails each admin in their language once per threshold per period, also when runs meet, and again in a new month', async () => {
    const o = await office();
    // A second admin who reads Dutch; a member gets nothing.
    const dutch = await addMember(server.db, o.organizationId);
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', dutch.id).execute();
    await server.db.updateTable('memberships').set({ admin: 1 }).where('user_id', '=', dutch.id).execute();
    const member = await addMember(server.db, o.organizationId);
    const p = await project(o, 'Webshop', { kind: 'hours', amount: '10', period: 'month' });

    await registerTime(o, p.activity, '2030-05-02', 7 * 60);
    expect((await alertsDone('2030-05-02', p.id)).done).toEqual([]);
    expect(mailsTo(o.email)).toHaveLength(0);

    await registerTime(o, p.activity, '2030-05-03', 60);
    const first = await alertsDone('2030-05-03', p.id);
    expect(first.failed).toEqual([]);
    expect(first.done).toHaveLength(2);
    await server.mailer.idle();
    expect(mailsTo(o.email).map((mail) => mail.subject)).toEqual(['Webshop has used 80% of its budget']);
    expect(mailsTo(o.email)[0].text).toContain('has used 8 hours of its budget of 10 hours (80%) this month');
    expect(mailsTo(o.email)[0].links).toContain(`${server.config.appUrl.replace(/\/$/, '')}/projects/${p.id}`);
    expect(mailsTo(dutch.email).map((mail) => mail.subject)).toEqual(['Webshop heeft 80% van het budget gebruikt']);
    expect(mailsTo(member.email)).toHaveLength(0);

    // Again the same day, and twice at once (on PostgreSQL one on a handle of its own): nothing new.
    await jobs('2030-05-03');
    const other = server.dialect === 'postgres' ? server.anotherHandle() : server.db;
    try {
      await Promise.all([jobs('2030-05-04'), jobs('2030-05-04', other)]);
    } finally {
      if (other !== server.db) await other.destroy();
    }
    await server.mailer.idle();
    expect(mailsTo(o.email)).toHaveLength(1);

    // Past 100 %: one mail about 100 %, once, even with two runs at once.
    await registerTime(o, p.activity, '2030-05-05', 3 * 60);
    const again = server.dialect === 'postgres' ? server.anotherHandle() : server.db;
    try {
      await Promise.all([jobs('2030-05-05'), jobs('2030-05-05', again)]);
    } finally {
      if (again !== server.db) await again.destroy();
    }
    await server.mailer.idle();
    expect(mailsTo(o.email).map((mail) => mail.subject)).toEqual(['Webshop has used 80% of its budget', 'Webshop has used 100% of its budget']);
    expect(mailsTo(dutch.email)).toHaveLength(2);

    // June is a new period: nothing until June's own use reaches a threshold, then both at once make one mail.
    await jobs('2030-06-01');
    await server.mailer.idle();
    expect(mailsTo(o.email)).toHaveLength(2);
    await registerTime(o, p.activity, '2030-06-02', 11 * 60);
    await jobs('2030-06-02');
    await jobs('2030-06-03');
    await server.mailer.idle();
    expect(mailsTo(o.email).map((mail) => mail.subject)).toEqual([
      'Webshop has used 80% of its budget',
      'Webshop has used 100% of its budget',
      'Webshop has used 100% of its budget',
    ]);
    const claims = await server.db.selectFrom('budget_alerts').select(['period_start', 'threshold']).where('project_id', '=', p.id).orderBy('period_start').orderBy('threshold').execute();
    expect(claims.map((claim) => [claim.period_start, Number(claim.threshold)])).toEqual([
      ['2030-05-01', 80],
      ['2030-05-01', 100],
      ['2030-06-01', 80],
      ['2030-06-01', 100],
    ]);
  }, 60_000);

  it('mails a total budget once for the project’s whole life, and leaves other organisations and inactive projects alone', async () => {
    const o = await office();
    const p = await project(o, 'Rebranding', { kind: 'money', amount: '100', period: 'total', thresholds: [50] });
    const quiet = await project(o, 'Paused', { kind: 'money', amount: '100', period: 'total', thresholds: [50] });
    expect((await o.admin.post('/api/projects/toggle/active', { id: quiet.id })).status).toBe(200);
    await registerTime(o, p.activity, '2030-01-10', 30); // € 50
    await registerTime(o, quiet.activity, '2030-01-10', 600);
    await jobs('2030-01-10');
    await jobs('2030-02-10');
    await server.mailer.idle();
    expect(mailsTo(o.email).map((mail) => mail.subject)).toEqual(['Rebranding has used 50% of its budget']);
    expect(mailsTo(o.email)[0].text).toContain('€50.00 of its budget of €100.00 (50%).');
  });
});

describe('the reports’ over_budget filter', () => {
  it('keeps only projects over budget, or only the others; a member’s filter is ignored', async () => {
    const o = await office();
    const month = day().slice(0, 7);
    const over = await project(o, 'Over', { kind: 'hours', amount: '1', period: 'month' });
    const within = await project(o, 'Within', { kind: 'hours', amount: '100', period: 'total' });
    const none = await project(o, 'None');
    for (const p of [over, within, none]) await registerTime(o, p.activity, `${month}-01`, 120);
    const range = { from: `${month}-01`, to: `${month}-01`, group_by: ['project'] };
    const projectsIn = async (browser: Browser, filter: Record<string, unknown>) => {
      const answer = await browser.post('/api/reports', { ...range, ...filter });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.rows.map((row: { groups: { name: string }[] }) => row.groups[0].name).sort();
    };
    expect(await projectsIn(o.admin, { over_budget: true })).toEqual(['Over']);
    expect(await projectsIn(o.admin, { over_budget: false })).toEqual(['None', 'Within']);
    expect(await projectsIn(o.admin, { over_budget: null })).toEqual(['None', 'Over', 'Within']);
    expect(await projectsIn(o.admin, { over_budget: true, project_ids: [within.id] })).toEqual([]);
    const entries = await o.admin.post('/api/reports/entries', { from: range.from, to: range.to, over_budget: true });
    expect(entries.status, entries.text).toBe(200);
    expect(entries.body.data ?? entries.body.entries).toHaveLength(1);

    const bad = await o.admin.post('/api/reports', { ...range, over_budget: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['over_budget']);

    // A member reports on their own time only and sees no budgets: the filter does not apply.
    const member = await addMember(server.db, o.organizationId);
    const browser = await signIn(server, member.email);
    const mine = await browser.post('/api/reports', { ...range, over_budget: true });
    expect(mine.status, mine.text).toBe(200);
  });
});
