import type { KeysOf } from '../../../i18n/catalogue';
import type { DashboardNote, DashboardNotes as Notes, DashboardScope, Period } from '@kwartier/api';
import { useId, useMemo } from 'react';
import { formatDuration } from '../../../i18n/formatDuration';
import { intlLocale } from '../../../i18n/formatNumber';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { Table, createColumnHelper, type ColumnDef } from '../../../primitives/Table/Table';
import { columnMessages, type ColumnMessageKey } from '../dashboardColumns.messages';
import { dashboardNotesCsv, dashboardNotesCsvFileName } from '../DashboardCsv/dashboardCsv';
import { downloadFile } from '../../../internal/downloadFile';
import { messages } from './DashboardNotes.messages';
import * as styles from './DashboardNotes.css';

/** Props of {@link DashboardNotes}. */
export interface DashboardNotesProps {
  /** The period's entries with a note (`POST /api/dashboard/notes`). */
  notes: Notes;
  /** The period shown: the table's name and the file name of the export. */
  period: Pick<Period, 'from' | 'to' | 'label'>;
  /** `team` adds the team member column. */
  scope: DashboardScope;
  /** Heading level of the title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<DashboardNote>();

/** A day as the table shows it, in the user's language: 'Tue 3 Mar', 'di 3 mrt'. */
function dayText(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

function noteColumns(t: Translate<Key>, title: Translate<ColumnMessageKey>, scope: DashboardScope, locale: string) {
  const columns: ColumnDef<DashboardNote, string>[] = [
    column.accessor((note) => dayText(note.date, locale), {
      id: 'date',
      header: () => title('date'),
      cell: ({ getValue }) => <span className={styles.number}>{getValue()}</span>,
      meta: { isRowHeader: true, width: '112px' },
    }),
  ];
  if (scope === 'team') columns.push(column.accessor((note) => note.user_name ?? '', { id: 'user', header: () => title('user') }));
  columns.push(
    column.accessor((note) => `${note.project_name} — ${note.activity_name}`, {
      id: 'activity',
      header: () => title('activity'),
      cell: ({ row: { original: note }, getValue }) => (
        <span className={styles.project}>
          <ColorDot color={note.color} size={12} />
          <span>
            {getValue()}
            {!note.billable && <span className={styles.marker}> ({t('nonBillable')})</span>}
          </span>
        </span>
      ),
    }),
    column.accessor((note) => formatDuration(note.time, 'clock'), {
      id: 'time',
      header: () => title('time'),
      cell: ({ getValue }) => <span className={styles.number}>{getValue()}</span>,
      meta: { align: 'end', width: '80px' },
    }),
    column.accessor((note) => note.note, {
      id: 'note',
      header: () => title('note'),
      cell: ({ getValue }) => <span className={styles.note}>{getValue()}</span>,
    }),
  );
  return columns;
}

/**
 * The dashboard's detail of notes: the period's time entries with a note (what was done) by day —
 * date, team member (team), project and activity (marked when non-billable), time and the note —
 * exportable as CSV (`dashboardNotesCsv`). An empty period says how notes are added; a list cut
 * at 500 says so.
 */
export function DashboardNotes({ notes, period, scope, headingLevel = 2 }: DashboardNotesProps) {
  const t = useMessages(messages);
  const title = useMessages(columnMessages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const columns = useMemo(() => noteColumns(t, title, scope, locale), [t, title, scope, locale]);
  const download = () =>
    downloadFile(dashboardNotesCsvFileName(period), dashboardNotesCsv(notes.notes, { locale, scope }), 'text/csv;charset=utf-8');
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('title')}
        </Heading>
        <Button size="sm" onPress={download} isDisabled={notes.notes.length === 0}>
          {t('export')}
        </Button>
      </div>
      {notes.truncated && <p className={styles.hint}>{t('truncated')}</p>}
      <Table<DashboardNote>
        columns={columns}
        data={notes.notes}
        aria-label={t('table', { period: period.label })}
        emptyText={t('empty')}
        maxHeight="min(60vh, 560px)"
        virtualizeThreshold={Infinity}
      />
    </section>
  );
}
