import type { Kysely } from 'kysely';

// The dates an invoice line covers (EN 16931 BT-134/135, `cac:InvoicePeriod` on the line):
// `invoice_lines.period_start` and `period_end`, calendar dates as `YYYY-MM-DD` text, both or
// neither (null: the line names no period). Lines from tracked time get the first and last day of
// their hours; lines stored before keep none.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoice_lines').addColumn('period_start', 'text').execute();
  await db.schema.alterTable('invoice_lines').addColumn('period_end', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoice_lines').dropColumn('period_end').execute();
  await db.schema.alterTable('invoice_lines').dropColumn('period_start').execute();
}
