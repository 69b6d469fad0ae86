import type { Kysely } from 'kysely';
import { flag, withId } from './columns.js';

// Bank statements (CAMT.053, MT940): `bank_entries` keeps every incoming payment a statement
// listed (credits that are not returns; debits and returns are counted, not kept), by the
// bank's reference for the entry within its account (domain/bank/entry.ts), unique per
// organisation, so uploading the same statement — or an overlapping one — again adds nothing
// twice. `status`: `open` (to decide; unmatched entries stay open), `matched` (confirmed: its
// payments were recorded on the invoices, `client_id` the client they were for, so its IBAN is
// known next time), `skipped` (no invoice's payment). No foreign key to `payments`: a payment
// removed later leaves the entry matched, never imported again.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('bank_entries'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('counterparty_name', 'text')
    .addColumn('counterparty_iban', 'text')
    .addColumn('remittance', 'text')
    .addColumn('structured_reference', 'text')
    .addColumn('end_to_end_id', 'text')
    .addColumn('batch', 'integer', flag(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bank_entries_reference_unique', ['organization_id', 'account', 'reference'])
    .execute();
  await db.schema.createIndex('bank_entries_status_index').on('bank_entries').columns(['organization_id', 'status', 'booked_on']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_entries').execute();
}
