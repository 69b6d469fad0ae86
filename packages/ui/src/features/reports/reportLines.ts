import type { Report, ReportGroup, ReportKey, ReportRow, ReportTotals } from '@kwartier/api';
import { formatDate } from '../../i18n/formatDate';
import type { Translate } from '../../i18n/useMessages';
import type { ColumnMessageKey } from './reportColumns.messages';

// The grouped report as lines of a table or a sheet: each row, after the rows of a first group
// (with two groups) its subtotal, and the totals last: one per currency of the rows (the
// organisation's first), never two currencies added. Shared by the table and the exports.

export type ReportLine =
  | { kind: 'row'; row: ReportRow }
  | { kind: 'subtotal'; row: ReportRow }
  | { kind: 'total'; totals: ReportTotals };

/** The lines of a report: rows, a subtotal after each first group's rows (two groups), a total per currency. */
export function reportLines(report: Report): ReportLine[] {
  const lines: ReportLine[] = [];
  // A first group has a subtotal per currency.
  const subtotals = new Map<string, ReportRow[]>();
  for (const subtotal of report.subtotals) subtotals.set(subtotal.groups[0].key, [...(subtotals.get(subtotal.groups[0].key) ?? []), subtotal]);
  report.rows.forEach((row, i) => {
    lines.push({ kind: 'row', row });
    const next = report.rows[i + 1];
    if (!next || next.groups[0].key !== row.groups[0].key) for (const subtotal of subtotals.get(row.groups[0].key) ?? []) lines.push({ kind: 'subtotal', row: subtotal });
  });
  if (report.rows.length > 0) for (const totals of reportTotals(report)) lines.push({ kind: 'total', totals });
  return lines;
}

/** A report's totals per currency: the organisation's (unless every row is in another one), then each other one. */
export function reportTotals(report: Pick<Report, 'rows' | 'totals' | 'other_currencies'>): ReportTotals[] {
  const others = report.other_currencies;
  const own = others.length === 0 || report.rows.some((row) => row.currency === report.totals.currency) ? [report.totals] : [];
  return [...own, ...others];
}

/** Whether a report's money is in more than one currency. */
export const severalCurrencies = (report: Pick<Report, 'rows' | 'totals' | 'other_currencies'>): boolean => reportTotals(report).length > 1;

/** The column naming what tells a group's equal names apart: a project's client, an activity's project. */
export function detailColumn(group: ReportGroup): ColumnMessageKey | null {
  if (group === 'project') return 'client';
  if (group === 'activity') return 'project';
  return null;
}

/** What a group's key says on a screen or in a file: a name, a date, "Week of …" or a month. */
export function groupLabel(group: ReportGroup, key: ReportKey, t: Translate<ColumnMessageKey>, locale: string, dateFormat?: string | null): string {
  switch (group) {
    case 'day':
      return formatDate(key.key, dateFormat);
    case 'week':
      return t('weekOf', { date: formatDate(key.key, dateFormat) });
    case 'month': {
      const [year, month] = key.key.split('-').map(Number);
      if (!year || !month) return key.key;
      return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, 1)),
      );
    }
    default:
      return key.name;
  }
}
