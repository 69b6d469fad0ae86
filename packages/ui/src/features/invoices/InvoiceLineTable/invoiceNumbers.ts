import { decimalText, hundredthsOf, type Invoice, type VatCategory } from '@kwartier/api';
import { parseMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';

// Reading a contract decimal as integer hundredths, writing one back and showing it in a language
// live once, in @kwartier/api (`money.ts`); re-exported here under the names the invoices use.
export { displayDecimal, displayMoney, hundredthsOf } from '@kwartier/api';

/** Integer hundredths written as the API takes a decimal: a dot and two decimals (`-1250` → `'-12.50'`). */
export function decimalOf(hundredths: number): string {
  return decimalText(hundredths);
}

export { decimalInputText } from '../../../forms/decimalInput';

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

/** The VAT category a rate has unless one is chosen, as the server decides it: zero rated at 0 %, standard otherwise. */
export function rateCategory(vat: string | null): VatCategory {
  return vat !== null && hundredthsOf(vat) === 0 ? 'Z' : 'S';
}
