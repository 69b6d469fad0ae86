import { formatNumber, hundredthsOf } from '@kwartier/api';

/**
 * A decimal from the API as the user edits it in their language: `"12.50"` is `'12,5'` for a
 * Dutch user and `'12.5'` for an English one (no grouping, so it reads back unchanged);
 * `minimumFractionDigits` 2 for money (`'85,00'`). As sent when unreadable.
 */
export function decimalInputText(decimal: string, locale: string, minimumFractionDigits: 0 | 2 = 0): string {
  const value = hundredthsOf(decimal);
  if (value == null) return decimal;
  return formatNumber(value / 100 + 0, locale, { minimumFractionDigits, maximumFractionDigits: 2, useGrouping: false });
}
