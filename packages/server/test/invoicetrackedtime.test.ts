import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Browser } from './support/browser.js';
import { signedInAdmin, signedInMember, signIn } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Tracked time on invoices on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL):
// the invoice's client's uninvoiced hours in groups, added as lines that hold the entries, which
// are then read-only in the time sheet until the line or the concept invoice goes.
//
// Each test has an organisation of its own. Its member (Mark Member) books on Website / Design
// at 85.00 and on Website / Development at 60.00, its admin (Anna de Vries) on Design at 100.00;
// Alpha / Support belongs to another client. March 2026 is the month of the invoices.

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function organisation() {
  const { browser: admin, organizationId, user } = await signedInAdmin(server, 'Anna de Vries');
  const member = await signedInMember(server, organizationId);
  const created = async (answer: Promise<Answer>) => {
    const done = await answer;
    expect(done.status, done.text).toBe(201);
    return done.body.id as number;
  };
  const client = await created(admin.post('/api/clients', { name: 'Bakkerij Jansen' }));
  const contact = await created(admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client }));
  const otherClient = await created(admin.post('/api/clients', { name: 'Zuivel BV' }));
  const project = (name: string, clientId: number) => created(admin.post('/api/projects', { name, projectnumber: 'P-1', client_id: clientId }));
  const activity = async (projectId: number, name: string, rates: { member?: string; admin?: string }) => {
    const id = await created(admin.post('/api/activities', { name, project_id: projectId }));
    for (const [teammember, rate] of [
      [member.id, rates.member],
      [user.id, rates.admin],
    ] as const) {
      if (rate) expect((await admin.post(`/api/activities/${id}/attachuser`, { teammember_id: teammember, activity_id: id, rate })).status).toBe(200);
    }
    return id;
  };
  const website = await project('Website', client);
  const design = await activity(website, 'Design', { member: '85', admin: '100' });
  const development = await activity(website, 'Development', { member: '60' });
  const support = await activity(await project('Alpha', otherClient), 'Support', { member: '70' });

  const invoice = async (invoicedate = '2026-03-31') => {
    counter += 1;
    return created(admin.post('/api/invoices', { invoicenumber: `T-${counter}`, client_id: client, contact_id: contact, invoicedate, period: 'March 2026' }));
  };
  const book = async (browser: Browser, activityId: number, date: string, time: number) => {
    const saved = await browser.post('/api/time/save', { time, activity_id: activityId, date });
    expect(saved.status, saved.text).toBe(200);
  };
  return { admin, adminId: user.id, adminEmail: user.email, organizationId, member, client, design, development, support, invoice, book };
}

type Organisation = Awaited<ReturnType<typeof organisation>>;

/**
 * The time of the tests: Design 2:30 of Mark at 85.00 (2 and 3 March) and 0:30 at 90.00 (4 March,
 * after his rate went up), 0:45 of Anna at 100.00 (2 March); Development 0:20 on 31 March, and
 * 0:15 on 28 February and 0:30 on 1 April outside the month; Support (the other client) 1:00.
 */
async function bookTime(o: Organisation) {
  await o.book(o.member.browser, o.design, '2026-03-02', 60);
  await o.book(o.member.browser, o.design, '2026-03-03', 90);
  const raised = await o.admin.post(`/api/activities/${o.design}/updateuser`, { teammember_id: o.member.id, activity_id: o.design, rate: '90' });
  expect(raised.status, raised.text).toBe(200);
  await o.book(o.member.browser, o.design, '2026-03-04', 30);
  await o.book(o.admin, o.design, '2026-03-02', 45);
  await o.book(o.member.browser, o.development, '2026-03-31', 20);
  await o.book(o.member.browser, o.development, '2026-02-28', 15);
  await o.book(o.member.browser, o.development, '2026-04-01', 30);
  await o.book(o.member.browser, o.support, '2026-03-05', 60);
}

const key = (activityId: number, rateCents: number, userId?: number) => (userId === undefined ? `a${activityId}-r${rateCents}` : `a${activityId}-u${userId}-r${rateCents}`);
const list = (browser: Browser, invoiceId: number, query = '') => browser.get(`/api/invoices/${invoiceId}/trackedtime${query}`);
const add = (browser: Browser, invoiceId: number, keys: string[], fields: Record<string, unknown> = {}) =>
  browser.post(`/api/invoices/${invoiceId}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys, vat: '21', ...fields });

/** The groups in short: key, minutes, entries, amount, rate and costs. */
async function groupsOf(call: Promise<Answer>) {
  const answer = await call;
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.groups as { key: string; minutes: number; entries: number; amount: string; rate: string; costs: string }[]).map((g) => [g.key, g.minutes, g.entries, g.amount, g.rate, g.costs]);
}

function entriesOf(userId: number, activityId: number) {
  return server.db.selectFrom('time_entries').select(['date', 'minutes', 'invoice_line_id']).where('user_id', '=', userId).where('activity_id', '=', activityId).orderBy('date').execute();
}

async function weekMeta(browser: Browser, activityId: number, date = '2026-03-02') {
  const week = await browser.post('/api/time', { date });
  expect(week.status, week.text).toBe(200);
  const line = (week.body.time.activitytimes as { activity_id: number; times: number[]; invoiced_times: number[]; meta: { readonly: boolean; reason: string | null }[] }[]).find(
    (l) => l.activity_id === activityId,
  );
  return { times: line!.times, invoiced: line!.invoiced_times, reasons: line!.meta.map((m) => (m.readonly ? m.reason : null)) };
}

describe('uninvoiced tracked time', () => {
  it("is the client's hours of the invoice date's month per project and activity, split by rate, as the lines will cost", async () => {
    const o = await organisation();
    await bookTime(o);
    const answer = await list(o.admin, await o.invoice('2026-03-15'));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', group: 'activity' });
    // Design's members bill at different rates: its lines are per member and rate, naming the member.
    expect(answer.body.groups[1]).toEqual({
      key: key(o.design, 8500, o.member.id),
      project_id: answer.body.groups[1].project_id,
      project_name: 'Website',
      activity_id: o.design,
      activity_name: 'Design',
      user_id: o.member.id,
      user_name: 'Mark Member',
      minutes: 150,
      entries: 2,
      period_start: '2026-03-02',
      period_end: '2026-03-03',
      amount: '2.50',
      rate: '85.00',
      costs: '212.50',
      formatted_rate: '€85.00',
      formatted_costs: '€212.50',
      notes: [],
    });
    // Development's 0:20 on the last day of the month is 0.33 h (rounded) × 60.00 = 19.80; its
    // hours of February and April and the other client's Support are not offered.
    expect(await groupsOf(Promise.resolve(answer))).toEqual([
      [key(o.design, 10_000, o.adminId), 45, 1, '0.75', '100.00', '75.00'],
      [key(o.design, 8500, o.member.id), 150, 2, '2.50', '85.00', '212.50'],
      [key(o.design, 9000, o.member.id), 30, 1, '0.50', '90.00', '45.00'],
      [key(o.development, 6000), 20, 1, '0.33', '60.00', '19.80'],
    ]);
  });

  it('per member on request, ordered by member name', async () => {
    const o = await organisation();
    await bookTime(o);
    const answer = await list(o.admin, await o.invoice(), '?group=member');
    expect(answer.body.group).toBe('member');
    expect(answer.body.groups.map((g: { key: string; user_id: number; user_name: string; minutes: number }) => [g.key, g.user_id, g.user_name, g.minutes])).toEqual([
      [key(o.design, 10_000, o.adminId), o.adminId, 'Anna de Vries', 45],
      [key(o.design, 8500, o.member.id), o.member.id, 'Mark Member', 150],
      [key(o.design, 9000, o.member.id), o.member.id, 'Mark Member', 30],
      [key(o.development, 6000, o.member.id), o.member.id, 'Mark Member', 20],
    ]);
  });

  it('per day on request: the members of a day together, each day a group of its own', async () => {
    const o = await organisation();
    await bookTime(o);
    const answer = await list(o.admin, await o.invoice(), '?group=day');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.group).toBe('day');
    type Group = { key: string; user_id: number | null; minutes: number; entries: number; period_start: string; period_end: string };
    expect(answer.body.groups.map((g: Group) => [g.key, g.user_id, g.minutes, g.entries, g.period_start, g.period_end])).toEqual([
      // 2 March: Mark at 85.00 and Anna at 100.00 are different rates, so a line of each, named by the member.
      [`a${o.design}-d2026-03-02-u${o.adminId}-r10000`, o.adminId, 45, 1, '2026-03-02', '2026-03-02'],
      [`a${o.design}-d2026-03-02-u${o.member.id}-r8500`, o.member.id, 60, 1, '2026-03-02', '2026-03-02'],
      [`a${o.design}-d2026-03-03-r8500`, null, 90, 1, '2026-03-03', '2026-03-03'],
      [`a${o.design}-d2026-03-04-r9000`, null, 30, 1, '2026-03-04', '2026-03-04'],
      [`a${o.development}-d2026-03-31-r6000`, null, 20, 1, '2026-03-31', '2026-03-31'],
    ]);
  });

  it('per entry on request: one group per member and day, named by the member', async () => {
    const o = await organisation();
    await bookTime(o);
    const answer = await list(o.admin, await o.invoice(), '?group=entry');
    expect(answer.status, answer.text).toBe(200);
    type Group = { key: string; user_name: string; minutes: number; period_start: string; period_end: string };
    const groups = answer.body.groups as Group[];
    expect(groups.map((g) => [g.user_name, g.minutes, g.period_start, g.period_end])).toEqual([
      ['Anna de Vries', 45, '2026-03-02', '2026-03-02'],
      ['Mark Member', 60, '2026-03-02', '2026-03-02'],
      ['Mark Member', 90, '2026-03-03', '2026-03-03'],
      ['Mark Member', 30, '2026-03-04', '2026-03-04'],
      ['Mark Member', 20, '2026-03-31', '2026-03-31'],
    ]);
    expect(groups.every((g) => /^e\d+$/.test(g.key))).toBe(true);
  });

  it('of the days asked for, both inclusive; a range ending before it starts is refused', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    expect(await groupsOf(list(o.admin, invoice, '?from=2026-02-28&to=2026-04-01'))).toContainEqual([key(o.development, 6000), 65, 3, '1.08', '60.00', '64.80']);
    // Mark's hours alone: one member, so a line per rate without his name.
    expect(await groupsOf(list(o.admin, invoice, '?from=2026-03-03&to=2026-03-04'))).toEqual([
      [key(o.design, 8500), 90, 1, '1.50', '85.00', '127.50'],
      [key(o.design, 9000), 30, 1, '0.50', '90.00', '45.00'],
    ]);
    expect(await groupsOf(list(o.admin, invoice, '?from=2026-01-01&to=2026-01-31'))).toEqual([]);
    const backwards = await list(o.admin, invoice, '?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to: ['The to date must be on or after the from date.'] });
  });

  it("never shows another organisation's time, and another organisation's invoice is not found", async () => {
    const o = await organisation();
    const other = await organisation();
    await bookTime(o);
    await bookTime(other);
    const mine = await groupsOf(list(o.admin, await o.invoice()));
    expect(mine.map((g) => g[0])).toEqual([key(o.design, 10_000, o.adminId), key(o.design, 8500, o.member.id), key(o.design, 9000, o.member.id), key(o.development, 6000)]);
    const theirs = await other.invoice();
    expect((await list(o.admin, theirs)).status).toBe(404);
    expect((await add(o.admin, theirs, [key(other.design, 8500, other.member.id)])).status).toBe(404);
    expect((await entriesOf(other.member.id, other.design)).every((entry) => entry.invoice_line_id === null)).toBe(true);
  });
});

describe('adding tracked time', () => {
  it('adds one line per group with the hours, the rate and the VAT, and links its entries', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    const added = await add(o.admin, invoice, [key(o.development, 6000), key(o.design, 8500, o.member.id)], { vat: '9' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.id).toBe(invoice);
    // In the order of the groups, whatever the order of the keys.
    expect(added.body.invoicelines.map((l: Record<string, unknown>) => [l.service, l.amount, l.unitprice, l.vat, l.costs, l.time_entries])).toEqual([
      ['Website — Design (Mark Member)', '2.50', '85.00', '9.00', '212.50', 2],
      ['Website — Development', '0.33', '60.00', '9.00', '19.80', 1],
    ]);
    expect(added.body.total_net).toBe('232.30');
    // Each line covers the first to the last day of its hours.
    expect(added.body.invoicelines.map((l: Record<string, unknown>) => [l.period_start, l.period_end])).toEqual([
      ['2026-03-02', '2026-03-03'],
      ['2026-03-31', '2026-03-31'],
    ]);
    const [designLine, developmentLine] = added.body.invoicelines.map((l: { id: number }) => l.id);
    expect(await entriesOf(o.member.id, o.design)).toEqual([
      { date: '2026-03-02', minutes: 60, invoice_line_id: designLine },
      { date: '2026-03-03', minutes: 90, invoice_line_id: designLine },
      { date: '2026-03-04', minutes: 30, invoice_line_id: null },
    ]);
    expect((await entriesOf(o.member.id, o.development)).map((e) => [e.date, e.invoice_line_id])).toEqual([
      ['2026-02-28', null],
      ['2026-03-31', developmentLine],
      ['2026-04-01', null],
    ]);
    // The invoice and the print view count them too; they are offered no more.
    expect((await o.admin.get(`/api/invoices/${invoice}`)).body.invoicelines.map((l: { time_entries: number }) => l.time_entries)).toEqual([2, 1]);
    expect((await groupsOf(list(o.admin, invoice))).map((g) => g[0])).toEqual([key(o.design, 10_000, o.adminId), key(o.design, 9000, o.member.id)]);
    // Nor to another invoice of the client.
    expect((await groupsOf(list(o.admin, await o.invoice()))).map((g) => g[0])).toEqual([key(o.design, 10_000, o.adminId), key(o.design, 9000, o.member.id)]);
  });

  it('per member names the member on the line', async () => {
    const o = await organisation();
    await bookTime(o);
    const added = await add(o.admin, await o.invoice(), [key(o.design, 10_000, o.adminId)], { group: 'member', vat: '21' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.invoicelines).toEqual([
      expect.objectContaining({ service: 'Website — Design (Anna de Vries)', amount: '0.75', unitprice: '100.00', vat: '21.00', costs: '75.00', time_entries: 1 }),
    ]);
    expect((await entriesOf(o.adminId, o.design))[0].invoice_line_id).toBe(added.body.invoicelines[0].id);
  });

  it('per day and per entry makes a line of each day, covering that day', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    const days = await add(o.admin, invoice, [`a${o.design}-d2026-03-02-u${o.member.id}-r8500`, `a${o.design}-d2026-03-03-r8500`], { group: 'day' });
    expect(days.status, days.text).toBe(201);
    expect(days.body.invoicelines.map((l: Record<string, unknown>) => [l.service, l.amount, l.period_start, l.period_end, l.time_entries])).toEqual([
      ['Website — Design (Mark Member)', '1.00', '2026-03-02', '2026-03-02', 1],
      ['Website — Design', '1.50', '2026-03-03', '2026-03-03', 1],
    ]);
    const entries = await list(o.admin, invoice, '?group=entry');
    const anna = (entries.body.groups as { key: string; user_name: string }[]).find((g) => g.user_name === 'Anna de Vries')!;
    const entry = await add(o.admin, invoice, [anna.key], { group: 'entry' });
    expect(entry.status, entry.text).toBe(201);
    expect(entry.body.invoicelines[2]).toMatchObject({ service: 'Website — Design (Anna de Vries)', amount: '0.75', period_start: '2026-03-02', period_end: '2026-03-02', time_entries: 1 });
  });

  it('keeps invoiced hours as billed while their day takes more beside them, by a save or the timer, to be invoiced later; removing the line is refused', async () => {
    const o = await organisation();
    await bookTime(o);
    const first = await o.invoice();
    expect((await add(o.admin, first, [key(o.design, 8500, o.member.id)])).status).toBe(201);
    const firstNumber = (await o.admin.get(`/api/invoices/${first}`)).body.invoicenumber as string;
    // The invoiced 1:00 and 1:30 stay beside an empty, editable cell; the day's totals count them.
    expect(await weekMeta(o.member.browser, o.design)).toEqual({ times: [0, 0, 30, 0, 0, 0, 0], invoiced: [60, 90, 0, 0, 0, 0, 0], reasons: [null, null, null, null, null, null, null] });
    const week = await o.member.browser.post('/api/time', { date: '2026-03-02' });
    const line = (week.body.time.activitytimes as { activity_id: number; total_time: number; meta: { invoicenumber: string | null }[] }[]).find((l) => l.activity_id === o.design)!;
    expect(line.meta.map((m) => m.invoicenumber)).toEqual([firstNumber, firstNumber, null, null, null, null, null]);
    expect(line.total_time).toBe(180);
    expect(week.body.time.totals.slice(0, 3)).toEqual([60, 90, 30]);
    // The admin's own Design hours of 2 March are not on the invoice.
    expect((await weekMeta(o.admin, o.design)).invoiced).toEqual([0, 0, 0, 0, 0, 0, 0]);

    // A save sets the open part; the invoiced entry keeps its minutes, rate and line.
    await o.book(o.member.browser, o.design, '2026-03-02', 45);
    expect(await weekMeta(o.member.browser, o.design)).toEqual({ times: [45, 0, 30, 0, 0, 0, 0], invoiced: [60, 90, 0, 0, 0, 0, 0], reasons: [null, null, null, null, null, null, null] });
    const monday = async () =>
      (await entriesOf(o.member.id, o.design)).filter((e) => e.date === '2026-03-02').map((e) => [e.minutes, e.invoice_line_id !== null]);
    expect(await monday()).toEqual([
      [60, true],
      [45, false],
    ]);
    // 24:00 counts the invoiced hours: 1:00 invoiced + 23:01 is too much.
    const full = await o.member.browser.post('/api/time/save', { time: 1381, activity_id: o.design, date: '2026-03-02' });
    expect(full.status).toBe(422);
    expect(full.body.errors.time).toEqual(['A day holds at most 24:00 hours; with this, Monday 2 March would hold 24:01.']);
    // Removing the line would remove billed hours: refused.
    const removed = await o.member.browser.post('/api/time/deleteactivity', { activity_id: o.design, date: '2026-03-02' });
    expect(removed.status).toBe(422);
    expect(Object.keys(removed.body.errors)).toEqual(['activity_id']);

    // The timer starts on the invoiced day and its time goes to the open part, with its note.
    const started = await o.member.browser.post('/api/timer/start', { activity_id: o.design, time_zone: 'Europe/Amsterdam', at: '2026-03-03T09:00:00Z', note: 'Fixes' });
    expect(started.status, started.text).toBe(200);
    const stopped = await o.member.browser.post('/api/timer/stop', { at: '2026-03-03T09:20:00Z' });
    expect(stopped.status, stopped.text).toBe(200);
    expect((await weekMeta(o.member.browser, o.design)).times).toEqual([45, 20, 30, 0, 0, 0, 0]);

    // Offered for a later invoice (the open 0:45 and 0:20 at 90.00, the rate at the saves, and 0:30), and billed there.
    expect(await groupsOf(list(o.admin, first))).toContainEqual([key(o.design, 9000, o.member.id), 95, 3, '1.58', '90.00', '142.20']);
    const second = await o.invoice();
    expect((await add(o.admin, second, [key(o.design, 9000, o.member.id)])).status).toBe(201);
    const secondNumber = (await o.admin.get(`/api/invoices/${second}`)).body.invoicenumber as string;
    expect(await weekMeta(o.member.browser, o.design)).toEqual({ times: [0, 0, 0, 0, 0, 0, 0], invoiced: [105, 110, 30, 0, 0, 0, 0], reasons: [null, null, null, null, null, null, null] });
    const both = await o.member.browser.post('/api/time', { date: '2026-03-02' });
    const billed = (both.body.time.activitytimes as { activity_id: number; meta: { invoicenumber: string | null }[] }[]).find((l) => l.activity_id === o.design)!;
    expect(billed.meta[0].invoicenumber).toBe([firstNumber, secondNumber].sort().join(', '));

    // Deleting the second (concept) invoice while the day has open hours again merges the released entry into them.
    await o.book(o.member.browser, o.design, '2026-03-02', 15);
    expect((await o.admin.delete(`/api/invoices/${second}`)).status).toBe(204);
    expect(await monday()).toEqual([
      [60, true],
      [60, false],
    ]);
    expect(await weekMeta(o.member.browser, o.design)).toEqual({ times: [60, 20, 30, 0, 0, 0, 0], invoiced: [60, 90, 0, 0, 0, 0, 0], reasons: [null, null, null, null, null, null, null] });
    // The dashboard's running totals follow: the member's Monday is 2:00.
    const day = await server.db.selectFrom('time_days').select('minutes').where('user_id', '=', o.member.id).where('date', '=', '2026-03-02').executeTakeFirstOrThrow();
    expect(day.minutes).toBe(120);
  });

  it("names the invoice of invoiced hours: the week's cells carry its number, and removing the line is refused naming it (en/nl)", async () => {
    const o = await organisation();
    await bookTime(o);
    const first = await o.invoice();
    expect((await add(o.admin, first, [key(o.design, 8500, o.member.id)])).status).toBe(201);
    const firstNumber = (await o.admin.get(`/api/invoices/${first}`)).body.invoicenumber as string;
    const week = await o.member.browser.post('/api/time', { date: '2026-03-02' });
    const line = (week.body.time.activitytimes as { activity_id: number; meta: { invoicenumber: string | null }[] }[]).find((l) => l.activity_id === o.design)!;
    expect(line.meta.map((m) => m.invoicenumber)).toEqual([firstNumber, firstNumber, null, null, null, null, null]);

    const removed = await o.member.browser.post('/api/time/deleteactivity', { activity_id: o.design, date: '2026-03-02' });
    const message = `These hours are on invoice ${firstNumber}, so the line cannot be deleted.`;
    expect(removed.status).toBe(422);
    expect(removed.body).toEqual({ message, errors: { activity_id: [message] } });

    // The 0:30 of 4 March (at the later rate) goes on a second invoice: both are named.
    const second = await o.invoice();
    expect((await add(o.admin, second, [key(o.design, 9000, o.member.id)])).status).toBe(201);
    const secondNumber = (await o.admin.get(`/api/invoices/${second}`)).body.invoicenumber as string;
    const both = await o.member.browser.post('/api/time/deleteactivity', { activity_id: o.design, date: '2026-03-02' });
    expect(both.body.message).toBe(`These hours are on invoices ${firstNumber} and ${secondNumber}, so the line cannot be deleted.`);

    expect((await o.member.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.member.email, locale: 'nl' })).status).toBe(200);
    const dutch = await o.member.browser.post('/api/time/deleteactivity', { activity_id: o.design, date: '2026-03-02' });
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors.activity_id).toEqual([`Deze uren staan op facturen ${firstNumber} en ${secondNumber}, dus de regel kan niet worden verwijderd.`]);
    // Nothing was removed.
    expect((await entriesOf(o.member.id, o.design)).map((e) => e.minutes)).toEqual([60, 90, 30]);
  });

  it('adds nothing when a key has no uninvoiced hours (any longer)', async () => {
    const o = await organisation();
    await bookTime(o);
    const first = await o.invoice();
    const added = await add(o.admin, first, [key(o.design, 8500, o.member.id)]);
    expect(added.status).toBe(201);
    const linesBefore = await server.db.selectFrom('invoice_lines').select(['id', 'invoice_id']).where('organization_id', '=', o.organizationId).orderBy('id').execute();
    const entriesBefore = await server.db.selectFrom('time_entries').select(['id', 'invoice_line_id']).where('organization_id', '=', o.organizationId).orderBy('id').execute();

    const second = await o.invoice();
    const message = 'Some of the chosen hours are no longer uninvoiced (they were added to an invoice meanwhile). Nothing was added: choose again.';
    for (const [invoiceId, keys] of [
      [first, [key(o.design, 8500, o.member.id)]],
      [second, [key(o.design, 8500, o.member.id)]],
      // One still there beside one gone: neither is added.
      [second, [key(o.design, 9000, o.member.id), key(o.design, 8500, o.member.id)]],
      [second, ['a1-r1']],
    ] as const) {
      const refused = await add(o.admin, invoiceId, [...keys]);
      expect(refused.status, JSON.stringify(keys)).toBe(422);
      expect(refused.body).toEqual({ message, errors: { keys: [message] } });
    }
    // A key of another grouping is not a key of this one.
    expect((await add(o.admin, second, [`a${o.design}-d2026-03-04-r9000`], { group: 'member' })).status).toBe(422);
    expect(await server.db.selectFrom('invoice_lines').select(['id', 'invoice_id']).where('organization_id', '=', o.organizationId).orderBy('id').execute()).toEqual(linesBefore);
    expect(await server.db.selectFrom('time_entries').select(['id', 'invoice_line_id']).where('organization_id', '=', o.organizationId).orderBy('id').execute()).toEqual(entriesBefore);
  });

  it('is refused once the invoice is sent (409), and for a range ending before it starts or a malformed body (422)', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    expect((await add(o.admin, invoice, [key(o.design, 8500, o.member.id)], { from: '2026-03-31', to: '2026-03-01' })).body.errors).toEqual({
      to: ['The to date must be on or after the from date.'],
    });
    const malformed = await add(o.admin, invoice, [], { vat: '101', group: 'project' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors).sort()).toEqual(['group', 'keys', 'vat']);
    expect(malformed.body.errors.keys[0]).toContain('hours to add');
    expect((await list(o.admin, invoice, '?group=project')).body.errors.group[0]).toContain('grouping');
    // A line typed by hand, so it can be sent.
    expect((await o.admin.post('/api/invoicelines', { service: 'Travel', amount: '1', unitprice: '25', vat: '21', invoice_id: invoice })).status).toBe(201);
    expect((await o.admin.put(`/api/invoices/${invoice}`, { status_id: 2 })).status).toBe(200);
    const refused = await add(o.admin, invoice, [key(o.design, 8500, o.member.id)]);
    expect(refused.status).toBe(409);
    // The GET answers the same for a sent invoice.
    expect((await groupsOf(list(o.admin, invoice)))[1][0]).toBe(key(o.design, 8500, o.member.id));
    expect((await entriesOf(o.member.id, o.design)).every((e) => e.invoice_line_id === null)).toBe(true);
  });

  it('is released when its line, or its concept invoice, is deleted: editable and offered again', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    const added = await add(o.admin, invoice, [key(o.design, 8500, o.member.id), key(o.design, 9000, o.member.id)]);
    const [line] = added.body.invoicelines as { id: number }[];
    expect((await o.admin.delete(`/api/invoicelines/${line.id}`)).status).toBe(204);
    expect((await entriesOf(o.member.id, o.design)).map((e) => e.invoice_line_id === null)).toEqual([true, true, false]);
    expect((await weekMeta(o.member.browser, o.design)).invoiced).toEqual([0, 0, 30, 0, 0, 0, 0]);
    expect((await groupsOf(list(o.admin, invoice))).map((g) => g[0])).toEqual([key(o.design, 10_000, o.adminId), key(o.design, 8500, o.member.id), key(o.development, 6000)]);
    await o.book(o.member.browser, o.design, '2026-03-02', 75);

    // A copy of the invoice carries no tracked time.
    const copy = await o.admin.post('/api/invoices', { invoicenumber: `T-copy-${invoice}`, original_invoice_id: invoice, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.body.invoicelines.map((l: { time_entries: number }) => l.time_entries)).toEqual([0]);

    expect((await o.admin.delete(`/api/invoices/${invoice}`)).status).toBe(204);
    expect((await entriesOf(o.member.id, o.design)).map((e) => [e.minutes, e.invoice_line_id])).toEqual([
      [75, null],
      [90, null],
      [30, null],
    ]);
    expect((await weekMeta(o.member.browser, o.design)).reasons).toEqual([null, null, null, null, null, null, null]);
  });

  it('is released by the database itself when a line goes without the store (foreign key set null)', async () => {
    const o = await organisation();
    await bookTime(o);
    const first = await add(o.admin, await o.invoice(), [key(o.design, 8500, o.member.id)]);
    await server.db.deleteFrom('invoice_lines').where('id', '=', first.body.invoicelines[0].id).execute();
    expect((await entriesOf(o.member.id, o.design)).map((e) => e.invoice_line_id)).toEqual([null, null, null]);
    // An invoice deleted straight in the database: its lines cascade, and the link is cleared.
    const second = await add(o.admin, await o.invoice(), [key(o.design, 8500, o.member.id)]);
    expect(second.status).toBe(201);
    await server.db.deleteFrom('invoices').where('id', '=', second.body.id).execute();
    expect((await entriesOf(o.member.id, o.design)).map((e) => e.invoice_line_id)).toEqual([null, null, null]);
  });

  it('links the hours once when the same key is added at the same time to one invoice and to another', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoices = [await o.invoice(), await o.invoice()];
    // Six sessions of the admin, each having called once already (so the requests below meet in the database, not before).
    const browsers = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signIn(server, o.adminEmail)));
    for (const browser of browsers) expect((await add(browser, invoices[0], ['warm-up'])).status).toBe(422);
    const answers = await Promise.all(browsers.map((browser, i) => add(browser, invoices[i % 2], [key(o.design, 8500, o.member.id), key(o.development, 6000)])));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const lines = await server.db.selectFrom('invoice_lines').select(['id', 'service']).where('invoice_id', 'in', invoices).orderBy('id').execute();
    expect(lines.map((l) => l.service)).toEqual(['Website — Design (Mark Member)', 'Website — Development']);
    expect((await entriesOf(o.member.id, o.design)).map((e) => e.invoice_line_id)).toEqual([lines[0].id, lines[0].id, null]);
    expect((await entriesOf(o.member.id, o.development)).map((e) => e.invoice_line_id)).toEqual([null, lines[1].id, null]);
  });
});

describe('tracked time and the time sheet at the same moment', () => {
  it.each([1, 2, 3])('never bills other hours than the entries hold: a save of a cell lands either before the invoice takes the day or beside its invoiced entry (round %i)', async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    const admin = await signIn(server, o.adminEmail);
    expect((await add(admin, invoice, ['warm-up'])).status).toBe(422);
    const [saved, added] = await Promise.all([
      o.member.browser.post('/api/time/save', { time: 120, activity_id: o.design, date: '2026-03-03' }),
      add(admin, invoice, [key(o.design, 8500, o.member.id)]),
    ]);
    expect(added.status, added.text).toBe(201);
    // An invoiced day takes more time beside its invoiced entry, so the save lands in either order.
    expect(saved.status, saved.text).toBe(200);
    const [line] = added.body.invoicelines as { id: number; amount: string; unitprice: string; time_entries: number }[];
    const billed = await server.db.selectFrom('time_entries').select(['minutes', 'rate_cents']).where('invoice_line_id', '=', line.id).execute();
    // The line holds exactly its entries: their minutes as its hours, their rate as its price.
    expect(line.time_entries).toBe(billed.length);
    expect(Math.round((billed.reduce((sum, e) => sum + e.minutes, 0) * 100) / 60)).toBe(Math.round(Number(line.amount) * 100));
    expect(billed.every((e) => e.rate_cents === 8500)).toBe(true);
    const tuesday = (await server.db
      .selectFrom('time_entries')
      .select(['minutes', 'rate_cents', 'invoice_line_id'])
      .where('user_id', '=', o.member.id)
      .where('activity_id', '=', o.design)
      .where('date', '=', '2026-03-03')
      .orderBy('id')
      .execute()).map((e) => [e.minutes, e.rate_cents, e.invoice_line_id === line.id]);
    if (line.amount === '1.00') {
      // Saved first: 3 March holds 2:00 at the member's new rate (90.00), so it is not on the 85.00 line.
      expect(tuesday).toEqual([[120, 9000, false]]);
    } else {
      // Invoiced first: the 1:30 at 85.00 is billed and the 2:00 saved sits beside it, open.
      expect(line.amount).toBe('2.50');
      expect(tuesday).toEqual([
        [90, 8500, true],
        [120, 9000, false],
      ]);
    }
  });
});

describe('tracked time as the report counts it', () => {
  /** Mark at 85.50 on Design and Development: 7:59 and 0:02 on Design, 8:01 on Development. */
  async function eightOhOne() {
    const o = await organisation();
    for (const activity of [o.design, o.development]) {
      const rate = await o.admin.post(`/api/activities/${activity}/updateuser`, { teammember_id: o.member.id, activity_id: activity, rate: '85.50' });
      expect(rate.status, rate.text).toBe(200);
    }
    await o.book(o.member.browser, o.design, '2026-03-02', 479);
    await o.book(o.member.browser, o.design, '2026-03-03', 2);
    await o.book(o.member.browser, o.development, '2026-03-04', 481);
    return o;
  }

  it("bills each entry's hours to two decimals, so the invoice's total is the report's revenue of the same entries (8:01 at 85.50 = 8.02 h = 685.71)", async () => {
    const o = await eightOhOne();
    const invoice = await o.invoice();
    const added = await add(o.admin, invoice, [key(o.design, 8550), key(o.development, 8550)]);
    expect(added.status, added.text).toBe(201);
    expect(added.body.invoicelines.map((l: Record<string, unknown>) => [l.service, l.amount, l.unitprice, l.costs])).toEqual([
      // 7:59 = 7.98 h and 0:02 = 0.03 h: 8.01 h, not 8:01 rounded once (8.02 h).
      ['Website — Design', '8.01', '85.50', '684.86'],
      ['Website — Development', '8.02', '85.50', '685.71'],
    ]);
    expect(added.body.total_net).toBe('1370.57');
    const report = await o.admin.post('/api/reports', { from: '2026-03-01', to: '2026-03-31', group_by: ['activity'] });
    expect(report.status, report.text).toBe(200);
    expect(report.body.rows.map((row: { revenue: string }) => row.revenue)).toEqual(['684.86', '685.71']);
    expect(report.body.totals.revenue).toBe(added.body.total_net);
    // The e-invoice takes the lines' quantities and amounts as they are.
    const seller = { name: 'De Vries Advies', address: 'Kerkstraat 2', zipcode: '3511 AA', city: 'Utrecht', country: 'Nederland', iban: 'NL91ABNA0417164300', vat: 'NL123456782B01', chamberofcommerce: '87654321' };
    expect((await o.admin.post('/api/organization/save/details', seller)).status).toBe(200);
    const buyer = { name: 'Bakkerij Jansen', address: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', country: 'NL', chamberofcommerce: '12345678' };
    expect((await o.admin.put(`/api/clients/${o.client}`, buyer)).status).toBe(200);
    const reference = await o.admin.put(`/api/invoices/${invoice}`, { buyer_reference: 'PO 4711' });
    expect(reference.status, reference.text).toBe(200);
    const ubl = await o.admin.get(`/api/invoices/${invoice}/ubl`);
    expect(ubl.status, ubl.text).toBe(200);
    const quantities = [...ubl.text.matchAll(/<cbc:InvoicedQuantity unitCode="\w+">([^<]+)</g)].map((m) => m[1]);
    const nets = [...ubl.text.matchAll(/<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">([^<]+)</g)].map((m) => m[1]);
    expect([quantities, nets]).toEqual([
      ['8.01', '8.02'],
      ['684.86', '685.71'],
    ]);
    expect(ubl.text).toMatch(/<cac:LegalMonetaryTotal>\s*<cbc:LineExtensionAmount currencyID="EUR">1370.57</);
  });

  it("per activity, splits an activity's hours per member when their rates differ, each line naming its member", async () => {
    const o = await organisation();
    await bookTime(o);
    const invoice = await o.invoice();
    const added = await add(o.admin, invoice, [key(o.design, 10_000, o.adminId), key(o.design, 8500, o.member.id), key(o.development, 6000)]);
    expect(added.status, added.text).toBe(201);
    expect(added.body.invoicelines.map((l: Record<string, unknown>) => [l.service, l.amount, l.unitprice, l.time_entries])).toEqual([
      ['Website — Design (Anna de Vries)', '0.75', '100.00', 1],
      ['Website — Design (Mark Member)', '2.50', '85.00', 2],
      // Development has one member: no name.
      ['Website — Development', '0.33', '60.00', 1],
    ]);
  });

  it("says on the line how its hours were billed, in the invoice's language: on the invoice, the print view and the PDF (en/nl)", async () => {
    const o = await eightOhOne();
    const invoice = await o.invoice();
    expect((await add(o.admin, invoice, [key(o.design, 8550), key(o.development, 8550)])).status).toBe(201);
    const typed = await o.admin.post('/api/invoicelines', { service: 'Travel', amount: '1', unitprice: '25', vat: '21', invoice_id: invoice });
    expect(typed.body.detail).toBeNull();
    const language = async (invoiceLanguage: 'en' | 'nl') => {
      const changed = await o.admin.put(`/api/clients/${o.client}`, { name: 'Bakkerij Jansen', invoice_language: invoiceLanguage });
      expect(changed.status, changed.text).toBe(200);
      // The signed-in admin's language is English either way: the detail follows the invoice's.
      const shown = await o.admin.get(`/api/invoices/${invoice}`);
      expect(shown.body.language).toBe(invoiceLanguage);
      const printed = await o.admin.get(`/api/invoices/${shown.body.uuid}/print`);
      expect(printed.body.invoicelines.map((l: { detail: string | null }) => l.detail)).toEqual(shown.body.invoicelines.map((l: { detail: string | null }) => l.detail));
      return shown.body.invoicelines.map((l: { detail: string | null }) => l.detail);
    };
    expect(await language('en')).toEqual(['8:01 h in 2 time entries, each to two decimals = 8.01 h × €85.50', '8:01 h = 8.02 h × €85.50', null]);
    // Dutch money has a no-break space after the euro sign.
    expect(await language('nl')).toEqual(['8:01 uur in 2 tijdregels, elk op twee decimalen = 8,01 uur × €\u00a085,50', '8:01 uur = 8,02 uur × €\u00a085,50', null]);

    const headers = { cookie: [...o.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    const pdf = await fetch(`${server.url}/invoices/${invoice}/pdf`, { headers });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text.replace(/[\u00a0\s]+/g, ' ')).toContain('8:01 uur = 8,02 uur × € 85,50');

    // Its amount changed by hand, the rule no longer gives the line: no detail.
    const lineId = (await o.admin.get(`/api/invoices/${invoice}`)).body.invoicelines[1].id;
    const edited = await o.admin.put(`/api/invoicelines/${lineId}`, { service: 'Website — Development', amount: '8', unitprice: '85.50', vat: '21', invoice_id: invoice });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.detail).toBeNull();
    const unchanged = await o.admin.put(`/api/invoicelines/${lineId}`, { service: 'Website — Development', amount: '8.02', unitprice: '85.50', vat: '21', invoice_id: invoice });
    expect(unchanged.body.detail).toBe('8:01 uur = 8,02 uur × €\u00a085,50');
  });
});
