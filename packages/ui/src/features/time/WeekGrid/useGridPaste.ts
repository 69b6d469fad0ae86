import type { ActivityTime } from '@kwartier/api';
import type { ClipboardEvent } from 'react';
import { DAY_COUNT, isBlock, parseBlock, planPaste, type GridPosition, type HistoryEntry, type PastePlan } from './gridModel';

/** What {@link useGridPaste} needs from the grid. */
export interface GridPasteOptions {
  lines: readonly ActivityTime[];
  dates: readonly string[];
  active: GridPosition;
  /** The text typed in the active cell, or null when not editing. */
  edit: string | null;
  /** The minutes a cell shows now. */
  displayed(line: ActivityTime, day: number): number;
  /** A cell's invalid text, by `cellKey`. */
  markOf(key: string): string | null;
  /** The text a cell shows (for Copy). */
  textOf(position: GridPosition): string;
  parse(text: string): number | null;
  /** Closes an open editor without committing (the block replaces its typing). */
  dropEdit(): void;
  /** Records the paste as one undo step. */
  record(entry: HistoryEntry): void;
  /** Tells what the paste did (announced). */
  onPasted(plan: PastePlan): void;
}

/**
 * Copy and paste on the grid: a block copied from a spreadsheet fills the cells from the active
 * one (one undo step); one value pasted while typing goes into the editor's text; Copy on a cell
 * copies what it shows.
 */
export function useGridPaste({ lines, dates, active, edit, displayed, markOf, textOf, parse, dropEdit, record, onPasted }: GridPasteOptions) {
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (edit !== null && !isBlock(text)) return; // one value: pasted into the cell's text
    if (active.col >= DAY_COUNT || lines.length === 0) return;
    event.preventDefault();
    if (edit !== null) dropEdit();
    const plan = planPaste(parseBlock(text), active, lines, dates, displayed, markOf, parse);
    record(plan.entry);
    onPasted(plan);
  };

  const onCopy = (event: ClipboardEvent<HTMLElement>) => {
    if (edit !== null || !lines[active.row] || active.col >= DAY_COUNT) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', textOf(active));
  };

  return { onPaste, onCopy };
}
