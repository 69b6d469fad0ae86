import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import type { Mailbox } from './support/mailbox.js';
import { startMailedServer } from './support/mailedServer.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import type { TestServer } from './support/server.js';

// Submit and approve weeks, and locked periods, on the real server: every
// answer is checked against openapi.yaml by the test browser. The week of Monday 2 March 2026 is
// the week under test (Monday is the default first day); 9 March is the week after.

let mailbox: Mailbox;
let server: TestServer;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ mailbox, server, close } = await startMailedServer({ appUrl: 'https://kwartier.test' }));
});
afterAll(() => close?.());
beforeEach(() => mailbox.refuse(false));

const MON = '2026-03-02';
const TUE = '2026-03-03';
const NEXT_MON = '2026-03-09';

interface Cell {
  readonly: boolean;
  reason: string | null;
}
interface Week {
  time: { activitytimes: { activity_id: number; times: number[]; meta: Cell[] }[]; total_time: number };
  approval?: { status: string; comment: string | null };
}

/** An organisation of its own: its admin, a member on one activity of a client's project, and an invoice for that client. */
async function organisation() {
  const { browser: admin, user, organizationId } = await signedInAdmin(server, 'Anna de Vries');
  const member = await signedInMember(server, organizationId);
  const created = async (call: Promise<{ status: number; text: string; body: { id: number } }>) => {
    const done = await call;
    expect(done.status, done.text).toBe(201);
    return done.body.id;
  };
  const client = await created(admin.post('/api/clients', { name: 'Bakkerij Jansen' }));
  const contact = await created(admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client }));
  const project = await created(admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client }));
  const activity = await created(admin.post('/api/activities', { name: 'Design', project_id: project }));
  for (const id of [member.id, user.id]) {
    expect((await admin.post(`/api/activities/${activity}/attachuser`, { teammember_id: id, activity_id: activity, rate: '80' })).status).toBe(200);
  }
  const save = (browser: Browser, date: string, time: number) => browser.post('/api/time/save', { time, activity_id: activity, date });
  const approvalOn = async (on: boolean) => {
    const saved = await admin.post('/api/organization/save/update', { time_approval: on });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.time_approval).toBe(on);
  };
  const invoice = async () => created(admin.post('/api/invoices', { invoicenumber: `A-${organizationId}`, client_id: client, contact_id: contact, invoicedate: '2026-03-31', period: 'March 2026' }));
  return { admin, adminId: user.id, organizationId, member, activity, save, approvalOn, invoice };
}

const submit = (browser: Browser, date = MON) => browser.post('/api/time/submit', { date });
const week = async (browser: Browser, date = MON): Promise<Week> => {
  const answer = await browser.post('/api/time', { date });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const reasons = (w: Week) => w.time.activitytimes[0].meta.map((cell) => cell.reason);
const listed = async (admin: Browser, query = '') => {
  const answer = await admin.get(`/api/approvals${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { id: number; user_id: number; week_start: string; status: string; total_time: number; comment: string | null; decided_by_name: string | null }[];
};

describe('approval of weeks', () => {
  it('is off at first: the week says nothing of it and cannot be submitted', async () => {
    const o = await organisation();
    expect((await o.admin.get('/api/organization/for/currentuser')).body.time_approval).toBe(false);
    expect((await week(o.member.browser)).approval).toBeUndefined();
    const refused = await submit(o.member.browser);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe('Approval of weeks is turned off for this organisation.');
    // Only an admin turns it on.
    expect((await o.member.browser.post('/api/organization/save/update', { time_approval: true })).status).toBe(403);
  });

  it('walks a week through submit, reject with a comment, resubmit and approve', async () => {
    const o = await organisation();
    await o.approvalOn(true);
    expect((await o.save(o.member.browser, MON, 120)).status).toBe(200);
    expect((await o.save(o.member.browser, TUE, 90)).status).toBe(200);
    expect((await week(o.member.browser)).approval).toEqual({ status: 'open', comment: null });

    const submitted = await submit(o.member.browser, TUE);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.approval).toEqual({ status: 'submitted', comment: null });
    expect(reasons(submitted.body)).toEqual(Array(7).fill('submitted'));
    // Read-only for the member until rejected: no save, no removing the line, no second submit.
    const save = await o.save(o.member.browser, MON, 60);
    expect(save.status).toBe(422);
    expect(save.body.errors.date).toEqual(['This week is submitted for approval and cannot change until it is rejected.']);
    expect((await o.member.browser.post('/api/time/deleteactivity', { activity_id: o.activity, date: MON })).status).toBe(422);
    expect((await submit(o.member.browser)).status).toBe(409);
    // The week after is the member's to change; the admin's own week is not held either.
    expect((await o.save(o.member.browser, NEXT_MON, 30)).status).toBe(200);
    expect((await o.save(o.admin, MON, 30)).status).toBe(200);

    const [row] = await listed(o.admin, '?status=submitted');
    expect(row).toMatchObject({ user_id: o.member.id, user_name: 'Mark Member', week_start: MON, week_end: '2026-03-08', status: 'submitted', total_time: 210, comment: null, decided_by_name: null, decided_at: null });
    expect(await listed(o.admin, '?status=approved')).toEqual([]);

    // A comment is required.
    const empty = await o.admin.post(`/api/approvals/${row.id}/reject`, { comment: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['comment']);
    const blank = await o.admin.post(`/api/approvals/${row.id}/reject`, { comment: '   ' });
    expect(blank.status).toBe(422);
    expect((await listed(o.admin))[0].status).toBe('submitted');

    // The member reads Dutch: the mail is in Dutch.
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', o.member.id).execute();
    const rejected = await o.admin.post(`/api/approvals/${row.id}/reject`, { comment: 'Dinsdag hoort bij het bakkerijproject.' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', comment: 'Dinsdag hoort bij het bakkerijproject.', decided_by_name: 'Anna de Vries' });
    const mail = await mailbox.waitFor(o.member.email);
    expect(mail.subject).toBe('Je week van maandag 2 maart is afgekeurd');
    expect(mail.text).toContain('Anna de Vries heeft je uren van de week van maandag 2 maart bij');
    expect(mail.text).toContain('Dinsdag hoort bij het bakkerijproject.');
    expect(mail.links).toContain(`https://kwartier.test/time?week=${MON}`);
    expect((await o.admin.post(`/api/approvals/${row.id}/approve`)).status).toBe(409);

    // Editable again, with the comment on the week.
    const back = await week(o.member.browser);
    expect(back.approval).toEqual({ status: 'rejected', comment: 'Dinsdag hoort bij het bakkerijproject.' });
    expect(reasons(back)).toEqual(Array(7).fill(null));
    expect((await o.save(o.member.browser, TUE, 0)).status).toBe(200);

    const again = await submit(o.member.browser);
    expect(again.status, again.text).toBe(200);
    expect(again.body.approval).toEqual({ status: 'submitted', comment: null });
    expect((await listed(o.admin, '?status=submitted'))[0]).toMatchObject({ id: row.id, total_time: 120, comment: null, decided_by_name: null });

    const approved = await o.admin.post(`/api/approvals/${row.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by_name: 'Anna de Vries' });
    expect(approved.body.decided_at).toEqual(expect.any(String));
    const final = await week(o.member.browser);
    expect(final.approval).toEqual({ status: 'approved', comment: null });
    expect(reasons(final)).toEqual(Array(7).fill('approved'));
    const late = await o.save(o.member.browser, MON, 60);
    expect(late.status).toBe(422);
    expect(late.body.errors.date).toEqual(['Deze week is goedgekeurd en kan niet meer veranderen.']);
    expect((await submit(o.member.browser)).status).toBe(409);
    expect((await o.admin.post(`/api/approvals/${row.id}/reject`, { comment: 'Too late' })).status).toBe(409);
    // Only one mail: the rejection.
    await server.mailer.idle();
    expect(mailbox.received.filter((m) => m.to === o.member.email)).toHaveLength(1);
  });

  it('lets a week without hours be submitted', async () => {
    const o = await organisation();
    await o.approvalOn(true);
    const submitted = await submit(o.member.browser, NEXT_MON);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.approval.status).toBe('submitted');
    expect((await listed(o.admin))[0]).toMatchObject({ week_start: NEXT_MON, total_time: 0 });
  });

  it('keeps the rejection when the mail server refuses the mail', async () => {
    const o = await organisation();
    await o.approvalOn(true);
    await submit(o.member.browser);
    const [row] = await listed(o.admin);
    mailbox.refuse(true);
    const rejected = await o.admin.post(`/api/approvals/${row.id}/reject`, { comment: 'Please split Tuesday.' });
    expect(rejected.status, rejected.text).toBe(200);
    await server.mailer.idle();
    expect(mailbox.received.filter((m) => m.to === o.member.email)).toEqual([]);
    expect((await week(o.member.browser)).approval).toEqual({ status: 'rejected', comment: 'Please split Tuesday.' });
  });

  it('frees submitted and approved weeks while approval is off again', async () => {
    const o = await organisation();
    await o.approvalOn(true);
    await o.save(o.member.browser, MON, 60);
    await submit(o.member.browser);
    await o.approvalOn(false);
    const w = await week(o.member.browser);
    expect(w.approval).toBeUndefined();
    expect(reasons(w)).toEqual(Array(7).fill(null));
    expect((await o.save(o.member.browser, MON, 90)).status).toBe(200);
  });

  it('offers only approved hours for invoicing while approval is on', async () => {
    const o = await organisation();
    await o.save(o.member.browser, MON, 60);
    await o.save(o.member.browser, NEXT_MON, 30);
    const invoice = await o.invoice();
    const offered = async () => {
      const answer = await o.admin.get(`/api/invoices/${invoice}/trackedtime?from=2026-03-01&to=2026-03-31&group=entry`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.groups as { period_start: string; minutes: number }[]).map((g) => [g.period_start, g.minutes]);
    };
    expect(await offered()).toEqual([
      [MON, 60],
      [NEXT_MON, 30],
    ]);
    await o.approvalOn(true);
    expect(await offered()).toEqual([]);
    await submit(o.member.browser);
    expect(await offered()).toEqual([]);
    const [row] = await listed(o.admin);
    expect((await o.admin.post(`/api/approvals/${row.id}/approve`)).status).toBe(200);
    expect(await offered()).toEqual([[MON, 60]]);
    // Adding the activity's hours bills the approved hours only.
    const added = await o.admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys: [`a${o.activity}-r8000`], vat: '21' });
    expect(added.status, added.text).toBe(201);
    const entries = await server.db.selectFrom('time_entries').select(['date', 'invoice_line_id']).where('user_id', '=', o.member.id).orderBy('date').execute();
    expect(entries.map((e) => [e.date, e.invoice_line_id !== null])).toEqual([
      [MON, true],
      [NEXT_MON, false],
    ]);
    expect(await offered()).toEqual([]);
  });

  it("shows the approver the week's hours per activity and day, with the notes", async () => {
    const o = await organisation();
    await o.approvalOn(true);
    await o.save(o.member.browser, MON, 120);
    await o.save(o.member.browser, TUE, 90);
    expect((await o.member.browser.post('/api/time/note', { activity_id: o.activity, date: TUE, note: 'Logo variants' })).status).toBe(200);
    await o.save(o.member.browser, NEXT_MON, 30);
    await submit(o.member.browser);
    const [row] = (await listed(o.admin)) as unknown as { lines: unknown; invoiced: boolean }[];
    expect(row.lines).toEqual([
      {
        project_name: 'Website',
        activity_name: 'Design',
        days: [
          { date: MON, minutes: 120, note: null },
          { date: TUE, minutes: 90, note: 'Logo variants' },
        ],
      },
    ]);
    expect(row.invoiced).toBe(false);
  });

  it('lets an admin undo an approval while none of the week is on an invoice', async () => {
    const o = await organisation();
    await o.approvalOn(true);
    await o.save(o.member.browser, MON, 60);
    await submit(o.member.browser);
    const [row] = await listed(o.admin);
    // Only an approved week.
    const early = await o.admin.post(`/api/approvals/${row.id}/undo`);
    expect(early.status, early.text).toBe(409);
    expect(early.body.message).toBe('Only an approved week can have its approval undone.');
    expect((await o.admin.post(`/api/approvals/${row.id}/approve`)).status).toBe(200);
    expect((await o.member.browser.post(`/api/approvals/${row.id}/undo`)).status).toBe(403);
    const undone = await o.admin.post(`/api/approvals/${row.id}/undo`);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ status: 'submitted', decided_by_name: null, decided_at: null });
    expect((await week(o.member.browser)).approval?.status).toBe('submitted');
    const audit = await o.admin.get('/api/audit');
    expect((audit.body.entries as { kind: string }[]).map((e) => e.kind)).toContain('time.approval_undone');
    // Approved again and billed: the approval stays.
    expect((await o.admin.post(`/api/approvals/${row.id}/approve`)).status).toBe(200);
    const invoice = await o.invoice();
    const added = await o.admin.post(`/api/invoices/${invoice}/trackedtime`, { from: '2026-03-01', to: '2026-03-31', group: 'activity', keys: [`a${o.activity}-r8000`], vat: '21' });
    expect(added.status, added.text).toBe(201);
    expect((await listed(o.admin, '?status=approved'))[0]).toMatchObject({ id: row.id, invoiced: true });
    const refused = await o.admin.post(`/api/approvals/${row.id}/undo`);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe('Hours of this week are on an invoice; its approval can no longer be undone.');
    expect((await listed(o.admin, '?status=approved'))[0].status).toBe('approved');
    // Another organisation's admin finds nothing.
    const other = await organisation();
    expect((await other.admin.post(`/api/approvals/${row.id}/undo`)).status).toBe(404);
  });

  it("offers an admin's own hours for invoicing without approval unless the organisation asks for it", async () => {
    const o = await organisation();
    await o.save(o.admin, MON, 45);
    await o.save(o.member.browser, MON, 60);
    await o.approvalOn(true);
    const invoice = await o.invoice();
    const offered = async () => {
      const answer = await o.admin.get(`/api/invoices/${invoice}/trackedtime?from=2026-03-01&to=2026-03-31&group=entry`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.groups as { minutes: number }[]).map((g) => g.minutes);
    };
    expect((await o.admin.get('/api/organization/for/currentuser')).body.approve_admin_weeks).toBe(false);
    expect(await offered()).toEqual([45]);
    const strict = await o.admin.post('/api/organization/save/update', { approve_admin_weeks: true });
    expect(strict.status, strict.text).toBe(200);
    expect(strict.body.approve_admin_weeks).toBe(true);
    expect(await offered()).toEqual([]);
  });

  it('keeps submissions to their organisation and lists them for admins only', async () => {
    const o = await organisation();
    const other = await organisation();
    await o.approvalOn(true);
    await submit(o.member.browser);
    const [row] = await listed(o.admin);
    expect(await listed(other.admin)).toEqual([]);
    expect((await other.admin.post(`/api/approvals/${row.id}/approve`)).status).toBe(404);
    expect((await other.admin.post(`/api/approvals/${row.id}/reject`, { comment: 'No' })).status).toBe(404);
    expect((await o.member.browser.get('/api/approvals')).status).toBe(403);
    expect((await o.member.browser.post(`/api/approvals/${row.id}/approve`)).status).toBe(403);
    expect((await listed(o.admin))[0].status).toBe('submitted');
  });
});

describe('locked periods', () => {
  it('makes every day in them read-only for everyone until unlocked', async () => {
    const o = await organisation();
    await o.save(o.member.browser, MON, 60);
    await o.save(o.admin, MON, 60);
    const locked = await o.admin.post('/api/locks', { start_date: '2026-02-01', end_date: TUE });
    expect(locked.status, locked.text).toBe(201);
    expect(locked.body).toMatchObject({ start_date: '2026-02-01', end_date: TUE, locked_by_name: 'Anna de Vries' });
    // Locks hold whatever the approval setting (off here).
    const w = await week(o.member.browser);
    expect(reasons(w)).toEqual(['locked', 'locked', null, null, null, null, null]);
    for (const browser of [o.member.browser, o.admin]) {
      const refused = await o.save(browser, MON, 30);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.date).toEqual(['This day lies in a locked period.']);
      expect((await browser.post('/api/time/deleteactivity', { activity_id: o.activity, date: MON })).status).toBe(422);
    }
    expect((await o.save(o.member.browser, '2026-03-04', 30)).status).toBe(200);
    // A lock wins over approval: the submitted week shows `locked` on its locked days.
    await o.approvalOn(true);
    expect(reasons((await submit(o.member.browser)).body)).toEqual(['locked', 'locked', 'submitted', 'submitted', 'submitted', 'submitted', 'submitted']);

    const locks = await o.admin.get('/api/locks');
    expect(locks.status).toBe(200);
    expect(locks.body).toEqual([locked.body]);
    expect((await o.admin.delete(`/api/locks/${locked.body.id}`)).status).toBe(204);
    expect((await o.admin.delete(`/api/locks/${locked.body.id}`)).status).toBe(404);
    expect((await o.admin.get('/api/locks')).body).toEqual([]);
    expect((await o.save(o.admin, MON, 30)).status).toBe(200);
  });

  it("holds a cell's note and a timer's stop as it holds the hours", async () => {
    const o = await organisation();
    await o.save(o.member.browser, MON, 60);
    // A timer started on Monday before the period was locked.
    const started = await o.member.browser.post('/api/timer/start', { activity_id: o.activity, time_zone: 'Europe/Amsterdam', at: `${MON}T09:00:00Z` });
    expect(started.status, started.text).toBe(200);
    expect((await o.admin.post('/api/locks', { start_date: MON, end_date: MON })).status).toBe(201);
    const note = await o.member.browser.post('/api/time/note', { activity_id: o.activity, date: MON, note: 'After the close' });
    expect(note.status).toBe(422);
    expect(note.body.errors.date).toEqual(['This day lies in a locked period.']);
    expect((await server.db.selectFrom('time_entries').select('note').where('user_id', '=', o.member.id).where('date', '=', MON).executeTakeFirstOrThrow()).note).toBeNull();

    // Its stop on the locked Monday is refused whole, and the timer kept stopped with its time.
    const stopped = await o.member.browser.post('/api/timer/stop', { at: `${MON}T10:00:00Z` });
    expect(stopped.status).toBe(422);
    expect(stopped.body.errors.timer[0]).toContain('This day lies in a locked period.');
    expect((await o.member.browser.get('/api/timer')).body.timer).toMatchObject({ stopped_at: `${MON}T10:00:00.000Z` });
    expect((await server.db.selectFrom('time_entries').select('minutes').where('user_id', '=', o.member.id).where('date', '=', MON).executeTakeFirstOrThrow()).minutes).toBe(60);

    // The member's submitted week holds a timer's day too, while approval is on: a timer started
    // before the week was submitted cannot stop into it.
    expect((await o.member.browser.post('/api/timer/discard')).status).toBe(200);
    await o.approvalOn(true);
    await o.save(o.member.browser, NEXT_MON, 30);
    expect((await o.member.browser.post('/api/timer/start', { activity_id: o.activity, time_zone: 'Europe/Amsterdam', at: `${NEXT_MON}T09:00:00Z` })).status).toBe(200);
    expect((await submit(o.member.browser, NEXT_MON)).status).toBe(200);
    const held = await o.member.browser.post('/api/timer/stop', { at: `${NEXT_MON}T09:30:00Z` });
    expect(held.status).toBe(422);
    expect(held.body.errors.timer[0]).toContain('submitted');
  });

  it('refuses an end before the start and a period longer than a year', async () => {
    const o = await organisation();
    const backwards = await o.admin.post('/api/locks', { start_date: '2026-10-31', end_date: '2026-10-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ end_date: ['The end date must be on or after the start date.'] });
    const long = await o.admin.post('/api/locks', { start_date: '2026-01-01', end_date: '2027-01-02' });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ end_date: ['A locked period spans at most 366 days.'] });
    expect((await o.admin.post('/api/locks', { start_date: '2026-10-01', end_date: '2026-10-01' })).status).toBe(201);
    expect((await o.admin.get('/api/locks')).body).toHaveLength(1);
  });

  it('keeps locks to their organisation and to admins', async () => {
    const o = await organisation();
    const other = await organisation();
    const locked = await o.admin.post('/api/locks', { start_date: MON, end_date: MON });
    expect((await other.admin.delete(`/api/locks/${locked.body.id}`)).status).toBe(404);
    expect((await other.admin.get('/api/locks')).body).toEqual([]);
    await other.save(other.admin, MON, 60);
    expect(reasons(await week(other.admin))).toEqual(Array(7).fill(null));
    expect((await o.member.browser.post('/api/locks', { start_date: MON, end_date: MON })).status).toBe(403);
    expect((await o.member.browser.get('/api/locks')).status).toBe(403);
    expect((await o.member.browser.delete(`/api/locks/${locked.body.id}`)).status).toBe(403);
    expect((await o.admin.get('/api/locks')).body).toHaveLength(1);
  });
});

describe('lines of a held week', () => {
  const SUN = '2026-03-08';
  const addLine = (browser: Browser, activity: number, date = MON) => browser.post('/api/time/addactivity', { activity_id: activity, date });
  const removeLine = (browser: Browser, activity: number, date = MON) => browser.post('/api/time/deleteactivity', { activity_id: activity, date });
  const lines = async (userId: number, weekStart = MON) =>
    (await server.db.selectFrom('time_lines').select('activity_id').where('user_id', '=', userId).where('week_start', '=', weekStart).execute()).map((row) => row.activity_id);

  it('neither takes nor gives up a line while the week is submitted or approved', async () => {
    const o = await organisation();
    await o.approvalOn(true);
    // A line without hours, added while the week is open.
    expect((await addLine(o.member.browser, o.activity)).status).toBe(200);
    expect((await submit(o.member.browser)).status).toBe(200);
    const removed = await removeLine(o.member.browser, o.activity);
    expect(removed.status).toBe(422);
    expect(removed.body.errors).toEqual({ date: ['This week is submitted for approval and cannot change until it is rejected.'] });
    expect(await lines(o.member.id)).toEqual([o.activity]);

    // An empty week, submitted: no line goes in.
    expect((await submit(o.member.browser, NEXT_MON)).status).toBe(200);
    const added = await addLine(o.member.browser, o.activity, NEXT_MON);
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({ date: ['This week is submitted for approval and cannot change until it is rejected.'] });
    expect(await lines(o.member.id, NEXT_MON)).toEqual([]);
    const copied = await o.member.browser.post('/api/time/copy', { date: NEXT_MON });
    expect(copied.status).toBe(422);
    expect(await lines(o.member.id, NEXT_MON)).toEqual([]);

    // Approved: the same, in Dutch for a Dutch member.
    const row = (await listed(o.admin, '?status=submitted')).find((submission) => submission.week_start === MON);
    expect((await o.admin.post(`/api/approvals/${row?.id}/approve`)).status).toBe(200);
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', o.member.id).execute();
    const approved = await removeLine(o.member.browser, o.activity);
    expect(approved.status).toBe(422);
    expect(approved.body.errors).toEqual({ date: ['Deze week is goedgekeurd en kan niet meer veranderen.'] });
    expect(await lines(o.member.id)).toEqual([o.activity]);
  });

  it('neither takes nor gives up a line while every day of the week is locked', async () => {
    const o = await organisation();
    expect((await addLine(o.admin, o.activity)).status).toBe(200);
    expect((await o.admin.post('/api/locks', { start_date: MON, end_date: SUN })).status).toBe(201);
    for (const browser of [o.member.browser, o.admin]) {
      const added = await addLine(browser, o.activity);
      expect(added.status).toBe(422);
      expect(added.body.errors).toEqual({ date: ['This day lies in a locked period.'] });
    }
    expect(await lines(o.member.id)).toEqual([]);
    const removed = await removeLine(o.admin, o.activity);
    expect(removed.status).toBe(422);
    expect(removed.body.errors).toEqual({ date: ['This day lies in a locked period.'] });
    expect(await lines(o.adminId)).toEqual([o.activity]);
  });

  it('still takes and gives up lines in a week locked on some days only', async () => {
    const o = await organisation();
    expect((await o.admin.post('/api/locks', { start_date: MON, end_date: TUE })).status).toBe(201);
    expect((await addLine(o.member.browser, o.activity)).status).toBe(200);
    expect(await lines(o.member.id)).toEqual([o.activity]);
    expect((await removeLine(o.member.browser, o.activity)).status).toBe(200);
    expect(await lines(o.member.id)).toEqual([]);
  });
});
