import type { Report, ReportEntry, ReportGroup, ReportTotals } from '@kwartier/api';
import { toLocale, type Locale } from '../../../i18n/messages';
import { translateIn, type Translate } from '../../../i18n/useMessages';
import { columnMessages, type ColumnMessageKey } from '../reportColumns.messages';
import { detailColumn, groupLabel, reportLines, severalCurrencies } from '../reportLines';

// A report as the cells of a sheet, before it is written as CSV or XLSX: a header, then lines of
// text (names, dates) and amounts (minutes, money as the contract's decimal). The summary has a
// column per group (and one for the client of a project, the project of an activity), time and
// billable time, revenue for admins, the expenses when the report counts them, and with money a
// currency column (the ISO code: a group with money in two currencies is a line per currency);
// its subtotal and total lines (a total per currency) are marked. The detailed view has a line
// per entry with its note, and with revenue its currency.

/** A cell: text, a duration in minutes, an amount of money (`'1234.50'`), a date or a yes/no. */
export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'money'; amount: string | null; currency?: string }
  | { kind: 'date'; date: string };

export type SheetColumn = { title: string; kind: 'text' | 'minutes' | 'money' | 'date' };

export interface Sheet {
  name: string;
  columns: SheetColumn[];
  lines: { kind: 'row' | 'subtotal' | 'total'; cells: Cell[] }[];
  /** Whether the money is in more than one currency: a sum of a column's lines would add two. */
  severalCurrencies?: boolean;
}

const text = (value: string): Cell => ({ kind: 'text', text: value });

function titles(locale: Locale): Translate<ColumnMessageKey> {
  return (key, values) => translateIn(locale, columnMessages, key, values);
}

/** The summary of a report as a sheet, in `locale`, with revenue when `showRevenue`. */
export function summarySheet(report: Report, { locale, showRevenue, dateFormat }: { locale: string; showRevenue: boolean; dateFormat?: string | null }): Sheet {
  const language = toLocale(locale);
  const t = titles(language);
  const groups: ReportGroup[] = report.group_by;
  const columns: SheetColumn[] = [];
  for (const group of groups) {
    columns.push({ title: t(group), kind: 'text' });
    const detail = detailColumn(group);
    if (detail) columns.push({ title: t(detail), kind: 'text' });
  }
  const withExpenses = report.totals.expenses !== undefined;
  const withCurrency = showRevenue || withExpenses;
  if (withCurrency) columns.push({ title: t('currency'), kind: 'text' });
  const amountColumns: SheetColumn[] = [
    { title: t('time'), kind: 'minutes' },
    { title: t('billableTime'), kind: 'minutes' },
    ...(showRevenue ? [{ title: t('revenue'), kind: 'money' as const }] : []),
    ...(withExpenses ? [{ title: t('expenses'), kind: 'money' as const }] : []),
  ];
  columns.push(...amountColumns);
  const amounts = (totals: ReportTotals): Cell[] => [
    { kind: 'minutes', minutes: totals.time },
    { kind: 'minutes', minutes: totals.billable_time },
    ...(showRevenue ? [{ kind: 'money' as const, amount: totals.revenue, currency: totals.currency }] : []),
    ...(withExpenses ? [{ kind: 'money' as const, amount: totals.expenses ?? null, currency: totals.currency }] : []),
  ];
  const lines = reportLines(report).map((line) => {
    if (line.kind === 'total') {
      const code = line.totals.currency;
      const label = code === report.totals.currency ? t('total') : t('totalIn', { currency: code });
      const blanks = columns.length - amountColumns.length - (withCurrency ? 1 : 0);
      const cells = [text(label), ...Array.from({ length: blanks - 1 }, () => text('')), ...(withCurrency ? [text(code)] : [])];
      return { kind: 'total' as const, cells: [...cells, ...amounts(line.totals)] };
    }
    const cells: Cell[] = [];
    groups.forEach((group, i) => {
      const key = line.row.groups[i];
      const label = key ? groupLabel(group, key, t, language, dateFormat) : '';
      cells.push(text(line.kind === 'subtotal' && i === 0 ? t('subtotal', { name: label }) : label));
      if (detailColumn(group)) cells.push(text(key?.detail ?? ''));
    });
    if (withCurrency) cells.push(text(line.row.currency));
    return { kind: line.kind, cells: [...cells, ...amounts(line.row)] };
  });
  return { name: t('sheetReport'), columns, lines, severalCurrencies: withCurrency && severalCurrencies(report) };
}

/** The entries of the detailed view as a sheet. */
export function entriesSheet(entries: readonly ReportEntry[], { locale, showRevenue }: { locale: string; showRevenue: boolean }): Sheet {
  const t = titles(toLocale(locale));
  const columns: SheetColumn[] = [
    { title: t('date'), kind: 'date' },
    { title: t('member'), kind: 'text' },
    { title: t('client'), kind: 'text' },
    { title: t('project'), kind: 'text' },
    { title: t('activity'), kind: 'text' },
    { title: t('note'), kind: 'text' },
    { title: t('time'), kind: 'minutes' },
    { title: t('billable'), kind: 'text' },
    { title: t('invoiced'), kind: 'text' },
    ...(showRevenue ? [{ title: t('revenue'), kind: 'money' as const }, { title: t('currency'), kind: 'text' as const }] : []),
  ];
  const lines = entries.map((entry) => ({
    kind: 'row' as const,
    cells: [
      { kind: 'date' as const, date: entry.date },
      text(entry.user_name),
      text(entry.client_name),
      text(entry.project_name),
      text(entry.activity_name),
      text(entry.note ?? ''),
      { kind: 'minutes' as const, minutes: entry.time },
      text(t(entry.billable ? 'yes' : 'no')),
      text(t(entry.invoiced ? 'yes' : 'no')),
      ...(showRevenue ? [{ kind: 'money' as const, amount: entry.revenue, currency: entry.currency }, text(entry.currency)] : []),
    ],
  }));
  return { name: t('sheetEntries'), columns, lines };
}
