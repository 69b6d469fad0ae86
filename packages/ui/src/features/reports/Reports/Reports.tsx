import type { Report, ReportEntries, ReportEntry, ReportGroup, ReportType } from '@kwartier/api';
import { useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button as AriaButton, type Key } from 'react-aria-components';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDuration } from '../../../i18n/formatDuration';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { ChevronDownIcon } from '../../../primitives/Icon/icons/ChevronDownIcon';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import { ProgressBar } from '../../../primitives/ProgressBar/ProgressBar';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import { columnMessages } from '../reportColumns.messages';
import { reportCsv, reportFileName } from '../reportExport/reportCsv';
import { downloadFile } from '../../../internal/downloadFile';
import { entriesSheet, summarySheet, type Sheet } from '../reportExport/reportTable';
import { XLSX_TYPE, reportXlsx } from '../reportExport/reportXlsx';
import {
  ENTRIES_PER_PAGE,
  MAX_REPORT_DAYS,
  PERIOD_GROUPS,
  groupsOf,
  rangeProblem,
  validRange,
  withChange,
  withType,
  type ReportFlag,
  type ReportState,
  type ReportView,
} from '../reportState';
import { RANGE_PRESETS, presetRange, type RangePreset } from '../reportPresets';
import { ReportEntriesTable } from './ReportEntriesTable';
import { ReportTable } from './ReportTable';
import { messages } from './Reports.messages';
import * as styles from './Reports.css';

/** A record a report can be filtered on: its id, name and what tells equal names apart. */
export interface ReportOption {
  id: number;
  name: string;
  detail?: string | null;
}

/** The records offered as filters. `members` only for admins (a member's report is their own). */
export interface ReportOptions {
  clients: readonly ReportOption[];
  projects: readonly ReportOption[];
  activities: readonly ReportOption[];
  members?: readonly ReportOption[];
}

/** Props of {@link Reports}. */
export interface ReportsProps {
  /** What the report shows (the app keeps it in the URL). */
  state: ReportState;
  /** Called with the next state when the user changes the range, a filter, the groups, the view or the page. */
  onStateChange(state: ReportState): void;
  options: ReportOptions;
  /** The grouped report of `state` (`POST /api/reports`); undefined while it first loads. */
  report?: Report;
  /** The detailed view's page of `state` (`POST /api/reports/entries`); undefined while it first loads or in the summary. */
  entries?: ReportEntries;
  /** The caller is admin: revenue columns and the member filter. */
  showRevenue: boolean;
  /** Loading another state: what is shown stays, marked busy, under a progress bar. */
  isLoading?: boolean;
  /** Given when the last load failed: an error says so with Try again calling this. */
  onRetry?: () => void;
  /** Today (`YYYY-MM-DD`), for the presets. */
  today: string;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday): presets and calendars. */
  firstDayOfWeek?: number;
  /** The user's date format. */
  dateFormat?: DateFormat;
  /** Every entry of the state's report (all pages), for exporting the detailed view. */
  loadAllEntries(state: ReportState): Promise<ReportEntry[]>;
}

const ALL = 'all';
/** The empty report a loading table shows (no line, so no currency is read). */
const LOADING: Report = { group_by: [], rows: [], subtotals: [], totals: { time: 0, billable_time: 0, revenue: null, currency: 'EUR' }, other_currencies: [] };
const NONE = 'none';

const idOf = (key: Key | null): number | undefined => (key === null || key === ALL ? undefined : Number(key));
const flagOf = (key: Key | null): ReportFlag | undefined => (key === 'yes' || key === 'no' ? key : undefined);

/** Whether the element is narrower than a phone's layout (`NARROW_BELOW` px), following its size. */
function useIsNarrow(ref: RefObject<HTMLElement | null>) {
  const [isNarrow, setIsNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsNarrow(element.getBoundingClientRect().width < styles.NARROW_BELOW);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isNarrow;
}

/**
 * The Reports screen: a date range (two date pickers and presets), filters (client, project,
 * activity, member for admins, billable, invoiced), one or two groups, what it counts (hours,
 * expenses or both: the expenses' amounts beside the time, in the summary only), and either the
 * grouped report with subtotals and totals or the entries with their notes, a page at a time; time,
 * billable time and, for admins, revenue. Exports the report shown as CSV (the user's separators,
 * decimal hours beside h:mm) or as an Excel workbook (durations and money as numbers, totals as
 * formulas; the library loads on the first export). Every change goes out through
 * `onStateChange`; a range the server would refuse is shown under the field and not sent. The
 * filters fold away behind their heading on a phone (under 600 px wide), saying how many are on,
 * and are open on a wider screen; the heading opens and folds them.
 */
export function Reports({
  state,
  onStateChange,
  options,
  report,
  entries,
  showRevenue,
  isLoading = false,
  onRetry,
  today,
  firstDayOfWeek = 1,
  dateFormat,
  loadAllEntries,
}: ReportsProps) {
  const t = useMessages(messages);
  const columns = useMessages(columnMessages);
  const locale = useLocale();
  const titleId = useId();
  const filtersId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const isNarrow = useIsNarrow(rootRef);
  // Open on a wide screen, folded on a phone, until the user opens or folds them.
  const [filtersChosen, setFiltersChosen] = useState<boolean | null>(null);
  const filtersOpen = filtersChosen ?? !isNarrow;
  // A range being typed that the server would refuse: shown, not sent, until it is valid again.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const range = draft ?? { from: state.from, to: state.to };
  const problem = rangeProblem(range.from, range.to);
  const rangeError = problem === null ? undefined : t(problem, { days: MAX_REPORT_DAYS });
  // A link (the app's URL) whose range the server refuses: shown as written, with why, and no report.
  const linkProblem = rangeProblem(state.from, state.to);

  const filtersOn = [state.client, state.project, state.activity, state.member, state.billable, state.invoiced].filter((value) => value != null).length;
  const change = (next: Partial<ReportState>) => onStateChange(withChange(state, next));
  const changeRange = (next: { from: string | null; to: string | null }) => {
    if (next.from === null || next.to === null) return;
    if (validRange(next.from, next.to)) {
      setDraft(null);
      change({ from: next.from, to: next.to });
    } else {
      setDraft({ from: next.from, to: next.to });
    }
  };

  /** All, the records, and a filter's record that has no time in the range (so the field never looks empty while it filters). */
  const recordItems = (records: readonly ReportOption[], selected: number | undefined): SelectItem[] => [
    { id: ALL, label: t('all') },
    ...records.map((record) => ({ id: record.id, label: record.name, description: record.detail ?? undefined })),
    ...(selected !== undefined && !records.some((record) => record.id === selected) ? [{ id: selected, label: t('withoutTime') }] : []),
  ];
  const type: ReportType = state.type ?? 'hours';
  const groupItems = (first: ReportGroup | null): SelectItem[] =>
    groupsOf(type).map((group) => ({
      id: group,
      label: columns(group),
      isDisabled: first !== null && (group === first || (PERIOD_GROUPS.has(group) && PERIOD_GROUPS.has(first))),
    }));
  const presetItems = useMemo(() => RANGE_PRESETS.map((preset) => ({ id: preset, label: t(preset) })), [t]);

  const [first, second] = state.groups;
  const setGroups = (groups: ReportGroup[]) => change({ groups });

  const sheet = async (): Promise<Sheet> => {
    if (state.view === 'detail') return entriesSheet(await loadAllEntries(state), { locale, showRevenue });
    return summarySheet(report!, { locale, showRevenue, dateFormat });
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    setExportFailed(false);
    try {
      const data = await sheet();
      const kind = state.view === 'detail' ? 'entries' : 'report';
      if (format === 'csv') downloadFile(reportFileName(kind, state, 'csv'), reportCsv(data, locale, dateFormat), 'text/csv;charset=utf-8');
      else downloadFile(reportFileName(kind, state, 'xlsx'), new Blob([await reportXlsx(data)], { type: XLSX_TYPE }), XLSX_TYPE);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };

  const shown = state.view === 'detail' ? entries : report;
  const isEmpty = state.view === 'detail' ? entries?.total_count === 0 : report?.rows.length === 0;
  const pages = entries ? Math.max(1, Math.ceil(entries.total_count / ENTRIES_PER_PAGE)) : 1;
  const tableLabel = `${t('title')}: ${t(state.view === 'detail' ? 'detail' : 'summary')}`;

  return (
    <section ref={rootRef} className={styles.root} aria-labelledby={titleId}>
      <PageHeader
        title={t('title')}
        titleId={titleId}
        actions={
          <div className={styles.actions}>
            <Button onPress={() => void exportAs('csv')} isDisabled={!shown || isEmpty || exporting !== null} isPending={exporting === 'csv'}>
              {t('exportCsv')}
            </Button>
            <Button onPress={() => void exportAs('xlsx')} isDisabled={!shown || isEmpty || exporting !== null} isPending={exporting === 'xlsx'}>
              {t('exportXlsx')}
            </Button>
          </div>
        }
      />
      <div className={styles.fields}>
        <div className={styles.field}>
          <DatePicker
            label={t('from')}
            value={range.from}
            onChange={(from) => changeRange({ from, to: range.to })}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
          />
        </div>
        <div className={styles.field}>
          <DatePicker
            label={t('to')}
            value={range.to}
            onChange={(to) => changeRange({ from: range.from, to })}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
            errorMessage={rangeError}
          />
        </div>
        <div className={styles.preset}>
          <MenuButton
            label={t('range')}
            items={presetItems}
            onAction={(id) => {
              if ((RANGE_PRESETS as readonly Key[]).includes(id)) changeRange(presetRange(id as RangePreset, today, firstDayOfWeek));
            }}
          />
        </div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <AriaButton className={styles.disclosure} aria-expanded={filtersOpen} aria-controls={filtersId} onPress={() => setFiltersChosen(!filtersOpen)}>
            <ChevronDownIcon size={20} className={styles.disclosureIcon} />
            {t('filters')}
            {!filtersOpen && filtersOn > 0 && <span className={styles.filtersOn}>{t('filtersOn', { count: filtersOn })}</span>}
          </AriaButton>
        </legend>
        <div id={filtersId} className={styles.fields} hidden={!filtersOpen}>
          <div className={styles.field}>
            <Select label={columns('client')} items={recordItems(options.clients, state.client)} selectedKey={state.client ?? ALL} onSelectionChange={(key) => change({ client: idOf(key) })} />
          </div>
          <div className={styles.field}>
            <Select label={columns('project')} items={recordItems(options.projects, state.project)} selectedKey={state.project ?? ALL} onSelectionChange={(key) => change({ project: idOf(key) })} />
          </div>
          <div className={styles.field}>
            <Select label={columns('activity')} items={recordItems(options.activities, state.activity)} selectedKey={state.activity ?? ALL} onSelectionChange={(key) => change({ activity: idOf(key) })} />
          </div>
          {options.members && (
            <div className={styles.field}>
              <Select label={columns('member')} items={recordItems(options.members, state.member)} selectedKey={state.member ?? ALL} onSelectionChange={(key) => change({ member: idOf(key) })} />
            </div>
          )}
          <div className={styles.field}>
            <Select
              label={columns('billable')}
              items={[
                { id: ALL, label: t('billableAll') },
                { id: 'yes', label: t('billableYes') },
                { id: 'no', label: t('billableNo') },
              ]}
              selectedKey={state.billable ?? ALL}
              onSelectionChange={(key) => change({ billable: flagOf(key) })}
            />
          </div>
          <div className={styles.field}>
            <Select
              label={columns('invoiced')}
              items={[
                { id: ALL, label: t('invoicedAll') },
                { id: 'yes', label: t('invoicedYes') },
                { id: 'no', label: t('invoicedNo') },
              ]}
              selectedKey={state.invoiced ?? ALL}
              onSelectionChange={(key) => change({ invoiced: flagOf(key) })}
            />
          </div>
        </div>
      </fieldset>
      <div className={styles.fields}>
        <div className={styles.field}>
          <Select
            label={t('groupBy')}
            items={groupItems(null)}
            selectedKey={first}
            onSelectionChange={(key) => {
              const group = key as ReportGroup;
              const keep = second !== undefined && second !== group && !(PERIOD_GROUPS.has(second) && PERIOD_GROUPS.has(group));
              setGroups(keep ? [group, second] : [group]);
            }}
          />
        </div>
        <div className={styles.field}>
          <Select
            label={t('thenBy')}
            items={[{ id: NONE, label: t('none') }, ...groupItems(first ?? null)]}
            selectedKey={second ?? NONE}
            onSelectionChange={(key) => setGroups(key === NONE || key === null ? [first] : [first, key as ReportGroup])}
          />
        </div>
        <div className={styles.field}>
          <Select
            label={t('type')}
            items={[
              { id: 'hours', label: t('typeHours') },
              { id: 'expenses', label: t('typeExpenses') },
              { id: 'both', label: t('typeBoth') },
            ]}
            selectedKey={type}
            onSelectionChange={(key) => {
              if (key === 'hours' || key === 'expenses' || key === 'both') onStateChange(withType(state, key));
            }}
          />
        </div>
        {type !== 'expenses' && (
          <div className={styles.preset}>
            <ToggleButtonGroup<ReportView>
              label={t('view')}
              items={[
                { id: 'summary', label: t('summary') },
                { id: 'detail', label: t('detail') },
              ]}
              selectedKey={state.view}
              onSelectionChange={(view) => change({ view })}
            />
          </div>
        )}
      </div>
      {onRetry && (
        <Alert tone="error">
          <div className={styles.failure}>
            <span>{t('loadFailed')}</span>
            <Button size="sm" onPress={onRetry}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      )}
      {exportFailed && <Alert tone="error">{t('exportFailed')}</Alert>}
      {linkProblem !== null && <Alert tone="error">{t('linkRange', { reason: t(linkProblem, { days: MAX_REPORT_DAYS }) })}</Alert>}
      <div className={styles.progress}>{(isLoading || !shown) && !onRetry && linkProblem === null && <ProgressBar isIndeterminate isLabelHidden />}</div>
      {linkProblem === null && (
        <div aria-busy={isLoading || !shown || undefined}>
          {isEmpty ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t(type === 'hours' || state.view === 'detail' ? 'empty' : 'emptyExpenses')}</p>
              <p className={styles.emptyHint}>{t('emptyHint')}</p>
            </div>
          ) : state.view === 'detail' ? (
            <>
              <ReportEntriesTable entries={entries?.entries ?? []} showRevenue={showRevenue} dateFormat={dateFormat} isLoading={isLoading || !entries} aria-label={tableLabel} />
              {entries && (
                <div className={styles.pager}>
                  <span>
                    {t('entriesCount', { count: entries.total_count, time: formatDuration(entries.other_currencies.reduce((time, totals) => time + totals.time, entries.totals.time), 'clock'), page: state.page, pages })}
                  </span>
                  <div className={styles.actions}>
                    <Button size="sm" isDisabled={state.page <= 1} onPress={() => onStateChange({ ...state, page: state.page - 1 })}>
                      {t('previousPage')}
                    </Button>
                    <Button size="sm" isDisabled={state.page >= pages} onPress={() => onStateChange({ ...state, page: state.page + 1 })}>
                      {t('nextPage')}
                    </Button>
                  </div>
                </div>
              )}
            </>
          ) : report ? (
            <ReportTable report={report} showRevenue={showRevenue} dateFormat={dateFormat} isLoading={isLoading} aria-label={tableLabel} />
          ) : (
            <ReportTable report={{ ...LOADING, group_by: state.groups }} showRevenue={showRevenue} isLoading aria-label={tableLabel} />
          )}
        </div>
      )}
    </section>
  );
}
