import type { ActivityTime, SkippedLine, WeekData } from '@kwartier/api';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { isValidationFailure, type SubmitResult } from '../../../forms/submitResult';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDuration, parseDuration } from '../../../i18n/formatDuration';
import { useMessages } from '../../../i18n/useMessages';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { useKeepRowFocus } from '../../../patterns/rowActions/useKeepRowFocus';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { ChevronLeftIcon } from '../../../primitives/Icon/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../primitives/Icon/icons/ChevronRightIcon';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import { ProgressBar } from '../../../primitives/ProgressBar/ProgressBar';
import {
  ACTION_COLUMN,
  DAY_COUNT,
  EMPTY_HISTORY,
  MAX_CELL_MINUTES,
  addDays,
  applyMarks,
  cellKey,
  clampPosition,
  computeTotals,
  isBlock,
  isEmptyEntry,
  movePosition,
  parseBlock,
  planCommit,
  planPaste,
  readCellText,
  recordStep,
  redoChanges,
  redoStep,
  undoChanges,
  undoStep,
  weekRangeLabel,
  weekday,
  type GridMove,
  type GridPosition,
  type HistoryEntry,
} from './gridModel';
import { WeekGridRow, cellText, gridIds, lineName, type CellSaveState } from './WeekGridRow';
import { messages } from './WeekGrid.messages';
import * as styles from './WeekGrid.css';

export { cellKey } from './gridModel';
export type { CellSaveState } from './WeekGridRow';

/** One cell's new minutes (0–1440) as the owner saves it (`POST /api/time/save`). */
export interface TimeCellChange {
  activity_id: number;
  date: string;
  time: number;
}

/** The save state of the week as a whole, shown in the status line. */
export type WeekSaveStatus = 'idle' | 'saving' | 'saved' | 'retrying';

/** Props of {@link WeekGrid}. */
export interface WeekGridProps {
  /** The week (`GET /api/time`): its days, lines and the activities that can be added. */
  week: WeekData;
  /** Today in the user's time zone, YYYY-MM-DD: 'This week', and today's column is marked. */
  today: string;
  /** Cells the owner is saving or that were refused, by `cellKey(activity_id, date)`. */
  cells?: ReadonlyMap<string, CellSaveState>;
  /** 'saving' → "Saving…", 'saved' → "Saved", 'retrying' → "Not saved yet — retrying" (e.g. offline), 'idle' → nothing. */
  saveStatus?: WeekSaveStatus;
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
  /** Go to the week containing `date` (previous/next = first weekday ∓/± 7 days; 'This week' = today; the date field = the chosen day). */
  onNavigate(date: string): void;
  /** Adds a line (Add line menu). Save convention: resolve undefined on success, a 422/409 body to show, reject for the unexpected. */
  onAddLine(activityId: number): Promise<SubmitResult>;
  /** Deletes a line and its hours of the week; the grid asks first when the line holds hours. Save convention. */
  onDeleteLine(activityId: number): Promise<SubmitResult>;
  /** Copies last week's lines into this empty week (the empty state's button). Save convention. */
  onCopyLastWeek(): Promise<SubmitResult>;
}

type FocusRequest = 'cell' | 'editEnd' | 'editSelect';

const MOVES: Partial<Record<string, GridMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'rowStart',
  End: 'rowEnd',
};

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
 */
export function WeekGrid({
  week,
  today,
  cells,
  saveStatus = 'idle',
  isLoading = false,
  skipped,
  dateFormat,
  onChange,
  onNavigate,
  onAddLine,
  onDeleteLine,
  onCopyLastWeek,
}: WeekGridProps) {
  const t = useMessages(messages);
  const idBase = useId();
  const ids = gridIds(idBase);
  const lines = week.time.activitytimes;
  const dates = useMemo(() => week.weekdates.map((d) => d.date), [week.weekdates]);
  const firstDate = dates[0] ?? today;
  const todayIndex = dates.indexOf(today);
  const range = weekRangeLabel(week.weekdates);

  const [activeState, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const active = clampPosition(activeState, lines.length);
  /** The text typed in the active cell, or null when not editing. */
  const [edit, setEdit] = useState<string | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [history, setHistory] = useState(EMPTY_HISTORY);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [copying, setCopying] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<ActivityTime | null>(null);
  const [dismissedSkipped, setDismissedSkipped] = useState<readonly SkippedLine[] | null>(null);
  const [jumpDate, setJumpDate] = useState<string | null>(firstDate);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  /** Counts resolved Add line / Copy Last Week actions: the owner may have shown their lines already. */
  const [actionTick, setActionTick] = useState(0);

  const [scope, setScope] = useState<HTMLElement | null>(null);
  useKeepRowFocus(scope);
  const tableRef = useRef<HTMLTableElement>(null);
  /**
   * The cell ('row:col') whose edit is open: its editor's blur commits only then — not after Enter,
   * Tab or Escape ended it, nor when the editor of a cell left before is removed.
   */
  const editingRef = useRef<string | null>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  /** After Add line or Copy Last Week: where keyboard focus goes once the new lines are there. */
  const focusAfterLoad = useRef<{ activityId: number | null } | null>(null);

  const displayed = useCallback(
    (line: ActivityTime, day: number) => {
      const save = cells?.get(cellKey(line.activity_id, dates[day] ?? ''));
      return save ? save.time : (line.times[day] ?? 0);
    },
    [cells, dates],
  );

  const editedRow = edit === null ? -1 : active.row;
  const editedCol = edit === null ? -1 : active.col;
  const totals = useMemo(
    () =>
      computeTotals(lines, Math.min(DAY_COUNT, dates.length), (line, day) => {
        if (edit !== null && lines[editedRow] === line && editedCol === day) {
          const typed = readCellText(edit, parseDuration);
          if (typed.ok) return typed.minutes;
        }
        return displayed(line, day);
      }),
    [lines, dates.length, edit, editedRow, editedCol, displayed],
  );

  // Move DOM focus where a keyboard or mouse action asked, once the render shows it.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    const table = tableRef.current;
    if (!request || !table) return;
    focusRequest.current = null;
    if (request === 'cell') {
      cellElement(table, active)?.focus();
      return;
    }
    const input = table.querySelector<HTMLInputElement>('input[data-editor]');
    if (!input) return;
    input.focus();
    if (request === 'editSelect') input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [focusTick, active]);

  // After Add line or Copy Last Week resolved: focus the new line's first open day, or the first
  // cell — at once when the owner showed the new week before the action resolved, else when it does.
  useLayoutEffect(() => {
    const pending = focusAfterLoad.current;
    const table = tableRef.current;
    if (!pending || !table || lines.length === 0) return;
    const row = pending.activityId === null ? 0 : lines.findIndex((line) => line.activity_id === pending.activityId);
    if (row < 0) return;
    focusAfterLoad.current = null;
    const col = Math.max(0, lines[row]!.meta.findIndex((meta) => !meta.readonly));
    cellElement(table, { row, col })?.focus();
  }, [lines, actionTick]);

  const requestFocus = (request: FocusRequest) => {
    focusRequest.current = request;
    setFocusTick((n) => n + 1);
  };

  const isEditable = (pos: GridPosition) => pos.col < DAY_COUNT && lines[pos.row]?.meta[pos.col]?.readonly === false;

  const textOf = (pos: GridPosition) => {
    const line = lines[pos.row]!;
    return cellText(displayed(line, pos.col), marks.get(cellKey(line.activity_id, dates[pos.col]!)));
  };

  /** Sends an entry's changes forwards or backwards and applies its invalid marks. */
  const apply = (entry: HistoryEntry, direction: 'before' | 'after') => {
    if (entry.marks.length > 0) setMarks((current) => applyMarks(current, entry, direction));
    const changes = direction === 'after' ? redoChanges(entry) : undoChanges(entry);
    if (changes.length > 0) onChange(changes);
  };

  const commitText = (pos: GridPosition, text: string) => {
    const line = lines[pos.row];
    const date = dates[pos.col];
    if (!line || date === undefined || !isEditable(pos)) return;
    const key = cellKey(line.activity_id, date);
    const entry = planCommit(text, line, date, displayed(line, pos.col), marks.get(key) ?? null, parseDuration);
    if (isEmptyEntry(entry)) return;
    apply(entry, 'after');
    setHistory((current) => recordStep(current, entry));
    const invalid = readCellText(text, parseDuration);
    if (!invalid.ok) setAnnouncement(`${lineName(line)}: ${t(invalid.reason)}`);
  };

  const startEdit = (text: string, request: FocusRequest, at: GridPosition = active) => {
    editingRef.current = `${at.row}:${at.col}`;
    setEdit(text);
    requestFocus(request);
  };

  /** Ends the edit (committing it unless reverted) and puts focus on `to`. */
  const endEdit = (commit: boolean, to: GridPosition = active) => {
    editingRef.current = null;
    if (commit && edit !== null) commitText(active, edit);
    setEdit(null);
    setActive(to);
    requestFocus('cell');
  };

  const goTo = (to: GridPosition) => {
    setActive(to);
    requestFocus('cell');
  };

  const undoRedo = (direction: 'undo' | 'redo') => {
    const step = direction === 'undo' ? undoStep(history) : redoStep(history);
    if (!step.entry) {
      setAnnouncement(t(direction === 'undo' ? 'nothingToUndo' : 'nothingToRedo'));
      return;
    }
    apply(step.entry, direction === 'undo' ? 'before' : 'after');
    setHistory(step.history);
    setAnnouncement(t(direction === 'undo' ? 'undone' : 'redone'));
    // Show where it happened: the first cell the step touched.
    const first = step.entry.edits[0];
    const key = first ? cellKey(first.activity_id, first.date) : step.entry.marks[0]?.key;
    const row = lines.findIndex((line) => dates.some((date) => cellKey(line.activity_id, date) === key));
    const col = row < 0 ? -1 : dates.findIndex((date) => cellKey(lines[row]!.activity_id, date) === key);
    if (row >= 0 && col >= 0) goTo({ row, col });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key;
    const inEditor = target.matches('input[data-editor]');

    if (edit !== null) {
      if (!inEditor) return;
      if (key === 'Enter') {
        event.preventDefault();
        endEdit(true, movePosition(active, event.shiftKey ? 'up' : 'down', lines.length));
      } else if (key === 'Tab') {
        // From Sunday (Shift+Tab: Monday) Tab leaves the grid; the editor's blur commits.
        if (event.shiftKey ? active.col === 0 : active.col >= DAY_COUNT - 1) return;
        event.preventDefault();
        endEdit(true, movePosition(active, event.shiftKey ? 'left' : 'right', lines.length));
      } else if (key === 'ArrowUp' || key === 'ArrowDown') {
        event.preventDefault();
        endEdit(true, movePosition(active, key === 'ArrowUp' ? 'up' : 'down', lines.length));
      } else if (key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        endEdit(false);
      }
      return;
    }

    const cell = target.closest<HTMLElement>('td[data-col]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const onButton = target.tagName === 'BUTTON';

    if (mod && !event.altKey && (key.toLowerCase() === 'z' || key.toLowerCase() === 'y')) {
      event.preventDefault();
      undoRedo(key.toLowerCase() === 'y' || event.shiftKey ? 'redo' : 'undo');
      return;
    }
    const move = mod && (key === 'Home' || key === 'End') ? (key === 'Home' ? 'gridStart' : 'gridEnd') : MOVES[key];
    if (move) {
      event.preventDefault();
      goTo(movePosition(active, move, lines.length));
      return;
    }
    if (key === 'Tab' && active.col < DAY_COUNT) {
      if (event.shiftKey ? active.col === 0 : active.col >= DAY_COUNT - 1) return;
      event.preventDefault();
      goTo(movePosition(active, event.shiftKey ? 'left' : 'right', lines.length));
      return;
    }
    if (onButton || !isEditable(active)) return;
    if (key === 'Enter' || key === 'F2') {
      event.preventDefault();
      startEdit(textOf(active), 'editEnd');
    } else if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      commitText(active, '');
    } else if (key === 'Escape') {
      const line = lines[active.row]!;
      const markKey = cellKey(line.activity_id, dates[active.col]!);
      const mark = marks.get(markKey);
      if (mark === undefined) return;
      event.preventDefault();
      const entry: HistoryEntry = { edits: [], marks: [{ key: markKey, before: mark, after: null }] };
      apply(entry, 'after');
      setHistory((current) => recordStep(current, entry));
    } else if (key.length === 1 && !mod && !event.altKey) {
      // A printable key starts editing with that key replacing the content.
      event.preventDefault();
      startEdit(key, 'editEnd');
    }
  };

  // A click on a day cell edits it (text selected); on the total, focuses it.
  const onMouseDown = (event: MouseEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || target.closest('input[data-editor], button')) return;
    const cell = target.closest<HTMLElement>('td[data-col]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const pos = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    if (pos.col === ACTION_COLUMN) return;
    event.preventDefault();
    if (edit !== null) {
      if (pos.row === active.row && pos.col === active.col) return;
      editingRef.current = null;
      commitText(active, edit);
      setEdit(null);
    }
    setActive(pos);
    if (isEditable(pos)) startEdit(textOf(pos), 'editSelect', pos);
    else requestFocus('cell');
  };

  // Focus that arrives by Tab, by a click on a delete button or from a vanished row's neighbour.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-col]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  // Focus leaving the editor (Tab out of the grid, a click elsewhere) commits what was typed.
  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('td[data-col]');
    if (edit === null || !target.matches('input[data-editor]') || editingRef.current !== `${cell?.dataset.row}:${cell?.dataset.col}`) return;
    editingRef.current = null;
    commitText(active, edit);
    setEdit(null);
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (edit !== null && !isBlock(text)) return; // one value: pasted into the cell's text
    if (active.col >= DAY_COUNT || lines.length === 0) return;
    event.preventDefault();
    if (edit !== null) {
      editingRef.current = null;
      setEdit(null);
      requestFocus('cell');
    }
    const plan = planPaste(
      parseBlock(text),
      active,
      lines,
      dates,
      displayed,
      (key) => marks.get(key) ?? null,
      parseDuration,
    );
    apply(plan.entry, 'after');
    setHistory((current) => recordStep(current, plan.entry));
    setAnnouncement(t('pasted', { changed: plan.entry.edits.length, skipped: plan.skippedReadOnly, invalid: plan.invalid }));
  };

  const onCopy = (event: ClipboardEvent<HTMLTableElement>) => {
    if (edit !== null || !lines[active.row] || active.col >= DAY_COUNT) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', textOf(active));
  };

  const runDelete = async (line: ActivityTime): Promise<SubmitResult> => {
    const result = await onDeleteLine(line.activity_id);
    return result;
  };

  const requestDelete = (line: ActivityTime) => {
    const row = lines.indexOf(line);
    if ((totals.rows[row] ?? 0) > 0) {
      setConfirming(line);
      return;
    }
    setNotice(null);
    setDeleting(line.activity_id);
    runDelete(line)
      .then((result) => {
        if (isValidationFailure(result)) setNotice(result.message || t('failed'));
      })
      .catch(() => setNotice(t('failed')))
      .finally(() => setDeleting(null));
  };
  // Stable for the memoised rows; calls the latest render's handler.
  const latestRequestDelete = useRef(requestDelete);
  useLayoutEffect(() => {
    latestRequestDelete.current = requestDelete;
  });
  const onRequestDelete = useCallback((line: ActivityTime) => latestRequestDelete.current(line), []);

  const runAction = async (action: () => Promise<SubmitResult>, setPending: (pending: boolean) => void, focusAfter: { activityId: number | null }) => {
    setNotice(null);
    setPending(true);
    try {
      const result = await action();
      if (isValidationFailure(result)) setNotice(result.message || t('failed'));
      else {
        focusAfterLoad.current = focusAfter;
        setActionTick((n) => n + 1);
      }
    } catch {
      setNotice(t('failed'));
    } finally {
      setPending(false);
    }
  };

  const addLine = (activityId: number) => void runAction(() => onAddLine(activityId), setAdding, { activityId });
  const copyLastWeek = () => void runAction(onCopyLastWeek, setCopying, { activityId: null });

  const jump = (date: string | null) => {
    if (date && !dates.includes(date)) onNavigate(date);
  };

  // The menu and the week's navigation do not change while a cell is typed in: memoised elements,
  // so a keystroke renders the edited row and the totals only (their handlers read the latest
  // render's functions through a ref).
  const latestActions = useRef({ addLine, jump });
  useLayoutEffect(() => {
    latestActions.current = { addLine, jump };
  });
  const available = week.availableactivities;
  const addMenu = useMemo(
    () => (
      <MenuButton
        label={t('addLine')}
        icon={<AddIcon />}
        items={available.map((activity) => ({
          id: activity.id,
          label: t('addLineItem', { project: activity.project_name, activity: activity.name, client: activity.client_name }),
        }))}
        onAction={(id) => latestActions.current.addLine(Number(id))}
        isPending={adding}
      />
    ),
    [available, adding, t],
  );
  const navigation = useMemo(
    () => (
          <div className={styles.controls}>
            <div className={styles.navButtons}>
              <Button onPress={() => onNavigate(addDays(firstDate, -7))}>
                <ChevronLeftIcon size={20} />
                {t('previousWeek')}
              </Button>
              <Button onPress={() => onNavigate(today)} isDisabled={todayIndex >= 0}>
                {t('thisWeek')}
              </Button>
              <Button onPress={() => onNavigate(addDays(firstDate, 7))}>
                {t('nextWeek')}
                <ChevronRightIcon size={20} />
              </Button>
            </div>
            <div
              className={styles.picker}
              // Capture: the date segments handle their keys and stop them.
              onKeyDownCapture={(event) => {
                if (event.key === 'Enter') latestActions.current.jump(jumpDate);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !pickerOpen) latestActions.current.jump(jumpDate);
              }}
            >
              <DatePicker
                label={t('goToDate')}
                value={jumpDate}
                dateFormat={dateFormat}
                firstDayOfWeek={dates[0] ? weekday(dates[0]) : undefined}
                onChange={(date) => {
                  setJumpDate(date);
                  if (pickerOpen) latestActions.current.jump(date);
                }}
                onOpenChange={setPickerOpen}
              />
            </div>
          </div>
    ),
    [firstDate, today, todayIndex, jumpDate, dateFormat, dates, pickerOpen, onNavigate, t],
  );
  const noActivities = available.length === 0 && (
    <p className={styles.hint}>{t(lines.length === 0 ? 'noActivitiesAtAll' : 'noActivities')}</p>
  );
  const showSkipped = skipped != null && skipped.length > 0 && dismissedSkipped !== skipped;
  const statusText = saveStatus === 'idle' ? '' : t(saveStatus);

  return (
    <div ref={setScope} className={styles.root}>
      <div className={styles.header}>
        <div className={styles.titleBlock}>
          <h2 className={styles.title}>{range}</h2>
          <span className={styles.weekTotal}>{t('weekTotal', { total: formatDuration(totals.grand, 'clock') })}</span>
        </div>
        {navigation}
      </div>

      {notice !== null && (
        <Alert tone="error" onDismiss={() => setNotice(null)}>
          {notice}
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
        <div className={styles.emptyState} aria-busy={isLoading || undefined} data-focus-fallback>
          <h3 className={styles.emptyTitle}>{t('emptyTitle')}</h3>
          <p className={styles.emptyText}>{t('emptyText')}</p>
          <div className={styles.emptyActions}>
            <Button variant="primary" onPress={copyLastWeek} isPending={copying}>
              {t('copyLastWeek')}
            </Button>
            {addMenu}
          </div>
          {noActivities}
        </div>
      ) : (
        <>
          <div className={styles.toolbar} data-focus-fallback>
            {addMenu}
            <p role="status" className={styles.status} data-status={saveStatus}>
              {statusText}
            </p>
          </div>
          {noActivities}
          <div className={styles.scroller} aria-busy={isLoading || undefined}>
            <table
              ref={tableRef}
              role="grid"
              aria-label={t('gridLabel', { range })}
              aria-describedby={`${idBase}-hint`}
              className={styles.table}
              onKeyDown={onKeyDown}
              onMouseDown={onMouseDown}
              onFocus={onFocus}
              onBlur={onBlur}
              onPaste={onPaste}
              onCopy={onCopy}
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
                    marks={marks}
                    activeCol={row === active.row ? active.col : -1}
                    editText={row === active.row ? edit : null}
                    rowTotal={totals.rows[row] ?? 0}
                    idBase={idBase}
                    isDeleting={deleting === line.activity_id}
                    t={t}
                    onEditText={setEdit}
                    onRequestDelete={onRequestDelete}
                  />
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={styles.lineHeader}>
                    {t('totalsRow')}
                  </th>
                  {totals.days.map((minutes, day) => {
                    const over = minutes > MAX_CELL_MINUTES;
                    return (
                      <td
                        key={dates[day]}
                        role="gridcell"
                        className={styles.totalCell}
                        aria-invalid={over || undefined}
                        aria-describedby={over ? `${idBase}-over${day}` : undefined}
                      >
                        {formatDuration(minutes, 'clock')}
                        {over && (
                          <span id={`${idBase}-over${day}`} className={styles.tip} aria-hidden="true">
                            {t('dayOver')}
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td role="gridcell" className={styles.totalCell}>
                    {formatDuration(totals.grand, 'clock')}
                  </td>
                  <td role="gridcell" className={styles.actionCell} />
                </tr>
              </tfoot>
            </table>
          </div>
          <p id={`${idBase}-hint`} className={styles.hint}>
            {t('keyboardHint')}
          </p>
        </>
      )}
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>

      <ConfirmDialog
        title={t('deleteTitle')}
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => (confirming ? runDelete(confirming) : undefined)}
        confirmLabel={t('deleteConfirm')}
      >
        {confirming !== null && (
          <p>
            {t('deleteBody', {
              name: lineName(confirming),
              total: formatDuration(totals.rows[lines.indexOf(confirming)] ?? 0, 'clock'),
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** The focusable element of a grid position: the cell, or the delete button in the last column. */
function cellElement(table: HTMLTableElement, pos: GridPosition): HTMLElement | null {
  const cell = table.querySelector<HTMLElement>(`td[data-row="${pos.row}"][data-col="${pos.col}"]`);
  if (pos.col === ACTION_COLUMN) return cell?.querySelector<HTMLElement>('button') ?? null;
  return cell;
}
