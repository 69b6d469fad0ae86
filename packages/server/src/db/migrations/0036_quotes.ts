import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// Quotes: an offer to a client with lines as on an invoice, a validity date, and the client's
// answer through a public link.
//
// - `quotenumber` is unique per organisation (a series of its own, apart from invoice numbers),
//   checked with the organisation's numbering held in the transaction that stores it
//   (actions/quotes.ts), the unique index catching anything else.
// - `uuid` is the public link's key (unguessable, unique).
// - `status`: concept, sent, accepted, declined, invoiced; `expired` is never stored, it is a sent
//   quote read after its `valid_until`.
// - The answer (`answered_name`, `answered_comment`, `answered_at`) is set once, with accepted or declined.
// - `invoice_id` the concept invoice an accepted quote became (`set null` when that concept is
//   deleted), `project_id` the project whose budget it became (`set null` with the project).
// - A quote keeps its client (`no action`: a client with quotes is not deleted) and loses its
//   contact when the contact goes. Lines go with their quote; money and quantities as invoice
//   lines (integer cents and hundredths, bigint).

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('quotes'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('quotenumber', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('quotedate', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answered_name', 'text')
    .addColumn('answered_comment', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quotes_organization_id_quotenumber_unique', ['organization_id', 'quotenumber'])
    .execute();
  await db.schema.createIndex('quotes_organization_id_quotedate_index').on('quotes').columns(['organization_id', 'quotedate']).execute();
  await db.schema.createIndex('quotes_client_id_index').on('quotes').column('client_id').execute();
  await db.schema.createIndex('quotes_contact_id_index').on('quotes').column('contact_id').execute();
  await db.schema.createIndex('quotes_invoice_id_index').on('quotes').column('invoice_id').execute();
  await db.schema.createIndex('quotes_project_id_index').on('quotes').column('project_id').execute();

  await withId(db, db.schema.createTable('quote_lines'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('unitprice_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_lines_quote_id_index').on('quote_lines').column('quote_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quotes').execute();
}
