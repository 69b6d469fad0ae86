import type { Report, ReportRow } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { translateIn, type MessageValues } from '../../i18n/useMessages';
import { columnMessages, type ColumnMessageKey } from './reportColumns.messages';
import { groupLabel, reportLines } from './reportLines';

const row = (a: string, b: string | null, time: number): ReportRow => ({
  groups: [{ key: a, name: `Name ${a}`, detail: null }, ...(b === null ? [] : [{ key: b, name: `Name ${b}`, detail: null }])],
  time,
  billable_time: time,
  revenue: null,
  currency: 'EUR',
});

describe('reportLines', () => {
  it('puts a subtotal after each first group’s rows and the total last', () => {
    const report: Report = {
      group_by: ['member', 'project'],
      rows: [row('1', '10', 60), row('1', '11', 30), row('2', '10', 15)],
      subtotals: [row('1', null, 90), row('2', null, 15)],
      totals: { time: 105, billable_time: 105, revenue: null, currency: 'EUR' },
      other_currencies: [],
    };
    expect(reportLines(report).map((line) => (line.kind === 'total' ? ['total', line.totals.time] : [line.kind, line.row.time]))).toEqual([
      ['row', 60],
      ['row', 30],
      ['subtotal', 90],
      ['row', 15],
      ['subtotal', 15],
      ['total', 105],
    ]);
  });

  it('has no lines for an empty report, and no subtotals with one group', () => {
    expect(reportLines({ group_by: ['client'], rows: [], subtotals: [], totals: { time: 0, billable_time: 0, revenue: null, currency: 'EUR' }, other_currencies: [] })).toEqual([]);
    const one = reportLines({ group_by: ['client'], rows: [row('1', null, 5)], subtotals: [], totals: { time: 5, billable_time: 5, revenue: null, currency: 'EUR' }, other_currencies: [] });
    expect(one.map((line) => line.kind)).toEqual(['row', 'total']);
  });

  it("ends with a total per currency, the organisation's first, and leaves out the organisation's when no row is in it", () => {
    const dollars = { ...row('2', null, 30), currency: 'USD' };
    const report: Report = {
      group_by: ['client'],
      rows: [row('1', null, 60), dollars],
      subtotals: [],
      totals: { time: 60, billable_time: 60, revenue: null, currency: 'EUR' },
      other_currencies: [{ time: 30, billable_time: 30, revenue: null, currency: 'USD' }],
    };
    const totals = (lines: ReturnType<typeof reportLines>) => lines.flatMap((line) => (line.kind === 'total' ? [[line.totals.currency, line.totals.time]] : []));
    expect(totals(reportLines(report))).toEqual([
      ['EUR', 60],
      ['USD', 30],
    ]);
    expect(totals(reportLines({ ...report, rows: [dollars], totals: { ...report.totals, time: 0, billable_time: 0 } }))).toEqual([['USD', 30]]);
  });
});

describe('groupLabel', () => {
  const t = (locale: 'en' | 'nl') => (key: ColumnMessageKey, values?: MessageValues) => translateIn(locale, columnMessages, key, values);
  it('names records by name and periods by date, week and month in the language', () => {
    expect(groupLabel('project', { key: '4', name: 'Website', detail: 'Jansen' }, t('en'), 'en')).toBe('Website');
    expect(groupLabel('day', { key: '2026-03-02', name: '2026-03-02', detail: null }, t('en'), 'en', 'DD-MM-YYYY')).toBe('02-03-2026');
    expect(groupLabel('week', { key: '2026-03-02', name: '2026-03-02', detail: null }, t('nl'), 'nl', 'DD-MM-YYYY')).toBe('Week van 02-03-2026');
    expect(groupLabel('month', { key: '2026-03', name: '2026-03', detail: null }, t('en'), 'en')).toBe('March 2026');
    expect(groupLabel('month', { key: '2026-03', name: '2026-03', detail: null }, t('nl'), 'nl')).toBe('maart 2026');
  });
});
