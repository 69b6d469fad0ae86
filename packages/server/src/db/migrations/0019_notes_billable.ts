import type { Kysely } from 'kysely';

// Notes per entry and billable activities:
//
// - `time_entries.note`: what was done, one note per entry (a member's cell: activity and day),
//   null when none. An entry always has minutes (saving 0 removes it), so a note goes with its
//   hours.
// - `activities.billable`: whether the activity's hours are billable (1, the default) or not (0).
//   An entry follows its activity (read through the join, never copied), so switching an activity
//   moves its whole history; non-billable hours are never offered as tracked time on an invoice.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('time_entries').addColumn('note', 'text').execute();
  await db.schema
    .alterTable('activities')
    .addColumn('billable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activities').dropColumn('billable').execute();
  await db.schema.alterTable('time_entries').dropColumn('note').execute();
}
