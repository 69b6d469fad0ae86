import { divideRounded, hundredthsOf, type ExpenseInput } from '@kwartier/api';
import { parseCents } from '../../domain/money.js';
import type { Flag } from '../../db/schema.js';

// An expense's pure rules: the input as stored, the amount before VAT, and what an invoice bills
// for it. Money in integer cents, percentages in hundredths (2100 = 21.00 %); products as
// bigint, so nothing passes through a float.

/** The columns an expense input sets. */
export interface ExpenseFields {
  project_id: number;
  category_id: number;
  date: string;
  description: string;
  amount_cents: number;
  vat: number;
  vat_included: Flag;
  billable: Flag;
  markup: number;
}

/** The input as stored: the description trimmed, amounts in cents and hundredths (the contract checked the digits). */
export function expenseFields(input: ExpenseInput): ExpenseFields {
  return {
    project_id: input.project_id,
    category_id: input.category_id,
    date: input.date,
    description: input.description.trim(),
    amount_cents: parseCents(input.amount),
    vat: hundredthsOf(input.vat)!,
    vat_included: input.vat_included ? 1 : 0,
    billable: input.billable ? 1 : 0,
    markup: hundredthsOf(input.markup)!,
  };
}

/** The amount before VAT: as entered, or with the VAT taken out (rounded half away from zero). */
export function amountExclVat(expense: { amount_cents: number | string; vat: number; vat_included: number }): bigint {
  const amount = BigInt(expense.amount_cents);
  if (expense.vat_included !== 1) return amount;
  return divideRounded(amount * 10_000n, BigInt(10_000 + expense.vat));
}

/** What an invoice bills for the expense before VAT: the amount before VAT plus the markup. */
export function billedCents(expense: { amount_cents: number | string; vat: number; vat_included: number; markup: number }): bigint {
  return divideRounded(amountExclVat(expense) * BigInt(10_000 + expense.markup), 10_000n);
}

/** What the expenses bill before VAT per currency (their project's client's), each rounded as an invoice line bills it. */
export function billedPerCurrency(expenses: readonly (Parameters<typeof billedCents>[0] & { currency: string })[]): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const expense of expenses) sums.set(expense.currency, (sums.get(expense.currency) ?? 0n) + billedCents(expense));
  return sums;
}

/** What the expenses bill together before VAT, each rounded as an invoice line bills it. */
export function billedTotal(expenses: readonly Parameters<typeof billedCents>[0][]): bigint {
  return expenses.reduce((sum, expense) => sum + billedCents(expense), 0n);
}
