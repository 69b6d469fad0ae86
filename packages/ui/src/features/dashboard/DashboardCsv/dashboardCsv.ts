import {
  currencyDecimals,
  decimalHoursText,
  formatNumber,
  hundredthsBig,
  type DashboardNote,
  type DashboardRevenueInCurrency,
  type DashboardRow,
  type DashboardScope,
  type Period,
} from '@kwartier/api';
import Papa from 'papaparse';
import { formatDuration } from '../../../i18n/formatDuration';
import { csvDelimiter } from '../../../i18n/formatNumber';
import { toLocale, type Locale } from '../../../i18n/messages';
import { translateIn, type Translate } from '../../../i18n/useMessages';
import { columnMessages, type ColumnMessageKey } from '../dashboardColumns.messages';
import type { DashboardGrouping } from '../dashboardTypes';

/** Options of {@link dashboardCsv}: what the table shows, and in which language. */
export interface DashboardCsvOptions {
  /** The interface language: header row, delimiter and decimal separator follow it. */
  locale: string;
  /** Add the revenue column (the caller is admin). */
  showRevenue: boolean;
  /** `team` adds the team member column. */
  scope: DashboardScope;
  /** `activity` adds the activity column. */
  grouping: DashboardGrouping;
  /** What the period's billable expenses bill (`DashboardTotals.expenses`): with the revenue column and not zero, a last row. */
  expenses?: string | null;
  /** The currency of `expenses`: the organisation's (`DashboardTotals.currency`); EUR when left out. */
  currency?: string;
  /** The expenses in each other currency (`DashboardTotals.other_currencies`): each not zero a last row of its own. */
  otherCurrencies?: readonly DashboardRevenueInCurrency[];
}

/** Byte order mark: tells Excel the file is UTF-8, so é and € survive a double click. */
export const CSV_BOM = '\uFEFF';


/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first),
 * unless the whole value is a plain number such as a negative amount (`-12,50`). Papa Parse puts
 * a `'` before matching values.
 */
const FORMULA_START = /^[=+\-@\t\r](?!\d+(?:[.,]\d+)?$)/;

/** The column titles in a language, read without React (the table reads the same messages). */
function columnTitles(locale: Locale): Translate<ColumnMessageKey> {
  return (key) => translateIn(locale, columnMessages, key);
}

/**
 * A decimal as the contract sends it (`'1234.50'`) as a plain number in the language's notation,
 * written by @kwartier/api's formatter: two decimals, no currency sign and no thousands separator,
 * so a spreadsheet reads it as a number to sum — `1234,50` in Dutch, `1234.50` in English; money
 * in a `currency` without minor units has none (`15000` yen). `null` (not shown to this user) is
 * an empty field.
 */
export function csvAmount(amount: string | null, locale: string, currency?: string): string {
  if (amount == null) return '';
  if (hundredthsBig(amount) === null) return amount;
  const digits = currency === undefined ? 2 : currencyDecimals(currency);
  return formatNumber(amount, toLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

/**
 * The dashboard's rows as CSV text for a spreadsheet, written by Papa Parse (which quotes fields
 * holding the delimiter, quotes or line breaks, and doubles quotes):
 *
 * - a byte order mark first, then a header row in the interface language;
 * - columns project, activity (grouped by activity), team member (scope team), time as `7:30`,
 *   the same time as decimal hours beside it (`7.50` in English, `7,50` in Dutch: a spreadsheet
 *   sums these, not `7:30`), the billable part of it as decimal hours (activities that are
 *   billable; the rest is non-billable), revenue (when `showRevenue`) as a plain decimal in the language's notation (`1234,50` in
 *   Dutch, `1234.50` in English) and beside it its currency (the row's client's, `EUR`, `USD`);
 * - `;` between fields in Dutch, `,` in English; every line ends in CRLF;
 * - a value a spreadsheet would run as a formula (`=SUM(…)`, `@cmd`) is written as text;
 * - with the revenue column, the billable expenses (when not zero) as last rows, one per currency
 *   (the organisation's first): their name in the project column, their amount in the revenue
 *   column and its currency beside it, nothing else.
 *
 * The totals are not a row: a spreadsheet sums the rows itself (the revenue, expenses included).
 */
export function dashboardCsv(
  rows: readonly DashboardRow[],
  { locale, showRevenue, scope, grouping, expenses = null, currency = 'EUR', otherCurrencies = [] }: DashboardCsvOptions,
): string {
  const language = toLocale(locale);
  const t = columnTitles(language);
  const columns: { title: string; value: (row: DashboardRow) => string }[] = [
    { title: t('project'), value: (row) => row.project_name },
  ];
  if (grouping === 'activity') columns.push({ title: t('activity'), value: (row) => row.activity_name ?? '' });
  if (scope === 'team') columns.push({ title: t('user'), value: (row) => row.user_name ?? '' });
  columns.push({ title: t('time'), value: (row) => formatDuration(row.time, 'clock') });
  columns.push({ title: t('hours'), value: (row) => csvAmount(decimalHoursText(row.time), language) });
  columns.push({ title: t('billableHours'), value: (row) => csvAmount(decimalHoursText(row.billable_time), language) });
  if (showRevenue) {
    columns.push({ title: t('revenue'), value: (row) => csvAmount(row.revenue, language, row.currency) });
    columns.push({ title: t('currency'), value: (row) => row.currency });
  }

  const data = rows.map((row) => columns.map((column) => column.value(row)));
  if (showRevenue) {
    for (const billed of [{ currency, expenses }, ...otherCurrencies]) {
      if (billed.expenses === null || hundredthsBig(billed.expenses) === 0n) continue;
      const amount = csvAmount(billed.expenses, language, billed.currency);
      data.push(columns.map((_, i) => (i === 0 ? t('expenses') : i === columns.length - 2 ? amount : i === columns.length - 1 ? billed.currency : '')));
    }
  }
  const text = Papa.unparse(
    { fields: columns.map((column) => column.title), data },
    { delimiter: csvDelimiter(language), newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  // Papa Parse ends a header without rows with a line break, and rows without one: every line ends
  // in one here, as in a file a text tool wrote.
  return `${CSV_BOM}${text.endsWith('\r\n') ? text : `${text}\r\n`}`;
}

/**
 * The period's notes (`POST /api/dashboard/notes`) as CSV text, written as {@link dashboardCsv}
 * writes its rows (BOM, header in the interface language, the language's delimiter and decimal
 * separator, formulas as text): date as `YYYY-MM-DD` (a spreadsheet reads it as a date), team
 * member (scope team), project, activity, time as `7:30` and as decimal hours, billable yes/no,
 * and the note (line breaks kept inside its quoted field).
 */
export function dashboardNotesCsv(notes: readonly DashboardNote[], { locale, scope }: Pick<DashboardCsvOptions, 'locale' | 'scope'>): string {
  const language = toLocale(locale);
  const t = columnTitles(language);
  const columns: { title: string; value: (note: DashboardNote) => string }[] = [{ title: t('date'), value: (note) => note.date }];
  if (scope === 'team') columns.push({ title: t('user'), value: (note) => note.user_name ?? '' });
  columns.push(
    { title: t('project'), value: (note) => note.project_name },
    { title: t('activity'), value: (note) => note.activity_name },
    { title: t('time'), value: (note) => formatDuration(note.time, 'clock') },
    { title: t('hours'), value: (note) => csvAmount(decimalHoursText(note.time), language) },
    { title: t('billable'), value: (note) => (note.billable ? t('yes') : t('no')) },
    { title: t('note'), value: (note) => note.note },
  );
  const text = Papa.unparse(
    { fields: columns.map((column) => column.title), data: notes.map((note) => columns.map((column) => column.value(note))) },
    { delimiter: csvDelimiter(language), newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `${CSV_BOM}${text.endsWith('\r\n') ? text : `${text}\r\n`}`;
}

/** The notes download's file name: `kwartier-notes-2026-03-01-2026-03-31.csv`. */
export function dashboardNotesCsvFileName(period: Pick<Period, 'from' | 'to'>): string {
  return `kwartier-notes-${period.from}-${period.to}.csv`;
}

/** The download's file name: `kwartier-2026-03-01-2026-03-31.csv`. */
export function dashboardCsvFileName(period: Pick<Period, 'from' | 'to'>): string {
  return `kwartier-${period.from}-${period.to}.csv`;
}
