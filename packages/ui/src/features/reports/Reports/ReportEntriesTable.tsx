import type { ReportEntry } from '@kwartier/api';
import { useMemo } from 'react';
import { formatDate } from '../../../i18n/formatDate';
import { formatDuration } from '../../../i18n/formatDuration';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { Table, createColumnHelper, type ColumnDef } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { columnMessages, type ColumnMessageKey } from '../reportColumns.messages';
import * as styles from './Reports.css';

const column = createColumnHelper<ReportEntry>();

function entryColumns(t: Translate<ColumnMessageKey>, { showRevenue, locale, dateFormat }: { showRevenue: boolean; locale: string; dateFormat?: string | null }) {
  const text = (id: keyof ReportEntry & string, title: ColumnMessageKey, maxWidth = '24ch') =>
    column.accessor((entry) => String(entry[id] ?? ''), {
      id,
      header: () => t(title),
      cell: ({ getValue }) => (getValue() === '' ? null : <TruncatedText maxWidth={maxWidth}>{getValue()}</TruncatedText>),
    });
  const columns: ColumnDef<ReportEntry, string>[] = [
    column.accessor((entry) => formatDate(entry.date, dateFormat), {
      id: 'date',
      header: () => t('date'),
      cell: ({ getValue }) => <span className={styles.number}>{getValue()}</span>,
      meta: { isRowHeader: true, width: '120px' },
    }),
    text('user_name', 'member'),
    text('project_name', 'project'),
    text('activity_name', 'activity'),
    text('note', 'note', '48ch'),
    column.accessor((entry) => formatDuration(entry.time, 'clock'), {
      id: 'time',
      header: () => t('time'),
      cell: ({ getValue }) => <span className={styles.number}>{getValue()}</span>,
      meta: { align: 'end', width: '88px' },
    }),
    column.accessor((entry) => t(entry.billable ? 'yes' : 'no'), { id: 'billable', header: () => t('billable'), meta: { width: '112px' } }),
    column.accessor((entry) => t(entry.invoiced ? 'yes' : 'no'), { id: 'invoiced', header: () => t('invoiced'), meta: { width: '112px' } }),
  ];
  if (showRevenue) {
    columns.push(
      column.accessor((entry) => (entry.revenue === null ? '' : displayMoney(entry.revenue, locale, entry.currency)), {
        id: 'revenue',
        header: () => t('revenue'),
        cell: ({ getValue }) => <span className={styles.number}>{getValue()}</span>,
        meta: { align: 'end', width: '128px' },
      }),
    );
  }
  return columns;
}

/** Props of {@link ReportEntriesTable}. */
export interface ReportEntriesTableProps {
  entries: readonly ReportEntry[];
  showRevenue: boolean;
  dateFormat?: string | null;
  isLoading?: boolean;
  'aria-label': string;
}

/** One page of a report's entries: date, member, project, activity, note, time, billable, invoiced, revenue (admins, in the entry's client's currency). */
export function ReportEntriesTable({ entries, showRevenue, dateFormat, isLoading = false, 'aria-label': label }: ReportEntriesTableProps) {
  const t = useMessages(columnMessages);
  const locale = useLocale();
  const columns = useMemo(() => entryColumns(t, { showRevenue, locale, dateFormat }), [t, showRevenue, locale, dateFormat]);
  const data = useMemo(() => [...entries], [entries]);
  return (
    <Table<ReportEntry>
      columns={columns}
      data={data}
      aria-label={label}
      isLoading={isLoading}
      maxHeight="min(70vh, 720px)"
      getRowId={(entry) => String(entry.id)}
    />
  );
}
