import type { ActivityTime, SkippedLine, WeekData } from '@kwartier/api';
import { useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { SubmitResult } from '../../../forms/submitResult';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDuration, parseDuration } from '../../../i18n/formatDuration';
import { useIntl } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { useKeepRowFocus } from '../../../patterns/rowActions/useKeepRowFocus';
import { Alert } from '../../../primitives/Alert/Alert';
import { ProgressBar } from '../../../primitives/ProgressBar/ProgressBar';
import {
  DAY_COUNT,
  cellKey,
  computeTotals,
  isEmptyEntry,
  planCommit,
  readCellText,
  weekRangeLabel,
  type GridPosition,
} from './gridModel';
import { useCellEditing } from './useCellEditing';
import { useGridHistory } from './useGridHistory';
import { useGridKeyboard } from './useGridKeyboard';
import { useGridNavigation } from './useGridNavigation';
import { useGridPaste } from './useGridPaste';
import { useLineActions } from './useLineActions';
import { useLeaveGuard } from './useLeaveGuard';
import { useWeekScroller } from './useWeekScroller';
import { useStableHandler } from './useStableHandler';
import { useCellNote, type TimeNoteChange } from './useCellNote';
import { CellNoteEditor } from './CellNoteEditor';
import { WeekGridEmptyState } from './WeekGridEmptyState';
import { WeekGridHeader, WeekNavigation, type WeekNavigationControl } from './WeekGridHeader';
import { WeekGridRow, cellText, gridIds, lineName, type CellSaveState } from './WeekGridRow';
import { AddLineMenu, WeekGridToolbar, type WeekSaveStatus } from './WeekGridToolbar';
import { WeekGridTotals } from './WeekGridTotals';
import { messages } from './WeekGrid.messages';
import * as styles from './WeekGrid.css';

/** What holds a whole day, whatever the line: hours on such a day keep their line in the week. */
const HELD: ReadonlySet<string | null> = new Set(['submitted', 'approved', 'locked']);

export { cellKey } from './gridModel';
export type { CellSaveState } from './WeekGridRow';
export type { WeekSaveStatus } from './WeekGridToolbar';
export type { TimeNoteChange } from './useCellNote';

/** One cell's new minutes (0–1440) as the owner saves it (`POST /api/time/save`). */
export interface TimeCellChange {
  activity_id: number;
  date: string;
  time: number;
}

/** Props of {@link WeekGrid}. */
export interface WeekGridProps {
  /** The week (`GET /api/time`): its days, lines and the activities that can be added. */
  week: WeekData;
  /** Today in the user's time zone, YYYY-MM-DD: 'This week', and today's column is marked. */
  today: string;
  /** Cells the owner is saving or that were refused, by `cellKey(activity_id, date)`. */
  cells?: ReadonlyMap<string, CellSaveState>;
  /**
   * 'saving' → "Saving…", 'saved' → "Saved", 'retrying' → "Not saved yet — retrying" (e.g. offline),
   * 'refused' → "Not saved: fix or undo the marked hours" (a `refused` cell of the week), 'idle' → nothing.
   */
  saveStatus?: WeekSaveStatus;
  /** The running timer: its cell gets a mark, read as 'Timer running'. */
  runningTimer?: { activityId: number; date: string };
  /** A week is loading (navigation): the grid keeps showing the old one, marked busy, with a progress bar. */
  isLoading?: boolean;
  /** Lines Copy Last Week skipped, shown as a dismissible notice with each line and its reason. */
  skipped?: readonly SkippedLine[];
  /** The user's date format for the 'Go to date' field. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /**
   * Committed cell changes (one edit, a paste block, an undo or redo), only cells whose minutes
   * differ from what they showed. Fire-and-forget: the owner queues them and reports back
   * through `cells`.
   */
  onChange(changes: TimeCellChange[]): void;
  /**
   * Go to the week containing `date` (previous/next = first weekday ∓/± 7 days; 'This week' =
   * today; the date field = the chosen day); `control` says which control asked.
   */
  onNavigate(date: string, control?: WeekNavigationControl): void;
  /**
   * The week control to focus when this grid mounts: an owner that draws a new grid per week
   * passes the `control` of the `onNavigate` that led here, so keyboard focus stays on it.
   */
  focusNavigation?: WeekNavigationControl;
  /** Adds a line (Add line menu). Save convention: resolve undefined on success, a 422/409 body to show, reject for the unexpected. */
  onAddLine(activityId: number): Promise<SubmitResult>;
  /**
   * Deletes a line and its hours of the week; the grid asks first when the line holds hours, and
   * refuses at once, naming the invoices, a line whose hours are invoiced. Save convention.
   */
  onDeleteLine(activityId: number): Promise<SubmitResult>;
  /** Copies last week's lines into this empty week (the empty state's button). Save convention. */
  onCopyLastWeek(): Promise<SubmitResult>;
  /**
   * Saves a cell's note from its note editor (Shift+Enter on a day cell, or the active cell's
   * note button): `note` trimmed, null to remove it (`POST /api/time/note`). Save convention: a
   * 422 body shows under the note (a day without hours). Without it notes are shown only.
   */
  onSaveNote?(change: TimeNoteChange): Promise<SubmitResult>;
  /**
   * Draw the week's heading and navigation first and the table in a following render that yields
   * to the browser (React's deferred value): for a page whose first paint waits for the week (the
   * app's /time), so the heading is painted at once and no single task renders the whole grid.
   * Off by default: the grid is drawn complete in its first render.
   */
  frameFirst?: boolean;
}

/**
 * The weekly time sheet: one line per activity with a cell per day, row, day and week totals,
 * week navigation, Add line, Copy Last Week for an empty week, and the save status.
 *
 * The table is a WAI-ARIA grid with one Tab stop (the focused cell is remembered). Arrow keys
 * move between the day cells, the line's total and its delete button; Home/End go to the row's
 * first and last cell, Ctrl+Home/End to the grid's. Typing replaces a cell, Enter or F2 edits it;
 * while editing, Enter commits and goes down (Shift+Enter up), Tab commits and goes right
 * (Shift+Tab left; Tab leaves the grid from Sunday, Shift+Tab from Monday), Arrow Up/Down commit
 * and move, Escape reverts. Delete or Backspace clears a cell, Escape on an unreadable cell
 * reverts it. A block pasted from a spreadsheet fills the cells from the focused one (read-only
 * days skipped); Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (while typing in a cell they act on
 * its text). An unreadable entry stays in its cell, marked invalid with a message, and is not sent.
 *
 * Its parts: the header (WeekGridHeader, WeekNavigation), the toolbar (WeekGridToolbar,
 * AddLineMenu), the empty state, the rows (WeekGridRow) and the totals; its hooks: navigation
 * (focus), editing (a cell's editor), history (undo/redo and invalid texts), paste, the keyboard
 * and the line actions.
 *
 * ### Do
 * - Save each `onChange` batch yourself and report it back: `cells` holds a change as `unsaved`
 *   until the server confirms it, or `refused` with the server's message; `saveStatus` says what the
 *   saving as a whole does — `'refused'` while a refused cell of the week is shown, never `'saved'`.
 *   The grid has already drawn the new value and never sends it again.
 * - Keep every change until the server confirms it, e.g. a queue written to storage before sending
 *   (the app's `saveQueue`), so a lost connection or a closed tab never loses typed hours.
 * - Follow the save convention in `onAddLine`, `onDeleteLine`, `onCopyLastWeek` and `onSaveNote`:
 *   resolve nothing once saved, the 422/409 body to show it, reject for the unexpected.
 * - Pass the `control` of `onNavigate` back as `focusNavigation` when you draw the new week, so
 *   keyboard focus stays on the week button that was pressed.
 *
 * ### Don't
 * - Drop a change from `cells` before the server confirmed it, or treat a refusal as saved: the cell
 *   would show the old value again and the user would never learn the hour was not stored.
 * - Wait for the server before the grid may show a value, or block typing while saving: `onChange`
 *   is fire-and-forget by design.
 * - Handle arrow keys, Enter, Tab, Delete or Ctrl+Z around the grid (global shortcuts, a carousel):
 *   while focus is inside, the grid owns those keys (its keyboard model is above), and it is one Tab
 *   stop.
 */
export function WeekGrid(props: WeekGridProps) {
  // With frameFirst, the first render is the frame and the table follows in a deferred render.
  const tableNow = useDeferredValue(true, props.frameFirst ? false : undefined);
  const handOver = useRef<FocusHandOver>(null);
  return tableNow ? <WeekGridTable {...props} focusFromFrame={handOver} /> : <WeekGridFrame {...props} focusToTable={handOver} />;
}

/**
 * Where focus was in the frame when the table replaced it (the app focuses a page's heading as it
 * paints): a selector of the same place in the table, the heading or a week button.
 */
type FocusHandOver = string | null;

/** The focus the frame (`root`) holds as it goes, for the table to take over. */
function focusIn(root: HTMLElement | null): FocusHandOver {
  const active = root?.ownerDocument.activeElement;
  if (!active || !root?.contains(active)) return null;
  const control = active.closest('[data-week-nav]')?.getAttribute('data-week-nav');
  return active.tagName === 'H2' ? 'h2' : control ? `[data-week-nav="${control}"]` : null;
}

/** In the table (`root`) just drawn: focus where the frame had it, while nothing else has taken it. */
function takeFocus(root: HTMLElement | null, handOver: FocusHandOver) {
  const target = handOver ? root?.querySelector<HTMLElement>(handOver) : null;
  if (!target || target.ownerDocument.activeElement !== target.ownerDocument.body) return;
  if (handOver === 'h2') target.tabIndex = -1;
  target.focus();
}

/** The minutes a cell shows: the owner's unsaved or refused value, else the week's. */
function shownMinutes(cells: WeekGridProps['cells'], dates: readonly string[]) {
  return (line: ActivityTime, day: number): number => {
    const save = cells?.get(cellKey(line.activity_id, dates[day] ?? ''));
    return save ? save.time : (line.times[day] ?? 0);
  };
}

/**
 * The minutes the totals count: the owner's unsaved value, else the week's. A refused value is
 * shown in its cell but is not what the server holds, so the totals leave it out.
 */
function countedMinutes(cells: WeekGridProps['cells'], dates: readonly string[]) {
  return (line: ActivityTime, day: number): number => {
    const save = cells?.get(cellKey(line.activity_id, dates[day] ?? ''));
    const open = save?.status === 'unsaved' ? save.time : (line.times[day] ?? 0);
    // The day's invoiced hours count beside the cell's open ones.
    return open + (line.invoiced_times[day] ?? 0);
  };
}

/** The week's heading, total and navigation while its table is still to come (`frameFirst`). */
function WeekGridFrame({ week, today, cells, dateFormat, onNavigate, focusToTable }: WeekGridProps & { focusToTable: RefObject<FocusHandOver> }) {
  const t = useMessages(messages);
  const root = useRef<HTMLDivElement>(null);
  // Runs as the frame goes, while its elements are still in the page.
  useLayoutEffect(() => () => void (focusToTable.current = focusIn(root.current)), [focusToTable]);
  const dates = useMemo(() => week.weekdates.map((d) => d.date), [week.weekdates]);
  const lines = week.time.activitytimes;
  const totals = computeTotals(lines, Math.min(DAY_COUNT, dates.length), countedMinutes(cells, dates));
  return (
    <div ref={root} className={styles.root} aria-busy="true">
      <WeekGridHeader range={weekRangeLabel(week.weekdates)} weekMinutes={totals.grand} t={t}>
        <WeekNavigation dates={dates} today={today} dateFormat={dateFormat} t={t} onNavigate={onNavigate} />
      </WeekGridHeader>
    </div>
  );
}

function WeekGridTable({
  week,
  today,
  cells,
  saveStatus = 'idle',
  isLoading = false,
  runningTimer,
  skipped,
  dateFormat,
  onChange,
  onNavigate,
  focusNavigation,
  onAddLine,
  onDeleteLine,
  onCopyLastWeek,
  onSaveNote,
  focusFromFrame,
}: WeekGridProps & { focusFromFrame: RefObject<FocusHandOver> }) {
  const t = useMessages(messages);
  const intl = useIntl();
  const idBase = useId();
  const ids = gridIds(idBase);
  const lines = week.time.activitytimes;
  const dates = useMemo(() => week.weekdates.map((d) => d.date), [week.weekdates]);
  const todayIndex = dates.indexOf(today);
  const range = weekRangeLabel(week.weekdates);

  const [announcement, setAnnouncement] = useState('');
  const [dismissedSkipped, setDismissedSkipped] = useState<readonly SkippedLine[] | null>(null);
  // A ref object, not state: learning its element must not render the grid again.
  const scope = useRef<HTMLDivElement>(null);
  useKeepRowFocus(scope);
  // Drawn after the frame (frameFirst): focus goes where the frame had it.
  useLayoutEffect(() => {
    takeFocus(scope.current, focusFromFrame.current);
    focusFromFrame.current = null;
  }, [focusFromFrame]);

  const navigation = useGridNavigation(lines);
  // On a phone the week scrolls sideways: a cue at each edge that hides days, today's column in view.
  const scrollerRef = useWeekScroller(todayIndex >= 0 ? ids.column(todayIndex) : null);
  const { active, tableRef } = navigation;
  const { marks, record, step } = useGridHistory(onChange);

  const displayed = useMemo(() => shownMinutes(cells, dates), [cells, dates]);
  const counted = useMemo(() => countedMinutes(cells, dates), [cells, dates]);

  const isEditable = (pos: GridPosition) => pos.col < DAY_COUNT && lines[pos.row]?.meta[pos.col]?.readonly === false;

  const textOf = (pos: GridPosition) => {
    const line = lines[pos.row]!;
    return cellText(displayed(line, pos.col), marks.get(cellKey(line.activity_id, dates[pos.col]!)));
  };

  const commitText = (pos: GridPosition, text: string) => {
    const line = lines[pos.row];
    const date = dates[pos.col];
    if (!line || date === undefined || !isEditable(pos)) return;
    const entry = planCommit(text, line, date, displayed(line, pos.col), marks.get(cellKey(line.activity_id, date)) ?? null, parseDuration);
    if (isEmptyEntry(entry)) return;
    record(entry);
    const invalid = readCellText(text, parseDuration);
    // Why the text stays unsent is said once; a readable commit ends it, so it is not read again.
    setAnnouncement(invalid.ok ? '' : `${lineName(line)}: ${t(invalid.reason)}`);
  };

  const editing = useCellEditing({ active, setActive: navigation.setActive, requestFocus: navigation.requestFocus, commit: commitText });
  const { edit } = editing;

  const undoRedo = (direction: 'undo' | 'redo') => {
    const entry = step(direction);
    if (!entry) {
      setAnnouncement(t(direction === 'undo' ? 'nothingToUndo' : 'nothingToRedo'));
      return;
    }
    setAnnouncement(t(direction === 'undo' ? 'undone' : 'redone'));
    // Show where it happened: the first cell the step touched.
    const first = entry.edits[0];
    const key = first ? cellKey(first.activity_id, first.date) : entry.marks[0]?.key;
    const row = lines.findIndex((line) => dates.some((date) => cellKey(line.activity_id, date) === key));
    const col = row < 0 ? -1 : dates.findIndex((date) => cellKey(lines[row]!.activity_id, date) === key);
    if (row >= 0 && col >= 0) navigation.goTo({ row, col });
  };

  const revertMark = (pos: GridPosition) => {
    const key = cellKey(lines[pos.row]!.activity_id, dates[pos.col]!);
    const mark = marks.get(key);
    if (mark === undefined) return false;
    record({ edits: [], marks: [{ key, before: mark, after: null }] });
    setAnnouncement('');
    return true;
  };

  // A cell's note (Shift+Enter): its editor, with what the cell is and whether it may change.
  const cellNote = useCellNote(onSaveNote);
  const openNote = (pos: GridPosition) => {
    const line = lines[pos.row];
    const date = dates[pos.col];
    const weekDate = week.weekdates[pos.col];
    if (!line || date === undefined || !weekDate || pos.col >= DAY_COUNT) return;
    if (edit !== null) editing.leave();
    const meta = line.meta[pos.col];
    let readOnly: string | null = null;
    if (meta?.readonly) readOnly = meta.reason === 'invoiced' && meta.invoicenumber ? t('invoicedOn', { number: meta.invoicenumber }) : meta.reason ? t(meta.reason) : '';
    cellNote.open({
      activity_id: line.activity_id,
      date,
      line: lineName(line),
      day: `${weekDate.dayofweekshortname} ${t('dayMonth', { day: weekDate.day, month: weekDate.month })}`,
      note: line.notes[pos.col] ?? null,
      hasHours: displayed(line, pos.col) > 0,
      readOnly,
    });
  };

  const openNoteOf = useStableHandler((line: ActivityTime, day: number) => {
    const row = lines.indexOf(line);
    if (row >= 0) openNote({ row, col: day });
  });

  const keyboard = useGridKeyboard({
    tableRef,
    rowCount: lines.length,
    active,
    setActive: navigation.setActive,
    goTo: navigation.goTo,
    requestFocus: navigation.requestFocus,
    editing,
    isEditable,
    textOf,
    commit: commitText,
    undoRedo,
    revertMark,
    openNote: onSaveNote ? openNote : undefined,
  });

  const clipboard = useGridPaste({
    lines,
    dates,
    active,
    edit,
    displayed,
    markOf: (key) => marks.get(key) ?? null,
    textOf,
    parse: parseDuration,
    dropEdit: editing.drop,
    record,
    onPasted: (plan) =>
      setAnnouncement(t('pasted', { changed: plan.entry.edits.length, skipped: plan.skippedReadOnly, invalid: plan.invalid })),
  });

  const editedRow = edit === null ? -1 : active.row;
  const editedCol = edit === null ? -1 : active.col;
  const totals = useMemo(
    () =>
      computeTotals(lines, Math.min(DAY_COUNT, dates.length), (line, day) => {
        if (edit !== null && lines[editedRow] === line && editedCol === day) {
          const typed = readCellText(edit, parseDuration);
          if (typed.ok) return typed.minutes + (line.invoiced_times[day] ?? 0);
        }
        return counted(line, day);
      }),
    [lines, dates.length, edit, editedRow, editedCol, counted],
  );

  const actions = useLineActions({
    hoursOf: (line) => totals.rows[lines.indexOf(line)] ?? 0,
    refusalOf: (line) => {
      const numbers = [...new Set(line.meta.flatMap((meta, day) => ((line.invoiced_times[day] ?? 0) > 0 && meta.invoicenumber ? meta.invoicenumber.split(', ') : [])))];
      return numbers.length === 0 ? null : t(numbers.length > 1 ? 'lineInvoicedMany' : 'lineInvoiced', { numbers: intl.formatList(numbers) });
    },
    onAddLine,
    onDeleteLine,
    onCopyLastWeek,
    focusLineWhenShown: navigation.focusLineWhenShown,
    failed: () => t('failed'),
  });

  // The menu and the week's navigation do not change while a cell is typed in: memoised parts
  // with stable handlers, so a keystroke renders the edited row and the totals only.
  const leave = useLeaveGuard(marks.size > 0, onNavigate);
  const available = week.availableactivities;
  // A submitted, approved or locked week takes no line and gives none up (the server refuses
  // both); locks hold every line alike, so the first line's days tell.
  const weekHeld =
    week.approval?.status === 'submitted' ||
    week.approval?.status === 'approved' ||
    (lines.length > 0 && lines[0]!.meta.slice(0, DAY_COUNT).every((meta) => meta.reason === 'locked'));
  const addMenu = <AddLineMenu available={available} isPending={actions.adding} isDisabled={weekHeld} t={t} onAddLine={actions.addLine} />;
  const heldHint = weekHeld && <p className={styles.hint}>{t('linesHeld')}</p>;
  const noActivities = available.length === 0 && (
    <p className={styles.hint}>{t(lines.length === 0 ? 'noActivitiesAtAll' : 'noActivities')}</p>
  );
  const showSkipped = skipped != null && skipped.length > 0 && dismissedSkipped !== skipped;

  return (
    <div ref={scope} className={styles.root}>
      <WeekGridHeader range={range} weekMinutes={totals.grand} t={t}>
        <WeekNavigation
          dates={dates}
          today={today}
          dateFormat={dateFormat}
          t={t}
          onNavigate={leave.navigate}
          focusControl={focusNavigation}
        />
      </WeekGridHeader>

      {actions.notice !== null && (
        <Alert tone="error" onDismiss={actions.dismissNotice}>
          {actions.notice}
        </Alert>
      )}
      {showSkipped && (
        <Alert tone="info" onDismiss={() => setDismissedSkipped(skipped)}>
          {t('skippedTitle')}
          <ul className={styles.skippedList}>
            {skipped.map((line) => (
              <li key={line.activity_id}>
                {t('skippedLine', { project: line.project_name, activity: line.activity_name, reason: t(line.reason) })}
              </li>
            ))}
          </ul>
        </Alert>
      )}

      <div className={styles.loading}>{isLoading && <ProgressBar isIndeterminate label={t('loading')} isLabelHidden />}</div>

      {lines.length === 0 ? (
        <WeekGridEmptyState isLoading={isLoading} isCopying={actions.copying} t={t} onCopyLastWeek={actions.copyLastWeek} hint={noActivities}>
          {addMenu}
        </WeekGridEmptyState>
      ) : (
        <>
          <WeekGridToolbar saveStatus={saveStatus} t={t}>
            {addMenu}
          </WeekGridToolbar>
          {heldHint}
          {noActivities}
          <p className={styles.scrollHint}>{t('scrollHint')}</p>
          <div className={styles.scrollFrame}>
            <div ref={scrollerRef} className={styles.scroller} aria-busy={isLoading || undefined}>
              <table
                ref={tableRef}
                role="grid"
                aria-label={t('gridLabel', { range })}
                aria-describedby={`${idBase}-hint`}
                className={styles.table}
                onKeyDown={keyboard.onKeyDown}
                onMouseDown={keyboard.onMouseDown}
                onFocus={keyboard.onFocus}
                onBlur={keyboard.onBlur}
                onPaste={clipboard.onPaste}
                onCopy={clipboard.onCopy}
              >
                <thead>
                  <tr>
                    <th scope="col" className={styles.lineHeader}>
                      {t('lineColumn')}
                    </th>
                    {week.weekdates.slice(0, DAY_COUNT).map((day, index) => (
                      <th
                        key={day.date}
                        scope="col"
                        id={ids.column(index)}
                        className={styles.columnHeader}
                        aria-current={index === todayIndex ? 'date' : undefined}
                      >
                        <span className={styles.headerDay}>{day.dayofweekshortname}</span>{' '}
                        <span className={styles.headerDate}>{t('dayMonth', { day: day.day, month: day.month })}</span>
                        {index === todayIndex && <span className={styles.visuallyHidden}>{`, ${t('today')}`}</span>}
                      </th>
                    ))}
                    <th scope="col" id={ids.totalColumn} className={styles.columnHeader}>
                      {t('totalColumn')}
                    </th>
                    <th scope="col" className={styles.columnHeader}>
                      <span className={styles.visuallyHidden}>{t('actionsColumn')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, row) => (
                    <WeekGridRow
                      key={line.activity_id}
                      line={line}
                      row={row}
                      dates={dates}
                      todayIndex={todayIndex}
                      cells={cells}
                      runningDay={runningTimer?.activityId === line.activity_id ? dates.indexOf(runningTimer.date) : -1}
                      marks={marks}
                      activeCol={row === active.row ? active.col : -1}
                      editText={row === active.row ? edit : null}
                      rowTotal={totals.rows[row] ?? 0}
                      idBase={idBase}
                      isDeleting={actions.deleting === line.activity_id}
                      isHeld={weekHeld || line.meta.some((meta, day) => HELD.has(meta.reason) && (line.times[day] ?? 0) > 0)}
                      t={t}
                      onEditText={editing.setEdit}
                      onRequestDelete={actions.onRequestDelete}
                      onOpenNote={onSaveNote ? openNoteOf : undefined}
                    />
                  ))}
                </tbody>
                <WeekGridTotals totals={totals} dates={dates} idBase={idBase} t={t} />
              </table>
            </div>
            <div className={styles.scrollCueEnd} data-scroll-cue="end" aria-hidden="true" />
          </div>
          <p id={`${idBase}-hint`} className={styles.hint}>
            {t('keyboardHint')}
            {onSaveNote && ` ${t('notesHint')}`}
          </p>
        </>
      )}
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>

      {onSaveNote && <CellNoteEditor note={cellNote} />}

      <ConfirmDialog
        title={t('leaveTitle')}
        isOpen={leave.leavingTo !== null}
        onOpenChange={(open) => !open && leave.cancel()}
        onConfirm={leave.confirm}
        confirmLabel={t('leaveConfirm')}
      >
        <p>{t('leaveBody', { count: marks.size })}</p>
      </ConfirmDialog>

      <ConfirmDialog
        title={t('deleteTitle')}
        isOpen={actions.confirming !== null}
        onOpenChange={(open) => !open && actions.cancelConfirm()}
        onConfirm={actions.confirmDelete}
        confirmLabel={t('deleteConfirm')}
      >
        {actions.confirming !== null && (
          <p>
            {t('deleteBody', {
              name: lineName(actions.confirming),
              total: formatDuration(totals.rows[lines.indexOf(actions.confirming)] ?? 0, 'clock'),
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
