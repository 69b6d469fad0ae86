import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// Invoices: an invoice of the organisation to one of its clients, and its lines.
//
// - Numbers never break: `invoicenumber` is unique per organisation (the unique index below), and
//   the number is checked in the transaction that stores it (resources/invoices/store.ts).
// - Billable history stays: an invoice keeps its client (`no action`: a client with invoices is
//   not deleted) and its contact is cleared when the contact goes (`set null`: the invoice then
//   shows no contact). Lines go with their invoice, and only a concept is ever deleted. A copy's
//   link to its original is cleared when the original (a concept) is deleted.
// - Money is integer cents, quantities and percentages integer hundredths (`amount` 1250 = 12.50,
//   `vat` 2100 = 21.00 %). `amount` and `unitprice_cents` are bigint: the contract allows ten
//   digits before the point, more than PostgreSQL's integer holds. Costs and totals are computed
//   from these (rules.ts), never stored, so they cannot disagree with the lines.
// - `status_id`: 1 concept, 2 sent, 3 paid; overdue is computed when read.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('invoices'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('invoicenumber', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('invoicedate', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('original_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_organization_id_invoicenumber_unique', ['organization_id', 'invoicenumber'])
    .execute();
  // The list reads one organisation's year by invoice date.
  await db.schema.createIndex('invoices_organization_id_invoicedate_index').on('invoices').columns(['organization_id', 'invoicedate']).execute();
  await db.schema.createIndex('invoices_client_id_index').on('invoices').column('client_id').execute();
  await db.schema.createIndex('invoices_contact_id_index').on('invoices').column('contact_id').execute();
  await db.schema.createIndex('invoices_original_invoice_id_index').on('invoices').column('original_invoice_id').execute();

  await withId(db, db.schema.createTable('invoice_lines'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('unitprice_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_lines_invoice_id_index').on('invoice_lines').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_lines').execute();
  await db.schema.dropTable('invoices').execute();
}
