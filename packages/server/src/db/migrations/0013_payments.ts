import { divideRounded } from '@kwartier/api';
import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// Payments on invoices: an invoice is paid by one or more payments, each with its
// date, amount (integer cents, bigint like the line amounts), method and note.
//
// - `method`: bank_transfer, cash, card, other — or `credit`: the settlement by a credit invoice
//   (`credit_invoice_id`), recorded when the credit invoice leaves concept. A credit invoice is
//   never deleted once issued, so its settlement stays; the link is cleared should it go anyway.
// - The payments of an invoice never add up to more than its gross total (resources/payments).
//   An invoice is paid (status 3, `paid_on` the settling payment's date) exactly when they reach
//   it; deleting a payment below it makes it sent again.
// - `created_by` is cleared when its user is deleted (`set null`, 'unknown user').
//
// Invoices paid before this migration were marked paid by hand: each gets one payment of its
// gross total (method `other`) on its `paid_on`, so the two ways to pay agree from the start.
// The gross total is computed as resources/invoices/rules.ts `invoiceTotals` does (line costs
// rounded half away from zero per line, VAT once per rate), with the same shared rounding.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('payments'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('credit_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_invoice_id_index').on('payments').column('invoice_id').execute();
  await db.schema.createIndex('payments_organization_id_index').on('payments').column('organization_id').execute();
  await db.schema.createIndex('payments_credit_invoice_id_index').on('payments').column('credit_invoice_id').execute();

  const paid = await db.selectFrom('invoices').select(['id', 'organization_id', 'paid_on', 'invoicedate']).where('status_id', '=', 3).execute();
  const now = new Date().toISOString();
  for (const invoice of paid) {
    const lines = await db.selectFrom('invoice_lines').select(['amount', 'unitprice_cents', 'vat']).where('invoice_id', '=', invoice.id).execute();
    const perRate = new Map<number, bigint>();
    let net = 0n;
    for (const line of lines) {
      const costs = divideRounded(BigInt(line.amount) * BigInt(line.unitprice_cents), 100n);
      net += costs;
      perRate.set(Number(line.vat), (perRate.get(Number(line.vat)) ?? 0n) + costs);
    }
    let gross = net;
    for (const [rate, base] of perRate) gross += divideRounded(base * BigInt(rate), 10_000n);
    if (gross <= 0n) continue;
    await db
      .insertInto('payments')
      .values({
        organization_id: invoice.organization_id,
        invoice_id: invoice.id,
        paid_on: invoice.paid_on ?? invoice.invoicedate,
        amount_cents: gross.toString(),
        method: 'other',
        note: null,
        credit_invoice_id: null,
        created_by: null,
        created_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
