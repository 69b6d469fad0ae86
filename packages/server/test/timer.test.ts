import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// The timer on the real server: every answer is checked against openapi.yaml by the test browser.
// Moments are sent as `at` (the client's clock), so no test depends on the wall clock: March 2026
// lies in the past. Europe/Amsterdam is UTC+1 then: 22:30Z is 23:30 there.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ZONE = 'Europe/Amsterdam';
const TUE = '2026-03-03';
const WED = '2026-03-04';

const start = (b: Browser, activityId: number, at: string, extra: Record<string, unknown> = {}) => b.post('/api/timer/start', { activity_id: activityId, time_zone: ZONE, at, ...extra });
const stop = (b: Browser, at?: string) => b.post('/api/timer/stop', at === undefined ? {} : { at });
const read = (b: Browser) => b.get('/api/timer');

async function ok(call: Promise<Answer>) {
  const answer = await call;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** An organisation with its admin, a member, a client and a project with two activities the member is on. */
async function organisation() {
  const { browser: admin, organizationId } = await signedInAdmin(server, 'Timer Org');
  const member = await signedInMember(server, organizationId);
  const client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body.id as number;
  const project = (await admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client })).body.id as number;
  async function activity(name: string, options: { member?: boolean; projectId?: number } = {}) {
    const id = (await admin.post('/api/activities', { name, project_id: options.projectId ?? project })).body.id as number;
    if (options.member !== false) {
      const attached = await admin.post(`/api/activities/${id}/attachuser`, { teammember_id: member.id, activity_id: id, rate: '80' });
      expect(attached.status, attached.text).toBe(200);
    }
    return id;
  }
  const design = await activity('Design');
  const build = await activity('Build');
  return { admin, organizationId, member, client, project, activity, design, build };
}

function entriesOf(userId: number) {
  return server.db.selectFrom('time_entries').select(['activity_id', 'date', 'minutes', 'rate_cents', 'note']).where('user_id', '=', userId).orderBy('date').orderBy('activity_id').execute();
}

describe('starting', () => {
  it('starts a timer that the member reads back, on one of the activities they can book', async () => {
    const o = await organisation();
    await o.activity('Not mine', { member: false });
    const empty = await ok(read(o.member.browser));
    expect(empty).toEqual({
      timer: null,
      activities: [
        { id: o.build, name: 'Build', project_name: 'Website', client_name: 'Bakkerij Jansen', color: null },
        { id: o.design, name: 'Design', project_name: 'Website', client_name: 'Bakkerij Jansen', color: null },
      ],
      saved: [],
    });
    const started = await ok(start(o.member.browser, o.design, '2026-03-03T08:15:00Z', { note: '  Sketches  ' }));
    const timer = {
      activity_id: o.design,
      activity_name: 'Design',
      project_name: 'Website',
      client_name: 'Bakkerij Jansen',
      color: null,
      note: 'Sketches',
      started_at: '2026-03-03T08:15:00.000Z',
      stopped_at: null,
      time_zone: ZONE,
      refusal: null,
    };
    expect(started).toEqual({ timer, activities: empty.activities, saved: [] });
    // Kept on the server: another browser of the same member sees it.
    expect((await ok(read(o.member.browser))).timer).toEqual(timer);
    // The admin has no timer of their own.
    expect((await ok(read(o.admin))).timer).toBeNull();
  });

  it('never starts in the future by the server clock', async () => {
    const o = await organisation();
    const before = Date.now();
    const started = await ok(start(o.member.browser, o.design, '2099-01-01T00:00:00Z'));
    expect(new Date(started.timer.started_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(started.timer.started_at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refuses another organisation's activity, one the member is not on, and an unknown time zone (422, nothing started)", async () => {
    const o = await organisation();
    const other = await organisation();
    const foreign = await start(o.member.browser, other.design, '2026-03-03T08:00:00Z');
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['activity_id']);
    const notMine = await start(o.member.browser, await o.activity('Not mine', { member: false }), '2026-03-03T08:00:00Z');
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors.activity_id).toEqual(['You are not on this activity.']);
    const zone = await start(o.member.browser, o.design, '2026-03-03T08:00:00Z', { time_zone: 'Mars/Olympus' });
    expect(zone.status).toBe(422);
    expect(zone.body.errors.time_zone).toEqual(['This time zone is unknown.']);
    expect((await ok(read(o.member.browser))).timer).toBeNull();
  });

  it("refuses up front, with the reason, to start on a day the activity's cell cannot take: locked, approved, outside the project (en, nl)", async () => {
    const o = await organisation();
    // A locked period: refused in the caller's language, the running timer goes on, nothing is saved.
    await ok(start(o.member.browser, o.build, '2026-03-03T08:00:00Z'));
    const locked = await o.admin.post('/api/locks', { start_date: '2026-03-01', end_date: TUE });
    expect(locked.status, locked.text).toBe(201);
    const refused = await start(o.member.browser, o.design, '2026-03-03T09:00:00Z');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ activity_id: ['The timer cannot run on Tuesday 3 March. This day lies in a locked period.'] });
    expect((await ok(read(o.member.browser))).timer).toMatchObject({ activity_id: o.build, started_at: '2026-03-03T08:00:00.000Z', stopped_at: null });
    expect(await entriesOf(o.member.id)).toEqual([]);
    expect((await o.member.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.member.email, locale: 'nl' })).status).toBe(200);
    const dutch = await start(o.member.browser, o.design, '2026-03-03T09:00:00Z');
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors).toEqual({ activity_id: ['De timer kan niet lopen op dinsdag 3 maart. Deze dag valt in een afgesloten periode.'] });
    // The day is the one of the member's time zone: 23:30Z on Tuesday is Wednesday 00:30 in Amsterdam, which is open.
    await ok(o.member.browser.post('/api/timer/discard'));
    expect((await ok(start(o.member.browser, o.design, '2026-03-03T23:30:00Z'))).timer).toMatchObject({ activity_id: o.design });
    await o.member.browser.post('/api/timer/discard');

    // An approved week (approval on).
    expect((await o.admin.post('/api/organization/save/update', { time_approval: true })).status).toBe(200);
    expect((await o.member.browser.post('/api/time/submit', { date: '2026-03-10' })).status).toBe(200);
    const [row] = (await o.admin.get('/api/approvals?status=submitted')).body;
    expect((await o.admin.post(`/api/approvals/${row.id}/approve`)).status).toBe(200);
    const approved = await start(o.member.browser, o.design, '2026-03-10T09:00:00Z');
    expect(approved.status).toBe(422);
    expect(approved.body.errors).toEqual({ activity_id: ['De timer kan niet lopen op dinsdag 10 maart. Deze week is goedgekeurd en kan niet meer veranderen.'] });

    // After the project's end (its cell read-only for the activity only).
    expect((await o.admin.put(`/api/projects/${o.project}`, { name: 'Website', projectnumber: 'P-1', client_id: o.client, description: '<p>Work</p>', enddate: '2026-03-16' })).status).toBe(200);
    const ended = await start(o.member.browser, o.design, '2026-03-17T09:00:00Z');
    expect(ended.status).toBe(422);
    expect(ended.body.errors).toEqual({ activity_id: ['De timer kan niet lopen op dinsdag 17 maart. Deze dag ligt na de einddatum van het project.'] });
    expect((await ok(read(o.member.browser))).timer).toBeNull();
  });

  it('refuses a day whose cell was imported as invoiced outside Kwartier, at the start and at the stop, keeping the hours as they were', async () => {
    const o = await organisation();
    expect((await o.member.browser.post('/api/time/save', { activity_id: o.design, date: TUE, time: 60 })).status).toBe(200);
    await ok(start(o.member.browser, o.design, '2026-03-03T08:00:00Z'));
    // Imported as invoiced elsewhere while the timer ran (an import writes the flag: resources/import).
    await server.db.updateTable('time_entries').set({ invoiced_elsewhere: 1 }).where('user_id', '=', o.member.id).where('date', '=', TUE).execute();
    const refused = await stop(o.member.browser, '2026-03-03T09:00:00Z');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ timer: ['Not saved on Tuesday 3 March. Invoiced outside Kwartier: these hours can no longer change.'] });
    await ok(o.member.browser.post('/api/timer/discard'));
    const again = await start(o.member.browser, o.design, '2026-03-03T10:00:00Z');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ activity_id: ['The timer cannot run on Tuesday 3 March. Invoiced outside Kwartier: these hours can no longer change.'] });
    expect(await entriesOf(o.member.id)).toEqual([{ activity_id: o.design, date: TUE, minutes: 60, rate_cents: 8000, note: null }]);
    // Another activity's cell that day is open as ever.
    await ok(start(o.member.browser, o.build, '2026-03-03T10:00:00Z'));
  });

  it('starting another stops the first and saves its time, in the same call', async () => {
    const o = await organisation();
    await ok(start(o.member.browser, o.design, '2026-03-03T08:00:00Z', { note: 'Sketches' }));
    const second = await ok(start(o.member.browser, o.build, '2026-03-03T08:45:00Z'));
    expect(second.saved).toEqual([{ date: TUE, activity_id: o.design, minutes: 45 }]);
    expect(second.timer).toMatchObject({ activity_id: o.build, started_at: '2026-03-03T08:45:00.000Z', note: null });
    expect(await entriesOf(o.member.id)).toEqual([{ activity_id: o.design, date: TUE, minutes: 45, rate_cents: 8000, note: 'Sketches' }]);
  });
});

describe('stopping', () => {
  it("adds the minutes to the day's cell, with the note after the entry's note, and makes it a line of the week", async () => {
    const o = await organisation();
    expect((await o.member.browser.post('/api/time/save', { time: 60, activity_id: o.design, date: TUE })).status).toBe(200);
    await server.db.updateTable('time_entries').set({ note: 'Call' }).where('user_id', '=', o.member.id).execute();
    await ok(start(o.member.browser, o.design, '2026-03-03T09:00:00Z', { note: 'Sketches' }));
    const stopped = await ok(stop(o.member.browser, '2026-03-03T10:30:00Z'));
    expect(stopped.timer).toBeNull();
    expect(stopped.saved).toEqual([{ date: TUE, activity_id: o.design, minutes: 90 }]);
    expect(await entriesOf(o.member.id)).toEqual([{ activity_id: o.design, date: TUE, minutes: 150, rate_cents: 8000, note: 'Call\nSketches' }]);
    const week = await ok(o.member.browser.post('/api/time', { date: TUE }));
    expect(week.time.activitytimes.map((line: { activity_id: number; times: number[] }) => [line.activity_id, line.times])).toEqual([[o.design, [0, 150, 0, 0, 0, 0, 0]]]);
    // No timer left to stop.
    const again = await stop(o.member.browser, '2026-03-03T11:00:00Z');
    expect(again.status).toBe(422);
    expect(again.body.errors.timer).toEqual(['There is no timer to stop.']);
  });

  it("splits a run past midnight over the two days of the member's time zone", async () => {
    const o = await organisation();
    await ok(start(o.member.browser, o.design, '2026-03-03T22:30:00Z', { note: 'Release' }));
    const stopped = await ok(stop(o.member.browser, '2026-03-03T23:45:00Z'));
    expect(stopped.saved).toEqual([
      { date: TUE, activity_id: o.design, minutes: 30 },
      { date: WED, activity_id: o.design, minutes: 45 },
    ]);
    expect(await entriesOf(o.member.id)).toEqual([
      { activity_id: o.design, date: TUE, minutes: 30, rate_cents: 8000, note: 'Release' },
      { activity_id: o.design, date: WED, minutes: 45, rate_cents: 8000, note: 'Release' },
    ]);
  });

  it("rounds up per the organisation's setting, which admins set and every member reads", async () => {
    const o = await organisation();
    expect((await ok(o.member.browser.get('/api/organization/for/currentuser'))).timer_rounding).toBe(0);
    expect((await ok(o.admin.post('/api/organization/save/update', { timer_rounding: 15 }))).timer_rounding).toBe(15);
    const wrong = await o.admin.post('/api/organization/save/update', { timer_rounding: 7 });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['timer_rounding']);
    expect((await ok(o.member.browser.get('/api/organization/for/currentuser'))).timer_rounding).toBe(15);

    await ok(start(o.member.browser, o.design, '2026-03-03T09:00:00Z'));
    expect((await ok(stop(o.member.browser, '2026-03-03T10:00:01Z'))).saved).toEqual([{ date: TUE, activity_id: o.design, minutes: 75 }]);

    // None: to the nearest minute.
    await ok(o.admin.post('/api/organization/save/update', { timer_rounding: 0 }));
    await ok(start(o.member.browser, o.build, '2026-03-03T09:00:00Z'));
    expect((await ok(stop(o.member.browser, '2026-03-03T09:10:29Z'))).saved).toEqual([{ date: TUE, activity_id: o.build, minutes: 10 }]);
  });

  it('refuses a read-only day, saves no day, and keeps the timer stopped with its time and the reason until retried or discarded', async () => {
    const o = await organisation();
    const updated = await o.admin.put(`/api/projects/${o.project}`, { name: 'Website', projectnumber: 'P-1', client_id: o.client, description: '<p>Work</p>', enddate: TUE });
    expect(updated.status, updated.text).toBe(200);
    await ok(start(o.member.browser, o.design, '2026-03-03T22:00:00Z'));
    const refused = await stop(o.member.browser, '2026-03-03T23:30:00Z');
    expect(refused.status).toBe(422);
    const reason = 'Not saved on Wednesday 4 March. This day lies after the end date of the project.';
    expect(refused.body.errors).toEqual({ timer: [reason] });
    expect(await entriesOf(o.member.id)).toEqual([]);
    const kept = await ok(read(o.member.browser));
    expect(kept.timer).toMatchObject({ started_at: '2026-03-03T22:00:00.000Z', stopped_at: '2026-03-03T23:30:00.000Z', refusal: reason });

    // In the reader's language.
    expect((await o.member.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.member.email, locale: 'nl' })).status).toBe(200);
    expect((await ok(read(o.member.browser))).timer.refusal).toBe('Niet opgeslagen op woensdag 4 maart. Deze dag ligt na de einddatum van het project.');

    // A retry keeps the moment it was stopped at; once the day is open again it saves.
    expect((await stop(o.member.browser, '2026-03-05T12:00:00Z')).status).toBe(422);
    expect((await o.admin.put(`/api/projects/${o.project}`, { name: 'Website', projectnumber: 'P-1', client_id: o.client, description: '<p>Work</p>', enddate: null })).status).toBe(200);
    expect((await ok(stop(o.member.browser, '2026-03-05T12:00:00Z'))).saved).toEqual([
      { date: TUE, activity_id: o.design, minutes: 60 },
      { date: WED, activity_id: o.design, minutes: 30 },
    ]);
  });

  it('refuses a day that would pass 24:00 (starting another too); discarding drops the time', async () => {
    const o = await organisation();
    expect((await o.member.browser.post('/api/time/save', { time: 1410, activity_id: o.build, date: TUE })).status).toBe(200);
    await ok(start(o.member.browser, o.design, '2026-03-03T09:00:00Z'));
    const refused = await start(o.member.browser, o.build, '2026-03-03T10:00:00Z');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ timer: ['A day holds at most 24:00 hours; with this, Tuesday 3 March would hold 24:30.'] });
    // The first is kept, stopped; the second did not start.
    expect((await ok(read(o.member.browser))).timer).toMatchObject({ activity_id: o.design, stopped_at: '2026-03-03T10:00:00.000Z' });
    expect((await stop(o.member.browser)).status).toBe(422);
    const discarded = await ok(o.member.browser.post('/api/timer/discard'));
    expect(discarded.timer).toBeNull();
    expect(await entriesOf(o.member.id)).toEqual([{ activity_id: o.build, date: TUE, minutes: 1410, rate_cents: 8000, note: null }]);
    // Discarding without a timer changes nothing.
    expect((await ok(o.member.browser.post('/api/timer/discard'))).timer).toBeNull();
  });

  it('a stop without a moment stops by the server clock; a repeated stop (same key) is applied once', async () => {
    const o = await organisation();
    const startedAt = new Date(Date.now() - 30 * 60_000).toISOString();
    await ok(start(o.member.browser, o.design, startedAt));
    const key = crypto.randomUUID();
    const first = await ok(o.member.browser.post('/api/timer/stop', {}, { headers: { 'idempotency-key': key } }));
    const replay = await ok(o.member.browser.post('/api/timer/stop', {}, { headers: { 'idempotency-key': key } }));
    expect(replay).toEqual(first);
    const minutes = first.saved.reduce((sum: number, day: { minutes: number }) => sum + day.minutes, 0);
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect((await entriesOf(o.member.id)).reduce((sum, entry) => sum + entry.minutes, 0)).toBe(minutes);
  });
});
