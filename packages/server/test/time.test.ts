import { randomUUID } from 'node:crypto';
import { getLocalTimeZone, today } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekOf } from '../src/resources/time/rules.js';
import type { Answer, Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// The time sheet on the real server: every answer is checked against openapi.yaml by the test
// browser. The week of Monday 2 March 2026 is the week under test (the organisation's default
// first day of the week is Monday); 23 February is the week before, 9 March the week after.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';
const SUN = '2026-03-08';
const LAST_WEEK = '2026-02-24';
const NEXT_WEEK = '2026-03-10';
const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
const ZEROS = [0, 0, 0, 0, 0, 0, 0];
const NO_NOTES = [null, null, null, null, null, null, null];
const EDITABLE = DAYS.map(() => ({ readonly: false, reason: null, invoicenumber: null }));

interface WeekAnswer {
  weekdates: { date: string; day: number; month: number; monthname: string; year: number; dayofweekshortname: string }[];
  time: {
    activitytimes: {
      id: number;
      project_name: string;
      activity_name: string;
      color: string | null;
      activity_id: number;
      times: number[];
      notes: (string | null)[];
      meta: { readonly: boolean; reason: string | null; invoicenumber: string | null }[];
      total_time: number;
    }[];
    totals: number[];
    total_time: number;
  };
  availableactivities: { id: number; name: string; project_name: string; client_name: string; color: string | null }[];
  skipped?: { activity_id: number; project_name: string; activity_name: string; reason: string }[];
}

const getWeek = (b: Browser, date?: string) => b.post('/api/time', date === undefined ? {} : { date });
const save = (b: Browser, activityId: number, date: string, time: number, headers?: Record<string, string>) =>
  b.post('/api/time/save', { time, activity_id: activityId, date }, { headers });
const addLine = (b: Browser, activityId: number, date = MON) => b.post('/api/time/addactivity', { activity_id: activityId, date });
const removeLine = (b: Browser, activityId: number, date = MON) => b.post('/api/time/deleteactivity', { activity_id: activityId, date });
const copy = (b: Browser, date = MON) => b.post('/api/time/copy', { date });

/** The week's answer, asserting a 200 (with the answer's text when it is not). */
async function ok(call: Promise<Answer>): Promise<WeekAnswer> {
  const answer = await call;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const lineOf = (week: WeekAnswer, activityId: number) => week.time.activitytimes.find((line) => line.activity_id === activityId);
const linesOf = (week: WeekAnswer) => week.time.activitytimes.map((line) => `${line.project_name} / ${line.activity_name}`);
const availableOf = (week: WeekAnswer) => week.availableactivities.map((activity) => `${activity.project_name} / ${activity.name}`);

/**
 * An organisation of its own per test: its admin, a member signed in, a client with a colour,
 * and helpers to add projects and activities with the member (and the admin) on them.
 */
async function organisation(name = 'Organisation') {
  const { browser: admin, organizationId, user } = await signedInAdmin(server, name);
  const member = await signedInMember(server, organizationId);
  const client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body as { id: number };
  expect((await admin.put(`/api/clients/${client.id}`, { name: 'Bakkerij Jansen', color: '#E91E63FF' })).status).toBe(200);

  async function project(projectName: string, options: { clientId?: number; startdate?: string; enddate?: string } = {}) {
    const created = await admin.post('/api/projects', { name: projectName, projectnumber: 'P-1', client_id: options.clientId ?? client.id });
    expect(created.status, created.text).toBe(201);
    if (options.startdate || options.enddate) await setDates(created.body.id, options.startdate, options.enddate, options.clientId ?? client.id, projectName);
    return created.body.id as number;
  }
  async function setDates(projectId: number, startdate: string | null | undefined, enddate: string | null | undefined, clientId = client.id, projectName = 'Dated') {
    const updated = await admin.put(`/api/projects/${projectId}`, { name: projectName, projectnumber: 'P-1', client_id: clientId, description: '<p>Work</p>', startdate, enddate });
    expect(updated.status, updated.text).toBe(200);
  }
  /** An activity with the member on it at `rate` (unless `member: false`), and the admin when asked. */
  async function activity(projectId: number, activityName: string, options: { rate?: string; member?: boolean; admin?: boolean } = {}) {
    const created = await admin.post('/api/activities', { name: activityName, project_id: projectId });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const on = async (teammember: number) => {
      const attached = await admin.post(`/api/activities/${id}/attachuser`, { teammember_id: teammember, activity_id: id, rate: options.rate ?? '85.50' });
      expect(attached.status, attached.text).toBe(200);
    };
    if (options.member !== false) await on(member.id);
    if (options.admin) await on(user.id);
    return id;
  }
  const toggleActivity = async (id: number) => expect((await admin.post('/api/activities/toggle/active', { id })).status).toBe(200);
  const toggleProject = async (id: number) => expect((await admin.post('/api/projects/toggle/active', { id })).status).toBe(200);
  return { admin, adminId: user.id, organizationId, member, client, project, setDates, activity, toggleActivity, toggleProject };
}

function entriesOf(userId: number) {
  return server.db.selectFrom('time_entries').select(['activity_id', 'date', 'minutes', 'rate_cents', 'updated_at']).where('user_id', '=', userId).orderBy('date').orderBy('activity_id').execute();
}

function linesTable(userId: number) {
  return server.db.selectFrom('time_lines').select(['activity_id', 'week_start']).where('user_id', '=', userId).orderBy('week_start').orderBy('activity_id').execute();
}

describe('the week', () => {
  it("is empty at first, with its days from the organisation's first day, and offers the activities the member is on by project, then activity", async () => {
    const o = await organisation();
    const other = (await o.admin.post('/api/clients', { name: 'Zuivel BV' })).body.id as number;
    const website = await o.project('Website');
    const alpha = await o.project('Alpha', { clientId: other });
    const stopped = await o.project('Stopped');
    await o.activity(website, 'Development');
    await o.activity(website, 'Design');
    await o.activity(alpha, 'Support');
    await o.activity(website, 'Not mine', { member: false });
    await o.toggleActivity(await o.activity(website, 'Finished'));
    await o.activity(stopped, 'In a stopped project');
    await o.toggleProject(stopped);

    const week = await ok(getWeek(o.member.browser, WED));
    expect(week.weekdates).toEqual(
      DAYS.map((date, i) => ({ date, day: 2 + i, month: 3, monthname: 'March', year: 2026, dayofweekshortname: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][i] })),
    );
    expect(week.time).toEqual({ activitytimes: [], totals: ZEROS, total_time: 0 });
    expect(week.availableactivities).toEqual([
      { id: expect.any(Number), name: 'Support', project_name: 'Alpha', client_name: 'Zuivel BV', color: null },
      { id: expect.any(Number), name: 'Design', project_name: 'Website', client_name: 'Bakkerij Jansen', color: '#E91E63FF' },
      { id: expect.any(Number), name: 'Development', project_name: 'Website', client_name: 'Bakkerij Jansen', color: '#E91E63FF' },
    ]);
    // The admin is on none of them.
    expect((await ok(getWeek(o.admin))).availableactivities).toEqual([]);
  });

  it("is the week of any day named; previous and next move a week; without a date it is today's", async () => {
    const o = await organisation();
    for (const day of DAYS) expect((await ok(getWeek(o.member.browser, day))).weekdates[0].date).toBe(MON);
    expect((await ok(o.member.browser.post('/api/time/previous', { date: WED }))).weekdates.map((d) => d.date)).toEqual(weekOf('2026-02-25', 1).days);
    expect((await ok(o.member.browser.post('/api/time/next', { date: SUN }))).weekdates.map((d) => d.date)).toEqual(weekOf('2026-03-15', 1).days);
    // Across a year's end.
    expect((await ok(o.member.browser.post('/api/time/next', { date: '2025-12-28' }))).weekdates.map((d) => d.date)).toEqual(weekOf('2026-01-01', 1).days);

    const before = today(getLocalTimeZone()).toString();
    const current = await ok(getWeek(o.member.browser));
    const after = today(getLocalTimeZone()).toString();
    // Around midnight the server's today may be either.
    expect([weekOf(before, 1).start, weekOf(after, 1).start]).toContain(current.weekdates[0].date);
  });

  it('starts on the first day the organisation chose, with names in the user’s language', async () => {
    const o = await organisation();
    expect((await o.admin.post('/api/organization/save/update', { firstdayoftheweek: 0 })).status).toBe(200);
    const sunday = await ok(getWeek(o.member.browser, WED));
    expect(sunday.weekdates.map((d) => d.date)).toEqual(['2026-03-01', MON, TUE, WED, '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(sunday.weekdates[0].dayofweekshortname).toBe('Sun');

    const profile = await o.member.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.member.email, locale: 'nl' });
    expect(profile.status).toBe(200);
    const dutch = await ok(getWeek(o.member.browser, WED));
    expect(dutch.weekdates[0]).toEqual({ date: '2026-03-01', day: 1, month: 3, monthname: 'maart', year: 2026, dayofweekshortname: 'zo' });
    expect(dutch.weekdates.map((d) => d.dayofweekshortname)).toEqual(['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za']);

    expect((await o.admin.post('/api/organization/save/update', { firstdayoftheweek: 6 })).status).toBe(200);
    expect((await ok(getWeek(o.member.browser, WED))).weekdates.map((d) => d.date)[0]).toBe('2026-02-28');
  });

  it('refuses a day that is no date', async () => {
    const o = await organisation();
    for (const date of ['2026-02-30', '4 March', '']) {
      const answer = await o.member.browser.post('/api/time', { date });
      expect(answer.status, date).toBe(422);
      expect(Object.keys(answer.body.errors), date).toEqual(['date']);
    }
  });
});

describe('saving time', () => {
  it("stores minutes per activity and day with the member's rate, and answers the refreshed week with its totals", async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const design = await o.activity(website, 'Design', { rate: '85.50' });
    const development = await o.activity(website, 'Development', { rate: '100' });

    const first = await ok(save(o.member.browser, design, TUE, 90));
    expect(first.time.activitytimes).toEqual([
      {
        id: design,
        project_name: 'Website',
        activity_name: 'Design',
        color: '#E91E63FF',
        activity_id: design,
        times: [0, 90, 0, 0, 0, 0, 0],
        invoiced_times: ZEROS,
        notes: NO_NOTES,
        meta: EDITABLE,
        total_time: 90,
      },
    ]);
    expect(first.time.totals).toEqual([0, 90, 0, 0, 0, 0, 0]);
    expect(availableOf(first)).toEqual(['Website / Development']);

    await ok(save(o.member.browser, development, TUE, 120));
    const week = await ok(save(o.member.browser, design, SUN, 30));
    expect(week.time.activitytimes.map((line) => [line.activity_name, line.times, line.total_time])).toEqual([
      ['Design', [0, 90, 0, 0, 0, 0, 30], 120],
      ['Development', [0, 120, 0, 0, 0, 0, 0], 120],
    ]);
    expect(week.time.totals).toEqual([0, 210, 0, 0, 0, 0, 30]);
    expect(week.time.total_time).toBe(240);
    expect(week.availableactivities).toEqual([]);
    expect(await ok(getWeek(o.member.browser, MON))).toEqual(week);

    expect((await entriesOf(o.member.id)).map(({ activity_id, date, minutes, rate_cents }) => ({ activity_id, date, minutes, rate_cents }))).toEqual([
      { activity_id: design, date: TUE, minutes: 90, rate_cents: 8550 },
      { activity_id: development, date: TUE, minutes: 120, rate_cents: 10_000 },
      { activity_id: design, date: SUN, minutes: 30, rate_cents: 8550 },
    ]);
    // Saving hours made both lines of the week.
    expect(await linesTable(o.member.id)).toEqual([
      { activity_id: design, week_start: MON },
      { activity_id: development, week_start: MON },
    ]);
  });

  it('keeps the rate of the moment the hours were saved: a later rate change rewrites nothing', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design', { rate: '85.50' });
    await ok(save(o.member.browser, design, MON, 60));
    await ok(save(o.member.browser, design, TUE, 60));
    const [before] = await entriesOf(o.member.id);

    const changed = await o.admin.post(`/api/activities/${design}/updateuser`, { teammember_id: o.member.id, activity_id: design, rate: '100' });
    expect(changed.status).toBe(200);
    expect((await entriesOf(o.member.id)).map((entry) => entry.rate_cents)).toEqual([8550, 8550]);

    // The same minutes again change nothing; other minutes are saved at today's rate.
    await ok(save(o.member.browser, design, MON, 60));
    expect((await entriesOf(o.member.id))[0]).toEqual(before);
    await ok(save(o.member.browser, design, TUE, 75));
    expect((await entriesOf(o.member.id)).map(({ minutes, rate_cents }) => ({ minutes, rate_cents }))).toEqual([
      { minutes: 60, rate_cents: 8550 },
      { minutes: 75, rate_cents: 10_000 },
    ]);
  });

  it('removes the entry when 0 is saved, and keeps the line', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    await ok(save(o.member.browser, design, TUE, 90));
    const cleared = await ok(save(o.member.browser, design, TUE, 0));
    expect(cleared.time.activitytimes.map((line) => [line.activity_id, line.times])).toEqual([[design, ZEROS]]);
    expect(cleared.time.total_time).toBe(0);
    expect(await entriesOf(o.member.id)).toEqual([]);
    // Still a line after a reload, and 0 on an empty cell is fine too.
    expect(linesOf(await ok(getWeek(o.member.browser, MON)))).toEqual(['Website / Design']);
    expect(linesOf(await ok(save(o.member.browser, design, WED, 0)))).toEqual(['Website / Design']);
  });

  it('takes 0 to 24:00 in a cell and nothing else', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    expect((await ok(save(o.member.browser, design, TUE, 1440))).time.totals[1]).toBe(1440);
    const cases: [unknown, string][] = [
      [1441, 'The time field must not be greater than 1440.'],
      [-1, 'The time field must be at least 0.'],
      [1.5, 'The time field must be an integer.'],
      ['90', 'The time field must be an integer.'],
    ];
    for (const [time, message] of cases) {
      const answer = await o.member.browser.post('/api/time/save', { time, activity_id: design, date: WED });
      expect(answer.status, String(time)).toBe(422);
      expect(answer.body.errors, String(time)).toEqual({ time: [message] });
    }
    const missing = await o.member.browser.post('/api/time/save', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['activity_id', 'date', 'time']);
    expect((await entriesOf(o.member.id)).map((entry) => entry.minutes)).toEqual([1440]);
  });

  it("holds at most 24:00 on a member's day over all lines", async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const design = await o.activity(website, 'Design', { admin: true });
    const development = await o.activity(website, 'Development');
    await ok(save(o.member.browser, design, TUE, 1000));

    const over = await save(o.member.browser, development, TUE, 441);
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      message: 'A day holds at most 24:00 hours; with this, Tuesday 3 March would hold 24:01.',
      errors: { time: ['A day holds at most 24:00 hours; with this, Tuesday 3 March would hold 24:01.'] },
    });
    expect((await ok(save(o.member.browser, development, TUE, 440))).time.totals[1]).toBe(1440);
    expect((await save(o.member.browser, design, TUE, 1001)).status).toBe(422);
    // Less is always fine, and so is another day.
    expect((await ok(save(o.member.browser, design, TUE, 999))).time.totals[1]).toBe(1439);
    expect((await ok(save(o.member.browser, development, WED, 1440))).time.totals).toEqual([0, 1439, 1440, 0, 0, 0, 0]);
    // Another member's day is their own.
    expect((await ok(save(o.admin, design, TUE, 1440))).time.totals[1]).toBe(1440);
  });

  it('keeps the day at 24:00 when two saves of one member arrive at once', async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const design = await o.activity(website, 'Design');
    const development = await o.activity(website, 'Development');
    const answers = await Promise.all([save(o.member.browser, design, TUE, 800), save(o.member.browser, development, TUE, 800)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect((await entriesOf(o.member.id)).map((entry) => entry.minutes)).toEqual([800]);
  });

  it('books only on activities of the organisation the member is on, and changes nothing otherwise', async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const notMine = await o.activity(website, 'Not mine', { member: false });
    const stranger = await organisation('Other Organisation');
    const theirs = await stranger.activity(await stranger.project('Theirs'), 'Their activity');

    const refused = await save(o.member.browser, notMine, TUE, 60);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'You are not on this activity.', errors: { activity_id: ['You are not on this activity.'] } });
    for (const activityId of [theirs, 999_999]) {
      expect((await save(o.member.browser, activityId, TUE, 60)).body).toEqual({
        message: 'The selected activity is invalid.',
        errors: { activity_id: ['The selected activity is invalid.'] },
      });
    }
    expect(await entriesOf(o.member.id)).toEqual([]);
    expect(await linesTable(o.member.id)).toEqual([]);
  });

  it("makes days outside the project's dates, and every day of an inactive activity or project, read-only and refuses saves on them", async () => {
    const o = await organisation();
    const website = await o.project('Website', { startdate: WED, enddate: '2026-03-06' });
    const design = await o.activity(website, 'Design');
    await ok(save(o.member.browser, design, WED, 60));

    const dated = lineOf(await ok(getWeek(o.member.browser, MON)), design)!;
    expect(dated.meta).toEqual([
      { readonly: true, reason: 'before_project_start', invoicenumber: null },
      { readonly: true, reason: 'before_project_start', invoicenumber: null },
      { readonly: false, reason: null, invoicenumber: null },
      { readonly: false, reason: null, invoicenumber: null },
      { readonly: false, reason: null, invoicenumber: null },
      { readonly: true, reason: 'after_project_end', invoicenumber: null },
      { readonly: true, reason: 'after_project_end', invoicenumber: null },
    ]);
    const early = await save(o.member.browser, design, TUE, 60);
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      message: 'This day lies before the start date of the project.',
      errors: { date: ['This day lies before the start date of the project.'] },
    });
    expect((await save(o.member.browser, design, '2026-03-07', 60)).body.errors).toEqual({ date: ['This day lies after the end date of the project.'] });
    // Also 0: that would remove hours.
    expect((await save(o.member.browser, design, '2026-03-07', 0)).status).toBe(422);

    await o.toggleActivity(design);
    const inactive = lineOf(await ok(getWeek(o.member.browser, MON)), design)!;
    expect(inactive.meta).toEqual(DAYS.map(() => ({ readonly: true, reason: 'activity_inactive', invoicenumber: null })));
    expect(inactive.times).toEqual([0, 0, 60, 0, 0, 0, 0]);
    expect((await save(o.member.browser, design, WED, 0)).body.errors).toEqual({ date: ['This activity is inactive.'] });

    await o.toggleProject(website);
    expect(lineOf(await ok(getWeek(o.member.browser, MON)), design)!.meta).toEqual(DAYS.map(() => ({ readonly: true, reason: 'project_inactive', invoicenumber: null })));
    await o.toggleActivity(design);
    expect((await save(o.member.browser, design, WED, 90)).body.errors).toEqual({ date: ['This project is inactive.'] });

    await o.toggleProject(website);
    expect(lineOf(await ok(save(o.member.browser, design, WED, 90)), design)!.times).toEqual([0, 0, 90, 0, 0, 0, 0]);
    expect((await entriesOf(o.member.id)).map((entry) => [entry.date, entry.minutes])).toEqual([[WED, 90]]);
  });

  it('keeps the hours of a member taken off the activity, read-only', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    await ok(save(o.member.browser, design, TUE, 60));
    const activity = (await o.admin.get(`/api/activities/project/${(await o.admin.get('/api/projects')).body[0].id}`)).body[0];
    expect((await o.admin.post(`/api/activities/${activity.users[0].pivot.id}/detachuser`)).status).toBe(200);

    const week = await ok(getWeek(o.member.browser, MON));
    expect(lineOf(week, design)).toMatchObject({ times: [0, 60, 0, 0, 0, 0, 0], meta: DAYS.map(() => ({ readonly: true, reason: 'not_on_activity', invoicenumber: null })) });
    expect(week.availableactivities).toEqual([]);
    expect((await save(o.member.browser, design, TUE, 0)).body.errors).toEqual({ activity_id: ['You are not on this activity.'] });
    expect((await removeLine(o.member.browser, design)).body.errors).toEqual({
      activity_id: ['This line holds hours on a day that can no longer be changed, so it cannot be removed.'],
    });
    expect((await entriesOf(o.member.id)).map((entry) => entry.minutes)).toEqual([60]);
  });

  it('applies a retried save once: the same Idempotency-Key replays the first answer', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    const key = randomUUID();
    const first = await save(o.member.browser, design, TUE, 60, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    await ok(save(o.member.browser, design, TUE, 90, { 'idempotency-key': randomUUID() }));
    const retry = await save(o.member.browser, design, TUE, 60, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // Long enough to be kept compressed on SQLite (stores/idempotency.ts: storedBody).
    expect(JSON.stringify(first.body).length).toBeGreaterThan(1024);
    expect((await entriesOf(o.member.id)).map((entry) => entry.minutes)).toEqual([90]);
  });
});

describe('lines', () => {
  it('persist without hours, ordered by project then activity, and leave the available activities', async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const alpha = await o.project('Alpha');
    const design = await o.activity(website, 'Design');
    const development = await o.activity(website, 'Development');
    const support = await o.activity(alpha, 'Support');

    const added = await ok(addLine(o.member.browser, development, WED));
    expect(added.time.activitytimes).toEqual([
      { id: development, project_name: 'Website', activity_name: 'Development', color: '#E91E63FF', activity_id: development, times: ZEROS, invoiced_times: ZEROS, notes: NO_NOTES, meta: EDITABLE, total_time: 0 },
    ]);
    expect(availableOf(added)).toEqual(['Alpha / Support', 'Website / Design']);
    await ok(addLine(o.member.browser, support, SUN));

    const reloaded = await ok(getWeek(o.member.browser, TUE));
    expect(linesOf(reloaded)).toEqual(['Alpha / Support', 'Website / Development']);
    expect(reloaded.availableactivities.map((activity) => activity.id)).toEqual([design]);
    expect(reloaded.time.totals).toEqual(ZEROS);
    expect(await linesTable(o.member.id)).toEqual([
      { activity_id: development, week_start: MON },
      { activity_id: support, week_start: MON },
    ]);
    // They belong to that week only.
    expect((await ok(getWeek(o.member.browser, NEXT_WEEK))).time.activitytimes).toEqual([]);
    expect((await ok(getWeek(o.member.browser, LAST_WEEK))).time.activitytimes).toEqual([]);
  });

  it('are added only from the available activities', async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const design = await o.activity(website, 'Design');
    const inactive = await o.activity(website, 'Inactive');
    await o.toggleActivity(inactive);
    const stopped = await o.project('Stopped');
    const inStopped = await o.activity(stopped, 'In a stopped project');
    await o.toggleProject(stopped);
    const notMine = await o.activity(website, 'Not mine', { member: false });
    const stranger = await organisation('Other Organisation');
    const theirs = await stranger.activity(await stranger.project('Theirs'), 'Theirs');
    await ok(addLine(o.member.browser, design));

    const cases: [number, string][] = [
      [design, 'This activity is already a line of this week.'],
      [inactive, 'This activity is inactive.'],
      [inStopped, 'This project is inactive.'],
      [notMine, 'You are not on this activity.'],
      [theirs, 'The selected activity is invalid.'],
      [999_999, 'The selected activity is invalid.'],
    ];
    for (const [activityId, message] of cases) {
      const answer = await addLine(o.member.browser, activityId);
      expect(answer.status, message).toBe(422);
      expect(answer.body).toEqual({ message, errors: { activity_id: [message] } });
    }
    // A line that holds hours only (saved before its line was kept) is a line too.
    await server.db.deleteFrom('time_lines').where('user_id', '=', o.member.id).execute();
    await ok(save(o.member.browser, design, TUE, 30));
    await server.db.deleteFrom('time_lines').where('user_id', '=', o.member.id).execute();
    expect(linesOf(await ok(getWeek(o.member.browser, MON)))).toEqual(['Website / Design']);
    expect((await addLine(o.member.browser, design)).body.errors).toEqual({ activity_id: ['This activity is already a line of this week.'] });
  });

  it("are removed with that week's hours only", async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const design = await o.activity(website, 'Design');
    const development = await o.activity(website, 'Development');
    await ok(save(o.member.browser, design, MON, 60));
    await ok(save(o.member.browser, design, SUN, 30));
    await ok(save(o.member.browser, design, NEXT_WEEK, 45));
    await ok(save(o.member.browser, development, TUE, 15));

    const removed = await ok(removeLine(o.member.browser, design, WED));
    expect(linesOf(removed)).toEqual(['Website / Development']);
    expect(removed.time.totals).toEqual([0, 15, 0, 0, 0, 0, 0]);
    expect(availableOf(removed)).toEqual(['Website / Design']);
    expect((await entriesOf(o.member.id)).map((entry) => [entry.activity_id, entry.date])).toEqual([
      [development, TUE],
      [design, NEXT_WEEK],
    ]);
    expect(linesOf(await ok(getWeek(o.member.browser, NEXT_WEEK)))).toEqual(['Website / Design']);

    // A line without hours goes too; removing a line the week does not have changes nothing.
    await ok(addLine(o.member.browser, design));
    expect(linesOf(await ok(removeLine(o.member.browser, design)))).toEqual(['Website / Development']);
    expect(await ok(removeLine(o.member.browser, design))).toEqual(await ok(getWeek(o.member.browser, MON)));
    const stranger = await organisation('Other Organisation');
    const theirs = await stranger.activity(await stranger.project('Theirs'), 'Theirs');
    expect((await removeLine(o.member.browser, theirs)).body.errors).toEqual({ activity_id: ['The selected activity is invalid.'] });
  });

  it('that hold hours on a read-only day are not removed; without hours they are', async () => {
    const o = await organisation();
    const website = await o.project('Website');
    const design = await o.activity(website, 'Design');
    const quiet = await o.activity(website, 'Quiet');
    await ok(save(o.member.browser, design, WED, 60));
    await ok(addLine(o.member.browser, quiet));
    await o.setDates(website, null, TUE, undefined, 'Website');

    const refused = await removeLine(o.member.browser, design);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ activity_id: ['This line holds hours on a day that can no longer be changed, so it cannot be removed.'] });
    expect(linesOf(await ok(removeLine(o.member.browser, quiet)))).toEqual(['Website / Design']);
    expect((await entriesOf(o.member.id)).map((entry) => entry.minutes)).toEqual([60]);
  });

  it("stay in one week when the organisation changes its first day of the week", async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    await ok(addLine(o.member.browser, design, WED));
    expect((await o.admin.post('/api/organization/save/update', { firstdayoftheweek: 0 })).status).toBe(200);
    // Sunday 1 – Saturday 7 March holds the line kept for Monday 2 March; the weeks around it do not.
    expect(linesOf(await ok(getWeek(o.member.browser, WED)))).toEqual(['Website / Design']);
    expect(linesOf(await ok(getWeek(o.member.browser, SUN)))).toEqual([]);
    expect(linesOf(await ok(getWeek(o.member.browser, '2026-02-28')))).toEqual([]);
    // Added again in the new week, and back to Mondays: one line, not two.
    await ok(addLine(o.member.browser, design, SUN));
    expect((await o.admin.post('/api/organization/save/update', { firstdayoftheweek: 1 })).status).toBe(200);
    expect(linesOf(await ok(getWeek(o.member.browser, WED)))).toEqual(['Website / Design']);
    const removed = await ok(removeLine(o.member.browser, design, WED));
    expect(removed.time.activitytimes).toEqual([]);
    expect(await linesTable(o.member.id)).toEqual([]);
  });

  it('go with an activity deleted without hours', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    await ok(addLine(o.member.browser, design));
    await o.toggleActivity(design);
    expect((await o.admin.delete(`/api/activities/${design}`)).status).toBe(204);
    expect(await linesTable(o.member.id)).toEqual([]);
    expect((await ok(getWeek(o.member.browser, MON))).time.activitytimes).toEqual([]);
  });
});

describe('copy last week', () => {
  it("adds last week's lines without their hours to an empty week, and says which it skipped and why", async () => {
    const o = await organisation();
    const website = await o.project('Website', { enddate: '2026-03-06' });
    const alpha = await o.project('Alpha');
    const design = await o.activity(website, 'Design');
    const development = await o.activity(website, 'Development');
    const support = await o.activity(alpha, 'Support');
    const finished = await o.activity(website, 'Finished');
    const stopped = await o.project('Stopped');
    const inStopped = await o.activity(stopped, 'Maintenance');
    await ok(save(o.member.browser, design, LAST_WEEK, 120));
    for (const id of [development, support, finished, inStopped]) await ok(addLine(o.member.browser, id, LAST_WEEK));
    await o.toggleActivity(finished);
    await o.toggleProject(stopped);
    const pivot = (await o.admin.get(`/api/activities/project/${alpha}`)).body[0].users[0].pivot.id;
    expect((await o.admin.post(`/api/activities/${pivot}/detachuser`)).status).toBe(200);

    const copied = await ok(copy(o.member.browser, WED));
    expect(copied.time.activitytimes.map((line) => [line.activity_id, line.times])).toEqual([
      [design, ZEROS],
      [development, ZEROS],
    ]);
    // The project ends on Friday: its lines are copied, with the weekend read-only.
    expect(lineOf(copied, design)!.meta.map((m) => m.reason)).toEqual([null, null, null, null, null, 'after_project_end', 'after_project_end']);
    expect(copied.time.total_time).toBe(0);
    expect(copied.skipped).toEqual([
      { activity_id: support, project_name: 'Alpha', activity_name: 'Support', reason: 'not_on_activity' },
      { activity_id: inStopped, project_name: 'Stopped', activity_name: 'Maintenance', reason: 'project_inactive' },
      { activity_id: finished, project_name: 'Website', activity_name: 'Finished', reason: 'activity_inactive' },
    ]);
    expect(await ok(getWeek(o.member.browser, MON))).toEqual({ ...copied, skipped: undefined });
    // Last week is as it was, hours included.
    const lastWeek = await ok(getWeek(o.member.browser, LAST_WEEK));
    expect(linesOf(lastWeek)).toEqual(['Alpha / Support', 'Stopped / Maintenance', 'Website / Design', 'Website / Development', 'Website / Finished']);
    expect(lastWeek.time.total_time).toBe(120);
    expect((await entriesOf(o.member.id)).map((entry) => [entry.activity_id, entry.date])).toEqual([[design, LAST_WEEK]]);
  });

  it('says so when nothing could be copied', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');
    await ok(addLine(o.member.browser, design, LAST_WEEK));
    await o.toggleActivity(design);
    const copied = await ok(copy(o.member.browser));
    expect(copied.time.activitytimes).toEqual([]);
    expect(copied.skipped).toEqual([{ activity_id: design, project_name: 'Website', activity_name: 'Design', reason: 'activity_inactive' }]);
  });

  it('fills only an empty week, from a week with lines', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design');

    const nothing = await copy(o.member.browser);
    expect(nothing.status).toBe(422);
    expect(nothing.body).toEqual({ message: 'Last week has no lines to copy.', errors: { date: ['Last week has no lines to copy.'] } });

    await ok(addLine(o.member.browser, design, LAST_WEEK));
    await ok(addLine(o.member.browser, design, MON));
    const full = await copy(o.member.browser);
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ date: ['This week already has lines. Copy last week fills an empty week only.'] });
    expect(await linesTable(o.member.id)).toEqual([
      { activity_id: design, week_start: '2026-02-23' },
      { activity_id: design, week_start: MON },
    ]);
  });
});

describe('whose time', () => {
  it('a member sees and changes only their own; another organisation sees none of it', async () => {
    const o = await organisation();
    const design = await o.activity(await o.project('Website'), 'Design', { admin: true });
    await ok(save(o.admin, design, TUE, 120));
    const own = await ok(save(o.member.browser, design, TUE, 60));
    expect(own.time.totals).toEqual([0, 60, 0, 0, 0, 0, 0]);
    expect((await ok(getWeek(o.admin, MON))).time.totals).toEqual([0, 120, 0, 0, 0, 0, 0]);
    await ok(removeLine(o.member.browser, design));
    expect((await ok(getWeek(o.admin, MON))).time.totals).toEqual([0, 120, 0, 0, 0, 0, 0]);
    expect((await entriesOf(o.adminId)).map((entry) => entry.minutes)).toEqual([120]);

    const stranger = await organisation('Other Organisation');
    const theirs = await ok(getWeek(stranger.member.browser, MON));
    expect(theirs.time.activitytimes).toEqual([]);
    expect(theirs.availableactivities).toEqual([]);
    expect((await save(stranger.admin, design, TUE, 60)).status).toBe(422);
    expect((await copy(stranger.admin)).body.errors).toEqual({ date: ['Last week has no lines to copy.'] });
  });

  it('asks for a session', async () => {
    const anonymous = server.browser();
    for (const path of ['/api/time', '/api/time/previous', '/api/time/next', '/api/time/save', '/api/time/addactivity', '/api/time/deleteactivity', '/api/time/copy']) {
      const answer = await anonymous.post(path, { date: MON });
      expect(answer.status, path).toBe(401);
    }
  });
});

describe('in Dutch', () => {
  it('answers refusals in the user’s language', async () => {
    const o = await organisation();
    const website = await o.project('Website', { enddate: TUE });
    const design = await o.activity(website, 'Design');
    const other = await o.activity(website, 'Other');
    const notMine = await o.activity(website, 'Not mine', { member: false });
    expect((await o.member.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.member.email, locale: 'nl' })).status).toBe(200);

    await ok(save(o.member.browser, design, TUE, 1000));
    expect((await save(o.member.browser, other, TUE, 500)).body.errors).toEqual({ time: ['Een dag telt hoogstens 24:00 uur; hiermee zou dinsdag 3 maart op 25:00 komen.'] });
    expect((await save(o.member.browser, design, WED, 60)).body.errors).toEqual({ date: ['Deze dag ligt na de einddatum van het project.'] });
    expect((await save(o.member.browser, notMine, TUE, 60)).body.errors).toEqual({ activity_id: ['Je staat niet op deze activiteit.'] });
    expect((await save(o.member.browser, design, TUE, 1441)).body.errors).toEqual({ time: ['Het veld tijd mag niet groter zijn dan 1440.'] });
    expect((await addLine(o.member.browser, design)).body.errors).toEqual({ activity_id: ['Deze activiteit staat al als regel in deze week.'] });
    expect((await copy(o.member.browser)).body.errors).toEqual({ date: ['Deze week heeft al regels. Vorige week kopiëren vult alleen een lege week.'] });
    expect((await copy(o.member.browser, NEXT_WEEK)).status).toBe(200);
    expect((await copy(o.member.browser, '2026-03-23')).body.errors).toEqual({ date: ['Vorige week heeft geen regels om te kopiëren.'] });
  });
});
