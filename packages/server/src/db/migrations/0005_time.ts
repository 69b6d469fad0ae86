import { sql, type Kysely } from 'kysely';
import { withId } from './columns.js';

// The time sheet, beyond the `time_entries` table of 0004:
//
// - `time_entries.rate_cents`: the member's hourly rate on the activity as it was when the hours
//   were saved (copied from `activity_user.rate_cents` by every save that changes the minutes),
//   so a later change of the rate does not rewrite revenue already earned; the dashboard and the
//   invoices read revenue from here (as Kimai keeps a rate on each timesheet). Rows written
//   before this migration take the member's current rate, or 0 when they are no longer on the
//   activity (none exist in practice: the time sheet is what writes time).
// - `time_lines`: the lines of a member's week, so a line added without hours is still there
//   after a reload. `week_start` is the first day of the week the line was added to; a week's
//   lines are those whose `week_start` lies within its seven days, so a line stays in exactly one
//   week even after the organisation changes its first day of the week. A line is no billable
//   history (its hours are, in `time_entries`): it goes with its member or activity (`cascade`),
//   while `time_entries` keeps the `no action` keys of 0004.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('time_entries')
    .addColumn('rate_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update "time_entries" set "rate_cents" = coalesce((
    select "activity_user"."rate_cents" from "activity_user"
    where "activity_user"."activity_id" = "time_entries"."activity_id" and "activity_user"."user_id" = "time_entries"."user_id"
  ), 0)`.execute(db);
  // The week of one member (and the sum of one of their days) is the hot read of the time sheet.
  await db.schema.createIndex('time_entries_user_id_date_index').on('time_entries').columns(['user_id', 'date']).execute();

  await withId(db, db.schema.createTable('time_lines'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('time_lines_user_id_week_start_activity_id_unique', ['user_id', 'week_start', 'activity_id'])
    .execute();
  await db.schema.createIndex('time_lines_activity_id_index').on('time_lines').column('activity_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('time_lines').execute();
  await db.schema.dropIndex('time_entries_user_id_date_index').execute();
  await db.schema.alterTable('time_entries').dropColumn('rate_cents').execute();
}
