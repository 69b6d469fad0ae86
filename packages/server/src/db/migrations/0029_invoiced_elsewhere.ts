import type { Kysely } from 'kysely';

// `time_entries.invoiced_elsewhere`: 1 for hours that were invoiced before they came to Kwartier
// (an imported row its source marks invoiced), else 0. They count as billable time (revenue) but
// are never offered for an invoice.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('time_entries')
    .addColumn('invoiced_elsewhere', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('time_entries').dropColumn('invoiced_elsewhere').execute();
}
