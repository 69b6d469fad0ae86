import { getDayOfWeek, parseDate } from '@internationalized/date';
import { cellKey, schemaBounds, type ActivityTime } from '@kwartier/api';

/**
 * The pure logic of the week grid: cell keys, keyboard moves, what a committed text means, a
 * pasted block as cell changes, the undo/redo history and the totals. No React here.
 */

/** Days in a week: the grid's day columns are 0–6. */
export const DAY_COUNT = 7;
/** Column of a row's total (read-only, reachable by the arrow keys). */
export const TOTAL_COLUMN = 7;
/** Column of a row's delete button. */
export const ACTION_COLUMN = 8;
/** Columns the arrow keys move through in a row: seven days, the total, the delete button. */
export const COLUMN_COUNT = 9;
/** Most minutes one cell (one activity on one day) holds: 24:00, as the contract bounds a save. */
export const MAX_CELL_MINUTES: number = schemaBounds.TimeSaveRequest.time.maximum;
/** Undo steps kept per week. */
export const HISTORY_LIMIT = 100;

/** A cell's key in `cells` and in the grid's own maps: `'<activity_id>:<date>'` (one definition, in @kwartier/api). */
export { cellKey };

/** A cell of the grid by row (line) and column (0–6 days, 7 total, 8 delete). */
export interface GridPosition {
  row: number;
  col: number;
}

/** A keyboard move of the focused cell (WAI-ARIA grid pattern). */
export type GridMove = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'gridStart' | 'gridEnd';

/** Keeps a position inside a grid of `rowCount` rows (the first cell when there are none). */
export function clampPosition(position: GridPosition, rowCount: number): GridPosition {
  return {
    row: Math.max(0, Math.min(position.row, rowCount - 1)),
    col: Math.max(0, Math.min(position.col, COLUMN_COUNT - 1)),
  };
}

/** Where a move goes; it stops at the edges (no wrapping). */
export function movePosition(position: GridPosition, move: GridMove, rowCount: number): GridPosition {
  const { row, col } = clampPosition(position, rowCount);
  const last = Math.max(0, rowCount - 1);
  switch (move) {
    case 'up':
      return { row: Math.max(0, row - 1), col };
    case 'down':
      return { row: Math.min(last, row + 1), col };
    case 'left':
      return { row, col: Math.max(0, col - 1) };
    case 'right':
      return { row, col: Math.min(COLUMN_COUNT - 1, col + 1) };
    case 'rowStart':
      return { row, col: 0 };
    case 'rowEnd':
      return { row, col: COLUMN_COUNT - 1 };
    case 'gridStart':
      return { row: 0, col: 0 };
    case 'gridEnd':
      return { row: last, col: COLUMN_COUNT - 1 };
  }
}

/** Why a typed text cannot be sent: it is no duration, or more than a day. */
export type InvalidReason = 'unreadable' | 'tooLong';

/** What a committed text means: minutes to send (empty = 0), or why it stays in the cell. */
export type CellInput = { ok: true; minutes: number } | { ok: false; reason: InvalidReason };

/** Reads a committed cell text with the given parser; empty text is 0, over 24:00 is refused. */
export function readCellText(text: string, parse: (text: string) => number | null): CellInput {
  if (text.trim() === '') return { ok: true, minutes: 0 };
  const minutes = parse(text);
  if (minutes === null) return { ok: false, reason: 'unreadable' };
  if (minutes > MAX_CELL_MINUTES) return { ok: false, reason: 'tooLong' };
  return { ok: true, minutes };
}

/**
 * A block copied from a spreadsheet: rows split on line breaks (`\r\n`, `\n`, `\r`), cells on
 * tabs. The line break a spreadsheet puts after the last row does not make an extra row.
 */
export function parseBlock(text: string): string[][] {
  const rows = text.split(/\r\n|\n|\r/);
  if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
  return rows.map((row) => row.split('\t'));
}

/** Whether pasted text is a block (more than one cell) rather than a value for one cell. */
export function isBlock(text: string): boolean {
  return /[\t\r\n]/.test(text.replace(/(\r\n|\n|\r)$/, ''));
}

/** One cell's change as the history keeps it: the minutes before and after. */
export interface CellEdit {
  activity_id: number;
  date: string;
  before: number;
  after: number;
}

/** A cell's unreadable text (shown in the cell, never sent), or `null` for none. */
export interface CellMark {
  key: string;
  before: string | null;
  after: string | null;
}

/** One undo step: the changes sent together (one edit, one paste) and the invalid texts they set. */
export interface HistoryEntry {
  edits: CellEdit[];
  marks: CellMark[];
}

/** The cells a paste reaches and what to do with each. */
export interface PastePlan {
  entry: HistoryEntry;
  /** Read-only cells the block covered, left as they were. */
  skippedReadOnly: number;
  /** Cells whose text could not be read: they show it, marked invalid, and are not sent. */
  invalid: number;
}

/**
 * Plans a paste of `block` with its top-left cell at `origin`: clipped to the grid's lines and
 * its seven days (cells right of Sunday or below the last line are dropped), read-only days
 * skipped, every other cell parsed. A cell whose minutes do not change is not sent; an
 * unreadable cell keeps its text as an invalid mark.
 *
 * @param displayed the minutes a cell shows now (server, owner's pending value)
 * @param markOf the invalid text a cell shows now, if any
 */
export function planPaste(
  block: string[][],
  origin: GridPosition,
  lines: readonly ActivityTime[],
  dates: readonly string[],
  displayed: (line: ActivityTime, day: number) => number,
  markOf: (key: string) => string | null,
  parse: (text: string) => number | null,
): PastePlan {
  const edits: CellEdit[] = [];
  const marks: CellMark[] = [];
  let skippedReadOnly = 0;
  let invalid = 0;
  block.forEach((cells, r) => {
    const line = lines[origin.row + r];
    if (!line) return;
    cells.forEach((text, c) => {
      const day = origin.col + c;
      if (day >= DAY_COUNT || day >= dates.length) return;
      if (line.meta[day]?.readonly) {
        skippedReadOnly++;
        return;
      }
      const date = dates[day]!;
      const key = cellKey(line.activity_id, date);
      const before = markOf(key);
      const input = readCellText(text, parse);
      if (!input.ok) {
        invalid++;
        marks.push({ key, before, after: text.trim() });
        return;
      }
      if (before !== null) marks.push({ key, before, after: null });
      const current = displayed(line, day);
      if (input.minutes !== current) edits.push({ activity_id: line.activity_id, date, before: current, after: input.minutes });
    });
  });
  return { entry: { edits, marks }, skippedReadOnly, invalid };
}

/**
 * Plans the commit of one cell's text: the minutes to send when they differ from what the cell
 * shows, or the text kept as an invalid mark. Committing a readable text clears a mark.
 */
export function planCommit(
  text: string,
  line: ActivityTime,
  date: string,
  current: number,
  mark: string | null,
  parse: (text: string) => number | null,
): HistoryEntry {
  const key = cellKey(line.activity_id, date);
  const input = readCellText(text, parse);
  if (!input.ok) {
    const after = text.trim();
    return { edits: [], marks: after === mark ? [] : [{ key, before: mark, after }] };
  }
  return {
    edits: input.minutes === current ? [] : [{ activity_id: line.activity_id, date, before: current, after: input.minutes }],
    marks: mark === null ? [] : [{ key, before: mark, after: null }],
  };
}

/** Whether an entry changes anything (an edit or a mark). */
export function isEmptyEntry(entry: HistoryEntry): boolean {
  return entry.edits.length === 0 && entry.marks.length === 0;
}

/** Undo and redo stacks; the last element is the next step. */
export interface History {
  undo: readonly HistoryEntry[];
  redo: readonly HistoryEntry[];
}

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

/** Records a new step: it can be undone, and whatever could be redone is forgotten. */
export function recordStep(history: History, entry: HistoryEntry): History {
  if (isEmptyEntry(entry)) return history;
  const undo = [...history.undo, entry];
  return { undo: undo.length > HISTORY_LIMIT ? undo.slice(undo.length - HISTORY_LIMIT) : undo, redo: [] };
}

/** Takes the step to undo; `entry` is null when there is none. */
export function undoStep(history: History): { history: History; entry: HistoryEntry | null } {
  const entry = history.undo[history.undo.length - 1];
  if (!entry) return { history, entry: null };
  return { history: { undo: history.undo.slice(0, -1), redo: [...history.redo, entry] }, entry };
}

/** Takes the step to redo; `entry` is null when there is none. */
export function redoStep(history: History): { history: History; entry: HistoryEntry | null } {
  const entry = history.redo[history.redo.length - 1];
  if (!entry) return { history, entry: null };
  return { history: { undo: [...history.undo, entry], redo: history.redo.slice(0, -1) }, entry };
}

/** The minutes to send to undo an entry (each cell back to its `before`). */
export function undoChanges(entry: HistoryEntry): { activity_id: number; date: string; time: number }[] {
  return entry.edits.map((edit) => ({ activity_id: edit.activity_id, date: edit.date, time: edit.before }));
}

/** The minutes to send to redo an entry (each cell to its `after`). */
export function redoChanges(entry: HistoryEntry): { activity_id: number; date: string; time: number }[] {
  return entry.edits.map((edit) => ({ activity_id: edit.activity_id, date: edit.date, time: edit.after }));
}

/** Applies an entry's marks forwards (`after`) or backwards (`before`) to a map of invalid texts. */
export function applyMarks(
  marks: ReadonlyMap<string, string>,
  entry: HistoryEntry,
  direction: 'before' | 'after',
): ReadonlyMap<string, string> {
  if (entry.marks.length === 0) return marks;
  const next = new Map(marks);
  for (const mark of entry.marks) {
    const text = mark[direction];
    if (text === null) next.delete(mark.key);
    else next.set(mark.key, text);
  }
  return next;
}

/** Row, column and grand totals of the minutes the grid shows. */
export interface WeekTotals {
  rows: number[];
  days: number[];
  grand: number;
}

/** Sums the displayed minutes per line, per day and overall. */
export function computeTotals(
  lines: readonly ActivityTime[],
  dayCount: number,
  displayed: (line: ActivityTime, day: number) => number,
): WeekTotals {
  const days = new Array<number>(dayCount).fill(0);
  const rows = lines.map((line) => {
    let sum = 0;
    for (let day = 0; day < dayCount; day++) {
      const minutes = displayed(line, day);
      sum += minutes;
      days[day]! += minutes;
    }
    return sum;
  });
  return { rows, days, grand: rows.reduce((a, b) => a + b, 0) };
}

/** A calendar date `days` later (earlier when negative), `YYYY-MM-DD` in and out. */
export function addDays(date: string, days: number): string {
  return parseDate(date).add({ days }).toString();
}

/** The weekday of a calendar date, 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return getDayOfWeek(parseDate(date), 'en-US');
}

/**
 * The week's range as a heading, in the API's day and month names: '16 – 22 November 2026',
 * '30 November – 6 December 2026', '28 December 2026 – 3 January 2027'.
 */
export function weekRangeLabel(weekdates: readonly { day: number; monthname: string; month: number; year: number }[]): string {
  const first = weekdates[0];
  const last = weekdates[weekdates.length - 1];
  if (!first || !last) return '';
  if (first.year !== last.year) return `${first.day} ${first.monthname} ${first.year} – ${last.day} ${last.monthname} ${last.year}`;
  if (first.month !== last.month) return `${first.day} ${first.monthname} – ${last.day} ${last.monthname} ${last.year}`;
  return `${first.day} – ${last.day} ${last.monthname} ${last.year}`;
}
