import type { Kysely } from 'kysely';
import { flag, withId } from './columns.js';

// The catalogue: a client's contacts and updates, services and subscriptions,
// projects, activities and the team members on them with their hourly rate, and the time
// registered on activities (filled by the time sheet).
//
// What may disappear with its parent and what may not: contacts, updates and a member's place on
// an activity go with their client, activity or member (`on delete cascade`). Records that carry
// billable history — subscriptions, projects and registered time — use the default `no action`:
// the database refuses to delete a client, service, activity or member they still point at, and
// the stores answer 409 before it comes to that. An organisation's own rows all cascade with it.

export async function up(db: Kysely<any>): Promise<void> {
  const organization = (c: any) => c.notNull().references('organizations.id').onDelete('cascade');

  await withId(db, db.schema.createTable('contacts'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contacts_client_id_name_index').on('contacts').columns(['client_id', 'name']).execute();

  await withId(db, db.schema.createTable('client_updates'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    // The author; null once the author's account is deleted ('unknown user').
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when the text changes after creation (the 'edited' mark).
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('client_updates_client_id_created_at_index').on('client_updates').columns(['client_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('services'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('servicenumber', 'text')
    // Sanitised HTML.
    .addColumn('description', 'text')
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('services_organization_id_name_index').on('services').columns(['organization_id', 'name']).execute();

  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('enddate', 'text')
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_service_id_index').on('subscriptions').column('service_id').execute();
  await db.schema.createIndex('subscriptions_client_id_index').on('subscriptions').column('client_id').execute();

  await withId(db, db.schema.createTable('projects'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('projectnumber', 'text', (c) => c.notNull())
    // Sanitised HTML; null until the first edit (the create dialog does not ask for it).
    .addColumn('description', 'text')
    .addColumn('startdate', 'text')
    .addColumn('enddate', 'text')
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_organization_id_name_index').on('projects').columns(['organization_id', 'name']).execute();
  await db.schema.createIndex('projects_client_id_index').on('projects').column('client_id').execute();

  await withId(db, db.schema.createTable('activities'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activities_project_id_index').on('activities').column('project_id').execute();

  // A team member on an activity, with an hourly rate in integer cents (the contract's pivot).
  await withId(db, db.schema.createTable('activity_user'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rate_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('activity_user_activity_id_user_id_unique', ['activity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('activity_user_user_id_index').on('activity_user').column('user_id').execute();

  // Registered time: one row per member, activity and day, in whole minutes.
  await withId(db, db.schema.createTable('time_entries'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('time_entries_user_id_activity_id_date_unique', ['user_id', 'activity_id', 'date'])
    .execute();
  await db.schema.createIndex('time_entries_organization_id_date_index').on('time_entries').columns(['organization_id', 'date']).execute();
  await db.schema.createIndex('time_entries_activity_id_index').on('time_entries').column('activity_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['time_entries', 'activity_user', 'activities', 'projects', 'subscriptions', 'services', 'client_updates', 'contacts']) {
    await db.schema.dropTable(table).execute();
  }
}
