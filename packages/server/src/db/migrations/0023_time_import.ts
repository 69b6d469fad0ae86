import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// Importing time from the CSV exports of Toggl Track, Clockify and Harvest.
//
// - `time_imports`: an uploaded export (its CSV text, kept until it has been imported), what
//   the admin chose (`plan`, JSON: the source's clients, projects, tasks and people mapped to
//   Kwartier's ids, the rows selected) and the progress of the import, which runs in batches
//   of rows, one transaction each (`done` of `total`), with the rows skipped and why
//   (`skipped`, JSON, the first 1,000).
// - `time_import_rows`: every source row ever imported, by its source id (a digest of the
//   row's identifying cells and its occurrence in the file: the exports carry no ids), unique
//   per organisation and source, so importing the same file — or an overlapping export — again
//   adds nothing twice. A Kwartier entry is one cell (member × activity × day) and several
//   source rows may land in one: each row is recorded here with the cell and minutes it added.
//   No foreign key to `time_entries`: an entry saved to 0 is deleted, and its import record
//   must stay to keep the row from coming back.

export async function up(db: Kysely<any>): Promise<void> {
  const organization = (c: any) => c.notNull().references('organizations.id').onDelete('cascade');

  await withId(db, db.schema.createTable('time_imports'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('plan', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alreadyimported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skippedcount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('time_imports_organization_id_index').on('time_imports').column('organization_id').execute();

  await withId(db, db.schema.createTable('time_import_rows'))
    .addColumn('organization_id', 'integer', organization)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) => c.references('time_imports.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('time_import_rows_organization_id_source_source_id_unique', ['organization_id', 'source', 'source_id'])
    .execute();
  await db.schema.createIndex('time_import_rows_import_id_index').on('time_import_rows').column('import_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('time_import_rows').execute();
  await db.schema.dropTable('time_imports').execute();
}
