import type { PaymentMethod } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';
import { CONCEPT, PAID, SENT } from '../invoices/rules.js';

// Payments on invoices (admins only). Pure rules; the store and routes apply them. Money is
// integer cents, sums bigint. An invoice's outstanding amount is what a sent invoice still asks:
// its gross total less its payments, never past zero. On a credit invoice (a negative total) it
// is negative: what is still to be paid back, and a refund paid out is a negative payment. An
// invoice is settled (paid) exactly when its payments reach its total, on either side of zero; a
// payment that would go beyond it is refused.

/** The methods a person records; `credit` is recorded by a credit invoice only. */
export const RECORDED_METHODS = ['bank_transfer', 'cash', 'card', 'other'] as const satisfies readonly PaymentMethod[];

/**
 * What is still to be paid: on a sent invoice its gross total less its payments, never past zero
 * — negative on a credit invoice, what is still to be paid back; zero on a concept (not owed yet)
 * and a paid (settled) invoice.
 */
export function outstandingCents(statusId: number, gross: bigint, paid: bigint): bigint {
  if (statusId !== SENT) return 0n;
  const rest = gross - paid;
  if (gross < 0n) return rest < 0n ? rest : 0n;
  return rest > 0n ? rest : 0n;
}

/** A credit invoice corrects its original: a copy (it has one) whose totals are negative. */
export function isCreditInvoice(invoice: { original_invoice_id: number | null }, gross: bigint): boolean {
  return invoice.original_invoice_id !== null && gross < 0n;
}

/** Whether payments of `paid` cents settle an invoice of `gross`: a positive total paid in full, or a negative one (a credit invoice) paid back in full; a zero total is never settled by payments. */
export function settles(gross: bigint, paid: bigint): boolean {
  if (gross > 0n) return paid >= gross;
  if (gross < 0n) return paid <= gross;
  return false;
}

/**
 * Why a payment of `amount` cents on `paidOn` cannot be recorded (422, field → message), or an
 * empty map. A concept is sent first (the status only moves forward); a paid invoice, or one
 * with nothing outstanding, takes no payment; the amount must be more than zero and at most the
 * outstanding amount (overpayment is refused) — on a credit invoice a refund: less than zero and
 * at most what is to be paid back; the date not before the invoice date.
 */
export function paymentProblems(
  invoice: { status_id: number; invoicedate: string },
  gross: bigint,
  paid: bigint,
  payment: { paid_on: string; amount: bigint },
): Partial<Record<'invoice_id' | 'amount' | 'paid_on', MessageId>> {
  if (invoice.status_id === CONCEPT) return { invoice_id: 'payments.concept' };
  const problems: Partial<Record<'invoice_id' | 'amount' | 'paid_on', MessageId>> = {};
  const outstanding = outstandingCents(invoice.status_id, gross, paid);
  if (invoice.status_id === PAID || outstanding === 0n) problems.amount = 'payments.nothing_outstanding';
  else if (outstanding < 0n) {
    if (payment.amount >= 0n) problems.amount = 'payments.refund_negative';
    else if (payment.amount < outstanding) problems.amount = 'payments.more_than_refund';
  } else if (payment.amount <= 0n) problems.amount = 'payments.amount_positive';
  else if (payment.amount > outstanding) problems.amount = 'payments.more_than_outstanding';
  if (payment.paid_on < invoice.invoicedate) problems.paid_on = 'invoices.paid_before_invoice';
  return problems;
}

/**
 * The settlement a credit invoice of `creditGross` (negative) makes on its original: its amount,
 * at most the original's outstanding amount; zero when the original is not sent (a concept is
 * not owed yet, a paid one has nothing left).
 */
export function creditSettlement(creditGross: bigint, original: { status_id: number }, originalGross: bigint, originalPaid: bigint): bigint {
  const outstanding = outstandingCents(original.status_id, originalGross, originalPaid);
  const credit = -creditGross;
  return credit < outstanding ? credit : outstanding;
}

/** The day a settlement by a credit invoice counts: the credit invoice's date, never before the original's. */
export function creditDate(creditDate: string, originalDate: string): string {
  return creditDate < originalDate ? originalDate : creditDate;
}
