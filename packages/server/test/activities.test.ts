import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { addMember, signedInAdmin, uniqueEmail } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

let server: TestServer;
let admin: Browser;
let adminId: number;
let organizationId: number;
let client: { id: number; name: string };
let project: { id: number; name: string };

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminId } = setup));
beforeAll(async () => {
  client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body;
  project = await createProject(admin, 'New website', client.id);
});

async function createProject(browser: Browser, name: string, clientId: number) {
  const answer = await browser.post('/api/projects', { name, projectnumber: 'P-1', client_id: clientId });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number; name: string };
}

async function createActivity(browser: Browser, name: string, projectId = project.id) {
  const answer = await browser.post('/api/activities', { name, project_id: projectId });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as Activity;
}

interface Activity {
  id: number;
  name: string;
  active: boolean;
  users: { id: number; name: string; active: boolean; invite_token: string | null; pivot: { id: number; rate: string } }[];
}

/** A member of organisation A with this name, straight in the database. */
async function member(name: string, options: { active?: boolean } = {}) {
  const { id } = await addMember(server.db, organizationId, uniqueEmail('member'), options);
  await server.db.updateTable('users').set({ name }).where('id', '=', id).execute();
  return id;
}

const attach = (browser: Browser, activityId: number, teammemberId: number, rate: string, activityIdInBody = activityId) =>
  browser.post(`/api/activities/${activityId}/attachuser`, { teammember_id: teammemberId, activity_id: activityIdInBody, rate });

const updateRate = (browser: Browser, activityId: number, teammemberId: number, rate: string, activityIdInBody = activityId) =>
  browser.post(`/api/activities/${activityId}/updateuser`, { teammember_id: teammemberId, activity_id: activityIdInBody, rate });

function linkRows() {
  return server.db.selectFrom('activity_user').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

function activityRows() {
  return server.db.selectFrom('activities').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

/** Registered time straight in the database: the time sheet that writes it comes later. */
async function registerTime(activityId: number, userId = adminId) {
  const now = new Date().toISOString();
  return server.db
    .insertInto('time_entries')
    .values({ organization_id: organizationId, user_id: userId, activity_id: activityId, date: '2026-03-02', minutes: 90, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('activities', () => {
  it('are created active in a project, without team members', async () => {
    const created = await admin.post('/api/activities', { name: ' Design  ', project_id: project.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      name: 'Design',
      project_id: project.id,
      active: true,
      billable: true,
      project: { id: project.id, name: 'New website', client: { id: client.id, name: 'Bakkerij Jansen' } },
      users: [],
    });
  });

  it("are listed per project by name, active and inactive, with their members by name and the members' rates", async () => {
    const own = await createProject(admin, 'Listed project', client.id);
    const zulu = await createActivity(admin, 'Zulu', own.id);
    const alpha = await createActivity(admin, 'Alpha', own.id);
    await createActivity(admin, 'Elsewhere');
    const wim = await member('Wim Willems');
    const bea = await member('Bea Bakker');
    expect((await attach(admin, alpha.id, wim, '85')).status).toBe(200);
    const withBoth = await attach(admin, alpha.id, bea, '60.5');
    expect(withBoth.status).toBe(200);
    const off = await admin.post('/api/activities/toggle/active', { id: zulu.id });
    expect(off.status).toBe(200);

    const list = await admin.get(`/api/activities/project/${own.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([withBoth.body, off.body]);
    const [first] = list.body as Activity[];
    expect(first.users).toEqual([
      { id: bea, name: 'Bea Bakker', active: true, invite_token: null, pivot: { id: expect.any(Number), rate: '60.50' } },
      { id: wim, name: 'Wim Willems', active: true, invite_token: null, pivot: { id: expect.any(Number), rate: '85.00' } },
    ]);
    expect(off.body).toMatchObject({ id: zulu.id, active: false, users: [] });

    const empty = await createProject(admin, 'Nothing yet', client.id);
    expect((await admin.get(`/api/activities/project/${empty.id}`)).body).toEqual([]);
    expect((await admin.get('/api/activities/project/999999')).status).toBe(404);
  });

  it('are renamed and toggled back and forth, keeping their members', async () => {
    const activity = await createActivity(admin, 'Old name');
    const wim = await member('Wim Willems');
    await attach(admin, activity.id, wim, '85');
    const renamed = await admin.put(`/api/activities/${activity.id}`, { name: 'New name', project_id: 999, active: false });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: activity.id, name: 'New name', project_id: project.id, active: true, users: [{ id: wim }] });
    const off = await admin.post('/api/activities/toggle/active', { id: activity.id });
    expect(off.body).toMatchObject({ active: false, users: [{ id: wim }] });
    const on = await admin.post('/api/activities/toggle/active', { id: activity.id });
    expect(on.body).toMatchObject({ active: true });
  });

  it('answer 422 for a missing, foreign or invalid project or name, and change nothing', async () => {
    const { browser: stranger } = await signedInAdmin(server, 'Other Organisation');
    const theirs = await createProject(stranger, 'Their project', (await stranger.post('/api/clients', { name: 'Their client' })).body.id);
    const activity = await createActivity(admin, 'Stays');
    const before = await activityRows();

    const foreign = await admin.post('/api/activities', { name: 'Sneaky', project_id: theirs.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual({ message: 'The selected project is invalid.', errors: { project_id: ['The selected project is invalid.'] } });
    expect((await admin.post('/api/activities', { name: 'Sneaky', project_id: 999_999 })).body.errors).toEqual({ project_id: ['The selected project is invalid.'] });
    expect((await admin.post('/api/activities', {})).body.errors).toEqual({
      name: ['The name field is required.'],
      project_id: ['The project field is required.'],
    });
    expect((await admin.put(`/api/activities/${activity.id}`, { name: '' })).body.errors).toEqual({ name: ['The name field is required.'] });
    expect((await admin.put(`/api/activities/${activity.id}`, { name: 'x'.repeat(256) })).body.errors).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
    });
    expect(await activityRows()).toEqual(before);
  });
});

describe('team members on an activity', () => {
  it('are put on with an hourly rate stored in exact cents, and answered as the activity', async () => {
    const activity = await createActivity(admin, 'Rates');
    const anna = await member('Anna Aalbers');
    const answer = await attach(admin, activity.id, anna, '0.29');
    expect(answer.status).toBe(200);
    const link = (await linkRows()).find((row) => row.activity_id === activity.id && row.user_id === anna);
    expect(link?.rate_cents).toBe(29);
    expect(answer.body).toMatchObject({
      id: activity.id,
      users: [{ id: anna, name: 'Anna Aalbers', active: true, invite_token: null, pivot: { id: link?.id, rate: '0.29' } }],
    });

    const admin_ = await attach(admin, activity.id, adminId, '21474836.47');
    expect(admin_.status).toBe(200);
    expect((admin_.body as Activity).users.find((user) => user.id === adminId)?.pivot.rate).toBe('21474836.47');
  });

  it('have their rate changed', async () => {
    const activity = await createActivity(admin, 'Rate change');
    const anna = await member('Anna Aalbers');
    const attached = (await attach(admin, activity.id, anna, '85')).body as Activity;
    const changed = await updateRate(admin, activity.id, anna, '90.5');
    expect(changed.status).toBe(200);
    expect((changed.body as Activity).users).toEqual([{ ...attached.users[0], pivot: { id: attached.users[0].pivot.id, rate: '90.50' } }]);
    expect((await linkRows()).find((row) => row.id === attached.users[0].pivot.id)?.rate_cents).toBe(9050);

    // A member who became inactive keeps their place and may still get another rate.
    await server.db.updateTable('memberships').set({ active: 0 }).where('user_id', '=', anna).execute();
    const inactive = await updateRate(admin, activity.id, anna, '95');
    expect(inactive.status).toBe(200);
    expect((inactive.body as Activity).users).toEqual([{ id: anna, name: 'Anna Aalbers', active: false, invite_token: null, pivot: { id: attached.users[0].pivot.id, rate: '95.00' } }]);
  });

  it('are taken off by the id of their link; the time they registered stays', async () => {
    const activity = await createActivity(admin, 'Detach');
    const anna = await member('Anna Aalbers');
    const bram = await member('Bram Bos');
    await attach(admin, activity.id, anna, '85');
    const both = (await attach(admin, activity.id, bram, '70')).body as Activity;
    const entry = await registerTime(activity.id, anna);

    const pivotId = both.users.find((user) => user.id === anna)!.pivot.id;
    const detached = await admin.post(`/api/activities/${pivotId}/detachuser`);
    expect(detached.status).toBe(200);
    expect(detached.body).toEqual({ ...both, users: both.users.filter((user) => user.id !== anna) });
    expect(await server.db.selectFrom('time_entries').select('id').where('id', '=', entry.id).execute()).toEqual([{ id: entry.id }]);

    const again = await admin.post(`/api/activities/${pivotId}/detachuser`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Not found.' });
    // The link id, not the user's: the user id of a member on it names no link here.
    expect((await admin.post('/api/activities/999999/detachuser')).status).toBe(404);

    // Back on, with a new link.
    const back = (await attach(admin, activity.id, anna, '80')).body as Activity;
    expect(back.users.find((user) => user.id === anna)?.pivot.id).not.toBe(pivotId);
  });

  it('answer 422 under teammember_id with a message per reason, and change nothing', async () => {
    const activity = await createActivity(admin, 'Members');
    const { browser: stranger, user: strangerUser } = await signedInAdmin(server, 'Other Organisation');
    const inactive = await member('Ina Inactief', { active: false });
    const invited = await admin.post('/api/organization/send/invite', { email: uniqueEmail('invited') });
    expect(invited.status).toBe(201);
    const anna = await member('Anna Aalbers');
    await attach(admin, activity.id, anna, '85');
    const before = await linkRows();

    const cases: [number, string][] = [
      [strangerUser.id, 'This team member could not be found.'],
      [999_999, 'This team member could not be found.'],
      [inactive, 'This team member is inactive.'],
      [invited.body.id, 'This team member has not accepted the invitation yet.'],
      [anna, 'This team member is already on the activity.'],
    ];
    for (const [teammember, message] of cases) {
      const answer = await attach(admin, activity.id, teammember, '85');
      expect(answer.status, message).toBe(422);
      expect(answer.body).toEqual({ message, errors: { teammember_id: [message] } });
    }

    const notOn = await updateRate(admin, activity.id, inactive, '85');
    expect(notOn.status).toBe(422);
    expect(notOn.body.errors).toEqual({ teammember_id: ['This team member is not on the activity.'] });
    expect((await updateRate(admin, activity.id, strangerUser.id, '85')).body.errors).toEqual({ teammember_id: ['This team member is not on the activity.'] });

    // The stranger's admin is on none of A's activities, and cannot be put on their own activity as A's member.
    const theirs = await createActivity(stranger, 'Theirs', (await createProject(stranger, 'Their project', (await stranger.post('/api/clients', { name: 'C' })).body.id)).id);
    expect((await attach(stranger, theirs.id, anna, '85')).body.errors).toEqual({ teammember_id: ['This team member could not be found.'] });

    expect(await linkRows()).toEqual(before);
  });

  it('answer 422 when the body names another activity than the path, or a rate that is no amount', async () => {
    const activity = await createActivity(admin, 'Body rules');
    const other = await createActivity(admin, 'Other activity');
    const anna = await member('Anna Aalbers');
    const bram = await member('Bram Bos');
    await attach(admin, activity.id, bram, '85');
    const before = await linkRows();

    const mismatch = await attach(admin, activity.id, anna, '85', other.id);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({
      message: 'The activity does not match the activity in the address.',
      errors: { activity_id: ['The activity does not match the activity in the address.'] },
    });
    expect((await updateRate(admin, activity.id, bram, '90', other.id)).body.errors).toEqual({
      activity_id: ['The activity does not match the activity in the address.'],
    });

    for (const rate of ['85.123', '-1', '85,00', '', ' ', '1e3', '12345678901']) {
      const answer = await attach(admin, activity.id, anna, rate);
      expect(answer.status, rate).toBe(422);
      // RateInput is a pattern without minLength: an empty rate does not match it either.
      expect(answer.body.errors, rate).toEqual({ rate: ['The hourly rate field format is invalid.'] });
    }
    expect((await attach(admin, activity.id, anna, 85 as unknown as string)).body.errors).toEqual({ rate: ['The hourly rate field must be a string.'] });
    // Ten digits fit the contract but not the database's integer column.
    const huge = await updateRate(admin, activity.id, bram, '9999999999.99');
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ rate: ['The hourly rate field must not be greater than 21474836.47.'] });

    // Every rule at once, the member's first.
    const all = await attach(admin, activity.id, bram, '21474836.48', other.id);
    expect(Object.keys(all.body.errors)).toEqual(['teammember_id', 'activity_id', 'rate']);
    expect(all.body.message).toBe('This team member is already on the activity.');

    expect(await linkRows()).toEqual(before);
  });

  it('answer in Dutch', async () => {
    const { browser: dutch, user, organizationId: dutchOrganization } = await signedInAdmin(server, 'Nederlandse Organisatie');
    expect((await dutch.post('/api/user/updateprofile', { name: user.name, email: user.email, locale: 'nl' })).status).toBe(200);
    const dutchProject = await createProject(dutch, 'Project', (await dutch.post('/api/clients', { name: 'Klant' })).body.id);
    const activity = await createActivity(dutch, 'Ontwerp', dutchProject.id);
    const inactive = (await addMember(server.db, dutchOrganization, uniqueEmail('inactief'), { active: false })).id;

    expect((await dutch.post('/api/activities', { name: 'X', project_id: 999_999 })).body.errors).toEqual({ project_id: ['De geselecteerde waarde voor project is ongeldig.'] });
    expect((await attach(dutch, activity.id, 999_999, '85')).body.errors).toEqual({ teammember_id: ['Dit teamlid kon niet worden gevonden.'] });
    expect((await attach(dutch, activity.id, inactive, '85')).body.errors).toEqual({ teammember_id: ['Dit teamlid is niet actief.'] });
    expect((await attach(dutch, activity.id, user.id, '85.123')).body.errors).toEqual({ rate: ['Het formaat van het veld uurtarief is ongeldig.'] });
    expect((await attach(dutch, activity.id, user.id, '85', activity.id + 1)).body.errors).toEqual({
      activity_id: ['De activiteit komt niet overeen met de activiteit in het adres.'],
    });
    expect((await attach(dutch, activity.id, user.id, '85')).status).toBe(200);
    expect((await attach(dutch, activity.id, user.id, '85')).body.errors).toEqual({ teammember_id: ['Dit teamlid staat al op de activiteit.'] });
    expect((await updateRate(dutch, activity.id, inactive, '85')).body.errors).toEqual({ teammember_id: ['Dit teamlid staat niet op de activiteit.'] });
    expect((await dutch.delete(`/api/activities/${activity.id}`)).body).toEqual({ message: 'Alleen een inactieve activiteit kan worden verwijderd.' });
  });
});

describe('deleting an activity', () => {
  it('is refused while it is active, or while time is registered on it; otherwise its members go with it', async () => {
    const activity = await createActivity(admin, 'Short-lived');
    const anna = await member('Anna Aalbers');
    await attach(admin, activity.id, anna, '85');

    const active = await admin.delete(`/api/activities/${activity.id}`);
    expect(active.status).toBe(409);
    expect(active.body).toEqual({ message: 'Only an inactive activity can be deleted.' });

    await admin.post('/api/activities/toggle/active', { id: activity.id });
    const entry = await registerTime(activity.id, anna);
    const billed = await admin.delete(`/api/activities/${activity.id}`);
    expect(billed.status).toBe(409);
    expect(billed.body).toEqual({ message: 'Time is registered on this activity, so it cannot be deleted.' });
    expect((await activityRows()).some((row) => row.id === activity.id)).toBe(true);

    await server.db.deleteFrom('time_entries').where('id', '=', entry.id).execute();
    const deleted = await admin.delete(`/api/activities/${activity.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await activityRows()).some((row) => row.id === activity.id)).toBe(false);
    expect((await linkRows()).some((row) => row.activity_id === activity.id)).toBe(false);
    expect((await admin.delete(`/api/activities/${activity.id}`)).status).toBe(404);
  });
});

describe('activities of another organisation', () => {
  it('are not found: list, rename, toggle, delete and the member calls answer 404 and change nothing', async () => {
    const activity = await createActivity(admin, 'Not yours');
    await admin.post('/api/activities/toggle/active', { id: activity.id });
    const anna = await member('Anna Aalbers');
    const pivotId = ((await attach(admin, activity.id, anna, '85')).body as Activity).users[0].pivot.id;
    const { browser: stranger, user: strangerUser } = await signedInAdmin(server, 'Third Organisation');
    const before = { activities: await activityRows(), links: await linkRows() };

    const answers = [
      await stranger.get(`/api/activities/project/${project.id}`),
      await stranger.put(`/api/activities/${activity.id}`, { name: 'Taken over' }),
      await stranger.post('/api/activities/toggle/active', { id: activity.id }),
      await stranger.delete(`/api/activities/${activity.id}`),
      await attach(stranger, activity.id, strangerUser.id, '85'),
      await updateRate(stranger, activity.id, anna, '1'),
      await stranger.post(`/api/activities/${pivotId}/detachuser`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Not found.' });
    }
    expect({ activities: await activityRows(), links: await linkRows() }).toEqual(before);
  });
});
