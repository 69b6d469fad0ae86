import type { Kysely } from 'kysely';

// Tracked time on invoices: a time entry billed on an invoice line points at it.
//
// - `time_entries.invoice_line_id`: the line the entry's hours are billed on, null while they
//   are on no invoice. An entry with a line is read-only in the time sheet and never offered for
//   an invoice again (resources/time, resources/invoices).
// - Deleting the line, or the concept invoice (its lines go with it, `cascade` of 0007), releases
//   the hours (`set null`); the store does so explicitly as well, in the same transaction, so the
//   release never rests on the database's cascade alone (SQLite checks foreign keys only with
//   `foreign_keys = ON`, which db/database.ts sets per connection).
// - The index serves the release and the count of entries per line on every invoice answer.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('time_entries')
    .addColumn('invoice_line_id', 'integer', (c) => c.references('invoice_lines.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('time_entries_invoice_line_id_index').on('time_entries').column('invoice_line_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('time_entries_invoice_line_id_index').execute();
  await db.schema.alterTable('time_entries').dropColumn('invoice_line_id').execute();
}
