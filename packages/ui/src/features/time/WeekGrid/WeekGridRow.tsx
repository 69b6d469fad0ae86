import type { KeysOf } from '../../../i18n/catalogue';
import type { ActivityTime } from '@kwartier/api';
import { memo, type ChangeEvent } from 'react';
import { formatDuration, parseDuration } from '../../../i18n/formatDuration';
import type { Translate } from '../../../i18n/useMessages';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { ACTION_COLUMN, DAY_COUNT, TOTAL_COLUMN, cellKey, readCellText } from './gridModel';
import type { messages } from './WeekGrid.messages';
import * as styles from './WeekGrid.css';
import * as noteStyles from './CellNote.css';

/** The save state of one cell the owner is saving: shown instead of the server's value. */
export type CellSaveState =
  | { status: 'unsaved'; time: number }
  | { status: 'refused'; time: number; message: string };

/** The grid's message keys: its parts take `Translate<GridMessageKey>` (the alias name lets the key check find their calls). */
export type GridMessageKey = KeysOf<typeof messages>;

/** Ids shared by the table's headers and cells. */
export function gridIds(base: string) {
  return {
    column: (day: number) => `${base}-day${day}`,
    totalColumn: `${base}-total`,
    row: (row: number) => `${base}-row${row}`,
    tip: (row: number, col: number) => `${base}-tip${row}-${col}`,
    note: (row: number, col: number) => `${base}-note${row}-${col}`,
  };
}

/** A line's name for buttons and dialogs: 'New website — Design'. */
export function lineName(line: ActivityTime): string {
  return `${line.project_name} — ${line.activity_name}`;
}

/** The text a cell shows when not being typed in: its invalid text, else its minutes as 7:30 (nothing for 0). */
export function cellText(minutes: number, mark: string | undefined): string {
  if (mark !== undefined) return mark;
  return minutes === 0 ? '' : formatDuration(minutes, 'clock');
}

interface WeekGridRowProps {
  line: ActivityTime;
  row: number;
  dates: readonly string[];
  todayIndex: number;
  cells: ReadonlyMap<string, CellSaveState> | undefined;
  /** The day (column) the running timer is on in this line, else -1. */
  runningDay: number;
  marks: ReadonlyMap<string, string>;
  /** The column of the focused cell when it is in this row, else -1 (roving tabindex). */
  activeCol: number;
  /** The text being typed in this row's active cell, or null when not editing here. */
  editText: string | null;
  rowTotal: number;
  idBase: string;
  isDeleting: boolean;
  /** The line may not be removed (a submitted, approved or locked week, or hours on a held day): its delete button is disabled. */
  isHeld?: boolean;
  t: Translate<GridMessageKey>;
  onEditText: (text: string) => void;
  onRequestDelete: (line: ActivityTime) => void;
  /** Opens the note editor on a day of this line (the active cell's note button); without it, no button. */
  onOpenNote?: (line: ActivityTime, day: number) => void;
}

/**
 * One line of the week: its name with the client's colour, a cell per day, the line's total and
 * its delete button. Memoised: typing in one cell re-renders only its own row (and the totals).
 */
export const WeekGridRow = memo(function WeekGridRow({
  line,
  row,
  dates,
  todayIndex,
  cells,
  runningDay,
  marks,
  activeCol,
  editText,
  rowTotal,
  idBase,
  isDeleting,
  isHeld = false,
  t,
  onEditText,
  onRequestDelete,
  onOpenNote,
}: WeekGridRowProps) {
  const ids = gridIds(idBase);
  const rowId = ids.row(row);
  return (
    <tr>
      <th scope="row" id={rowId} className={styles.lineHeader}>
        <span className={styles.lineName}>
          <ColorDot color={line.color} size={12} />
          <span className={styles.lineText}>
            <span className={styles.project}>{line.project_name}</span>
            <span className={styles.activity}>{line.activity_name}</span>
          </span>
        </span>
      </th>
      {dates.slice(0, DAY_COUNT).map((date, day) => {
        const key = cellKey(line.activity_id, date);
        const save = cells?.get(key);
        const mark = marks.get(key);
        const meta = line.meta[day];
        const readOnly = meta?.readonly === true;
        const minutes = save ? save.time : (line.times[day] ?? 0);
        const isActive = activeCol === day;
        const isEditing = isActive && editText !== null;
        let tip: string | null = null;
        if (readOnly) {
          if (meta?.reason === 'invoiced' && meta.invoicenumber) tip = t('invoicedOn', { number: meta.invoicenumber });
          else tip = meta?.reason ? t(meta.reason) : null;
        }
        else if (mark !== undefined) {
          const input = readCellText(mark, parseDuration);
          tip = t(!input.ok && input.reason === 'tooLong' ? 'tooLong' : 'unreadable');
        } else if (save?.status === 'refused') tip = save.message;
        else if (save?.status === 'unsaved') tip = t('unsaved');
        // Hours of the day already invoiced stay beside the cell, which holds the open ones.
        const invoicedMinutes = line.invoiced_times[day] ?? 0;
        if (invoicedMinutes > 0) {
          const beside = t('invoicedBeside', { time: formatDuration(invoicedMinutes, 'clock'), number: meta?.invoicenumber ?? '' });
          tip = tip === null ? beside : `${tip} ${beside}`;
        }
        const tipId = tip === null ? undefined : ids.tip(row, day);
        // A note marks the cell and is read as (part of) its description.
        const note = line.notes[day] ?? null;
        const noteId = note === null ? undefined : ids.note(row, day);
        const describedBy = [tipId, noteId].filter(Boolean).join(' ') || undefined;
        const invalid = !readOnly && (mark !== undefined || save?.status === 'refused');
        return (
          <td
            key={date}
            role="gridcell"
            data-row={row}
            data-col={day}
            tabIndex={isActive && !isEditing ? 0 : -1}
            aria-readonly={readOnly || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={isEditing ? undefined : describedBy}
            data-note={note !== null || undefined}
            data-today={day === todayIndex || undefined}
            data-unsaved={save?.status === 'unsaved' || undefined}
            data-timer-running={day === runningDay || undefined}
            className={styles.cell}
          >
            {isEditing ? (
              <input
                data-editor
                className={styles.editor}
                value={editText}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onEditText(event.target.value)}
                aria-labelledby={`${rowId} ${ids.column(day)}`}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                autoComplete="off"
                spellCheck={false}
                size={5}
              />
            ) : (
              <>
                {cellText(minutes, mark)}
                {invoicedMinutes > 0 && (
                  <span className={styles.invoicedPart} aria-hidden="true">
                    +{formatDuration(invoicedMinutes, 'clock')}
                  </span>
                )}
                {save?.status === 'unsaved' && <span className={styles.unsavedMark} aria-hidden="true" />}
                {day === runningDay && (
                  <>
                    <span className={styles.runningMark} aria-hidden="true" />
                    <span className={styles.visuallyHidden}>{t('timerRunning')}</span>
                  </>
                )}
              </>
            )}
            {tip !== null && (
              <span id={tipId} className={styles.tip} aria-hidden="true">
                {tip}
              </span>
            )}
            {note !== null && (
              <>
                <span className={noteStyles.noteMark} aria-hidden="true" />
                <span id={noteId} className={noteStyles.visuallyHidden} aria-hidden="true">
                  {t('noteDescription', { note })}
                </span>
              </>
            )}
            {isActive && onOpenNote && (
              <button
                type="button"
                tabIndex={-1}
                className={noteStyles.noteButton}
                aria-label={t('noteButton', { name: lineName(line) })}
                onClick={() => onOpenNote(line, day)}
              >
                ✎
              </button>
            )}
          </td>
        );
      })}
      <td
        role="gridcell"
        data-row={row}
        data-col={TOTAL_COLUMN}
        tabIndex={activeCol === TOTAL_COLUMN ? 0 : -1}
        aria-readonly="true"
        className={styles.totalCell}
      >
        {formatDuration(rowTotal, 'clock')}
      </td>
      {/* A disabled button takes no focus: the cell itself is then the grid's stop (useGridNavigation cellElement). */}
      <td
        role="gridcell"
        data-row={row}
        data-col={ACTION_COLUMN}
        className={styles.actionCell}
        tabIndex={isHeld ? (activeCol === ACTION_COLUMN ? 0 : -1) : undefined}
      >
        <IconButton
          label={t('deleteLine', { name: lineName(line) })}
          icon={<DeleteIcon />}
          size="sm"
          excludeFromTabOrder={activeCol !== ACTION_COLUMN}
          isDisabled={isHeld}
          isPending={isDeleting}
          onPress={() => onRequestDelete(line)}
        />
      </td>
    </tr>
  );
});
