import type { Kysely } from 'kysely';

// Several currencies (ISO 4217 codes, upper case):
//
// - `organizations.currency`: the organisation's own currency, its VAT currency on e-invoices;
//   EUR for every organisation so far and for a new one.
// - `clients.currency`: what the client is billed in (its projects' and rates' amounts are in it);
//   EUR for the clients so far, as their organisations' currency was.
// - `invoices.currency`: the invoice's currency, the client's when it was made (a concept follows
//   a change of client; fixed once issued). `invoices.exchange_rate`: what one unit of the
//   invoice's currency is in the organisation's currency, a decimal as text ("0.9215", kept
//   exactly), entered by an admin; required to issue an invoice in another currency.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR')).execute();
  await db.schema.alterTable('clients').addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR')).execute();
  await db.schema.alterTable('invoices').addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR')).execute();
  await db.schema.alterTable('invoices').addColumn('exchange_rate', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('exchange_rate').execute();
  await db.schema.alterTable('invoices').dropColumn('currency').execute();
  await db.schema.alterTable('clients').dropColumn('currency').execute();
  await db.schema.alterTable('organizations').dropColumn('currency').execute();
}
