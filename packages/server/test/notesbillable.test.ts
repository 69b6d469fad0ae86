import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Notes per entry and billable activities on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL),
// every answer checked against openapi.yaml: a note per entry (`/api/time/note`, in the week,
// on invoice lines added per day or per entry) and billable activities (the Activity contract,
// tracked time on invoices, the dashboard's billable time). The week of Monday 2 March 2026.

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';

async function organisation() {
  const { browser: admin, organizationId, user } = await signedInAdmin(server, 'Anna de Vries');
  const member = await signedInMember(server, organizationId);
  const created = async (answer: Promise<Answer>) => {
    const done = await answer;
    expect(done.status, done.text).toBe(201);
    return done.body;
  };
  const client = (await created(admin.post('/api/clients', { name: 'Bakkerij Jansen' }))).id as number;
  const contact = (await created(admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client }))).id as number;
  const project = (await created(admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client }))).id as number;
  const activity = async (name: string, fields: Record<string, unknown> = {}) => {
    const body = await created(admin.post('/api/activities', { name, project_id: project, ...fields }));
    for (const teammember of [member.id, user.id]) {
      expect((await admin.post(`/api/activities/${body.id}/attachuser`, { teammember_id: teammember, activity_id: body.id, rate: '60' })).status).toBe(200);
    }
    return body.id as number;
  };
  const invoice = async () => {
    counter += 1;
    return (await created(admin.post('/api/invoices', { invoicenumber: `N-${counter}`, client_id: client, contact_id: contact, invoicedate: '2026-03-31', period: 'March 2026' })))
      .id as number;
  };
  return { admin, adminId: user.id, member, project, activity, invoice };
}

const save = async (b: Browser, activityId: number, date: string, time: number) => {
  const saved = await b.post('/api/time/save', { time, activity_id: activityId, date });
  expect(saved.status, saved.text).toBe(200);
  return saved.body;
};
const note = (b: Browser, activityId: number, date: string, text: string | null, headers?: Record<string, string>) =>
  b.post('/api/time/note', { activity_id: activityId, date, note: text }, { headers });
const notesOf = (week: { time: { activitytimes: { activity_id: number; notes: (string | null)[] }[] } }, activityId: number) =>
  week.time.activitytimes.find((line) => line.activity_id === activityId)!.notes;
const storedNotes = (userId: number) =>
  server.db.selectFrom('time_entries').select(['date', 'minutes', 'note']).where('user_id', '=', userId).orderBy('date').orderBy('id').execute();

describe('the answer of a save', () => {
  // The save answers the week it read before writing with the save applied (time/rules.ts
  // savedWeek), not the week read again: each answer must be what reading the week then says.
  it('is the week as reading it afterwards answers: a new line, notes kept with their hours and gone with them, invoiced days', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    const development = await o.activity('Development');
    const support = await o.activity('Support');
    await save(o.member.browser, design, MON, 60);
    await save(o.member.browser, design, TUE, 45);
    expect((await note(o.member.browser, design, TUE, 'Kick-off')).status).toBe(200);
    await save(o.member.browser, development, WED, 30);
    expect((await note(o.member.browser, development, WED, 'Review')).status).toBe(200);
    const invoice = await o.invoice();
    const added = await o.admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys: [`a${design}-r6000`], vat: '21' });
    expect(added.status, added.text).toBe(201);

    const steps: [number, string, number][] = [
      [development, WED, 45],
      [design, WED, 30],
      [support, MON, 15],
      [development, WED, 0],
      [support, MON, 0],
      [development, TUE, 20],
      [development, TUE, 20],
    ];
    for (const [activity, date, minutes] of steps) {
      const answer = await save(o.member.browser, activity, date, minutes);
      expect(answer, `${activity} ${date} ${minutes}`).toEqual((await o.member.browser.post('/api/time', { date: MON })).body);
    }
    const week = (await o.member.browser.post('/api/time', { date: MON })).body;
    // The invoiced hours (and their note) are kept beside the open cells, which hold the later hours.
    expect(notesOf(week, design)).toEqual([null, null, null, null, null, null, null]);
    expect(notesOf(week, development)).toEqual([null, null, null, null, null, null, null]);
    expect(week.time.activitytimes.map((line: { activity_id: number; times: number[]; invoiced_times: number[] }) => [line.activity_id, line.times, line.invoiced_times])).toEqual([
      [design, [0, 0, 30, 0, 0, 0, 0], [60, 45, 0, 0, 0, 0, 0]],
      [development, [0, 20, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]],
      [support, [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]],
    ]);
    expect(await server.db.selectFrom('time_entries').select('note').where('activity_id', '=', design).where('date', '=', TUE).execute()).toEqual([{ note: 'Kick-off' }]);
    expect(week.time.activitytimes[0].meta.map((day: { invoicenumber: string | null }) => day.invoicenumber)).toEqual([`N-${counter}`, `N-${counter}`, null, null, null, null, null]);
  });
});

describe('a note per entry', () => {
  it('is set on a cell with hours, trimmed, shown in the week, and removed when blank or null', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, TUE, 90);

    const set = await note(o.member.browser, design, TUE, '  Wireframes for the shop  ');
    expect(set.status, set.text).toBe(200);
    expect(notesOf(set.body, design)).toEqual([null, 'Wireframes for the shop', null, null, null, null, null]);
    expect(notesOf((await o.member.browser.post('/api/time', { date: WED })).body, design)[1]).toBe('Wireframes for the shop');

    // Changing the hours keeps the note; the note is the member's own.
    expect(notesOf(await save(o.member.browser, design, TUE, 120), design)[1]).toBe('Wireframes for the shop');
    expect(await storedNotes(o.adminId)).toEqual([]);

    expect(notesOf((await note(o.member.browser, design, TUE, '   ')).body, design)[1]).toBeNull();
    await note(o.member.browser, design, TUE, 'Again');
    expect(notesOf((await note(o.member.browser, design, TUE, null)).body, design)[1]).toBeNull();
    expect(await storedNotes(o.member.id)).toEqual([{ date: TUE, minutes: 120, note: null }]);
  });

  it('needs hours on the cell (422 under note, en and nl); saving 0 hours removes it with them', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, TUE, 60);
    const refused = await note(o.member.browser, design, MON, 'Nothing booked');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'A note needs hours on the day. Enter the hours first.',
      errors: { note: ['A note needs hours on the day. Enter the hours first.'] },
    });
    expect((await o.member.browser.post('/api/user/updateprofile', { name: 'Mark Member', email: o.member.email, locale: 'nl' })).status).toBe(200);
    expect((await note(o.member.browser, design, MON, 'Niets geboekt')).body.errors).toEqual({ note: ['Een notitie hoort bij uren op die dag. Vul eerst de uren in.'] });
    // Removing a note from an empty cell is nothing to refuse.
    expect((await note(o.member.browser, design, MON, null)).status).toBe(200);

    await note(o.member.browser, design, TUE, 'Kick-off');
    const cleared = await save(o.member.browser, design, TUE, 0);
    expect(notesOf(cleared, design)).toEqual([null, null, null, null, null, null, null]);
    await save(o.member.browser, design, TUE, 30);
    expect(await storedNotes(o.member.id)).toEqual([{ date: TUE, minutes: 30, note: null }]);
  });

  it('holds at most 1000 characters', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, TUE, 60);
    expect((await note(o.member.browser, design, TUE, 'x'.repeat(1000))).status).toBe(200);
    const tooLong = await note(o.member.browser, design, TUE, 'y'.repeat(1001));
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['note']);
    expect((await storedNotes(o.member.id))[0].note).toBe('x'.repeat(1000));
  });

  it("follows the read-only rules of the hours: an inactive activity keeps its note, and an invoiced entry's note never changes", async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, TUE, 60);
    await note(o.member.browser, design, TUE, 'Before');

    expect((await o.admin.post('/api/activities/toggle/active', { id: design })).status).toBe(200);
    expect((await note(o.member.browser, design, TUE, 'During')).body.errors).toEqual({ date: ['This activity is inactive.'] });
    expect((await o.admin.post('/api/activities/toggle/active', { id: design })).status).toBe(200);

    const invoice = await o.invoice();
    const added = await o.admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys: [`a${design}-r6000`], vat: '21' });
    expect(added.status, added.text).toBe(201);
    // The note belongs to the day's open entry; the invoiced one beside it keeps its own.
    const invoiced = await note(o.member.browser, design, TUE, 'After');
    expect(invoiced.status).toBe(422);
    expect(invoiced.body.errors).toEqual({ note: ['A note needs hours on the day. Enter the hours first.'] });
    expect((await note(o.member.browser, design, TUE, null)).status).toBe(200);
    expect(await storedNotes(o.member.id)).toEqual([{ date: TUE, minutes: 60, note: 'Before' }]);
    await save(o.member.browser, design, TUE, 15);
    expect((await note(o.member.browser, design, TUE, 'After')).status).toBe(200);
    expect(await storedNotes(o.member.id)).toEqual([
      { date: TUE, minutes: 60, note: 'Before' },
      { date: TUE, minutes: 15, note: 'After' },
    ]);
  });

  it('is refused on an activity the member is not on (422 under activity_id)', async () => {
    const o = await organisation();
    const mine = await o.activity('Design');
    await save(o.member.browser, mine, TUE, 60);
    const other = await organisation();
    const theirs = await other.activity('Design');
    expect((await note(o.member.browser, theirs, TUE, 'Not mine')).body.errors).toEqual({ activity_id: ['The selected activity is invalid.'] });
    expect(await storedNotes(other.member.id)).toEqual([]);
  });

  it('applies a retried note once', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, TUE, 60);
    const key = randomUUID();
    const first = await note(o.member.browser, design, TUE, 'First', { 'idempotency-key': key });
    await note(o.member.browser, design, TUE, 'Second', { 'idempotency-key': randomUUID() });
    const retry = await note(o.member.browser, design, TUE, 'First', { 'idempotency-key': key });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await storedNotes(o.member.id))[0].note).toBe('Second');
  });
});

describe('notes on invoice lines', () => {
  it('go into the service of lines added per day and per entry, never of lines spanning days', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, MON, 60);
    await note(o.member.browser, design, MON, 'Wireframes');
    await save(o.admin, design, MON, 30);
    await note(o.admin, design, MON, 'Review');
    await save(o.member.browser, design, TUE, 45);

    const perDay = await o.invoice();
    const listed = await o.admin.get(`/api/invoices/${perDay}/trackedtime?group=day`);
    expect(listed.status, listed.text).toBe(200);
    // The list shows the notes each line will carry.
    expect((listed.body.groups as { notes: string[] }[]).map((group) => group.notes)).toEqual([['Wireframes', 'Review'], []]);
    expect(((await o.admin.get(`/api/invoices/${perDay}/trackedtime`)).body.groups as { notes: string[] }[]).map((group) => group.notes)).toEqual([[]]);
    const keys = (listed.body.groups as { key: string }[]).map((group) => group.key);
    const added = await o.admin.post(`/api/invoices/${perDay}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'day', keys, vat: '21' });
    expect(added.status, added.text).toBe(201);
    expect((added.body.invoicelines as { service: string }[]).map((line) => line.service)).toEqual(['Website — Design: Wireframes; Review', 'Website — Design']);
  });

  it('per entry, name the member and the note', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, MON, 60);
    await note(o.member.browser, design, MON, 'Wireframes');
    const invoice = await o.invoice();
    const keys = ((await o.admin.get(`/api/invoices/${invoice}/trackedtime?group=entry`)).body.groups as { key: string }[]).map((group) => group.key);
    const added = await o.admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'entry', keys, vat: '21' });
    expect(added.status, added.text).toBe(201);
    expect((added.body.invoicelines as { service: string }[]).map((line) => line.service)).toEqual(['Website — Design (Mark Member): Wireframes']);
  });
});

describe('billable activities', () => {
  it('are billable unless created or changed not to be; a rename without the flag keeps it', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    const meetings = await o.activity('Meetings', { billable: false });
    const listed = (await o.admin.get(`/api/activities/project/${o.project}`)).body as { id: number; billable: boolean }[];
    expect(listed.map((a) => [a.id, a.billable])).toEqual([
      [design, true],
      [meetings, false],
    ]);
    expect((await o.admin.put(`/api/activities/${design}`, { name: 'Design', billable: false })).body.billable).toBe(false);
    expect((await o.admin.put(`/api/activities/${design}`, { name: 'Design work' })).body).toMatchObject({ name: 'Design work', billable: false });
    expect((await o.admin.put(`/api/activities/${meetings}`, { name: 'Meetings', billable: true })).body.billable).toBe(true);
    expect((await o.admin.put(`/api/activities/${meetings}`, { name: 'Meetings', billable: 'no' })).status).toBe(422);
  });

  it('offer only billable hours as tracked time; switching an activity moves its whole history', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    const meetings = await o.activity('Meetings', { billable: false });
    await save(o.member.browser, design, MON, 60);
    await save(o.member.browser, meetings, MON, 30);
    const invoice = await o.invoice();
    const offered = async () => ((await o.admin.get(`/api/invoices/${invoice}/trackedtime`)).body.groups as { activity_name: string; minutes: number }[]).map((g) => [g.activity_name, g.minutes]);
    expect(await offered()).toEqual([['Design', 60]]);
    const refused = await o.admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys: [`a${meetings}-r6000`], vat: '21' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['keys']);

    await o.admin.put(`/api/activities/${meetings}`, { name: 'Meetings', billable: true });
    await o.admin.put(`/api/activities/${design}`, { name: 'Design', billable: false });
    expect(await offered()).toEqual([['Meetings', 30]]);
  });

  it('split the dashboard into billable and non-billable time, per row and in the totals', async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    const meetings = await o.activity('Meetings', { billable: false });
    await save(o.member.browser, design, MON, 90);
    await save(o.member.browser, meetings, MON, 30);
    await save(o.admin, meetings, TUE, 15);
    const totals = async (scope: 'me' | 'team') => {
      const answer = await o.member.browser.post('/api/dashboard/activitytotals', { from: '2026-03-01', to: '2026-03-31', scope });
      expect(answer.status, answer.text).toBe(200);
      return answer.body as {
        projectTimes: { time: number; billable_time: number }[];
        activityTimes: { activity_name: string; time: number; billable_time: number }[];
        totals: { time: number; billable_time: number };
      };
    };
    const mine = await totals('me');
    expect(mine.activityTimes.map((row) => [row.activity_name, row.time, row.billable_time])).toEqual([
      ['Design', 90, 90],
      ['Meetings', 30, 0],
    ]);
    expect(mine.projectTimes.map((row) => [row.time, row.billable_time])).toEqual([[120, 90]]);
    expect(mine.totals).toMatchObject({ time: 120, billable_time: 90 });
    // A whole month comes from the monthly totals; a part of one from the entries: the same split.
    expect((await totals('team')).totals).toMatchObject({ time: 135, billable_time: 90 });
    const part = await o.member.browser.post('/api/dashboard/activitytotals', { from: MON, to: WED, scope: 'team' });
    expect(part.body.totals).toMatchObject({ time: 135, billable_time: 90 });
  });
});

describe('notes on the dashboard', () => {
  it("list the range's entries with a note, the caller's own (me) or everyone's (team), by day", async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    const meetings = await o.activity('Meetings', { billable: false });
    await save(o.member.browser, design, TUE, 90);
    await note(o.member.browser, design, TUE, 'Wireframes');
    await save(o.member.browser, meetings, MON, 30);
    await note(o.member.browser, meetings, MON, 'Stand-up');
    await save(o.member.browser, design, WED, 60);
    await save(o.admin, design, TUE, 45);
    await note(o.admin, design, TUE, 'Review');
    const notes = async (b: Browser, scope: 'me' | 'team', from = '2026-03-01', to = '2026-03-31') => {
      const answer = await b.post('/api/dashboard/notes', { from, to, scope });
      expect(answer.status, answer.text).toBe(200);
      return answer.body as { notes: { date: string; activity_name: string; user_name: string | null; time: number; billable: boolean; note: string }[]; truncated: boolean };
    };
    const mine = await notes(o.member.browser, 'me');
    expect(mine.truncated).toBe(false);
    expect(mine.notes).toEqual([
      { date: MON, project_name: 'Website', activity_name: 'Meetings', user_name: null, color: null, time: 30, billable: false, note: 'Stand-up' },
      { date: TUE, project_name: 'Website', activity_name: 'Design', user_name: null, color: null, time: 90, billable: true, note: 'Wireframes' },
    ]);
    // Colleagues' notes are for admins: the admin's team scope holds everyone's.
    const team = await notes(o.admin, 'team');
    expect(team.notes.map((n) => [n.date, n.user_name, n.note])).toEqual([
      [MON, 'Mark Member', 'Stand-up'],
      [TUE, 'Anna de Vries', 'Review'],
      [TUE, 'Mark Member', 'Wireframes'],
    ]);
    expect((await notes(o.member.browser, 'team', WED, WED)).notes).toEqual([]);
    const refused = await o.member.browser.post('/api/dashboard/notes', { from: WED, to: MON, scope: 'me' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['to']);
  });

  it("keep a member to their own notes in the team scope unless the organisation shares colleagues' notes", async () => {
    const o = await organisation();
    const design = await o.activity('Design');
    await save(o.member.browser, design, TUE, 90);
    await note(o.member.browser, design, TUE, 'Wireframes');
    await save(o.admin, design, TUE, 45);
    await note(o.admin, design, TUE, 'Salary talk with the client');
    const teamNotes = async (b: Browser) => {
      const answer = await b.post('/api/dashboard/notes', { from: '2026-03-01', to: '2026-03-31', scope: 'team' });
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.notes as { user_name: string | null; note: string }[]).map((n) => [n.user_name, n.note]);
    };
    expect((await o.admin.get('/api/organization/for/currentuser')).body.member_team_notes).toBe(false);
    expect(await teamNotes(o.member.browser)).toEqual([['Mark Member', 'Wireframes']]);
    // The team's hours stay visible to the member.
    const hours = await o.member.browser.post('/api/dashboard/activitytotals', { from: '2026-03-01', to: '2026-03-31', scope: 'team' });
    expect(hours.body.totals.time).toBe(135);
    const shared = await o.admin.post('/api/organization/save/update', { member_team_notes: true });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.member_team_notes).toBe(true);
    expect(await teamNotes(o.member.browser)).toEqual([
      ['Anna de Vries', 'Salary talk with the client'],
      ['Mark Member', 'Wireframes'],
    ]);
    // A member may not change the setting.
    expect((await o.member.browser.post('/api/organization/save/update', { member_team_notes: false })).status).toBe(403);
  });
});
