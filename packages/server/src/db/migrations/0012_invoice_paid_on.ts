import { sql, type Kysely } from 'kysely';

// A paid invoice says when it was paid: `invoices.paid_on` (`YYYY-MM-DD`), set when the status
// moves to paid — the date the user gives, or the server's today. Invoices paid before this
// migration get the day their row last changed: once paid nothing about an invoice changes any
// more, so that is the day it was marked paid (in UTC, as `updated_at` is kept).
//
// 0011 is taken by the client's invoice language (another change made at the same time).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('paid_on', 'text').execute();
  await db
    .updateTable('invoices')
    .set({ paid_on: sql`substr(${sql.ref('updated_at')}, 1, 10)` })
    .where('status_id', '=', 3)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('paid_on').execute();
}
