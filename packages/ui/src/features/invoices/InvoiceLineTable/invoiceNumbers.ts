import { decimalText, hundredthsOf, type Invoice, type VatCategory } from '@kwartier/api';
import { formatNumber } from '../../../i18n/formatNumber';

// Reading a contract decimal as integer hundredths, writing one back and showing it in a language
// live once, in @kwartier/api (`money.ts`); re-exported here under the names the invoices use.
export { displayDecimal, displayMoney, hundredthsOf } from '@kwartier/api';

/** Integer hundredths written as the API takes a decimal: a dot and two decimals (`-1250` → `'-12.50'`). */
export function decimalOf(hundredths: number): string {
  return decimalText(hundredths);
}

export { decimalInputText } from '../../../forms/decimalInput';

export { parseDecimalInput, type DecimalProblem } from '../../../forms/decimalInput';

/** The VAT category a rate has unless one is chosen, as the server decides it: zero rated at 0 %, standard otherwise. */
export function rateCategory(vat: string | null): VatCategory {
  return vat !== null && hundredthsOf(vat) === 0 ? 'Z' : 'S';
}
