import { useRef, useState } from 'react';
import type { GridPosition } from './gridModel';
import type { FocusRequest } from './useGridNavigation';

/** What {@link useCellEditing} needs from the grid's navigation and where a committed text goes. */
export interface CellEditingOptions {
  active: GridPosition;
  setActive(position: GridPosition): void;
  requestFocus(request: FocusRequest): void;
  /** Commits a cell's text (the minutes sent, or the text kept as invalid). */
  commit(position: GridPosition, text: string): void;
}

/** What {@link useCellEditing} gives the grid. */
export interface CellEditing {
  /** The text typed in the active cell, or null when not editing. */
  edit: string | null;
  /** The editor's text changed. */
  setEdit(text: string): void;
  /** Opens the editor of `at` (the active cell) with `text` and focuses it. */
  start(text: string, request: FocusRequest, at?: GridPosition): void;
  /** Ends the edit — committed, or reverted when `commit` is false — and focuses the cell `to`. */
  end(commit: boolean, to?: GridPosition): void;
  /** Closes the editor where it is, committing what was typed; focus is left where it went (a click, a blur). */
  leave(): void;
  /** Closes the editor without committing and focuses its cell (a pasted block replaces the typing). */
  drop(): void;
  /** Whether the editor open is that of the cell at `row`:`col` — a blur commits only then. */
  isOpenAt(row: string | undefined, col: string | undefined): boolean;
}

/**
 * Typing in a cell: the editor's text while it is open, opening it, and closing it by commit or
 * revert. The editor of a cell left before (Enter, Tab, Escape) never commits again when React
 * removes it and it blurs.
 */
export function useCellEditing({ active, setActive, requestFocus, commit }: CellEditingOptions): CellEditing {
  const [edit, setEdit] = useState<string | null>(null);
  /**
   * The cell ('row:col') whose edit is open: its editor's blur commits only then — not after Enter,
   * Tab or Escape ended it, nor when the editor of a cell left before is removed.
   */
  const editingRef = useRef<string | null>(null);

  const start = (text: string, request: FocusRequest, at: GridPosition = active) => {
    editingRef.current = `${at.row}:${at.col}`;
    setEdit(text);
    requestFocus(request);
  };

  const end = (commitIt: boolean, to: GridPosition = active) => {
    editingRef.current = null;
    if (commitIt && edit !== null) commit(active, edit);
    setEdit(null);
    setActive(to);
    requestFocus('cell');
  };

  const leave = () => {
    editingRef.current = null;
    if (edit !== null) commit(active, edit);
    setEdit(null);
  };

  const drop = () => {
    editingRef.current = null;
    setEdit(null);
    requestFocus('cell');
  };

  const isOpenAt = (row: string | undefined, col: string | undefined) => editingRef.current === `${row}:${col}`;

  return { edit, setEdit, start, end, leave, drop, isOpenAt };
}
