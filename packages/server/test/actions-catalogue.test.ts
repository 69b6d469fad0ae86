import { beforeAll, describe, expect, it } from 'vitest';
import { attachMember, changeMemberRate, createActivity, deleteActivity, detachMember, toggleActivityActive, updateActivity } from '../src/actions/activities.js';
import { systemActor, type Actor } from '../src/actions/actor.js';
import {
  addClientUpdate,
  addContact,
  createClient,
  deleteClient,
  deleteClientUpdate,
  deleteContact,
  editClientUpdate,
  toggleClientActive,
  updateClient,
  updateContact,
} from '../src/actions/clients.js';
import { continueImport, startImport, uploadImport } from '../src/actions/import.js';
import { createProject, deleteProject, toggleProjectActive, updateProject } from '../src/actions/projects.js';
import { createService, deleteService, toggleServiceActive, updateService } from '../src/actions/services.js';
import type { Db } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { ownTransaction } from '../src/db/transaction.js';
import { HttpError, ValidationFailure } from '../src/domain/failures.js';
import { newOrganization } from '../src/domain/organizations.js';
import { auditEntries, useActionWorld } from './support/actionWorld.js';
import { addMember } from './support/people.js';

// The catalogue's and the time import's state changes outside HTTP: each action called as a job
// or the command line would call it (a system actor, no person) or as an admin, in a transaction
// of its own on a fresh database, leaves its rows and exactly its audit entries — and changes
// nothing when it refuses (a duplicate, another organisation's id, a record in use or invoiced).

let db: Db;
let organizationId: number;
let otherOrganizationId: number;
let system: Actor;
let admin: Actor;
let member: Actor;
/** A member of the organisation on no activity yet, and one of another organisation. */
let markId: number;
let strangerId: number;
/** A client and a project of another organisation. */
let foreignClientId: number;
let foreignProjectId: number;

const organization = async (name: string) =>
  (await db.insertInto('organizations').values(newOrganization({ name }, new Date())).returning('id').executeTakeFirstOrThrow()).id;

useActionWorld('actions-catalogue', (world) => ({ db, organizationId, system, admin, member } = world));

beforeAll(async () => {
  otherOrganizationId = await organization('Studio Zuid');
  markId = (await addMember(db, organizationId, 'mark@example.test')).id;
  strangerId = (await addMember(db, otherOrganizationId)).id;
  const other = systemActor(otherOrganizationId);
  foreignClientId = (await ownTransaction(db, (trx) => createClient(trx, other, { name: 'Elders' }))).id;
  foreignProjectId = (await ownTransaction(db, (trx) => createProject(trx, other, { name: 'Elders', projectnumber: 'E-1', client_id: foreignClientId }))).id;
});

/** The organisation's audit entries of `kind`, oldest first, with their details parsed. */
async function entries(kind: string) {
  const rows = await auditEntries(db, organizationId, kind);
  return rows.map((row) => ({ ...row, details: row.details === null ? null : (JSON.parse(row.details) as unknown) }));
}

/** Every row of these tables, to show that a refusal left them as they were. */
async function snapshot(...tables: (keyof Database)[]) {
  const rows: Record<string, unknown[]> = {};
  for (const table of [...tables, 'audit_entries' as const]) rows[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  return rows;
}

/** Runs an action that must refuse; answers its error after checking that the tables are as they were. */
async function refused(tables: (keyof Database)[], action: (trx: Db) => Promise<unknown>): Promise<unknown> {
  const before = await snapshot(...tables);
  let error: unknown;
  let threw = false;
  try {
    await ownTransaction(db, action);
  } catch (thrown) {
    threw = true;
    error = thrown;
  }
  expect(threw, 'the action refuses').toBe(true);
  expect(await snapshot(...tables)).toEqual(before);
  return error;
}

const by = (actor: Actor) => ({ user_id: actor.userId, request_id: actor.requestId });

describe('clients as actions', () => {
  it('creates, edits, toggles and deletes a client, each with its exact audit entry', async () => {
    const client = await ownTransaction(db, (trx) => createClient(trx, admin, { name: 'Bakkerij Jansen', clientnumber: 'K-1' }));
    expect(await db.selectFrom('clients').select(['organization_id', 'name', 'clientnumber', 'active', 'invoice_language']).where('id', '=', client.id).executeTakeFirst()).toEqual({
      organization_id: organizationId,
      name: 'Bakkerij Jansen',
      clientnumber: 'K-1',
      active: 1,
      invoice_language: 'en',
    });
    expect(await entries('client.created')).toEqual([{ ...by(admin), subject_type: 'client', subject_id: client.id, details: { name: 'Bakkerij Jansen' } }]);

    const updated = await ownTransaction(db, (trx) => updateClient(trx, system, client.id, { name: 'Bakkerij Jansen BV', clientnumber: 'K-1', city: 'Utrecht' }));
    expect(updated).toMatchObject({ name: 'Bakkerij Jansen BV', city: 'Utrecht', clientnumber: 'K-1' });
    // The same details again change nothing and are not recorded.
    await ownTransaction(db, (trx) => updateClient(trx, system, client.id, { name: 'Bakkerij Jansen BV', clientnumber: 'K-1', city: 'Utrecht' }));
    expect(await entries('client.details')).toEqual([{ ...by(system), subject_type: 'client', subject_id: client.id, details: { name: 'Bakkerij Jansen BV', fields: ['city', 'name'] } }]);

    // An active client is not deleted.
    expect(await refused(['clients'], (trx) => deleteClient(trx, admin, client.id))).toMatchObject({ status: 409, messageId: 'clients.delete_active' });
    const toggled = await ownTransaction(db, (trx) => toggleClientActive(trx, system, client.id));
    expect(toggled.active).toBe(0);
    expect(await entries('client.active')).toEqual([{ ...by(system), subject_type: 'client', subject_id: client.id, details: { name: 'Bakkerij Jansen BV', from: 'active', to: 'inactive' } }]);

    await ownTransaction(db, (trx) => deleteClient(trx, admin, client.id));
    expect(await db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst()).toBeUndefined();
    expect(await entries('client.deleted')).toEqual([{ ...by(admin), subject_type: 'client', subject_id: client.id, details: { name: 'Bakkerij Jansen BV' } }]);
  });

  it('refuses another organisation’s client, and an invoiced one, changing nothing', async () => {
    for (const action of [
      (trx: Db) => updateClient(trx, admin, foreignClientId, { name: 'Mine now' }),
      (trx: Db) => toggleClientActive(trx, system, foreignClientId),
      (trx: Db) => deleteClient(trx, admin, foreignClientId),
    ]) {
      expect(await refused(['clients'], action)).toMatchObject({ status: 404 });
    }
    const client = await ownTransaction(db, async (trx) => {
      const created = await createClient(trx, system, { name: 'Invoiced' });
      return toggleClientActive(trx, system, created.id);
    });
    const now = new Date().toISOString();
    await db
      .insertInto('invoices')
      .values({ organization_id: organizationId, uuid: 'invoiced-client', invoicenumber: 'F-1', client_id: client.id, contact_id: null, invoicedate: '2026-03-01', period: '', status_id: 2, original_invoice_id: null, issued: null, paid_on: null, buyer_reference: null, created_at: now, updated_at: now })
      .execute();
    expect(await refused(['clients', 'invoices'], (trx) => deleteClient(trx, admin, client.id))).toMatchObject({ status: 409, messageId: 'clients.delete_has_invoices' });
  });

  it('adds, edits and deletes a contact; another organisation’s client or contact is refused', async () => {
    const client = await ownTransaction(db, (trx) => createClient(trx, system, { name: 'Contacted' }));
    const audited = await snapshot('audit_entries');
    const contact = await ownTransaction(db, (trx) => addContact(trx, system, { client_id: client.id, name: 'Els', email: 'els@example.test' }));
    expect(await db.selectFrom('contacts').select(['organization_id', 'client_id', 'name', 'email', 'phone']).where('id', '=', contact.id).executeTakeFirst()).toEqual({
      organization_id: organizationId,
      client_id: client.id,
      name: 'Els',
      email: 'els@example.test',
      phone: null,
    });
    // A detail left out is cleared.
    expect(await ownTransaction(db, (trx) => updateContact(trx, admin, contact.id, { name: 'Els Bakker', phone: '030 123' }))).toMatchObject({ name: 'Els Bakker', email: null, phone: '030 123' });

    const error = await refused(['contacts'], (trx) => addContact(trx, admin, { client_id: foreignClientId, name: 'Spy' }));
    expect(error).toBeInstanceOf(ValidationFailure);
    expect(error).toMatchObject({ errors: { client_id: 'validation.in' } });
    const foreignContact = await ownTransaction(db, (trx) => addContact(trx, systemActor(otherOrganizationId), { client_id: foreignClientId, name: 'Theirs' }));
    expect(await refused(['contacts'], (trx) => updateContact(trx, admin, foreignContact.id, { name: 'Mine' }))).toMatchObject({ status: 404 });
    expect(await refused(['contacts'], (trx) => deleteContact(trx, system, foreignContact.id))).toMatchObject({ status: 404 });

    await ownTransaction(db, (trx) => deleteContact(trx, admin, contact.id));
    expect(await db.selectFrom('contacts').select('id').where('id', '=', contact.id).executeTakeFirst()).toBeUndefined();
    // Contacts are not in the audit trail.
    expect(await snapshot('audit_entries')).toEqual(audited);
  });

  it('keeps a note about a client its author’s: only they change or delete it, a job writes none', async () => {
    const client = await ownTransaction(db, (trx) => createClient(trx, system, { name: 'Noted' }));
    const note = await ownTransaction(db, (trx) => addClientUpdate(trx, admin, client.id, 'Called about the invoice'));
    expect(note).toMatchObject({ client_id: client.id, user_id: admin.userId, text: 'Called about the invoice', updated_at: null, username: 'Anna Admin' });

    // The same text again is no edit; another text marks it edited.
    expect(await ownTransaction(db, (trx) => editClientUpdate(trx, admin, note.id, 'Called about the invoice'))).toMatchObject({ updated_at: null });
    expect((await ownTransaction(db, (trx) => editClientUpdate(trx, admin, note.id, 'Called twice'))).updated_at).not.toBeNull();

    for (const actor of [member, system]) {
      expect(await refused(['client_updates'], (trx) => editClientUpdate(trx, actor, note.id, 'Not mine'))).toMatchObject({ status: 403, messageId: 'clientupdates.readonly' });
      expect(await refused(['client_updates'], (trx) => deleteClientUpdate(trx, actor, note.id))).toMatchObject({ status: 403 });
    }
    expect(await refused(['client_updates'], (trx) => addClientUpdate(trx, system, client.id, 'By nobody'))).toBeInstanceOf(Error);
    expect(await refused(['client_updates'], (trx) => addClientUpdate(trx, admin, foreignClientId, 'Elsewhere'))).toMatchObject({ errors: { client_id: 'validation.in' } });

    await ownTransaction(db, (trx) => deleteClientUpdate(trx, admin, note.id));
    expect(await db.selectFrom('client_updates').select('id').where('id', '=', note.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('projects as actions', () => {
  it('creates, edits, toggles and deletes a project with exact audit entries; refusals change nothing', async () => {
    const client = await ownTransaction(db, (trx) => createClient(trx, system, { name: 'Projected' }));
    const inactive = await ownTransaction(db, async (trx) => toggleClientActive(trx, system, (await createClient(trx, system, { name: 'Sleeping' })).id));

    expect(await refused(['projects'], (trx) => createProject(trx, admin, { name: 'Web', projectnumber: 'P-1', client_id: foreignClientId }))).toMatchObject({ errors: { client_id: 'validation.in' } });
    expect(await refused(['projects'], (trx) => createProject(trx, admin, { name: 'Web', projectnumber: 'P-1', client_id: inactive.id }))).toMatchObject({
      errors: { client_id: 'projects.client_inactive' },
    });

    const project = await ownTransaction(db, (trx) => createProject(trx, admin, { name: 'Web', projectnumber: 'P-1', client_id: client.id }));
    expect(project).toMatchObject({ name: 'Web', projectnumber: 'P-1', client_id: client.id, client_name: 'Projected', active: 1, description: null });
    expect(await entries('project.created')).toEqual([{ ...by(admin), subject_type: 'project', subject_id: project.id, details: { name: 'Web' } }]);

    // Every problem at once: another organisation's client, no description, dates backwards.
    expect(
      await refused(['projects'], (trx) =>
        updateProject(trx, system, project.id, { name: 'Web', projectnumber: 'P-1', client_id: foreignClientId, description: '<p> </p>', startdate: '2026-03-02', enddate: '2026-03-01' }),
      ),
    ).toMatchObject({ errors: { client_id: 'validation.in', description: 'validation.required', enddate: 'projects.enddate_before_startdate' } });
    const updated = await ownTransaction(db, (trx) =>
      updateProject(trx, system, project.id, { name: 'Website', projectnumber: 'P-1', client_id: client.id, description: '<p>The new site</p>', startdate: '2026-03-01' }),
    );
    expect(updated).toMatchObject({ name: 'Website', description: '<p>The new site</p>', startdate: '2026-03-01', enddate: null });
    expect(await entries('project.details')).toEqual([
      { ...by(system), subject_type: 'project', subject_id: project.id, details: { name: 'Website', fields: ['description', 'name', 'startdate'] } },
    ]);

    expect(await refused(['projects'], (trx) => updateProject(trx, admin, foreignProjectId, { name: 'Mine', projectnumber: 'X', client_id: client.id, description: '<p>x</p>' }))).toMatchObject({
      status: 404,
    });
    expect(await refused(['projects'], (trx) => deleteProject(trx, admin, project.id))).toMatchObject({ status: 409, messageId: 'projects.delete_active' });

    expect((await ownTransaction(db, (trx) => toggleProjectActive(trx, admin, project.id))).active).toBe(0);
    expect(await entries('project.active')).toEqual([{ ...by(admin), subject_type: 'project', subject_id: project.id, details: { name: 'Website', from: 'active', to: 'inactive' } }]);

    // Registered time keeps an inactive project.
    const activity = await ownTransaction(db, (trx) => createActivity(trx, system, { name: 'Design', project_id: project.id }));
    const now = new Date().toISOString();
    const entry = await db
      .insertInto('time_entries')
      .values({ organization_id: organizationId, user_id: member.userId!, activity_id: activity.id, date: '2026-03-02', minutes: 60, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await refused(['projects', 'activities', 'time_entries'], (trx) => deleteProject(trx, system, project.id))).toMatchObject({ status: 409, messageId: 'projects.delete_has_time' });
    await db.deleteFrom('time_entries').where('id', '=', entry.id).execute();

    await ownTransaction(db, (trx) => deleteProject(trx, system, project.id));
    expect(await db.selectFrom('projects').select('id').where('id', '=', project.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('activities').select('id').where('id', '=', activity.id).executeTakeFirst()).toBeUndefined();
    expect(await entries('project.deleted')).toEqual([{ ...by(system), subject_type: 'project', subject_id: project.id, details: { name: 'Website' } }]);
  });
});

describe('activities and their members as actions', () => {
  it('creates, edits, toggles and deletes an activity, puts members on it with the rate in the audit trail, and refuses changing nothing', async () => {
    const client = await ownTransaction(db, (trx) => createClient(trx, system, { name: 'Active' }));
    const project = await ownTransaction(db, (trx) => createProject(trx, system, { name: 'App', projectnumber: 'P-2', client_id: client.id }));
    expect(await refused(['activities'], (trx) => createActivity(trx, admin, { name: 'Spy', project_id: foreignProjectId }))).toMatchObject({ errors: { project_id: 'validation.in' } });

    const activity = await ownTransaction(db, (trx) => createActivity(trx, admin, { name: 'Build', project_id: project.id, billable: false }));
    expect(activity).toMatchObject({ name: 'Build', project_id: project.id, active: 1, billable: 0, project_name: 'App', client_name: 'Active', members: [] });
    // Billable changes only when sent.
    expect(await ownTransaction(db, (trx) => updateActivity(trx, system, activity.id, { name: 'Building' }))).toMatchObject({ name: 'Building', billable: 0 });
    expect(await ownTransaction(db, (trx) => updateActivity(trx, system, activity.id, { name: 'Building', billable: true }))).toMatchObject({ billable: 1 });

    const attached = await ownTransaction(db, (trx) => attachMember(trx, admin, activity.id, { activity_id: activity.id, teammember_id: markId, rate: '80' }));
    expect(attached.members).toMatchObject([{ user_id: markId, rate_cents: 8000 }]);
    expect(await entries('rate.set')).toEqual([{ ...by(admin), subject_type: 'activity', subject_id: activity.id, details: { name: 'Mark Member', amount: '80.00' } }]);

    // A member already on it, another organisation's member, a body naming another activity: refused, every field at once.
    expect(await refused(['activity_user'], (trx) => attachMember(trx, system, activity.id, { activity_id: activity.id, teammember_id: markId, rate: '90' }))).toMatchObject({
      errors: { teammember_id: 'activities.member_already_on' },
    });
    expect(await refused(['activity_user'], (trx) => attachMember(trx, system, activity.id, { activity_id: activity.id + 1, teammember_id: strangerId, rate: '90' }))).toMatchObject({
      errors: { teammember_id: 'activities.member_not_found', activity_id: 'activities.activity_mismatch' },
    });
    expect(await refused(['activity_user'], (trx) => changeMemberRate(trx, system, activity.id, { activity_id: activity.id, teammember_id: member.userId!, rate: '90' }))).toMatchObject({
      errors: { teammember_id: 'activities.member_not_on' },
    });

    const changed = await ownTransaction(db, (trx) => changeMemberRate(trx, system, activity.id, { activity_id: activity.id, teammember_id: markId, rate: '92.50' }));
    expect(changed.members).toMatchObject([{ user_id: markId, rate_cents: 9250 }]);
    // The same rate again is no change to record.
    await ownTransaction(db, (trx) => changeMemberRate(trx, admin, activity.id, { activity_id: activity.id, teammember_id: markId, rate: '92.5' }));
    expect(await entries('rate.changed')).toEqual([{ ...by(system), subject_type: 'activity', subject_id: activity.id, details: { name: 'Mark Member', from: '80.00', to: '92.50' } }]);

    const foreignActivity = await ownTransaction(db, (trx) => createActivity(trx, systemActor(otherOrganizationId), { name: 'Theirs', project_id: foreignProjectId }));
    expect(await refused(['activities'], (trx) => updateActivity(trx, admin, foreignActivity.id, { name: 'Mine' }))).toMatchObject({ status: 404 });
    expect(await refused(['activity_user'], (trx) => detachMember(trx, admin, changed.members[0].pivot_id + 1000))).toMatchObject({ status: 404 });

    const detached = await ownTransaction(db, (trx) => detachMember(trx, system, changed.members[0].pivot_id));
    expect(detached.members).toEqual([]);

    expect(await refused(['activities'], (trx) => deleteActivity(trx, admin, activity.id))).toMatchObject({ status: 409, messageId: 'activities.delete_active' });
    expect((await ownTransaction(db, (trx) => toggleActivityActive(trx, system, activity.id))).active).toBe(0);
    await ownTransaction(db, (trx) => deleteActivity(trx, admin, activity.id));
    expect(await db.selectFrom('activities').select('id').where('id', '=', activity.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('services as actions', () => {
  it('creates, edits, toggles and deletes a service; another organisation’s or an active one is refused', async () => {
    const audited = await snapshot('audit_entries');
    const service = await ownTransaction(db, (trx) => createService(trx, admin, { name: 'Hosting', servicenumber: 'S-1', description: '<p>Servers</p><script>x</script>' }));
    expect(await db.selectFrom('services').select(['organization_id', 'name', 'servicenumber', 'description', 'active']).where('id', '=', service.id).executeTakeFirst()).toEqual({
      organization_id: organizationId,
      name: 'Hosting',
      servicenumber: 'S-1',
      description: '<p>Servers</p>',
      active: 1,
    });
    expect(await ownTransaction(db, (trx) => updateService(trx, system, service.id, { name: 'Hosting plus' }))).toMatchObject({ name: 'Hosting plus', servicenumber: null, description: null });
    expect(await refused(['services'], (trx) => deleteService(trx, system, service.id))).toMatchObject({ status: 409, messageId: 'services.delete_active' });

    const foreign = await ownTransaction(db, (trx) => createService(trx, systemActor(otherOrganizationId), { name: 'Theirs' }));
    expect(await refused(['services'], (trx) => toggleServiceActive(trx, admin, foreign.id))).toMatchObject({ status: 404 });
    expect(await refused(['services'], (trx) => updateService(trx, admin, foreign.id, { name: 'Mine' }))).toMatchObject({ status: 404 });

    expect((await ownTransaction(db, (trx) => toggleServiceActive(trx, admin, service.id))).active).toBe(0);
    await ownTransaction(db, (trx) => deleteService(trx, system, service.id));
    expect(await db.selectFrom('services').select('id').where('id', '=', service.id).executeTakeFirst()).toBeUndefined();
    // Services are not in the audit trail.
    expect(await snapshot('audit_entries')).toEqual(audited);
  });
});

describe('the time import as actions', () => {
  const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
  const line = (email: string, name: string, date: string, duration: string) => `${name},${email},Bakkerij Jansen,Winkel,Ontwerp,Logo,Yes,${date},09:00:00,${date},10:00:00,${duration},`;
  const csv = [header, line('mark@example.test', 'Mark', '2026-03-02', '01:00:00'), line('mark@example.test', 'Mark', '2026-03-03', '00:30:00'), line('nobody@example.test', 'Nobody', '2026-03-03', '01:00:00')].join('\n');
  const everything = { clients: [], projects: [], tasks: [], users: [] };

  it('keeps an upload, starts it (creating what is missing) and imports its batch; refusals change nothing', async () => {
    expect(await refused(['time_imports'], (trx) => uploadImport(trx, admin, { name: 'notes.csv', content: 'just,some\ntext,here' }))).toMatchObject({
      errors: { file: 'import.unknown_format' },
    });
    const upload = await ownTransaction(db, (trx) => uploadImport(trx, admin, { name: 'toggl.csv', content: csv }));
    expect(upload).toMatchObject({ organization_id: organizationId, user_id: admin.userId, format: 'toggl', filename: 'toggl.csv', status: 'preview', plan: null });

    // Not started: no batch. Another organisation's member or someone of another file: refused, nothing created.
    expect(await refused(['time_imports'], (trx) => continueImport(trx, system, upload.id))).toMatchObject({ status: 409, messageId: 'import.not_started' });
    const tables: (keyof Database)[] = ['time_imports', 'clients', 'projects', 'activities'];
    expect(await refused(tables, (trx) => startImport(trx, system, upload.id, { ...everything, users: [{ key: 'u2', user_id: strangerId }] }))).toMatchObject({ errors: { users: 'validation.in' } });
    expect(await refused(tables, (trx) => startImport(trx, system, upload.id, { ...everything, clients: [{ key: 'c9', client_id: null }] }))).toMatchObject({ errors: { clients: 'validation.in' } });

    const started = await ownTransaction(db, (trx) => startImport(trx, system, upload.id, everything));
    expect(started).toMatchObject({ status: 'running', total: 3, done: 0 });
    const plan = JSON.parse(started.plan!) as { tasks: Record<string, number>; users: Record<string, number | null>; created: { clients: number[]; projects: number[]; activities: number[] } };
    expect(plan.users).toEqual({ u1: markId, u2: null });
    const [clientId] = plan.created.clients;
    const [projectId] = plan.created.projects;
    const [activityId] = plan.created.activities;
    expect(plan.tasks).toEqual({ t1: activityId });
    expect(await db.selectFrom('clients').select(['name', 'active']).where('id', '=', clientId).executeTakeFirst()).toEqual({ name: 'Bakkerij Jansen', active: 1 });
    expect(await db.selectFrom('projects').select(['name', 'client_id']).where('id', '=', projectId).executeTakeFirst()).toEqual({ name: 'Winkel', client_id: clientId });
    expect(await db.selectFrom('activities').select(['name', 'project_id', 'billable']).where('id', '=', activityId).executeTakeFirst()).toEqual({ name: 'Ontwerp', project_id: projectId, billable: 1 });
    expect(await entries('import.started')).toEqual([{ ...by(system), subject_type: 'import', subject_id: upload.id, details: { name: 'toggl.csv', count: 3 } }]);
    expect(await refused(tables, (trx) => startImport(trx, admin, upload.id, everything))).toMatchObject({ status: 409, messageId: 'import.started' });

    const done = await ownTransaction(db, (trx) => continueImport(trx, admin, upload.id));
    expect(done).toMatchObject({ status: 'done', done: 3, imported: 2, alreadyimported: 0, skippedcount: 1 });
    expect(JSON.parse(done.skipped)).toEqual([{ row: 4, reason: 'unknown_member', name: 'Nobody' }]);
    expect(
      await db.selectFrom('time_entries').select(['user_id', 'date', 'minutes', 'note']).where('activity_id', '=', activityId).orderBy('date').execute(),
    ).toEqual([
      { user_id: markId, date: '2026-03-02', minutes: 60, note: 'Logo' },
      { user_id: markId, date: '2026-03-03', minutes: 30, note: 'Logo' },
    ]);
    expect(await db.selectFrom('activity_user').select(['user_id', 'rate_cents']).where('activity_id', '=', activityId).execute()).toEqual([{ user_id: markId, rate_cents: 0 }]);
    expect(await db.selectFrom('time_import_rows').select('import_id').where('import_id', '=', upload.id).execute()).toHaveLength(2);

    // A finished import is answered as it is.
    const before = await snapshot('time_imports', 'time_entries', 'time_import_rows');
    expect(await ownTransaction(db, (trx) => continueImport(trx, system, upload.id))).toEqual(done);
    expect(await snapshot('time_imports', 'time_entries', 'time_import_rows')).toEqual(before);
  });

  it('takes no row twice: the same file again imports nothing and creates nothing; another organisation’s import is not found', async () => {
    const again = await ownTransaction(db, (trx) => uploadImport(trx, system, { name: 'toggl.csv', content: csv }));
    expect(again.user_id).toBeNull();
    const counts = await snapshot('clients', 'projects', 'activities');
    const started = await ownTransaction(db, (trx) => startImport(trx, admin, again.id, everything));
    const done = await ownTransaction(db, (trx) => continueImport(trx, admin, started.id));
    expect(done).toMatchObject({ status: 'done', imported: 0, alreadyimported: 2, skippedcount: 1 });
    const after = await snapshot('clients', 'projects', 'activities');
    expect({ clients: after.clients, projects: after.projects, activities: after.activities }).toEqual({ clients: counts.clients, projects: counts.projects, activities: counts.activities });

    expect(await refused(['time_imports'], (trx) => startImport(trx, systemActor(otherOrganizationId), again.id, everything))).toBeInstanceOf(HttpError);
    expect(await refused(['time_imports'], (trx) => continueImport(trx, systemActor(otherOrganizationId), again.id))).toMatchObject({ status: 404 });
  });
});
