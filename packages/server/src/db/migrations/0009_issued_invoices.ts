import type { Kysely } from 'kysely';

// An issued invoice stays as it was issued: once an invoice leaves
// concept (sent or paid; the status only moves forward), the details printed on it — the client's
// name and address, the contact, the organisation's block (address, IBAN, VAT and chamber of
// commerce numbers, invoice text, colours) and the term of payment that makes its due date — are
// kept with it as JSON in `invoices.issued`, so a client who moves or a new IBAN does not rewrite
// invoices already sent. A concept (null) shows the current details. Invoices sent before this
// migration keep showing the current details: what they showed when sent is not known.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('issued', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('issued').execute();
}
