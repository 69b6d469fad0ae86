import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { addMember, signedInAdmin } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Importing time from the CSV exports of Toggl Track, Clockify and Harvest:
// upload and preview, start with a mapping, continue in batches; every answer is checked
// against the contract by the test browser.

let server: TestServer;
let admin: Browser;
let organizationId: number;
let anna: number;
let client: { id: number };
let project: { id: number };
let design: { id: number };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/import/${name}`, import.meta.url), 'utf8');

function form(csv: string, name = 'export.csv') {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return body;
}

async function upload(csv: string, browser = admin, name?: string) {
  const answer = await browser.postForm('/api/imports', form(csv, name));
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const noChoices = { clients: [], projects: [], tasks: [], users: [] };

/** Start with these choices, then continue until done: the final progress. */
async function runImport(id: number, choices: Record<string, unknown> = noChoices, browser = admin) {
  const started = await browser.post(`/api/imports/${id}/start`, { ...noChoices, ...choices });
  expect(started.status, started.text).toBe(200);
  let progress = started.body;
  for (let calls = 0; progress.status !== 'done'; calls++) {
    expect(calls).toBeLessThan(100);
    const next = await browser.post(`/api/imports/${id}/continue`);
    expect(next.status, next.text).toBe(200);
    progress = next.body;
  }
  return progress;
}

function entries() {
  return server.db
    .selectFrom('time_entries')
    .innerJoin('activities', 'activities.id', 'time_entries.activity_id')
    .innerJoin('projects', 'projects.id', 'activities.project_id')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select(['clients.name as client', 'projects.name as project', 'activities.name as activity', 'activities.billable', 'time_entries.user_id', 'time_entries.date', 'time_entries.minutes', 'time_entries.note'])
    .where('time_entries.organization_id', '=', organizationId)
    .orderBy('time_entries.date')
    .orderBy('activities.name')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  let adminId: number;
  ({ browser: admin, organizationId, user: { id: adminId } } = await signedInAdmin(server));
  await server.db.updateTable('users').set({ name: 'Office Admin' }).where('id', '=', adminId).execute();
  ({ id: anna } = await addMember(server.db, organizationId, 'anna.devries@example.test'));
  await server.db.updateTable('users').set({ name: 'Anna de Vries' }).where('id', '=', anna).execute();
  client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body;
  project = (await admin.post('/api/projects', { name: 'New website', projectnumber: 'P-7', client_id: client.id })).body;
  design = (await admin.post('/api/activities', { name: 'Design', project_id: project.id })).body;
});
afterAll(async () => {
  await server?.close();
});

describe('importing a Toggl Track detailed report', () => {
  let id: number;

  it('previews the file: format, rows, sources with the proposed mapping, unreadable rows', async () => {
    const preview = await upload(fixture('toggl-detailed.csv'), admin, 'Toggl_time_entries.csv');
    id = preview.id;
    expect(preview).toMatchObject({
      format: 'toggl',
      filename: 'Toggl_time_entries.csv',
      rows: 6,
      firstdate: '2026-03-02',
      lastdate: '2026-03-04',
      invalidcount: 1,
      invalid: [{ row: 7, reason: 'unreadable_date', message: 'The date of the row cannot be read: “yesterday”.' }],
      progress: { status: 'preview', total: 0, done: 0 },
    });
    expect(preview.clients).toEqual([
      { key: 'c1', name: 'Bakkerij Jansen', clientless: false, rows: 4, client_id: client.id },
      { key: 'c2', name: 'Garage Leroy', clientless: false, rows: 1, client_id: null },
    ]);
    // The rows read, in the file's order (the unreadable one is listed apart); a missing task named as the mapping names it.
    expect(preview.previewrows).toEqual([
      { row: 2, date: '2026-03-02', user_name: 'Anna de Vries', client: 'Bakkerij Jansen', project: 'New website', task: 'Design', minutes: 90, billable: true, invoiced: false },
      { row: 3, date: '2026-03-02', user_name: 'Anna de Vries', client: 'Bakkerij Jansen', project: 'New website', task: 'Design', minutes: 45, billable: true, invoiced: false },
      { row: 4, date: '2026-03-03', user_name: 'Anna de Vries', client: 'Bakkerij Jansen', project: 'New website', task: 'General', minutes: 60, billable: false, invoiced: false },
      { row: 5, date: '2026-03-03', user_name: 'Piet Bakker', client: 'Bakkerij Jansen', project: 'New website', task: 'Design', minutes: 120, billable: true, invoiced: false },
      { row: 6, date: '2026-03-04', user_name: 'Anna de Vries', client: 'Garage Leroy', project: 'Brochure', task: 'Layout', minutes: 30, billable: false, invoiced: false },
    ]);
    expect(preview.projects).toEqual([
      { key: 'p1', client_key: 'c1', name: 'New website', rows: 4, minutes: 315, firstdate: '2026-03-02', lastdate: '2026-03-03', project_id: project.id },
      { key: 'p2', client_key: 'c2', name: 'Brochure', rows: 1, minutes: 30, firstdate: '2026-03-04', lastdate: '2026-03-04', project_id: null },
    ]);
    expect(preview.tasks).toEqual([
      { key: 't1', project_key: 'p1', name: 'Design', rows: 3, billable: true, activity_id: design.id },
      { key: 't2', project_key: 'p1', name: 'General', rows: 1, billable: false, activity_id: null },
      { key: 't3', project_key: 'p2', name: 'Layout', rows: 1, billable: false, activity_id: null },
    ]);
    expect(preview.users).toEqual([
      { key: 'u1', name: 'Anna de Vries', email: 'anna.devries@example.test', rows: 4, user_id: anna },
      { key: 'u2', name: 'Piet Bakker', email: 'piet.bakker@example.test', rows: 1, user_id: null },
    ]);
    // The preview changes nothing.
    expect(await entries()).toEqual([]);
    expect((await admin.get(`/api/imports/${id}`)).body).toEqual(preview);
  });

  it('imports with the proposed mapping: rows of one cell add up, notes joined, missing records created, an unknown member skipped', async () => {
    // The organisation speaks Dutch: a client the import creates invoices in Dutch, as one created by hand.
    await server.db.updateTable('organizations').set({ locale: 'nl' }).where('id', '=', organizationId).execute();
    const progress = await runImport(id).finally(() => server.db.updateTable('organizations').set({ locale: 'en' }).where('id', '=', organizationId).execute());
    expect(progress).toEqual({
      id,
      status: 'done',
      total: 5,
      done: 5,
      imported: 4,
      alreadyimported: 0,
      skippedcount: 1,
      skipped: [{ row: 5, reason: 'unknown_member', message: '“Piet Bakker” is not mapped to a member of the organisation.' }],
    });
    expect(await entries()).toEqual([
      { client: 'Bakkerij Jansen', project: 'New website', activity: 'Design', billable: 1, user_id: anna, date: '2026-03-02', minutes: 135, note: 'Homepage sketches\nLogo variants, second round' },
      { client: 'Bakkerij Jansen', project: 'New website', activity: 'General', billable: 0, user_id: anna, date: '2026-03-03', minutes: 60, note: 'Kick-off call' },
      { client: 'Garage Leroy', project: 'Brochure', activity: 'Layout', billable: 0, user_id: anna, date: '2026-03-04', minutes: 30, note: 'Cover' },
    ]);
    // Anna is put on the activities her rows went to; the dashboard's totals follow.
    const links = await server.db.selectFrom('activity_user').select('activity_id').where('user_id', '=', anna).execute();
    expect(links).toHaveLength(3);
    const day = await server.db.selectFrom('time_days').select('minutes').where('user_id', '=', anna).where('date', '=', '2026-03-02').executeTakeFirst();
    expect(day?.minutes).toBe(135);
    // The created project got the next number of the series.
    const brochure = await server.db.selectFrom('projects').select('projectnumber').where('name', '=', 'Brochure').executeTakeFirstOrThrow();
    expect(brochure.projectnumber).toBe('P-8');
    const leroy = await server.db.selectFrom('clients').select('invoice_language').where('organization_id', '=', organizationId).where('name', '=', 'Garage Leroy').executeTakeFirstOrThrow();
    expect(leroy.invoice_language).toBe('nl');
  });

  it('creates nothing twice when the same file is imported again', async () => {
    const before = await entries();
    const again = await upload(fixture('toggl-detailed.csv'));
    // Now everything but Piet maps to what the first import created.
    expect(again.tasks.map((t: { activity_id: number | null }) => t.activity_id).every((a: number | null) => a !== null)).toBe(true);
    const progress = await runImport(again.id);
    expect(progress).toMatchObject({ total: 5, done: 5, imported: 0, alreadyimported: 4, skippedcount: 1 });
    expect(await entries()).toEqual(before);
    const counts = await server.db.selectFrom('clients').select(({ fn }) => fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe(2);
  });

  it('answers the final progress for a call after the last batch, and 409 for a second start', async () => {
    const late = await admin.post(`/api/imports/${id}/continue`);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ status: 'done', imported: 4 });
    const twice = await admin.post(`/api/imports/${id}/start`, noChoices);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This import has been started already.');
  });
});

describe('importing a Clockify detailed report', () => {
  it('reads US dates and h:mm:ss durations (seconds rounded), sends rows without client to the client chosen for them, keeps the source rate', async () => {
    const preview = await upload(fixture('clockify-detailed.csv'));
    expect(preview).toMatchObject({ format: 'clockify', rows: 3, firstdate: '2026-03-16', lastdate: '2026-03-17', invalidcount: 0 });
    expect(preview.clients).toEqual([
      { key: 'c1', name: 'Bakkerij Jansen', clientless: false, rows: 2, client_id: client.id },
      { key: 'c2', name: 'No client', clientless: true, rows: 1, client_id: null },
    ]);
    // Map "Design" of the file to a new activity instead of the existing one.
    const wireframes = preview.tasks.find((t: { name: string }) => t.name === 'Design');
    // The rows without a client never make a client "No client": a client must be chosen for their new project.
    const refused = await admin.post(`/api/imports/${preview.id}/start`, { ...noChoices, tasks: [{ key: wireframes.key, activity_id: null }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.clients).toEqual(['Choose a client for the projects without one: a project is never created without a client.']);
    expect(await server.db.selectFrom('projects').select('id').where('name', '=', 'Internal').execute()).toEqual([]);
    const progress = await runImport(preview.id, { clients: [{ key: 'c2', client_id: client.id }], tasks: [{ key: wireframes.key, activity_id: null }] });
    expect(progress).toMatchObject({ total: 3, imported: 3, skippedcount: 0 });
    const rows = (await entries()).filter((e) => e.date >= '2026-03-16');
    expect(rows).toEqual([
      { client: 'Bakkerij Jansen', project: 'New website', activity: 'Design', billable: 1, user_id: anna, date: '2026-03-16', minutes: 165, note: 'Wireframes\nReview with client' },
      { client: 'Bakkerij Jansen', project: 'Internal', activity: 'General', billable: 0, user_id: anna, date: '2026-03-17', minutes: 30, note: 'Bookkeeping' },
    ]);
    const names = await server.db.selectFrom('clients').select('name').where('organization_id', '=', organizationId).execute();
    expect(names.map((n) => n.name)).not.toContain('No client');
    // A second "Design" activity in the project, with Anna on it at the export's rate.
    const created = await server.db.selectFrom('activities').select('id').where('project_id', '=', project.id).where('name', '=', 'Design').where('id', '!=', design.id).executeTakeFirstOrThrow();
    const link = await server.db.selectFrom('activity_user').select('rate_cents').where('activity_id', '=', created.id).where('user_id', '=', anna).executeTakeFirstOrThrow();
    expect(link.rate_cents).toBe(8500);
  });
});

describe('importing a Harvest time report', () => {
  it('maps people by name, adds rows of one cell, skips an unknown person', async () => {
    const preview = await upload(fixture('harvest-time.csv'));
    expect(preview).toMatchObject({ format: 'harvest', rows: 4, firstdate: '2026-04-06', lastdate: '2026-04-07' });
    expect(preview.users).toEqual([
      { key: 'u1', name: 'Anna de Vries', email: null, rows: 3, user_id: anna },
      { key: 'u2', name: 'Kees Smit', email: null, rows: 1, user_id: null },
    ]);
    // Garage Leroy, Brochure and Layout were created by the Toggl import: proposed now.
    expect(preview.projects[0].project_id).not.toBeNull();
    expect(preview.tasks.map((t: { name: string; billable: boolean }) => [t.name, t.billable])).toEqual([
      ['Layout', true],
      ['Project Management', false],
    ]);
    const progress = await runImport(preview.id);
    expect(progress).toMatchObject({ total: 4, imported: 3, skippedcount: 1, skipped: [{ row: 5, reason: 'unknown_member' }] });
    const rows = (await entries()).filter((e) => e.date >= '2026-04-01');
    // Layout was created not billable by the Toggl file; Harvest's billable Layout rows go to a billable activity of their own.
    expect(rows).toEqual([
      { client: 'Garage Leroy', project: 'Brochure', activity: 'Layout (billable)', billable: 1, user_id: anna, date: '2026-04-06', minutes: 285, note: 'Inside pages' },
      { client: 'Garage Leroy', project: 'Brochure', activity: 'Project Management', billable: 0, user_id: anna, date: '2026-04-07', minutes: 30, note: 'Call with printer' },
    ]);
  });
});

const TOGGL_HEADER = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
const togglRow = (task: string, description: string, date: string, duration: string, email = 'anna.devries@example.test', name = 'Anna de Vries') =>
  `${name},${email},Bakkerij Jansen,New website,${task},${description},Yes,${date},09:00:00,${date},10:00:00,${duration},`;

describe('choosing what to import', () => {
  it('maps sources to existing records, leaves out a project and a date range', async () => {
    const other = (await admin.post('/api/projects', { name: 'Shop', projectnumber: 'S-1', client_id: client.id })).body;
    const csv = [
      'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags',
      'Anna de Vries,anna.devries@example.test,Acme,Webshop,Build,Early,Yes,2026-05-01,09:00:00,2026-05-01,10:00:00,01:00:00,',
      'Anna de Vries,anna.devries@example.test,Acme,Webshop,Build,In range,Yes,2026-05-04,09:00:00,2026-05-04,10:00:00,0.75,',
      'Anna de Vries,anna.devries@example.test,Acme,Webshop,Build,Late,Yes,2026-05-20,09:00:00,2026-05-20,10:00:00,01:00:00,',
      'Anna de Vries,anna.devries@example.test,Acme,Holiday,,Off,No,2026-05-04,09:00:00,2026-05-04,10:00:00,08:00:00,',
    ].join('\n');
    const preview = await upload(csv);
    const progress = await runImport(preview.id, {
      clients: [{ key: 'c1', client_id: client.id }],
      projects: [
        { key: 'p1', project_id: other.id, include: true },
        { key: 'p2', project_id: null, include: false },
      ],
      from: '2026-05-02',
      to: '2026-05-10',
    });
    expect(progress).toMatchObject({ total: 1, imported: 1 });
    const rows = (await entries()).filter((e) => e.date.startsWith('2026-05'));
    expect(rows).toEqual([{ client: 'Bakkerij Jansen', project: 'Shop', activity: 'Build', billable: 1, user_id: anna, date: '2026-05-04', minutes: 45, note: 'In range' }]);
    // Nothing was created for what was left out.
    const names = await server.db.selectFrom('clients').select('name').where('organization_id', '=', organizationId).execute();
    expect(names.map((n) => n.name)).not.toContain('Acme');
    const holiday = await server.db.selectFrom('projects').select('id').where('name', '=', 'Holiday').execute();
    expect(holiday).toEqual([]);
  });

  it('skips rows of a read-only day or a day past 24:00, whole, with their reasons', async () => {
    const closed = (await admin.post('/api/projects', { name: 'Closed', projectnumber: 'C-1', client_id: client.id })).body;
    await server.db.updateTable('projects').set({ enddate: '2026-06-01' }).where('id', '=', closed.id).execute();
    const closedTask = (await admin.post('/api/activities', { name: 'Support', project_id: closed.id })).body;
    // 23:00 already on 2026-06-10.
    await server.db.updateTable('activity_user').set({ rate_cents: 5000 }).where('activity_id', '=', design.id).where('user_id', '=', anna).execute();
    const now = new Date().toISOString();
    await server.db.insertInto('time_entries').values({ organization_id: organizationId, user_id: anna, activity_id: design.id, date: '2026-06-10', minutes: 1380, rate_cents: 5000, created_at: now, updated_at: now }).execute();
    const csv = [
      TOGGL_HEADER,
      togglRow('Design', 'Fits', '2026-06-10', '00:45:00'),
      togglRow('Design', 'Too much', '2026-06-10', '00:30:00'),
      togglRow('Design', 'Less than a minute', '2026-06-11', '00:00:20'),
      'Anna de Vries,anna.devries@example.test,Bakkerij Jansen,Closed,Support,After the end,Yes,2026-06-15,09:00:00,2026-06-15,10:00:00,01:00:00,',
    ].join('\n');
    const preview = await upload(csv);
    const progress = await runImport(preview.id, { tasks: preview.tasks.map((t: { key: string; name: string }) => ({ key: t.key, activity_id: t.name === 'Support' ? closedTask.id : design.id })) });
    expect(progress).toMatchObject({ total: 4, imported: 1, skippedcount: 3 });
    expect(progress.skipped).toEqual([
      { row: 3, reason: 'day_full', message: 'A day holds at most 24:00 hours; with this row the member’s day would hold more.' },
      { row: 4, reason: 'no_time', message: 'The row holds less than half a minute (every row is rounded to the nearest minute).' },
      { row: 5, reason: 'after_project_end', message: 'This day lies after the end date of the project.' },
    ]);
    const day = await server.db.selectFrom('time_entries').select(['minutes', 'note', 'rate_cents']).where('user_id', '=', anna).where('date', '=', '2026-06-10').executeTakeFirstOrThrow();
    expect(day).toEqual({ minutes: 1425, note: 'Fits', rate_cents: 5000 });
    expect(await server.db.selectFrom('time_entries').select('id').where('activity_id', '=', closedTask.id).execute()).toEqual([]);
  });

  it('skips rows of a locked period or of a week submitted for approval', async () => {
    const lock = await admin.post('/api/locks', { start_date: '2026-07-06', end_date: '2026-07-06' });
    expect(lock.status, lock.text).toBe(201);
    expect((await admin.post('/api/organization/save/update', { time_approval: true })).status).toBe(200);
    const now = new Date().toISOString();
    // Anna's week of Monday 13 July, submitted.
    await server.db
      .insertInto('week_submissions')
      .values({ organization_id: organizationId, user_id: anna, week_start: '2026-07-13', week_end: '2026-07-19', status: 'submitted', comment: null, submitted_at: now, decided_by: null, decided_at: null })
      .execute();
    try {
      const csv = [TOGGL_HEADER, togglRow('Design', 'Locked', '2026-07-06', '01:00:00'), togglRow('Design', 'Submitted', '2026-07-14', '01:00:00'), togglRow('Design', 'Open', '2026-07-21', '01:00:00')].join('\n');
      const preview = await upload(csv);
      const progress = await runImport(preview.id, { tasks: preview.tasks.map((t: { key: string }) => ({ key: t.key, activity_id: design.id })) });
      expect(progress).toMatchObject({ total: 3, imported: 1, skippedcount: 2 });
      expect(progress.skipped.map((skip: { row: number; reason: string }) => [skip.row, skip.reason])).toEqual([
        [2, 'locked'],
        [3, 'submitted'],
      ]);
      const july = await server.db.selectFrom('time_entries').select(['date', 'minutes']).where('user_id', '=', anna).where('date', '>=', '2026-07-01').where('date', '<=', '2026-07-31').execute();
      expect(july).toEqual([{ date: '2026-07-21', minutes: 60 }]);
    } finally {
      expect((await admin.post('/api/organization/save/update', { time_approval: false })).status).toBe(200);
      expect((await admin.delete(`/api/locks/${lock.body.id}`)).status).toBe(204);
    }
  });

  it('answers the reasons in Dutch for a Dutch admin', async () => {
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', 'in', (eb) => eb.selectFrom('memberships').select('user_id').where('organization_id', '=', organizationId).where('admin', '=', 1)).execute();
    try {
      const preview = await upload([TOGGL_HEADER, togglRow('Design', 'Iemand anders', '2026-07-01', '01:00:00', 'nobody@example.test', 'Jan Janssen')].join('\n'));
      expect(preview.clients[0].name).toBe('Bakkerij Jansen');
      const progress = await runImport(preview.id);
      expect(progress.skipped[0].message).toBe('“Jan Janssen” is niet gekoppeld aan een lid van de organisatie.');
    } finally {
      await server.db.updateTable('users').set({ locale: 'en' }).where('id', 'in', (eb) => eb.selectFrom('memberships').select('user_id').where('organization_id', '=', organizationId).where('admin', '=', 1)).execute();
    }
  });
});

describe('batches', () => {
  it('imports a file of more than one batch with progress between, and a retried batch applies once', async () => {
    const day = (i: number) => new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const rows = Array.from({ length: 2600 }, (_, i) => togglRow('Design', `Item ${i}`, day(i), '00:30:00'));
    const preview = await upload([TOGGL_HEADER, ...rows].join('\n'));
    // The preview shows the first 50 rows only, whatever the file's size.
    expect(preview.previewrows).toHaveLength(50);
    expect(preview.previewrows[49]).toMatchObject({ row: 51, date: day(49), task: 'Design', minutes: 30 });
    const started = await admin.post(`/api/imports/${preview.id}/start`, noChoices);
    expect(started.body).toMatchObject({ status: 'running', total: 2600, done: 0 });
    const key = { headers: { 'idempotency-key': 'import-batch-1' } };
    const first = await admin.post(`/api/imports/${preview.id}/continue`, undefined, key);
    expect(first.body).toMatchObject({ status: 'running', done: 2500, imported: 2500 });
    // The app's client sends a retry with the same key: the stored answer, nothing imported again.
    const retried = await admin.post(`/api/imports/${preview.id}/continue`, undefined, key);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
    const last = await admin.post(`/api/imports/${preview.id}/continue`);
    expect(last.body).toMatchObject({ status: 'done', done: 2600, imported: 2600, alreadyimported: 0 });
    const minutes = await server.db
      .selectFrom('time_entries')
      .select(({ fn }) => fn.sum<number>('minutes').as('sum'))
      .where('user_id', '=', anna)
      .where('date', '<', '2018-01-01')
      .executeTakeFirstOrThrow();
    expect(Number(minutes.sum)).toBe(2600 * 30);
  });
});

describe('refusals', () => {
  it('refuses a file of another layout, or without rows, under file', async () => {
    const other = await admin.postForm('/api/imports', form('Name,Amount\nCoffee,2.50\n'));
    expect(other.status).toBe(422);
    expect(other.body.errors.file).toEqual(['This is not a CSV export of Toggl Track (detailed report), Clockify (detailed report) or Harvest (time report).']);
    const empty = await admin.postForm('/api/imports', form(`${TOGGL_HEADER}\n`));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file).toEqual(['The file holds no rows of time.']);
  });

  it('answers 413 for a file over 20 MB, keeping nothing', async () => {
    const before = await server.db.selectFrom('time_imports').select('id').execute();
    const row = togglRow('Design', 'x'.repeat(200), '2026-03-02', '01:00:00');
    const big = [TOGGL_HEADER, ...Array.from({ length: Math.ceil((21 * 1024 * 1024) / row.length) }, () => row)].join('\n');
    const answer = await admin.postForm('/api/imports', form(big));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request body is too large: at most 20480 kilobytes.');
    expect(await server.db.selectFrom('time_imports').select('id').execute()).toEqual(before);
  });

  it("refuses another organisation's ids, unknown keys and a reversed range with 422, creating nothing", async () => {
    const other = await signedInAdmin(server, 'Other organisation');
    const theirClient = (await other.browser.post('/api/clients', { name: 'Theirs' })).body;
    const theirProject = (await other.browser.post('/api/projects', { name: 'Theirs', projectnumber: 'T-1', client_id: theirClient.id })).body;
    const theirActivity = (await other.browser.post('/api/activities', { name: 'Theirs', project_id: theirProject.id })).body;
    const preview = await upload([TOGGL_HEADER, togglRow('Fresh task', 'A', '2026-08-03', '01:00:00')].join('\n'));
    const answer = await admin.post(`/api/imports/${preview.id}/start`, {
      clients: [{ key: 'c1', client_id: theirClient.id }],
      projects: [{ key: 'p1', project_id: theirProject.id, include: true }],
      tasks: [{ key: 't1', activity_id: theirActivity.id }],
      users: [{ key: 'u1', user_id: other.user.id }],
      from: '2026-08-10',
      to: '2026-08-01',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['clients', 'projects', 'tasks', 'to', 'users']);
    const unknownKey = await admin.post(`/api/imports/${preview.id}/start`, { ...noChoices, tasks: [{ key: 't9', activity_id: null }] });
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.errors.tasks).toEqual(['The selected tasks is invalid.']);
    expect((await admin.get(`/api/imports/${preview.id}`)).body.progress.status).toBe('preview');
    expect(await server.db.selectFrom('activities').select('id').where('name', '=', 'Fresh task').execute()).toEqual([]);
    // Their admin does not see our import; continue before start is a 409.
    expect((await other.browser.get(`/api/imports/${preview.id}`)).status).toBe(404);
    expect((await other.browser.post(`/api/imports/${preview.id}/start`, noChoices)).status).toBe(404);
    const early = await admin.post(`/api/imports/${preview.id}/continue`);
    expect(early.status).toBe(409);
  });
});

describe("each row's billable and invoiced facts", () => {
  /** An organisation of its own whose admin, Sam Studio, is the person of the files. */
  async function studio() {
    const own = await signedInAdmin(server, 'Studio Sam');
    await server.db.updateTable('users').set({ name: 'Sam Studio' }).where('id', '=', own.user.id).execute();
    return { browser: own.browser, userId: own.user.id, email: own.user.email as string, organizationId: own.organizationId };
  }
  const CLOCKIFY_HEADER = 'Project,Client,Description,Activity,User,Email,Billable,Invoiced,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (EUR)';
  const HARVEST_HEADER = 'Date,Client,Project,Project Code,Task,Notes,Hours,Hours Rounded,Billable?,Invoiced?,Approved?,First Name,Last Name,Roles,Employee?,Billable Rate,Billable Amount,Cost Rate,Cost Amount,Currency,External Reference URL';

  it("keeps a row's billable flag over an activity another file created, and imports a row invoiced at the source as invoiced elsewhere", async () => {
    const sam = await studio();
    const clockify = [
      CLOCKIFY_HEADER,
      `Site,Studio Noord,Build,General,Sam Studio,${sam.email},Yes,No,05/04/2026,09:00 AM,05/04/2026,11:00 AM,02:00:00,2.00,100.00`,
      `Site,Studio Noord,Build,General,Sam Studio,${sam.email},Yes,Yes,05/05/2026,09:00 AM,05/05/2026,10:00 AM,01:00:00,1.00,100.00`,
      `Site,Studio Noord,Invoiced late,General,Sam Studio,${sam.email},Yes,Yes,05/04/2026,02:00 PM,05/04/2026,02:30 PM,00:30:00,0.50,100.00`,
    ].join('\n');
    const first = await upload(clockify, sam.browser);
    expect(first.tasks).toEqual([{ key: 't1', project_key: 'p1', name: 'General', rows: 3, billable: true, activity_id: null }]);
    const firstProgress = await runImport(first.id, noChoices, sam.browser);
    // A cell (member, activity, day) is invoiced elsewhere or not, never both: the late row is skipped.
    expect(firstProgress).toMatchObject({ total: 3, imported: 2, skippedcount: 1, skipped: [{ row: 4, reason: 'invoiced_mixed' }] });

    // Harvest: 20 hours of "General", not billable, of the same client and project.
    const harvest = [HARVEST_HEADER, `2026-05-06,Studio Noord,Site,,General,Admin,20,20,No,No,No,Sam,Studio,,Yes,0.00,0.00,0.00,0.00,Euro - EUR,`].join('\n');
    const second = await upload(harvest, sam.browser);
    expect(second.tasks).toEqual([{ key: 't1', project_key: 'p1', name: 'General', rows: 1, billable: false, activity_id: null }]);
    // A not billable task cannot be sent to the billable General.
    const general = await server.db.selectFrom('activities').select('id').where('organization_id', '=', sam.organizationId).where('name', '=', 'General').executeTakeFirstOrThrow();
    const refused = await sam.browser.post(`/api/imports/${second.id}/start`, { ...noChoices, tasks: [{ key: 't1', activity_id: general.id }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.tasks).toEqual(['A task goes to an activity of its own billable state: choose one that is (not) billable like its rows, or create one.']);
    expect(await runImport(second.id, noChoices, sam.browser)).toMatchObject({ total: 1, imported: 1, skippedcount: 0 });

    const stored = await server.db
      .selectFrom('time_entries')
      .innerJoin('activities', 'activities.id', 'time_entries.activity_id')
      .select(['activities.name', 'activities.billable', 'time_entries.date', 'time_entries.minutes', 'time_entries.invoiced_elsewhere', 'time_entries.rate_cents'])
      .where('time_entries.organization_id', '=', sam.organizationId)
      .orderBy('time_entries.date')
      .execute();
    expect(stored).toEqual([
      { name: 'General', billable: 1, date: '2026-05-04', minutes: 120, invoiced_elsewhere: 0, rate_cents: 10000 },
      { name: 'General', billable: 1, date: '2026-05-05', minutes: 60, invoiced_elsewhere: 1, rate_cents: 10000 },
      { name: 'General (not billable)', billable: 0, date: '2026-05-06', minutes: 1200, invoiced_elsewhere: 0, rate_cents: 0 },
    ]);

    // In the time sheet the day invoiced elsewhere is read-only, and a save or note of it is refused, changing nothing.
    const week = await sam.browser.post('/api/time', { date: '2026-05-05' });
    const line = week.body.time.activitytimes.find((l: { activity_name: string }) => l.activity_name === 'General');
    const tuesday = week.body.weekdates.findIndex((d: { date: string }) => d.date === '2026-05-05');
    const monday = week.body.weekdates.findIndex((d: { date: string }) => d.date === '2026-05-04');
    expect(line.times[tuesday]).toBe(60);
    expect(line.meta[tuesday]).toEqual({ readonly: true, reason: 'invoiced_elsewhere', invoicenumber: null });
    expect(line.meta[monday]).toEqual({ readonly: false, reason: null, invoicenumber: null });
    for (const time of [90, 0]) {
      const changed = await sam.browser.post('/api/time/save', { activity_id: line.activity_id, date: '2026-05-05', time });
      expect(changed.status, changed.text).toBe(422);
      expect(changed.body.errors.date).toEqual(['Invoiced outside Kwartier: these hours can no longer change.']);
    }
    const noted = await sam.browser.post('/api/time/note', { activity_id: line.activity_id, date: '2026-05-05', note: 'Changed' });
    expect(noted.status, noted.text).toBe(422);
    expect(noted.body.errors.date).toEqual(['Invoiced outside Kwartier: these hours can no longer change.']);
    const removed = await sam.browser.post('/api/time/deleteactivity', { activity_id: line.activity_id, date: '2026-05-05' });
    expect(removed.status, removed.text).toBe(422);
    const kept = await server.db.selectFrom('time_entries').select(['minutes', 'note']).where('organization_id', '=', sam.organizationId).where('date', '=', '2026-05-05').executeTakeFirstOrThrow();
    expect(kept.minutes).toBe(60);
    // The day beside it is open as ever.
    expect((await sam.browser.post('/api/time/save', { activity_id: line.activity_id, date: '2026-05-04', time: 120 })).status).toBe(200);

    // The dashboard's revenue: the billable rows only (3 hours at 100.00), invoiced elsewhere or not.
    const totals = await sam.browser.post('/api/dashboard/activitytotals', { from: '2026-05-01', to: '2026-05-31', scope: 'team' });
    expect(totals.status, totals.text).toBe(200);
    expect(totals.body.totals).toEqual({ time: 1380, billable_time: 180, revenue: '300.00', expenses: '0.00', currency: 'EUR', other_currencies: [] });

    // The report's entries tell the row invoiced at the source as invoiced, and its filter agrees.
    const listed = await sam.browser.post('/api/reports/entries', { from: '2026-05-01', to: '2026-05-31' });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.entries.map((e: { date: string; billable: boolean; invoiced: boolean }) => [e.date, e.billable, e.invoiced])).toEqual([
      ['2026-05-04', true, false],
      ['2026-05-05', true, true],
      ['2026-05-06', false, false],
    ]);
    const invoicedOnly = await sam.browser.post('/api/reports', { from: '2026-05-01', to: '2026-05-31', group_by: ['activity'], invoiced: true });
    expect(invoicedOnly.status, invoicedOnly.text).toBe(200);
    expect(invoicedOnly.body.totals.time).toBe(60);

    // An invoice is offered the billable hours that were not invoiced at the source: 2 hours.
    const clientId = (await server.db.selectFrom('clients').select('id').where('organization_id', '=', sam.organizationId).where('name', '=', 'Studio Noord').executeTakeFirstOrThrow()).id;
    const contact = await sam.browser.post('/api/contacts', { name: 'Noor', client_id: clientId });
    const invoice = await sam.browser.post('/api/invoices', { invoicenumber: 'S-1', client_id: clientId, contact_id: contact.body.id, invoicedate: '2026-05-31', period: 'May 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    const tracked = await sam.browser.get(`/api/invoices/${invoice.body.id}/trackedtime`);
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.body.groups.map((g: { minutes: number; rate: string }) => [g.minutes, g.rate])).toEqual([[120, '100.00']]);
  });

  it('creates no client, project or activity for a file of which no row is imported', async () => {
    const sam = await studio();
    const catalogue = async () => ({
      clients: (await server.db.selectFrom('clients').select('name').where('organization_id', '=', sam.organizationId).execute()).map((r) => r.name),
      projects: (await server.db.selectFrom('projects').select('name').where('organization_id', '=', sam.organizationId).execute()).map((r) => r.name),
      activities: (await server.db.selectFrom('activities').select('name').where('organization_id', '=', sam.organizationId).execute()).map((r) => r.name),
    });
    const before = await catalogue();
    // Only a person who is no member.
    const stranger = await upload([TOGGL_HEADER, togglRow('Design', 'Theirs', '2026-05-04', '01:00:00', 'stranger@example.test', 'Stranger')].join('\n').replace('Bakkerij Jansen', 'Ghost Client'), sam.browser);
    expect(await runImport(stranger.id, noChoices, sam.browser)).toMatchObject({ imported: 0, skippedcount: 1 });
    // Only rows skipped when their day is checked (no minute after rounding).
    const nothing = [TOGGL_HEADER, togglRow('Design', 'Blink', '2026-05-04', '00:00:10', sam.email, 'Sam Studio')].join('\n').replace('Bakkerij Jansen', 'Phantom Client');
    const blink = await upload(nothing, sam.browser);
    expect(await runImport(blink.id, noChoices, sam.browser)).toMatchObject({ imported: 0, skippedcount: 1, skipped: [{ reason: 'no_time' }] });
    expect(await catalogue()).toEqual(before);
  });

  it('shows the value of a date it cannot read, in English and Dutch', async () => {
    const sam = await studio();
    const csv = [
      CLOCKIFY_HEADER,
      `Site,Studio Noord,Build,General,Sam Studio,${sam.email},Yes,No,05/04/2026,09:00 AM,05/04/2026,11:00 AM,02:00:00,2.00,100.00`,
      `Site,Studio Noord,Build,General,Sam Studio,${sam.email},Yes,No,13/15/2024,09:00 AM,13/15/2024,11:00 AM,02:00:00,2.00,100.00`,
    ].join('\n');
    const preview = await upload(csv, sam.browser);
    expect(preview.invalid).toEqual([{ row: 3, reason: 'unreadable_date', message: 'The date of the row cannot be read: “13/15/2024”.' }]);
    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', sam.userId).execute();
    const dutch = await sam.browser.get(`/api/imports/${preview.id}`);
    expect(dutch.body.invalid[0].message).toBe('De datum van de regel is niet te lezen: “13/15/2024”.');
  });
});
