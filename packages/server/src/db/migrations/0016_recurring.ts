import { sql, type Kysely } from 'kysely';

// Recurring invoices: a subscription gets a price per period, a period, a start
// date and a VAT rate and category; `subscription_invoices` records which period of which
// subscription has been invoiced.
//
// - `price_cents` (bigint, as invoice lines keep money) is null on the subscriptions that exist
//   now and on any new one without a price: such a subscription is not invoiced by Kwartier, so
//   this migration starts no invoicing of its own accord.
// - `startdate` of an existing subscription is the day it was created (UTC); new ones send it or
//   get the server's today. The column's default only serves this migration (SQLite adds a
//   NOT NULL column only with one); every insert names the date.
// - `vat` hundredths of a percent (2100 = 21.00 %), `vat_category` S/Z/E/AE or null (from the
//   rate), as on an invoice line (migration 0014).
// - `subscription_invoices`: one row per subscription and period start, the claim that makes
//   "never twice for one period" true on both databases and with any number of processes: it is
//   inserted in the transaction that creates the invoice, and its primary key refuses a second.
//   The invoice's deletion (only a concept is deleted) leaves the period claimed (`set null`):
//   the daily job does not bring back an invoice someone deleted; "Create now" may.
//   It goes with its subscription (`cascade`): the invoices themselves stay.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('price_cents', 'bigint').execute();
  await db.schema.alterTable('subscriptions').addColumn('period', 'text', (c) => c.notNull().defaultTo('month')).execute();
  await db.schema.alterTable('subscriptions').addColumn('startdate', 'text', (c) => c.notNull().defaultTo('1970-01-01')).execute();
  await db.schema.alterTable('subscriptions').addColumn('vat', 'integer', (c) => c.notNull().defaultTo(2100)).execute();
  await db.schema.alterTable('subscriptions').addColumn('vat_category', 'text').execute();
  await db.updateTable('subscriptions').set({ startdate: sql`substr(created_at, 1, 10)` }).execute();

  await db.schema
    .createTable('subscription_invoices')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_invoices_pkey', ['subscription_id', 'period_start'])
    .execute();
  await db.schema.createIndex('subscription_invoices_invoice_id_index').on('subscription_invoices').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_invoices').execute();
  for (const column of ['vat_category', 'vat', 'startdate', 'period', 'price_cents']) await db.schema.alterTable('subscriptions').dropColumn(column).execute();
}
