import { currencyDecimals, decimalHoursText, formatDuration, formatNumber, hundredthsBig } from '@kwartier/api';
import Papa from 'papaparse';
import { formatDate } from '../../../i18n/formatDate';
import { csvDelimiter } from '../../../i18n/formatNumber';
import { toLocale, type Locale } from '../../../i18n/messages';
import { translateIn } from '../../../i18n/useMessages';
import { columnMessages } from '../reportColumns.messages';
import type { Cell, Sheet } from './reportTable';

/** Byte order mark: tells Excel the file is UTF-8, so é and € survive a double click. */
export const CSV_BOM = '\uFEFF';


/** Text a spreadsheet would run as a formula, unless it is a plain number such as `-12,50`; Papa Parse puts a `'` before it. */
const FORMULA_START = /^[=+\-@\t\r](?!\d+(?:[.,]\d+)?$)/;

/**
 * A decimal as a plain number in the language's notation (no grouping, no currency sign), with the
 * decimals of its currency when it is money: `1234,50` / `1234.50`, `15000` for yen; null is empty.
 */
export function csvDecimal(amount: string | null, locale: Locale, currency?: string): string {
  if (amount == null) return '';
  if (hundredthsBig(amount) === null) return amount;
  const digits = currency === undefined ? 2 : currencyDecimals(currency);
  return formatNumber(amount, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

/**
 * A report's sheet as CSV for a spreadsheet, written by Papa Parse: a byte order mark, a header in
 * the interface language, `;` and decimal commas in Dutch, `,` and points in English, CRLF line
 * ends, a value that would run as a formula written as text. A duration is two columns: `7:30`
 * and beside it the decimal hours a spreadsheet sums (`7.50` / `7,50`). Subtotal and total lines
 * are left out: a spreadsheet sums the rows itself (the XLSX export has them, as formulas).
 */
export function reportCsv(sheet: Sheet, locale: string, dateFormat?: string | null): string {
  const language = toLocale(locale);
  const hoursTitle = (title: string) => `${title} (${translateIn(language, columnMessages, 'hours').toLowerCase()})`;
  const header = sheet.columns.flatMap((column) => (column.kind === 'minutes' ? [column.title, hoursTitle(column.title)] : [column.title]));
  const cellTexts = (cell: Cell): string[] => {
    switch (cell.kind) {
      case 'text':
        return [cell.text];
      case 'minutes':
        return [formatDuration(cell.minutes, 'clock'), csvDecimal(decimalHoursText(cell.minutes), language)];
      case 'money':
        return [csvDecimal(cell.amount, language, cell.currency)];
      case 'date':
        return [formatDate(cell.date, dateFormat)];
    }
  };
  const rows = sheet.lines.filter((line) => line.kind === 'row').map((line) => line.cells.flatMap(cellTexts));
  const text = Papa.unparse([header, ...rows], { delimiter: csvDelimiter(language), newline: '\r\n', escapeFormulae: FORMULA_START });
  return `${CSV_BOM}${text}\r\n`;
}

/** `kwartier-report-2026-01-01-2026-12-31.csv`, `kwartier-entries-….xlsx`. */
export function reportFileName(kind: 'report' | 'entries', range: { from: string; to: string }, extension: 'csv' | 'xlsx'): string {
  return `kwartier-${kind}-${range.from}-${range.to}.${extension}`;
}
