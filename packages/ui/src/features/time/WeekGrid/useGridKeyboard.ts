import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import { ACTION_COLUMN, DAY_COUNT, movePosition, type GridMove, type GridPosition } from './gridModel';
import type { CellEditing } from './useCellEditing';
import type { FocusRequest } from './useGridNavigation';

const MOVES: Partial<Record<string, GridMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'rowStart',
  End: 'rowEnd',
};

/** What {@link useGridKeyboard} needs from the grid. */
export interface GridKeyboardOptions {
  tableRef: RefObject<HTMLTableElement | null>;
  rowCount: number;
  active: GridPosition;
  setActive(position: GridPosition): void;
  goTo(position: GridPosition): void;
  requestFocus(request: FocusRequest): void;
  editing: CellEditing;
  /** Whether a position is a day cell that may be typed in. */
  isEditable(position: GridPosition): boolean;
  /** The text a cell shows (an editor opened by Enter, F2 or a click starts from it). */
  textOf(position: GridPosition): string;
  /** Commits a cell's text (Delete commits ''). */
  commit(position: GridPosition, text: string): void;
  undoRedo(direction: 'undo' | 'redo'): void;
  /** Reverts the active cell's invalid text; false when it holds none. */
  revertMark(position: GridPosition): boolean;
  /** Opens the note editor of a day cell (Shift+Enter, also on a read-only day); without it, Shift+Enter edits as Enter does. */
  openNote?(position: GridPosition): void;
}

/**
 * The grid's keyboard, mouse and focus handlers, on the table (WAI-ARIA grid): arrows, Home/End,
 * Ctrl+Home/End and Tab move; typing, Enter, F2 and a click edit; Enter, Tab and Arrow Up/Down
 * commit and move, Escape reverts; Delete clears; Ctrl+Z/Ctrl+Y (Ctrl+Shift+Z) undo and redo;
 * the editor's blur commits; Shift+Enter on a day cell opens its note (when notes can be edited).
 */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { tableRef, rowCount, active, setActive, goTo, requestFocus, editing, isEditable, textOf, commit, undoRedo, revertMark, openNote } = options;
  const { edit } = editing;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key;
    const inEditor = target.matches('input[data-editor]');

    if (edit !== null) {
      if (!inEditor) return;
      if (key === 'Enter') {
        event.preventDefault();
        editing.end(true, movePosition(active, event.shiftKey ? 'up' : 'down', rowCount));
      } else if (key === 'Tab') {
        // From Sunday (Shift+Tab: Monday) Tab leaves the grid; the editor's blur commits.
        if (event.shiftKey ? active.col === 0 : active.col >= DAY_COUNT - 1) return;
        event.preventDefault();
        editing.end(true, movePosition(active, event.shiftKey ? 'left' : 'right', rowCount));
      } else if (key === 'ArrowUp' || key === 'ArrowDown') {
        event.preventDefault();
        editing.end(true, movePosition(active, key === 'ArrowUp' ? 'up' : 'down', rowCount));
      } else if (key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        editing.end(false);
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
      goTo(movePosition(active, move, rowCount));
      return;
    }
    if (key === 'Tab' && active.col < DAY_COUNT) {
      if (event.shiftKey ? active.col === 0 : active.col >= DAY_COUNT - 1) return;
      event.preventDefault();
      goTo(movePosition(active, event.shiftKey ? 'left' : 'right', rowCount));
      return;
    }
    if (key === 'Enter' && event.shiftKey && openNote && !onButton && active.col < DAY_COUNT) {
      event.preventDefault();
      openNote(active);
      return;
    }
    if (onButton || !isEditable(active)) return;
    if (key === 'Enter' || key === 'F2') {
      event.preventDefault();
      editing.start(textOf(active), 'editEnd');
    } else if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      commit(active, '');
    } else if (key === 'Escape') {
      if (revertMark(active)) event.preventDefault();
    } else if (key.length === 1 && !mod && !event.altKey) {
      // A printable key starts editing with that key replacing the content.
      event.preventDefault();
      editing.start(key, 'editEnd');
    }
  };

  // A click on a day cell edits it (text selected); on the total, focuses it.
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || target.closest('input[data-editor], button')) return;
    const cell = target.closest<HTMLElement>('td[data-col]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const pos = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    if (pos.col === ACTION_COLUMN) return;
    event.preventDefault();
    if (edit !== null) {
      if (pos.row === active.row && pos.col === active.col) return;
      editing.leave();
    }
    setActive(pos);
    if (isEditable(pos)) editing.start(textOf(pos), 'editSelect', pos);
    else requestFocus('cell');
  };

  // Focus that arrives by Tab, by a click on a delete button or from a vanished row's neighbour.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-col]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  // Focus leaving the editor (Tab out of the grid, a click elsewhere) commits what was typed.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('td[data-col]');
    if (edit === null || !target.matches('input[data-editor]') || !editing.isOpenAt(cell?.dataset.row, cell?.dataset.col)) return;
    editing.leave();
  };

  return { onKeyDown, onMouseDown, onFocus, onBlur };
}
