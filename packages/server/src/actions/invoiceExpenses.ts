import { decimalText, type ExpenseGrouping } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { billedCents } from '../resources/expenses/rules.js';
import { expenseStore, type ExpenseRow } from '../resources/expenses/store.js';
import { conceptProblem } from '../resources/invoices/rules.js';
import { invoiceStore } from '../resources/invoices/store.js';
import { paymentStore } from '../resources/payments/store.js';
import { invoiceSubject } from './invoices.js';
import { recordBy, type Actor } from './actor.js';

// Billable expenses on a concept invoice, beside tracked time: each chosen expense is linked to
// the line that bills it (locked from then on; removing the line releases it, migration 0033).
// The invoice's own lines are written by its store; this action only adds lines.

/** A line to add and the expenses it bills. */
export interface ExpenseLine {
  service: string;
  unitprice_cents: bigint;
  vat: number;
  period_start: string;
  period_end: string;
  expense_ids: number[];
}

/**
 * The lines for the expenses: one per expense (its description, its date), or one per category
 * and VAT rate (the category's name, the first to the last date), in the order of the first
 * expense of each. Each line is 1 × the sum of what its expenses bill.
 */
export function expenseLines(expenses: readonly ExpenseRow[], group: ExpenseGrouping): ExpenseLine[] {
  const ordered = [...expenses].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const lines = new Map<string, ExpenseLine>();
  for (const expense of ordered) {
    const key = group === 'expense' ? `e${expense.id}` : `c${expense.category_id}-v${expense.vat}`;
    const line = lines.get(key);
    if (!line) {
      lines.set(key, {
        service: group === 'expense' ? expense.description : expense.category_name,
        unitprice_cents: billedCents(expense),
        vat: expense.vat,
        period_start: expense.date,
        period_end: expense.date,
        expense_ids: [expense.id],
      });
      continue;
    }
    line.unitprice_cents += billedCents(expense);
    line.period_end = expense.date;
    line.expense_ids.push(expense.id);
  }
  return [...lines.values()];
}

/** The billable expenses open for the invoice: on its client's projects, on no invoice yet. */
export async function openExpensesOf(db: Db, actor: Actor, invoiceId: number): Promise<ExpenseRow[]> {
  const invoice = await invoiceStore(db).find(actor.organizationId, invoiceId);
  return expenseStore(db).list(actor.organizationId, { userId: null, uninvoicedOfClient: invoice.client_id });
}

/**
 * Adds lines for the chosen expenses to a concept invoice (409 otherwise). Every id must be open
 * for the invoice, else 422 under `expense_ids` before anything is added.
 */
export async function addExpensesToInvoice(db: Db, actor: Actor, invoiceId: number, ids: readonly number[], group: ExpenseGrouping, now = new Date()): Promise<void> {
  const invoices = invoiceStore(db);
  // Held as every change of an invoice's lines is (actions/invoiceLines.ts), so it cannot be issued meanwhile.
  await paymentStore(db).lockInvoice(actor.organizationId, invoiceId);
  const invoice = await invoices.find(actor.organizationId, invoiceId);
  const notConcept = conceptProblem(invoice);
  if (notConcept) throw new HttpError(409, notConcept);
  await expenseStore(db).lock(actor.organizationId, ids);
  const expenses = await expenseStore(db).list(actor.organizationId, { userId: null, uninvoicedOfClient: invoice.client_id, ids });
  if (expenses.length !== new Set(ids).size) throw new ValidationFailure({ expense_ids: 'expenses.gone' });
  for (const line of expenseLines(expenses, group)) {
    const stored = await invoices.insertLine(
      actor.organizationId,
      invoice.id,
      { service: line.service, amount: 100, unitprice_cents: Number(line.unitprice_cents), vat: line.vat, period_start: line.period_start, period_end: line.period_end },
      now,
    );
    const linked = await expenseStore(db).linkToLine(actor.organizationId, stored.id, line.expense_ids);
    // Held and read open just before: a mismatch is a programming error, and undoes the whole change.
    if (linked !== line.expense_ids.length) throw new Error(`expenses: ${linked} of ${line.expense_ids.length} linked to line ${stored.id}`);
    await recordBy(db, actor, 'invoice.line_added', invoiceSubject(invoice.id), { number: invoice.invoicenumber, line_id: stored.id, amount: decimalText(line.unitprice_cents) }, now);
  }
}
