import { sql, type Kysely } from 'kysely';

// Each client has the language its invoices are written in (`clients.invoice_language`, the
// contract's Locale): the print page, the PDF and later mail and e-invoices use it for their
// words, numbers and dates. A new client gets its organisation's language; the clients there
// are now get it too, so nothing they print changes until someone picks another language.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('clients')
    .addColumn('invoice_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await sql`update "clients" set "invoice_language" = (select "locale" from "organizations" where "organizations"."id" = "clients"."organization_id")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('invoice_language').execute();
}
