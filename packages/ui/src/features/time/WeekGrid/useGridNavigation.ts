import type { ActivityTime } from '@kwartier/api';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ACTION_COLUMN, clampPosition, type GridPosition } from './gridModel';

/** Where keyboard focus goes after the render: the active cell, or its editor (caret at the end, or all selected). */
export type FocusRequest = 'cell' | 'editEnd' | 'editSelect';

/** What {@link useGridNavigation} gives the grid. */
export interface GridNavigation {
  /** The table: cells are found in it by `data-row` and `data-col`. */
  tableRef: RefObject<HTMLTableElement | null>;
  /** The focused (or last focused) position, kept inside the grid's lines: the grid's one Tab stop. */
  active: GridPosition;
  /** Makes a position active without moving focus (focus already went there). */
  setActive(position: GridPosition): void;
  /** Moves focus, once the next render shows it, to the active cell or its editor. */
  requestFocus(request: FocusRequest): void;
  /** Makes a position active and moves focus to it. */
  goTo(position: GridPosition): void;
  /**
   * After Add line (`activityId`) or Copy Last Week (`null`) resolved: focus goes to that line's
   * first open day (the first line's), at once if it is shown, else once the owner shows it.
   */
  focusLineWhenShown(activityId: number | null): void;
}

/**
 * The grid's roving focus (WAI-ARIA grid): which cell is active and moving DOM focus there — or
 * into its editor — in a layout effect once the render shows it, also to a line added by an
 * action once the owner's new week arrives.
 */
export function useGridNavigation(lines: readonly ActivityTime[]): GridNavigation {
  const [activeState, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const active = clampPosition(activeState, lines.length);
  const [focusTick, setFocusTick] = useState(0);
  /** Counts resolved Add line / Copy Last Week actions: the owner may have shown their lines already. */
  const [actionTick, setActionTick] = useState(0);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  /** After Add line or Copy Last Week: where keyboard focus goes once the new lines are there. */
  const focusAfterLoad = useRef<{ activityId: number | null } | null>(null);

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

  const goTo = (position: GridPosition) => {
    setActive(position);
    requestFocus('cell');
  };

  const focusLineWhenShown = (activityId: number | null) => {
    focusAfterLoad.current = { activityId };
    setActionTick((n) => n + 1);
  };

  return { tableRef, active, setActive, requestFocus, goTo, focusLineWhenShown };
}

/** The focusable element of a grid position: the cell, or the delete button in the last column (the cell while it is disabled). */
export function cellElement(table: HTMLTableElement, pos: GridPosition): HTMLElement | null {
  const cell = table.querySelector<HTMLElement>(`td[data-row="${pos.row}"][data-col="${pos.col}"]`);
  if (pos.col === ACTION_COLUMN) return cell?.querySelector<HTMLElement>('button:not([disabled])') ?? cell;
  return cell;
}
