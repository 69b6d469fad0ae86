import { currentUser, storeOf, type AppContext } from '../../http/context.js';
import { invoiceTotals, PAID, SENT } from '../invoices/rules.js';
import { invoiceStore, type InvoiceRecord } from '../invoices/store.js';
import { creditDate, creditSettlement, isCreditInvoice, settles } from './rules.js';
import { paymentStore, type NewPayment } from './store.js';

// Payments applied to an invoice's status, in the request's transaction: the one place that
// turns a sent invoice paid when its payments reach its gross total, and a paid one sent again
// when they fall below it. Used by the payment calls and by the invoice status change (marking
// paid by hand, a credit invoice leaving concept).

/** Records the payment on the invoice (read after `lockInvoice`) and makes a sent invoice it settles paid, on the payment's date. */
export async function recordPayment(c: AppContext, invoice: InvoiceRecord, payment: Omit<NewPayment, 'invoice_id' | 'created_by'>): Promise<void> {
  const organizationId = currentUser(c).organization_id;
  await storeOf(c, paymentStore).insert(organizationId, { ...payment, invoice_id: invoice.id, created_by: currentUser(c).id }, new Date());
  const gross = invoiceTotals(invoice.lines).gross;
  if (invoice.status_id === SENT && settles(gross, BigInt(invoice.paid_cents) + payment.amount_cents)) {
    await storeOf(c, invoiceStore).update(organizationId, invoice.id, { status_id: PAID, paid_on: payment.paid_on }, new Date());
  }
}

/** After a payment was removed: a paid invoice whose payments no longer reach its gross total is sent again, its payment date cleared. */
export async function reopenIfUnsettled(c: AppContext, invoiceId: number): Promise<void> {
  const organizationId = currentUser(c).organization_id;
  const invoices = storeOf(c, invoiceStore);
  const invoice = await invoices.find(organizationId, invoiceId);
  const gross = invoiceTotals(invoice.lines).gross;
  if (invoice.status_id === PAID && gross !== 0n && !settles(gross, BigInt(invoice.paid_cents))) {
    await invoices.update(organizationId, invoice.id, { status_id: SENT, paid_on: null }, new Date());
  }
}

/**
 * An invoice marked paid by hand (status 3, `paidOn`): the outstanding amount is recorded as a
 * payment (method `other`) on that day, so both ways to pay agree — on a credit invoice the rest
 * paid back, a negative payment. `before` is the invoice as it was read before the status
 * changed; its payments are read again (a credit invoice issued by this same change has settled
 * part of itself against its original meanwhile).
 */
export async function recordMarkedPaid(c: AppContext, before: InvoiceRecord, paidOn: string): Promise<void> {
  const gross = invoiceTotals(before.lines).gross;
  const now = await storeOf(c, invoiceStore).find(currentUser(c).organization_id, before.id);
  const rest = gross - BigInt(now.paid_cents);
  if (rest === 0n || rest > 0n !== gross > 0n) return;
  await storeOf(c, paymentStore).insert(
    currentUser(c).organization_id,
    { invoice_id: before.id, paid_on: paidOn, amount_cents: rest, method: 'other', note: null, credit_invoice_id: null, created_by: currentUser(c).id },
    new Date(),
  );
}

/**
 * A credit invoice that left concept settles its original by its amount (at most what is
 * outstanding there): a `credit` payment linked to it, on its date, on the original, and the
 * same amount negated on the credit invoice itself — the part of it that needs no refund. What
 * the credit invoice then still has outstanding (the original was paid, in part or in full) is
 * paid back and recorded as a negative payment, which settles it. Nothing for a copy that is no
 * credit invoice, or an original that is not sent.
 */
export async function settleByCredit(c: AppContext, credit: InvoiceRecord): Promise<void> {
  const creditGross = invoiceTotals(credit.lines).gross;
  if (!isCreditInvoice(credit, creditGross) || credit.original_invoice_id === null) return;
  const organizationId = currentUser(c).organization_id;
  await storeOf(c, paymentStore).lockInvoice(organizationId, credit.original_invoice_id);
  const original = await storeOf(c, invoiceStore).get(organizationId, credit.original_invoice_id);
  if (!original) return;
  const amount = creditSettlement(creditGross, original, invoiceTotals(original.lines).gross, BigInt(original.paid_cents));
  if (amount <= 0n) return;
  const settlement = { paid_on: creditDate(credit.invoicedate, original.invoicedate), method: 'credit' as const, note: null, credit_invoice_id: credit.id };
  await recordPayment(c, original, { ...settlement, amount_cents: amount });
  await recordPayment(c, credit, { ...settlement, amount_cents: -amount });
}
