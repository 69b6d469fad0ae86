import type { KeysOf } from '../../../i18n/catalogue';
import type { DashboardRow, DashboardScope, DashboardTotals } from '@kwartier/api';
import { useMemo } from 'react';
import { formatDuration } from '../../../i18n/formatDuration';
import { formatMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { Table, createColumnHelper, type ColumnDef } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { columnMessages, type ColumnMessageKey } from '../dashboardColumns.messages';
import type { DashboardGrouping } from '../dashboardTypes';
import { decimalToCents, tableLines, type TableLine } from './tableRows';
import { messages } from './DashboardTable.messages';
import * as styles from './DashboardTable.css';

/** Props of {@link DashboardTable}. */
export interface DashboardTableProps {
  /** The rows to show: `projectTimes` or `activityTimes` of `DashboardActivityTotals`, in that order. */
  rows: readonly DashboardRow[];
  /** Their totals (`DashboardActivityTotals.totals`), the table's last line. */
  totals: DashboardTotals;
  /** `activity` adds the activity column (and names the table 'Time per activity'). */
  grouping: DashboardGrouping;
  /** `team` adds the team member column. */
  scope: DashboardScope;
  /** Show the revenue column and total (the caller is admin). */
  showRevenue: boolean;
  /** Loading other rows: the rows shown stay, the table is marked busy. */
  isLoading?: boolean;
}

type Key = KeysOf<typeof messages>;

const column = createColumnHelper<TableLine>();

/** The table's scroll area is at most this high. */
const TABLE_MAX_HEIGHT = 'min(70vh, 720px)';

/** A cell of a row; the expenses and totals lines leave it empty. */
const rowText = (line: TableLine, text: (row: DashboardRow) => string | null) => (line.kind === 'row' ? (text(line.row) ?? '') : '');

const money = (amount: string | null, locale: string, currency: string) => {
  const cents = decimalToCents(amount);
  return cents == null ? '' : formatMoney(cents, locale, currency);
};

/** The time of a line: the row's or the totals'; the expenses and other currencies' lines have none. */
const lineMinutes = (line: TableLine, minutes: (figures: { time: number; billable_time: number }) => number) =>
  line.kind === 'row' ? formatDuration(minutes(line.row), 'clock') : line.kind === 'total' ? formatDuration(minutes(line.totals), 'clock') : '';

/** The revenue of a line, in its currency: a row's its client's, the totals' and expenses' the organisation's. */
const lineMoney = (line: TableLine, locale: string) =>
  line.kind === 'row'
    ? money(line.row.revenue, locale, line.row.currency)
    : line.kind === 'expenses'
      ? money(line.amount, locale, line.currency)
      : line.kind === 'total'
        ? money(line.totals.revenue, locale, line.totals.currency)
        : money(line.revenue, locale, line.currency);

const isTotal = (line: TableLine) => line.kind === 'total' || line.kind === 'currencyTotal';

function dashboardColumns(
  t: Translate<Key>,
  title: Translate<ColumnMessageKey>,
  { grouping, scope, showRevenue, locale }: Pick<DashboardTableProps, 'grouping' | 'scope' | 'showRevenue'> & { locale: string },
) {
  const columns: ColumnDef<TableLine, string>[] = [
    column.accessor(
      (line) =>
        line.kind === 'row' ? line.row.project_name : line.kind === 'expenses' ? title('expenses') : line.kind === 'total' ? t('total') : t('totalIn', { currency: line.currency }),
      {
      id: 'project',
      header: () => title('project'),
      cell: ({ row: { original: line }, getValue }) =>
        line.kind === 'row' ? (
          <span className={styles.project}>
            <ColorDot color={line.row.color} size={12} />
            <TruncatedText maxWidth="32ch">{getValue()}</TruncatedText>
          </span>
        ) : line.kind === 'expenses' ? (
          getValue()
        ) : (
          <span className={styles.total}>{getValue()}</span>
        ),
      meta: { isRowHeader: true },
      },
    ),
  ];
  if (grouping === 'activity') {
    columns.push(
      column.accessor((line) => rowText(line, (row) => row.activity_name), {
        id: 'activity',
        header: () => title('activity'),
        cell: ({ getValue }) => (getValue() === '' ? null : <TruncatedText>{getValue()}</TruncatedText>),
      }),
    );
  }
  if (scope === 'team') {
    columns.push(
      column.accessor((line) => rowText(line, (row) => row.user_name), {
        id: 'user',
        header: () => title('user'),
        cell: ({ getValue }) => (getValue() === '' ? null : <TruncatedText>{getValue()}</TruncatedText>),
      }),
    );
  }
  columns.push(
    column.accessor((line) => lineMinutes(line, (figures) => figures.time), {
      id: 'time',
      header: () => title('time'),
      cell: ({ row: { original: line }, getValue }) => (
        <span className={isTotal(line) ? styles.totalNumber : styles.number}>{getValue()}</span>
      ),
      meta: { align: 'end', width: '96px' },
    }),
  );
  columns.push(
    column.accessor((line) => lineMinutes(line, (figures) => figures.billable_time), {
      id: 'billable',
      header: () => title('billable'),
      cell: ({ row: { original: line }, getValue }) => (
        <span className={isTotal(line) ? styles.totalNumber : styles.number}>{getValue()}</span>
      ),
      meta: { align: 'end', width: '112px' },
    }),
  );
  if (showRevenue) {
    columns.push(
      column.accessor((line) => lineMoney(line, locale), {
        id: 'revenue',
        header: () => title('revenue'),
        cell: ({ row: { original: line }, getValue }) => (
          <span className={isTotal(line) ? styles.totalNumber : styles.number}>{getValue()}</span>
        ),
        meta: { align: 'end', width: '136px' },
      }),
    );
  }
  return columns;
}

/**
 * The dashboard's table: the period's time per project or per activity (and per member with scope
 * team) — colour dot and project, activity, team member, time as `7:30`, the billable part of it and, for admins, revenue
 * in the user's language, like every number on a screen — with a totals line under the rows; an empty period says so.
 * For an admin, a line of what the period's billable expenses bill comes before the totals, whose revenue counts it.
 */
export function DashboardTable({
  rows,
  totals,
  grouping,
  scope,
  showRevenue,
  isLoading = false,
}: DashboardTableProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const title = useMessages(columnMessages);
  const columns = useMemo(
    () => dashboardColumns(t, title, { grouping, scope, showRevenue, locale }),
    [t, title, grouping, scope, showRevenue, locale],
  );
  const data = useMemo(() => tableLines(rows, totals), [rows, totals]);
  return (
    <Table<TableLine>
      columns={columns}
      data={data}
      aria-label={grouping === 'activity' ? t('byActivity') : t('byProject')}
      emptyText={t('empty')}
      isLoading={isLoading}
      // A scroll area of its own, under a sticky header, that the keyboard can scroll too: a long
      // list keeps its column titles in view; on a phone each line is a card.
      maxHeight={TABLE_MAX_HEIGHT}
      virtualizeThreshold={Infinity}
    />
  );
}
