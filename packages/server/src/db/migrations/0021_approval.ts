import type { Kysely } from 'kysely';
import { flag, withId } from './columns.js';

// Submit and approve, and period locks.
//
// - `organizations.time_approval`: approval of weeks on (1) or off (0, the default for every
//   organisation until an admin turns it on).
// - `week_submissions`: one row per member and week (`week_start`…`week_end`, the organisation's
//   week when it was submitted), `status` submitted | approved | rejected, the admin's `comment`
//   (required on a rejection), who decided (`decided_by`, null once that user is removed) and
//   when. A resubmitted week reuses its row.
// - `period_locks`: a closed period (`start_date`…`end_date`, both inclusive) of the
//   organisation; every day in it is read-only for everyone until an admin removes the lock.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('time_approval', 'integer', flag(0)).execute();
  await withId(db, db.schema.createTable('week_submissions'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('week_end', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('week_submissions_user_week_unique', ['user_id', 'week_start'])
    .execute();
  await db.schema.createIndex('week_submissions_organization_status_index').on('week_submissions').columns(['organization_id', 'status']).execute();
  await withId(db, db.schema.createTable('period_locks'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('period_locks_organization_id_index').on('period_locks').column('organization_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('period_locks').execute();
  await db.schema.dropTable('week_submissions').execute();
  await db.schema.alterTable('organizations').dropColumn('time_approval').execute();
}
