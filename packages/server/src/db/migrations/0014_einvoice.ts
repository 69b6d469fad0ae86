import type { Kysely } from 'kysely';

// The e-invoice (UBL, Peppol BIS Billing 3.0) needs what the PDF could do without:
// - `invoices.buyer_reference`: the buyer's reference ("Your reference", BT-10), null when none;
// - `invoice_lines.vat_category`: the line's VAT category (S, Z, E, AE; null = from its rate:
//   Z at 0 %, S otherwise) and `vat_exemption_reason` (why an exempt line is exempt);
// - `clients.peppol_id`: the client's electronic address as `scheme:identifier` ("0106:12345678",
//   "9944:NL123456789B01"), null when its KvK or VAT number serves.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('buyer_reference', 'text').execute();
  await db.schema.alterTable('invoice_lines').addColumn('vat_category', 'text').execute();
  await db.schema.alterTable('invoice_lines').addColumn('vat_exemption_reason', 'text').execute();
  await db.schema.alterTable('clients').addColumn('peppol_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('peppol_id').execute();
  await db.schema.alterTable('invoice_lines').dropColumn('vat_exemption_reason').execute();
  await db.schema.alterTable('invoice_lines').dropColumn('vat_category').execute();
  await db.schema.alterTable('invoices').dropColumn('buyer_reference').execute();
}
