// Numbers for people (`'1,234.5'` / `'1.234,5'`), the Intl locale of each interface language and
// its separators live once, in @kwartier/api (`money.ts`), shared with the server.
import { numberSeparators } from '@kwartier/api';

export { formatNumber, intlLocale, numberFormatter, numberSeparators } from '@kwartier/api';

/**
 * The field delimiter of a CSV file in a language. Excel splits a double-clicked CSV on the list
 * separator of the computer's region: `;` where the decimal separator is a comma (Dutch), else
 * `,` (English). Read from the language's number format, so a new language needs no entry.
 */
export function csvDelimiter(locale: string): string {
  return numberSeparators(locale).decimal === ',' ? ';' : ',';
}
