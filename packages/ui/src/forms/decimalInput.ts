import { decimalText, formatNumber, hundredthsOf, parseMoney } from '@kwartier/api';

/**
 * A decimal from the API as the user edits it in their language: `"12.50"` is `'12,5'` for a
 * Dutch user and `'12.5'` for an English one (no grouping, so it reads back unchanged);
 * `minimumFractionDigits` 2 for money (`'85,00'`), its currency's (0 for JPY) when known. As sent when unreadable.
 */
export function decimalInputText(decimal: string, locale: string, minimumFractionDigits = 0): string {
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
  const value = decimalText(hundredths);
  return pattern.test(value) ? { value } : { problem: 'invalid' };
}
