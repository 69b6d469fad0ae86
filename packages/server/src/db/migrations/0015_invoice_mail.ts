import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// Invoices by mail: the organisation's mail templates and the log of every mail sent
// about an invoice.
//
// - `mail_templates`: subject and body of a kind of mail (`invoice`, `reminder`) in a language
//   (`en`, `nl`), one per organisation, kind and language. An absent row means the built-in text
//   of domain/messages.ts in that language.
// - `invoice_mails`: one row per mail handed to the mail server (or refused by it): when, by whom
//   (`sender_id`, null for one sent by the server itself, a reminder job, or once the user is
//   deleted), to whom (`to`, `cc`, `bcc`: JSON arrays of addresses), the subject, the attached
//   files (`attachments`: JSON array of file names), `status` `delivered` (the server accepted
//   it) or `failed` with the server's `error`.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('mail_templates'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mail_templates_organization_id_kind_locale_unique', ['organization_id', 'kind', 'locale'])
    .execute();

  await withId(db, db.schema.createTable('invoice_mails'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('cc', 'text', (c) => c.notNull())
    .addColumn('bcc', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_mails_invoice_id_index').on('invoice_mails').column('invoice_id').execute();
  await db.schema.createIndex('invoice_mails_organization_id_index').on('invoice_mails').column('organization_id').execute();
  await db.schema.createIndex('invoice_mails_sender_id_index').on('invoice_mails').column('sender_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_mails').execute();
  await db.schema.dropTable('mail_templates').execute();
}
