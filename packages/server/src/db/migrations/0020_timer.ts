import type { Kysely } from 'kysely';

// The timer.
//
// - `timers`: at most one per member (the user is the key), kept on the server so it survives a
//   reload, closing the browser and switching devices. `started_at` (ISO UTC) and the IANA time
//   zone the client named when it started (`time_zone`): stopping splits the time over the days of
//   that zone. `stopped_at` is null while running; a stop whose time could not be saved (a
//   read-only day, a day past 24:00) leaves it set, with the refusal (`refusal_message`:
//   a message id, `refusal_params`: its placeholders as JSON), answered in the reader's language, so the member
//   sees the time and why, and can stop again (retry) or discard it: nothing is lost.
// - `organizations.timer_rounding`: minutes a stopped timer's time is rounded up to (1, 5, 6, 10
//   or 15), or 0 for none (to the nearest whole minute).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('timers')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'text')
    .addColumn('refusal_message', 'text')
    .addColumn('refusal_params', 'text')
    .execute();
  await db.schema.createIndex('timers_organization_id_index').on('timers').column('organization_id').execute();
  await db.schema.createIndex('timers_activity_id_index').on('timers').column('activity_id').execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('timer_rounding', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('timer_rounding').execute();
  await db.schema.dropTable('timers').execute();
}
