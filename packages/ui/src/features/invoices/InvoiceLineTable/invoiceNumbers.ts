import type { Invoice } from '@kwartier/api';
import { formatMoney, parseMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';

/** A decimal the API sends (`Money`, `Quantity`, `Percentage`): `"-1234.50"`, exactly two decimals. */
const API_DECIMAL = /^(-?)(\d+)\.(\d{2})$/;

/**
 * A decimal from the API as integer hundredths (cents for money), read from its digits, never
 * through a float, so sums agree to the cent. `null` for anything that is not such a decimal.
 *
 * ```ts
 * hundredthsOf('12.50')  // 1250
 * hundredthsOf('-0.05')  // -5
 * ```
 */
export function hundredthsOf(decimal: string): number | null {
  const match = API_DECIMAL.exec(decimal);
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' && value !== 0 ? -value : value;
}

/** Integer hundredths written as the API takes a decimal: a dot and two decimals (`-1250` → `'-12.50'`). */
export function decimalOf(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount of money from the API (`"1234.50"`) in the user's language (`€1,234.50` / `€ 1.234,50`); as sent when unreadable. */
export function displayMoney(decimal: string, locale: string): string {
  const cents = hundredthsOf(decimal);
  return cents == null ? decimal : formatMoney(cents, locale);
}

/**
 * A quantity or percentage from the API in the user's language, without trailing zeros
 * (`"12.50"` → `12.5` / `12,5`, `"21.00"` → `21`); grouped thousands for quantities. As sent when unreadable.
 */
export function displayDecimal(decimal: string, locale: string): string {
  const value = hundredthsOf(decimal);
  return value == null ? decimal : formatNumber(value / 100 + 0, locale, { maximumFractionDigits: 2 });
}

/**
 * A decimal from the API as the user edits it in their language: `"12.50"` is `'12,5'` for a
 * Dutch user and `'12.5'` for an English one (no grouping, so it reads back unchanged);
 * `minimumFractionDigits` 2 for money (`'85,00'`).
 */
export function decimalInputText(decimal: string, locale: string, minimumFractionDigits: 0 | 2 = 0): string {
  const value = hundredthsOf(decimal);
  if (value == null) return decimal;
  return formatNumber(value / 100 + 0, locale, { minimumFractionDigits, maximumFractionDigits: 2, useGrouping: false });
}

/** Why a typed decimal cannot be sent: nothing typed, not a number with at most two decimals, or out of the contract's bounds. */
export type DecimalProblem = 'required' | 'invalid';

/**
 * Reads a decimal typed in the user's language — a comma from a Dutch user (`'12,5'`), a point
 * from an English one, thousands separators and a euro sign allowed (see `parseMoney`) — and
 * writes it as the API takes it: a dot and two decimals (`'12.50'`). The result must match
 * `pattern`, the contract's pattern for the field (e.g. `^-?\d{1,10}(\.\d{1,2})?$`): more digits,
 * more than two decimals, or a minus where the contract has none, is a problem.
 */
export function parseDecimalInput(text: string, locale: string, pattern: RegExp): { value: string } | { problem: DecimalProblem } {
  if (text.trim() === '') return { problem: 'required' };
  const hundredths = parseMoney(text, locale);
  if (hundredths == null) return { problem: 'invalid' };
  const value = decimalOf(hundredths);
  return pattern.test(value) ? { value } : { problem: 'invalid' };
}

/**
 * Whether an invoice is a credit invoice: its net total is negative, or it is a copy of another
 * invoice (`original_invoice_id`) with negative lines. A copy is not by itself a credit: copies
 * also correct an invoice with positive amounts.
 */
export function isCreditInvoice(invoice: Pick<Invoice, 'original_invoice_id' | 'total_net' | 'invoicelines'>): boolean {
  if ((hundredthsOf(invoice.total_net) ?? 0) < 0) return true;
  return invoice.original_invoice_id != null && invoice.invoicelines.some((line) => (hundredthsOf(line.costs) ?? 0) < 0);
}
