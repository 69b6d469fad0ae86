import { decimalText, hundredthsBig } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { StatementError, type BankEntry } from '../domain/bank/entry.js';
import { parseStatement, type StatementFormat } from '../domain/bank/statement.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { translate, type MessageId } from '../domain/messages.js';
import { bankStore } from '../resources/bank/store.js';
import { formattedMoney, invoiceTotals } from '../resources/invoices/rules.js';
import { invoiceStore } from '../resources/invoices/store.js';
import { outstandingCents, paymentProblems } from '../resources/payments/rules.js';
import { paymentStore } from '../resources/payments/store.js';
import type { Actor } from './actor.js';
import { addPayment } from './invoices.js';

// Bank statements: an upload keeps its incoming payments once (by the bank's reference for
// each entry); an admin confirms an entry's match — the proposal or their change of it — as
// payments on the invoices (through `addPayment`, as the payments call records them), or skips it.

export interface StatementImport {
  format: StatementFormat;
  entries: number;
  new: number;
  known: number;
  ignored: number;
}

/** Whether an entry is an incoming payment to match: a credit that is not a returned payment. */
export const isIncoming = (entry: BankEntry) => entry.direction === 'credit' && !entry.returned && entry.amountCents > 0;

/** Reads a statement file and keeps its incoming payments not kept before; 422 under `file` for a file that is no statement. */
export async function importStatement(db: Db, actor: Actor, text: string, now = new Date()): Promise<StatementImport> {
  let parsed: ReturnType<typeof parseStatement>;
  try {
    parsed = parseStatement(text);
  } catch (error) {
    if (error instanceof StatementError) throw new ValidationFailure({ file: error.problem });
    throw error;
  }
  const incoming = parsed.entries.filter(isIncoming);
  const inserted = await bankStore(db).insertNew(actor.organizationId, incoming, now);
  return { format: parsed.format, entries: parsed.entries.length, new: inserted, known: incoming.length - inserted, ignored: parsed.entries.length - incoming.length };
}

/** An entry of the organisation held for the change; 404 when there is none, 409 when it is no longer open. */
async function openEntry(db: Db, actor: Actor, entryId: number) {
  const entry = await bankStore(db).lockOne(actor.organizationId, entryId);
  if (!entry) throw new HttpError(404, 'http.not_found');
  if (entry.status !== 'open') throw new HttpError(409, 'bank.not_open');
  return entry;
}

/**
 * Records an open entry's payment on the invoices named (each `amount` as sent: hundredths), all
 * or nothing: every allocation is checked before the first payment is stored (a 422 answer
 * commits what was written before it). The entry becomes matched, for the first invoice's client.
 */
export async function confirmBankEntry(db: Db, actor: Actor, entryId: number, allocations: readonly { invoice_id: number; amount: string }[], now = new Date()): Promise<void> {
  const { organizationId } = actor;
  const entry = await openEntry(db, actor, entryId);
  const amounts = allocations.map((allocation) => hundredthsBig(allocation.amount)!);
  const ids = allocations.map((allocation) => allocation.invoice_id);
  if (new Set(ids).size !== ids.length) throw new ValidationFailure({ allocations: 'bank.invoice_twice' });
  if (amounts.reduce((sum, amount) => sum + amount, 0n) > BigInt(entry.amount_cents)) throw new ValidationFailure({ allocations: 'bank.more_than_entry' });

  const problems: Record<string, MessageId> = {};
  const params: { outstanding?: string } = {};
  const invoices = [];
  for (const [index, invoiceId] of ids.entries()) {
    await paymentStore(db).lockInvoice(organizationId, invoiceId);
    const invoice = await invoiceStore(db).get(organizationId, invoiceId);
    if (!invoice) {
      problems[`allocations.${index}.invoice_id`] = 'bank.invoice_unknown';
      continue;
    }
    invoices.push(invoice);
    const found = paymentProblems(invoice, invoiceTotals(invoice.lines, invoice.currency).gross, BigInt(invoice.paid_cents), { paid_on: entry.booked_on, amount: amounts[index]! });
    for (const [field, message] of Object.entries(found)) {
      // The date is the bank's: an invoice dated after it cannot take it.
      problems[`allocations.${index}.${field === 'amount' ? 'amount' : 'invoice_id'}`] = message;
      const gross = invoiceTotals(invoice.lines, invoice.currency).gross;
      params.outstanding ??= formattedMoney(outstandingCents(invoice.status_id, gross, BigInt(invoice.paid_cents)), actor.locale, invoice.currency);
    }
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems, params);

  const details = [entry.counterparty_name, entry.remittance ?? entry.structured_reference].filter(Boolean).join(' · ');
  const note = translate(actor.locale, 'bank.payment_note', { details: details || entry.reference }).slice(0, 255);
  for (const [index, invoiceId] of ids.entries()) {
    await addPayment(db, actor, invoiceId, { paid_on: entry.booked_on, amount: decimalText(amounts[index]!), method: 'bank_transfer', note });
  }
  await bankStore(db).decide(organizationId, entryId, { status: 'matched', clientId: invoices[0]!.client_id, userId: actor.userId }, now);
}

/** Marks an open entry as no invoice's payment. */
export async function skipBankEntry(db: Db, actor: Actor, entryId: number, now = new Date()): Promise<void> {
  await openEntry(db, actor, entryId);
  await bankStore(db).decide(actor.organizationId, entryId, { status: 'skipped', clientId: null, userId: actor.userId }, now);
}
