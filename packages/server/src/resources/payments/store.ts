import type { PaymentMethod } from '@kwartier/api';
import { dialectOf, type Db } from '../../db/database.js';
import { HttpError } from '../../domain/failures.js';

// Payments (migration 0013). Every query names the caller's organisation, so another
// organisation's payment or invoice is as absent as one that never existed (404).

export interface PaymentRow {
  id: number;
  invoice_id: number;
  paid_on: string;
  amount_cents: number;
  method: PaymentMethod;
  note: string | null;
  credit_invoice_id: number | null;
  /** The credit invoice's number, for a `credit` payment whose credit invoice still exists. */
  credit_invoicenumber: string | null;
  created_at: string;
}

export interface NewPayment {
  invoice_id: number;
  paid_on: string;
  amount_cents: bigint;
  method: PaymentMethod;
  note: string | null;
  credit_invoice_id: number | null;
  created_by: number | null;
}

export function paymentStore(db: Db) {
  const payments = () =>
    db
      .selectFrom('payments')
      .leftJoin('invoices as credit', 'credit.id', 'payments.credit_invoice_id')
      .select([
        'payments.id',
        'payments.invoice_id',
        'payments.paid_on',
        'payments.amount_cents',
        'payments.method',
        'payments.note',
        'payments.credit_invoice_id',
        'credit.invoicenumber as credit_invoicenumber',
        'payments.created_at',
      ]);
  const asPayment = (row: Omit<PaymentRow, 'amount_cents' | 'method'> & { amount_cents: number | string; method: string }): PaymentRow => ({
    ...row,
    amount_cents: Number(row.amount_cents),
    method: row.method as PaymentMethod,
  });

  return {
    /**
     * Holds the organisation's invoice until the request's transaction ends (PostgreSQL: `for
     * update`), so two payments at once cannot both fit in the same outstanding amount: the
     * second waits and then reads the first. SQLite runs one write transaction at a time anyway.
     */
    async lockInvoice(organizationId: number, invoiceId: number): Promise<void> {
      if (dialectOf(db) === 'postgres') await db.selectFrom('invoices').select('id').where('organization_id', '=', organizationId).where('id', '=', invoiceId).forUpdate().execute();
    },

    /** The invoice's payments, oldest payment date first, then in the order recorded. */
    async ofInvoice(organizationId: number, invoiceId: number): Promise<PaymentRow[]> {
      const rows = await payments()
        .where('payments.organization_id', '=', organizationId)
        .where('payments.invoice_id', '=', invoiceId)
        .orderBy('payments.paid_on')
        .orderBy('payments.id')
        .execute();
      return rows.map(asPayment);
    },

    /** The payment, or 404. */
    async find(organizationId: number, id: number): Promise<PaymentRow> {
      const row = await payments().where('payments.organization_id', '=', organizationId).where('payments.id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return asPayment(row);
    },

    async insert(organizationId: number, payment: NewPayment, now: Date): Promise<number> {
      const { id } = await db
        .insertInto('payments')
        .values({ ...payment, amount_cents: Number(payment.amount_cents), organization_id: organizationId, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('payments').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}
