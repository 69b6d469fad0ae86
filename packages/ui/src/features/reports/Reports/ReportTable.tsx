import type { Report, ReportGroup } from '@kwartier/api';
import { useMemo } from 'react';
import { formatDuration } from '../../../i18n/formatDuration';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { Table, createColumnHelper, type ColumnDef } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { columnMessages, type ColumnMessageKey } from '../reportColumns.messages';
import { groupLabel, reportLines, type ReportLine } from '../reportLines';
import * as styles from './Reports.css';

const column = createColumnHelper<ReportLine>();

const TABLE_MAX_HEIGHT = 'min(70vh, 720px)';

interface Options {
  groups: ReportGroup[];
  /** The organisation's currency: its total reads "Total", another's "Total in USD". */
  currency: string;
  showRevenue: boolean;
  showExpenses: boolean;
  locale: string;
  dateFormat?: string | null;
}

function reportColumns(t: Translate<ColumnMessageKey>, { groups, currency, showRevenue, showExpenses, locale, dateFormat }: Options) {
  const columns: ColumnDef<ReportLine, string>[] = groups.map((group, i) =>
    column.accessor(
      (line) => {
        if (line.kind === 'total') return i > 0 ? '' : line.totals.currency === currency ? t('total') : t('totalIn', { currency: line.totals.currency });
        const key = line.row.groups[i];
        if (!key) return '';
        const label = groupLabel(group, key, t, locale, dateFormat);
        return line.kind === 'subtotal' ? t('subtotal', { name: label }) : label;
      },
      {
        id: `group${i}`,
        header: () => t(group),
        cell: ({ row: { original: line }, getValue }) => {
          if (line.kind !== 'row') return <span className={styles.sum}>{getValue()}</span>;
          const detail = line.row.groups[i]?.detail;
          return (
            <>
              <TruncatedText maxWidth="32ch">{getValue()}</TruncatedText>
              {detail && <span className={styles.detail}>· {detail}</span>}
            </>
          );
        },
        meta: i === 0 ? { isRowHeader: true } : {},
      },
    ),
  );
  const amount = (id: string, title: ColumnMessageKey, value: (line: ReportLine) => string, width: string) =>
    column.accessor(value, {
      id,
      header: () => t(title),
      cell: ({ row: { original: line }, getValue }) => <span className={line.kind === 'row' ? styles.number : styles.sumNumber}>{getValue()}</span>,
      meta: { align: 'end', width },
    });
  const totalsOf = (line: ReportLine) => (line.kind === 'total' ? line.totals : line.row);
  columns.push(amount('time', 'time', (line) => formatDuration(totalsOf(line).time, 'clock'), '104px'));
  columns.push(amount('billable', 'billableTime', (line) => formatDuration(totalsOf(line).billable_time, 'clock'), '128px'));
  if (showRevenue) {
    columns.push(
      amount(
        'revenue',
        'revenue',
        (line) => {
          const { revenue, currency: code } = totalsOf(line);
          return revenue === null ? '' : displayMoney(revenue, locale, code);
        },
        '140px',
      ),
    );
  }
  if (showExpenses) {
    columns.push(
      amount(
        'expenses',
        'expenses',
        (line) => {
          const { expenses, currency: code } = totalsOf(line);
          return expenses === undefined ? '' : displayMoney(expenses, locale, code);
        },
        '160px',
      ),
    );
  }
  return columns;
}

/** Props of {@link ReportTable}. */
export interface ReportTableProps {
  report: Report;
  showRevenue: boolean;
  dateFormat?: string | null;
  isLoading?: boolean;
  'aria-label': string;
}

/**
 * The grouped report: a line per group (or pair), with two groups a subtotal after each first
 * group's lines, the total last; time and billable time as `7:30`, revenue (admins) in the user's
 * language and the line's currency, and the expenses before VAT when the report counts them. With
 * money in several currencies a group has a line per currency and the report a total per currency
 * ("Total", "Total in USD"). On a phone each line is a card with every amount on screen.
 */
export function ReportTable({ report, showRevenue, dateFormat, isLoading = false, 'aria-label': label }: ReportTableProps) {
  const t = useMessages(columnMessages);
  const locale = useLocale();
  const showExpenses = report.totals.expenses !== undefined;
  const columns = useMemo(
    () => reportColumns(t, { groups: report.group_by, currency: report.totals.currency, showRevenue, showExpenses, locale, dateFormat }),
    [t, report.group_by, report.totals.currency, showRevenue, showExpenses, locale, dateFormat],
  );
  const data = useMemo(() => reportLines(report), [report]);
  return (
    <Table<ReportLine>
      columns={columns}
      data={data}
      aria-label={label}
      isLoading={isLoading}
      maxHeight={TABLE_MAX_HEIGHT}
      getRowId={(line, index) => (line.kind === 'total' ? `total-${line.totals.currency}` : `${line.kind}-${line.row.groups.map((group) => group.key).join('-')}-${line.row.currency}-${index}`)}
    />
  );
}
