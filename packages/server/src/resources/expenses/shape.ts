import type { Expense, ExpenseReceiptType, InvoiceExpense } from '@kwartier/api';
import { decimalText } from '@kwartier/api';
import { formatCents } from '../../domain/money.js';
import { amountExclVat, billedCents } from './rules.js';
import type { ExpenseRow } from './store.js';

/** The stored row as the contract's Expense. */
export function expenseShape(row: ExpenseRow): Expense {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    project_id: row.project_id,
    project_name: row.project_name,
    client_name: row.client_name,
    currency: row.client_currency,
    category_id: row.category_id,
    category_name: row.category_name,
    date: row.date,
    description: row.description,
    amount: formatCents(Number(row.amount_cents)),
    vat: decimalText(row.vat),
    vat_included: row.vat_included === 1,
    amount_excl_vat: decimalText(amountExclVat(row)),
    billable: row.billable === 1,
    markup: decimalText(row.markup),
    invoice_id: row.invoice_id,
    editable: row.invoice_line_id === null,
    receipt: row.receipt_mime === null ? null : { name: row.receipt_name ?? '', type: row.receipt_mime as ExpenseReceiptType, size: Number(row.receipt_size) },
  };
}

/** An expense open for an invoice, with what it bills. */
export function invoiceExpenseShape(row: ExpenseRow): InvoiceExpense {
  return {
    id: row.id,
    user_name: row.user_name,
    project_name: row.project_name,
    category_id: row.category_id,
    category_name: row.category_name,
    date: row.date,
    description: row.description,
    vat: decimalText(row.vat),
    amount_excl_vat: decimalText(amountExclVat(row)),
    markup: decimalText(row.markup),
    billed: decimalText(billedCents(row)),
    receipt: row.receipt_mime !== null,
  };
}
