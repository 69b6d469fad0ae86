import { hundredthsBig, type InvoiceStatus } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { amountProblem } from '../domain/currencies.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import type { MessageId } from '../domain/messages.js';
import { keepIssuedDetails } from '../resources/invoices/issue.js';
import { CONCEPT, exchangeRateProblem, formattedMoney, invoiceTotals, PAID, SENT, statusProblem } from '../resources/invoices/rules.js';
import { organizationStore } from '../resources/organization/store.js';
import { invoiceStore, type InvoiceRecord } from '../resources/invoices/store.js';
import { creditDate, creditSettlement, isCreditInvoice, outstandingCents, paymentProblems, settles } from '../resources/payments/rules.js';
import { paymentStore, type NewPayment } from '../resources/payments/store.js';
import { recordBy, type Actor } from './actor.js';
import { emitWebhookEvent } from './webhooks.js';

// The invoice's lifecycle — concept → sent → paid, its payments, the settlement by a credit
// invoice, the details kept when it is issued — written once. The status change (PUT and the
// status menu), the send call, the recurring job and the payment calls all go through these,
// each in its caller's transaction, with the invoice held (`lockInvoice`) meanwhile.

/** The audit trail's subject for an invoice (its history: GET /api/invoices/{id}/history). */
export const invoiceSubject = (id: number) => ({ type: 'invoice' as const, id });
/** A stored status as the audit trail names it. */
const STATUS_WORDS: Record<number, InvoiceStatus> = { [CONCEPT]: 'concept', [SENT]: 'sent', [PAID]: 'paid' };

/**
 * Moves the invoice to status `to` (forward only; a concept needs lines: 422 under `status_id`).
 * Leaving concept keeps the details printed on it from now on and lets a credit invoice settle
 * its original; reaching paid (`paidOn`, required then) records what was outstanding as a
 * payment of that day. With `onlyFrom`, an invoice that is no longer in that status (moved by
 * another request meanwhile) is left as it is and the answer is false.
 */
export async function changeInvoiceStatus(
  db: Db,
  actor: Actor,
  invoiceId: number,
  to: number,
  options: { paidOn?: string; onlyFrom?: number; now?: Date } = {},
): Promise<boolean> {
  const { organizationId } = actor;
  const now = options.now ?? new Date();
  await paymentStore(db).lockInvoice(organizationId, invoiceId);
  const invoices = invoiceStore(db);
  const invoice = await invoices.find(organizationId, invoiceId);
  if (options.onlyFrom !== undefined && invoice.status_id !== options.onlyFrom) return false;
  const problem = statusProblem(invoice.status_id, to, invoice.lines.length);
  if (problem) throw new ValidationFailure({ status_id: problem });
  if (invoice.status_id === CONCEPT) {
    // Issued in another currency than the organisation's: only with the exchange rate entered.
    const own = (await organizationStore(db).find(organizationId)).currency;
    const rateFault = exchangeRateProblem(invoice.currency, own, invoice.exchange_rate);
    if (rateFault) throw new ValidationFailure({ exchange_rate: rateFault }, { currency: invoice.currency, own });
  }
  if (to === PAID && options.paidOn === undefined) throw new Error(`invoice ${invoiceId}: paid without a date`);
  await invoices.update(organizationId, invoiceId, { status_id: to, ...(to === PAID ? { paid_on: options.paidOn } : {}) }, now);
  await recordBy(db, actor, 'invoice.status', invoiceSubject(invoiceId), { number: invoice.invoicenumber, from: STATUS_WORDS[invoice.status_id], to: STATUS_WORDS[to] }, now);
  if (invoice.status_id === CONCEPT) {
    await keepIssuedDetails(db, organizationId, invoiceId, now);
    await settleByCredit(db, actor, await invoices.find(organizationId, invoiceId), now);
  }
  if (to === PAID) await recordMarkedPaid(db, actor, invoice, options.paidOn!, now);
  return true;
}

/** A payment on an invoice as an admin records it (`amount` as sent: hundredths); 422 when the invoice cannot take it. */
export async function addPayment(
  db: Db,
  actor: Actor,
  invoiceId: number,
  payment: { paid_on: string; amount: string; method: NewPayment['method']; note: string | null },
): Promise<void> {
  const { organizationId } = actor;
  await paymentStore(db).lockInvoice(organizationId, invoiceId);
  const invoice = await invoiceStore(db).find(organizationId, invoiceId);
  const gross = invoiceTotals(invoice.lines, invoice.currency).gross;
  const paid = BigInt(invoice.paid_cents);
  // The contract has checked the form of the amount.
  const amount = hundredthsBig(payment.amount)!;
  const problems: Partial<Record<string, MessageId>> = paymentProblems(invoice, gross, paid, { paid_on: payment.paid_on, amount });
  // An amount in the invoice's currency: no more decimals than it takes (none for JPY).
  const decimals = problems.invoice_id ? null : amountProblem(payment.amount, invoice.currency);
  if (decimals) problems.amount = decimals.id;
  if (Object.keys(problems).length > 0) {
    throw new ValidationFailure(problems as Record<string, MessageId>, {
      outstanding: formattedMoney(outstandingCents(invoice.status_id, gross, paid), actor.locale, invoice.currency),
      ...decimals?.params,
    });
  }
  await recordPayment(db, actor, invoice, { paid_on: payment.paid_on, amount_cents: amount, method: payment.method, note: payment.note, credit_invoice_id: null });
  await recordBy(db, actor, 'invoice.payment_added', invoiceSubject(invoice.id), { number: invoice.invoicenumber, amount: payment.amount, start: payment.paid_on });
}

/**
 * Removes a payment (never the settlement by a credit invoice: 409); a paid invoice whose
 * payments no longer reach its gross total is sent again. Answers the invoice's id.
 */
export async function removePayment(db: Db, actor: Actor, paymentId: number): Promise<number> {
  const { organizationId } = actor;
  const payments = paymentStore(db);
  const payment = await payments.find(organizationId, paymentId);
  // The settlement by a credit invoice stays as long as the credit invoice does (it is never deleted once issued).
  if (payment.method === 'credit') throw new HttpError(409, 'payments.credit_not_removable');
  await payments.lockInvoice(organizationId, payment.invoice_id);
  await payments.delete(organizationId, payment.id);
  await recordBy(db, actor, 'invoice.payment_removed', invoiceSubject(payment.invoice_id), { payment_id: payment.id, start: payment.paid_on });
  const invoices = invoiceStore(db);
  const invoice = await invoices.find(organizationId, payment.invoice_id);
  const gross = invoiceTotals(invoice.lines, invoice.currency).gross;
  if (invoice.status_id === PAID && gross !== 0n && !settles(gross, BigInt(invoice.paid_cents))) {
    await invoices.update(organizationId, invoice.id, { status_id: SENT, paid_on: null }, new Date());
  }
  return payment.invoice_id;
}

/** Records the payment on the invoice (read after `lockInvoice`) and makes a sent invoice it settles paid, on the payment's date. */
async function recordPayment(db: Db, actor: Actor, invoice: InvoiceRecord, payment: Omit<NewPayment, 'invoice_id' | 'created_by'>, now = new Date()): Promise<void> {
  await paymentStore(db).insert(actor.organizationId, { ...payment, invoice_id: invoice.id, created_by: actor.userId }, now);
  const gross = invoiceTotals(invoice.lines, invoice.currency).gross;
  if (invoice.status_id === SENT && settles(gross, BigInt(invoice.paid_cents) + payment.amount_cents)) {
    await invoiceStore(db).update(actor.organizationId, invoice.id, { status_id: PAID, paid_on: payment.paid_on }, now);
    // Paid by its payments: no status entry in the audit trail (the payment's is), but paid all the same.
    await emitWebhookEvent(db, actor, 'invoice.paid', invoiceSubject(invoice.id), { number: invoice.invoicenumber, from: 'sent', to: 'paid' }, now);
  }
}

/**
 * An invoice marked paid by hand: the outstanding amount is recorded as a payment (method
 * `other`) on that day, so both ways to pay agree — on a credit invoice the rest paid back, a
 * negative payment. `before` is the invoice as read before the status changed; its payments are
 * read again (a credit invoice issued by this same change has settled part of itself meanwhile).
 */
async function recordMarkedPaid(db: Db, actor: Actor, before: InvoiceRecord, paidOn: string, now: Date): Promise<void> {
  const gross = invoiceTotals(before.lines, before.currency).gross;
  const current = await invoiceStore(db).find(actor.organizationId, before.id);
  const rest = gross - BigInt(current.paid_cents);
  if (rest === 0n || rest > 0n !== gross > 0n) return;
  await paymentStore(db).insert(
    actor.organizationId,
    { invoice_id: before.id, paid_on: paidOn, amount_cents: rest, method: 'other', note: null, credit_invoice_id: null, created_by: actor.userId },
    now,
  );
}

/**
 * A credit invoice that left concept settles its original by its amount (at most what is
 * outstanding there): a `credit` payment linked to it, on its date, on the original, and the
 * same amount negated on the credit invoice itself — the part of it that needs no refund. What
 * the credit invoice then still has outstanding (the original was paid) is paid back and
 * recorded as a negative payment, which settles it. Nothing for a copy that is no credit
 * invoice, or an original that is not sent.
 */
async function settleByCredit(db: Db, actor: Actor, credit: InvoiceRecord, now: Date): Promise<void> {
  const creditGross = invoiceTotals(credit.lines, credit.currency).gross;
  if (!isCreditInvoice(credit, creditGross) || credit.original_invoice_id === null) return;
  await paymentStore(db).lockInvoice(actor.organizationId, credit.original_invoice_id);
  const original = await invoiceStore(db).get(actor.organizationId, credit.original_invoice_id);
  if (!original) return;
  const amount = creditSettlement(creditGross, original, invoiceTotals(original.lines, original.currency).gross, BigInt(original.paid_cents));
  if (amount <= 0n) return;
  const settlement = { paid_on: creditDate(credit.invoicedate, original.invoicedate), method: 'credit' as const, note: null, credit_invoice_id: credit.id };
  await recordPayment(db, actor, original, { ...settlement, amount_cents: amount }, now);
  await recordPayment(db, actor, credit, { ...settlement, amount_cents: -amount }, now);
}
