import type { Kysely } from 'kysely';
import { flag } from './columns.js';

// Payment reminders. Per organisation: reminders on or off
// (`invoice_reminders`, off for every organisation until an admin turns them on) and after how
// many days past the due date each is sent (`invoice_reminder_days`: ascending whole numbers,
// comma-separated, e.g. "7,14,30").
//
// Also per organisation: whether the daily job sends the recurring invoices it makes by mail at
// once (`invoice_recurring_send`, off until an admin turns it on; migration 0016 makes them).
//
// `invoice_reminders` is the claim of the daily job: one row per invoice and step, unique, so
// however many server processes run the job at once, a step is sent once — the process whose
// insert wins sends it; the others find the row and move on. `invoice_mail_id` names the mail
// log row of what was sent (null while under way and when the mail failed: `failed_at`).
//
// 0015–0017 are taken by changes made at the same time (mail, recurring invoices, line periods).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('invoice_reminders', 'integer', flag(0)).execute();
  await db.schema.alterTable('organizations').addColumn('invoice_recurring_send', 'integer', flag(0)).execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('invoice_reminder_days', 'text', (c) => c.notNull().defaultTo('7,14,30'))
    .execute();
  await db.schema
    .createTable('invoice_reminders')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('step_days', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('invoice_mail_id', 'integer')
    .addColumn('failed_at', 'text')
    .addPrimaryKeyConstraint('invoice_reminders_pk', ['invoice_id', 'step_days'])
    .execute();
  await db.schema.createIndex('invoice_reminders_organization_id_index').on('invoice_reminders').column('organization_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_reminders').execute();
  await db.schema.alterTable('organizations').dropColumn('invoice_reminder_days').execute();
  await db.schema.alterTable('organizations').dropColumn('invoice_reminders').execute();
  await db.schema.alterTable('organizations').dropColumn('invoice_recurring_send').execute();
}
