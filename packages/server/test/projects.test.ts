import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let adminId: number;
let organizationId: number;
let bakery: { id: number; name: string };

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminId } = setup));
beforeAll(async () => {
  bakery = await createClient(admin, 'Bakkerij Jansen');
});

async function createClient(browser: Browser, name: string, active = true) {
  const answer = await browser.post('/api/clients', { name });
  expect(answer.status).toBe(201);
  if (!active) expect((await browser.post('/api/clients/toggle/active', { id: answer.body.id })).status).toBe(200);
  return answer.body as { id: number; name: string };
}

async function createProject(browser: Browser, name: string, clientId = bakery.id, projectnumber = 'P-1') {
  const answer = await browser.post('/api/projects', { name, projectnumber, client_id: clientId });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number; name: string; active: boolean; client_id: number };
}

function projectRows() {
  return server.db.selectFrom('projects').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

/** Registered time straight in the database: the time sheet that writes it comes later. */
async function registerTime(activityId: number) {
  const now = new Date().toISOString();
  return server.db
    .insertInto('time_entries')
    .values({ organization_id: organizationId, user_id: adminId, activity_id: activityId, date: '2026-03-02', minutes: 90, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const details = {
  name: 'New website',
  projectnumber: 'P-2026-01',
  description: '<p>Design and build of the new website.</p>',
  startdate: '2026-01-05',
  enddate: '2026-06-30',
};

describe('projects', () => {
  it('creates an active project for a client, without description or dates', async () => {
    const created = await admin.post('/api/projects', { name: '  New website ', projectnumber: 'P-2026-01', client_id: bakery.id, description: '<p>ignored</p>' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      name: 'New website',
      projectnumber: 'P-2026-01',
      client_id: bakery.id,
      client: { id: bakery.id, name: 'Bakkerij Jansen' },
      startdate: null,
      enddate: null,
      description: null,
      active: true,
      budget: null,
      budget_use: null,
      currency: 'EUR',
    });
    expect((await admin.get(`/api/projects/${created.body.id}`)).body).toEqual(created.body);
  });

  it('lists every project by name with its client, each exactly as its own answer shows it', async () => {
    const other = await createClient(admin, 'Apotheek Achterberg');
    const zebra = await createProject(admin, 'Zebra crossing', other.id);
    const alpha = await createProject(admin, 'Alpha launch');
    const toggled = await admin.post('/api/projects/toggle/active', { id: zebra.id });
    expect(toggled.status).toBe(200);

    const list = await admin.get('/api/projects');
    expect(list.status).toBe(200);
    const projects = list.body as { id: number; name: string; client: { id: number; name: string } }[];
    const names = projects.map((project) => project.name);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('Alpha launch')).toBeLessThan(names.indexOf('Zebra crossing'));
    for (const project of projects) expect(project).toEqual((await admin.get(`/api/projects/${project.id}`)).body);
    expect(projects.find((project) => project.id === zebra.id)).toEqual(toggled.body);
    expect(projects.find((project) => project.id === zebra.id)?.client).toEqual({ id: other.id, name: 'Apotheek Achterberg' });
    expect(projects.find((project) => project.id === alpha.id)?.client).toEqual({ id: bakery.id, name: 'Bakkerij Jansen' });
  });

  it('updates the details with a sanitised description, clears dates left out and leaves active alone', async () => {
    const project = await createProject(admin, 'Edit me');
    const other = await createClient(admin, 'Zeeman Zeilmakerij');
    const updated = await admin.put(`/api/projects/${project.id}`, {
      ...details,
      client_id: other.id,
      description: '<p onclick="steal()">Design <script>alert(1)</script><a href="javascript:alert(1)">and</a> <a href="https://example.org" target="_blank">build</a></p><img src=x>',
      active: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      id: project.id,
      ...details,
      description: '<p>Design <a>and</a> <a href="https://example.org">build</a></p>',
      client_id: other.id,
      client: { id: other.id, name: 'Zeeman Zeilmakerij' },
      active: true,
      budget: null,
      budget_use: null,
      currency: 'EUR',
    });
    expect((await admin.get(`/api/projects/${project.id}`)).body).toEqual(updated.body);

    const undated = await admin.put(`/api/projects/${project.id}`, { name: 'Edit me', projectnumber: 'P-9', client_id: bakery.id, description: '<p>Short</p>' });
    expect(undated.status).toBe(200);
    expect(undated.body).toMatchObject({ startdate: null, enddate: null, projectnumber: 'P-9', client: { id: bakery.id, name: 'Bakkerij Jansen' } });

    // One day is a valid project: the end date may equal the start date.
    const oneDay = await admin.put(`/api/projects/${project.id}`, { ...details, client_id: bakery.id, startdate: '2026-03-02', enddate: '2026-03-02' });
    expect(oneDay.status).toBe(200);
  });

  it('toggles the active flag back and forth', async () => {
    const project = await createProject(admin, 'Toggle me');
    const off = await admin.post('/api/projects/toggle/active', { id: project.id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: project.id, active: false });
    const on = await admin.post('/api/projects/toggle/active', { id: project.id });
    expect(on.body).toMatchObject({ id: project.id, active: true });
  });

  it('answers 422 under the right fields and changes nothing', async () => {
    const project = await createProject(admin, 'Keep me');
    const { browser: stranger } = await signedInAdmin(server, 'Other Organisation');
    const theirClient = await createClient(stranger, 'Their Client');
    const inactive = await createClient(admin, 'Sleeping BV', false);
    const before = await projectRows();

    const missing = await admin.post('/api/projects', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      name: ['The name field is required.'],
      projectnumber: ['The project number field is required.'],
      client_id: ['The client field is required.'],
    });

    const foreign = await admin.post('/api/projects', { name: 'Sneaky', projectnumber: 'P-1', client_id: theirClient.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual({ message: 'The selected client is invalid.', errors: { client_id: ['The selected client is invalid.'] } });
    const absent = await admin.post('/api/projects', { name: 'Sneaky', projectnumber: 'P-1', client_id: 999_999 });
    expect(absent.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });
    const sleeping = await admin.post('/api/projects', { name: 'Sneaky', projectnumber: 'P-1', client_id: inactive.id });
    expect(sleeping.status).toBe(422);
    expect(sleeping.body.errors).toEqual({ client_id: ['This client is inactive: choose an active client.'] });

    const edit = { ...details, client_id: bakery.id };
    const foreignEdit = await admin.put(`/api/projects/${project.id}`, { ...edit, client_id: theirClient.id });
    expect(foreignEdit.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });
    const toInactive = await admin.put(`/api/projects/${project.id}`, { ...edit, client_id: inactive.id });
    expect(toInactive.body.errors).toEqual({ client_id: ['This client is inactive: choose an active client.'] });

    const backwards = await admin.put(`/api/projects/${project.id}`, { ...edit, startdate: '2026-06-30', enddate: '2026-01-05' });
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual({
      message: 'The end date must not lie before the start date.',
      errors: { enddate: ['The end date must not lie before the start date.'] },
    });

    // The contract requires a description: absent, empty, blank, or without text once sanitised.
    for (const description of [undefined, '', '   ', '<p></p>', '<p> &nbsp; </p><br>', '<script>alert(1)</script>']) {
      const blank = await admin.put(`/api/projects/${project.id}`, { ...edit, description });
      expect(blank.status, String(description)).toBe(422);
      expect(blank.body.errors, String(description)).toEqual({ description: ['The description field is required.'] });
    }

    // Every rule at once, in the order of the form.
    const all = await admin.put(`/api/projects/${project.id}`, { ...edit, client_id: inactive.id, description: '<p></p>', startdate: '2026-02-02', enddate: '2026-02-01' });
    expect(Object.keys(all.body.errors)).toEqual(['client_id', 'description', 'enddate']);
    expect(all.body.message).toBe('This client is inactive: choose an active client.');

    const badDates = await admin.put(`/api/projects/${project.id}`, { ...edit, startdate: '2026-02-30', enddate: 'tomorrow' });
    expect(badDates.body.errors).toEqual({ startdate: ['The start date field must be a valid date.'], enddate: ['The end date field must be a valid date.'] });

    expect((await admin.post('/api/projects/toggle/active', { id: 'three' })).body.errors).toEqual({ id: ['The id field must be an integer.'] });
    expect((await admin.put('/api/projects/abc', edit)).status).toBe(404);
    expect(await projectRows()).toEqual(before);
  });

  it('keeps an inactive client the project already has', async () => {
    const client = await createClient(admin, 'Winding Down BV');
    const project = await createProject(admin, 'Last job', client.id);
    await admin.post('/api/clients/toggle/active', { id: client.id });
    const kept = await admin.put(`/api/projects/${project.id}`, { ...details, client_id: client.id });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ client_id: client.id, client: { id: client.id, name: 'Winding Down BV' } });
  });

  it('answers in Dutch, field names included', async () => {
    const { browser: dutch, user } = await signedInAdmin(server, 'Nederlandse Organisatie');
    expect((await dutch.post('/api/user/updateprofile', { name: user.name, email: user.email, locale: 'nl' })).status).toBe(200);
    const client = await createClient(dutch, 'Klant');
    const sleeping = await createClient(dutch, 'Slapende Klant', false);
    const project = await createProject(dutch, 'Project', client.id);
    const edit = { ...details, client_id: client.id };

    expect((await dutch.post('/api/projects', { name: 'X', projectnumber: 'P', client_id: 999_999 })).body.errors).toEqual({
      client_id: ['De geselecteerde waarde voor klant is ongeldig.'],
    });
    expect((await dutch.post('/api/projects', { name: 'X', projectnumber: 'P', client_id: sleeping.id })).body.errors).toEqual({
      client_id: ['Deze klant is niet actief: kies een actieve klant.'],
    });
    expect((await dutch.put(`/api/projects/${project.id}`, { ...edit, description: '<p></p>', startdate: '2026-02-02', enddate: '2026-02-01' })).body.errors).toEqual({
      description: ['Het veld omschrijving is verplicht.'],
      enddate: ['De einddatum mag niet vóór de startdatum liggen.'],
    });
    const active = await dutch.delete(`/api/projects/${project.id}`);
    expect(active.body).toEqual({ message: 'Alleen een inactief project kan worden verwijderd.' });
  });
});

describe('deleting a project', () => {
  it('is refused while it is active', async () => {
    const project = await createProject(admin, 'Still running');
    const refused = await admin.delete(`/api/projects/${project.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Only an inactive project can be deleted.' });
    expect((await admin.get(`/api/projects/${project.id}`)).status).toBe(200);
  });

  it('is refused while time is registered on any of its activities, and takes activities and members along otherwise', async () => {
    const project = await createProject(admin, 'Billable');
    const design = (await admin.post('/api/activities', { name: 'Design', project_id: project.id })).body;
    const build = (await admin.post('/api/activities', { name: 'Build', project_id: project.id })).body;
    expect((await admin.post(`/api/activities/${design.id}/attachuser`, { teammember_id: adminId, activity_id: design.id, rate: '85' })).status).toBe(200);
    await admin.post('/api/projects/toggle/active', { id: project.id });
    const entry = await registerTime(build.id);

    const refused = await admin.delete(`/api/projects/${project.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Time is registered on this project, so it cannot be deleted.' });
    expect((await admin.get(`/api/activities/project/${project.id}`)).body).toHaveLength(2);

    await server.db.deleteFrom('time_entries').where('id', '=', entry.id).execute();
    const deleted = await admin.delete(`/api/projects/${project.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await projectRows()).some((row) => row.id === project.id)).toBe(false);
    expect(await server.db.selectFrom('activities').select('id').where('project_id', '=', project.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('activity_user').select('id').where('activity_id', 'in', [design.id, build.id]).execute()).toEqual([]);
  });
});

describe('projects of another organisation', () => {
  it('are not found: get, update, toggle and delete answer 404 and change nothing', async () => {
    const theirs = await createProject(admin, 'Not yours');
    await admin.post('/api/projects/toggle/active', { id: theirs.id });
    const { browser: stranger } = await signedInAdmin(server, 'Third Organisation');
    const strangersClient = await createClient(stranger, 'Stranger Client');
    const before = await projectRows();

    expect((await stranger.get(`/api/projects/${theirs.id}`)).status).toBe(404);
    expect((await stranger.put(`/api/projects/${theirs.id}`, { ...details, client_id: strangersClient.id })).status).toBe(404);
    expect((await stranger.post('/api/projects/toggle/active', { id: theirs.id })).status).toBe(404);
    const deleted = await stranger.delete(`/api/projects/${theirs.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ message: 'Not found.' });
    expect((await stranger.get('/api/projects')).body).toEqual([]);

    expect(await projectRows()).toEqual(before);
  });
});

describe('the next project number', () => {
  async function nextNumber(browser: Browser): Promise<string> {
    const answer = await browser.get('/api/organization/get/nextprojectnumber');
    expect(answer.status, answer.text).toBe(200);
    return answer.body.projectnumber;
  }

  it("is the next in the organisation's series, from its newest numbered project", async () => {
    const { browser } = await signedInAdmin(server);
    const client = await createClient(browser, 'Drukkerij De Vries');
    // A new organisation has no series yet.
    expect(await nextNumber(browser)).toBe('1');
    await createProject(browser, 'Brochure', client.id, 'P-2026-009');
    expect(await nextNumber(browser)).toBe('P-2026-010');
    // An earlier number of the series typed later fills no gap.
    await createProject(browser, 'Flyer', client.id, 'P-2026-003');
    expect(await nextNumber(browser)).toBe('P-2026-010');
    // A number without digits at the end leaves the series as it is.
    await createProject(browser, 'Intern', client.id, 'INTERN');
    expect(await nextNumber(browser)).toBe('P-2026-010');
    // A series started by hand is followed from then on.
    await createProject(browser, 'Jaarverslag', client.id, 'P-2027-001');
    expect(await nextNumber(browser)).toBe('P-2027-002');
  });

  it("reads only the caller's organisation", async () => {
    // The shared organisation numbers P-1…; a new one still starts its own series.
    await createProject(admin, 'Numbered elsewhere', bakery.id, 'X-500');
    const { browser } = await signedInAdmin(server);
    expect(await nextNumber(browser)).toBe('1');
    expect(await nextNumber(admin)).toBe('X-501');
  });
});
