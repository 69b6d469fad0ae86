import type { InvoiceLineCreate, InvoiceLineUpdate, Locale, TrackedTimeAdd } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { amountProblem } from '../domain/currencies.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import type { MessageId } from '../domain/messages.js';
import { parseCents } from '../domain/money.js';
import { optionalText } from '../domain/text.js';
import { categoryNeedsZeroRate } from '../domain/ubl.js';
import {
  AMOUNT_LIMIT_CENTS,
  conceptProblem,
  decimalText,
  formattedMoney,
  keptVatCategory,
  lineAmountsProblem,
  linePeriodProblem,
  lineRemovalProblem,
  missingTrackedKeys,
  sentOrKeptPeriod,
  trackedLineService,
  type LineAmounts,
  type LinePeriod,
} from '../resources/invoices/rules.js';
import { invoiceStore, type LineRow, type NewLine } from '../resources/invoices/store.js';
import { trackedTimeOf } from '../resources/invoices/trackedTime.js';
import { paymentStore } from '../resources/payments/store.js';
import { recordBy, type Actor } from './actor.js';
import { invoiceSubject } from './invoices.js';

// A concept invoice's lines: typed by hand, changed, removed, or made from tracked time. Each
// change holds the invoice (`lockInvoice`, as a status change does), so it cannot be issued
// between the check that it is a concept and the write; every refusal is decided before
// anything is stored (a request's 4xx commits).

type LineInput = Pick<InvoiceLineCreate, 'service' | 'amount' | 'unitprice' | 'vat' | 'vat_category' | 'vat_exemption_reason' | 'period_start' | 'period_end'>;

/**
 * A line as stored: amounts in hundredths and cents, read digit by digit (the contract has checked
 * the form), with its period (the one sent, or on an update that names none the stored one).
 */
function lineFields(body: LineInput, stored: LinePeriod = { period_start: null, period_end: null }): NewLine {
  const period = sentOrKeptPeriod(stored, body);
  const line = {
    service: body.service,
    amount: parseCents(body.amount),
    unitprice_cents: parseCents(body.unitprice),
    vat: parseCents(body.vat),
    vat_category: body.vat_category ?? null,
    vat_exemption_reason: optionalText(body.vat_exemption_reason),
    ...period,
  };
  const problems: Record<string, MessageId> = { ...linePeriodProblem(period) };
  // Z, E and AE are 0 % categories (EN 16931 BR-Z-05, BR-E-05, BR-AE-05).
  if (line.vat_category && categoryNeedsZeroRate(line.vat_category) && line.vat !== 0) problems.vat_category = 'invoices.vat_category_zero_rate';
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  return line;
}

/**
 * Refuses (422 under `unitprice`) a line whose amounts its invoice cannot take: too large, or a
 * discount beyond the invoice's total (rules.lineAmountsProblem). `stored` is the line as it was
 * on an update, null for a new one.
 */
async function checkLineAmounts(db: Db, actor: Actor, invoiceId: number, stored: (LineAmounts & { id: number }) | null, line: LineAmounts): Promise<void> {
  const invoice = await invoiceStore(db).find(actor.organizationId, invoiceId);
  // A unit price in the invoice's currency: no more decimals than it takes (none for JPY).
  const decimals = amountProblem(decimalText(line.unitprice_cents), invoice.currency);
  if (decimals) throw new ValidationFailure({ unitprice: decimals.id }, decimals.params);
  const others = invoice.lines.filter((other) => other.id !== stored?.id);
  const problem = lineAmountsProblem(others, stored, line, invoice.original_invoice_id !== null);
  if (problem) throw new ValidationFailure(problem, { limit: formattedMoney(AMOUNT_LIMIT_CENTS, actor.locale, invoice.currency) });
}

/** The line (404 when it is not the organisation's) read again with its invoice held, which must be a concept (409). */
async function heldConceptLine(db: Db, actor: Actor, lineId: number) {
  const invoices = invoiceStore(db);
  const { invoice_id } = await invoices.line(actor.organizationId, lineId);
  await paymentStore(db).lockInvoice(actor.organizationId, invoice_id);
  const stored = await invoices.line(actor.organizationId, lineId);
  const problem = conceptProblem(stored);
  if (problem) throw new HttpError(409, problem);
  return stored;
}

/** Adds a line typed by hand to a concept invoice (422 under `invoice_id` for none of the organisation's; 409 for one issued). */
export async function addInvoiceLine(db: Db, actor: Actor, body: InvoiceLineCreate, now = new Date()): Promise<LineRow & { currency: string }> {
  const { organizationId } = actor;
  const invoices = invoiceStore(db);
  await paymentStore(db).lockInvoice(organizationId, body.invoice_id);
  const invoice = await invoices.invoiceOfLine(organizationId, body.invoice_id);
  if (!invoice) throw new ValidationFailure({ invoice_id: 'validation.in' });
  const problem = conceptProblem(invoice);
  if (problem) throw new HttpError(409, problem);
  const fields = lineFields(body);
  await checkLineAmounts(db, actor, invoice.id, null, fields);
  const line = await invoices.insertLine(organizationId, invoice.id, fields, now);
  await recordBy(db, actor, 'invoice.line_added', invoiceSubject(invoice.id), { number: invoice.invoicenumber, line_id: line.id }, now);
  return { ...line, currency: invoice.currency };
}

/**
 * Changes a line of a concept invoice in place (its hours stay billed on it; a line does not
 * move to another invoice: `invoice_id` is ignored). A change that does not name `vat_category`
 * keeps the line's category where the rate allows it. Answers the line with its invoice's language.
 */
export async function changeInvoiceLine(db: Db, actor: Actor, lineId: number, body: InvoiceLineUpdate): Promise<LineRow & { language: Locale; currency: string }> {
  const stored = await heldConceptLine(db, actor, lineId);
  const fields = lineFields(body, stored);
  await checkLineAmounts(db, actor, stored.invoice_id, stored, fields);
  const line = await invoiceStore(db).updateLine(
    actor.organizationId,
    lineId,
    body.vat_category === undefined && stored.vat_category ? { ...fields, ...keptVatCategory(stored, fields.vat, body.vat_exemption_reason !== undefined) } : fields,
  );
  await recordBy(db, actor, 'invoice.line_changed', invoiceSubject(stored.invoice_id), { number: stored.invoicenumber, line_id: line.id, fields: changedFields(stored, fields) });
  return line;
}

/** Removes a line of a concept invoice; its hours are uninvoiced again. 409 when a credit invoice's removal would leave it owing (rules.lineRemovalProblem). */
export async function removeInvoiceLine(db: Db, actor: Actor, lineId: number): Promise<void> {
  const invoices = invoiceStore(db);
  const stored = await heldConceptLine(db, actor, lineId);
  const invoice = await invoices.find(actor.organizationId, stored.invoice_id);
  const removal = lineRemovalProblem(invoice.lines.filter((line) => line.id !== stored.id), stored, invoice.original_invoice_id !== null);
  if (removal) throw new HttpError(409, removal);
  await invoices.deleteLine(actor.organizationId, lineId);
  await recordBy(db, actor, 'invoice.line_removed', invoiceSubject(stored.invoice_id), { number: stored.invoicenumber, line_id: stored.id });
}

/**
 * Adds the chosen groups of the invoice's uninvoiced tracked time as lines, each linked to its
 * entries. The groups are computed again here, with the entries held, so hours invoiced meanwhile
 * are never billed twice; every key is checked before anything is stored (422 under `keys` when
 * one is gone). One audit entry per line.
 */
export async function addTrackedTime(db: Db, actor: Actor, invoiceId: number, body: TrackedTimeAdd, now = new Date()): Promise<void> {
  const { organizationId } = actor;
  const invoices = invoiceStore(db);
  await paymentStore(db).lockInvoice(organizationId, invoiceId);
  const { invoice, groups } = await trackedTimeOf(db, organizationId, actor.locale, invoiceId, body, true);
  if (missingTrackedKeys(groups, body.keys).length > 0) throw new ValidationFailure({ keys: 'invoices.tracked_time_gone' });

  const chosen = new Set(body.keys);
  const vat = parseCents(body.vat);
  for (const group of groups.filter((g) => chosen.has(g.key))) {
    const line = await invoices.insertLine(
      organizationId,
      invoice.id,
      { service: trackedLineService(group), amount: group.amount, unitprice_cents: group.rate_cents, vat, period_start: group.period_start, period_end: group.period_end },
      now,
    );
    const linked = await invoices.linkEntries(organizationId, line.id, group.entry_ids);
    // The entries are held since they were read (PostgreSQL) or no other write runs (SQLite).
    if (linked !== group.entry_ids.length) throw new Error(`tracked time: ${linked} of ${group.entry_ids.length} entries linked to line ${line.id}`);
    await recordBy(db, actor, 'invoice.line_added', invoiceSubject(invoice.id), { number: invoice.invoicenumber, line_id: line.id }, now);
  }
}
