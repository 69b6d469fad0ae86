import { useState } from 'react';
import {
  EMPTY_HISTORY,
  applyMarks,
  recordStep,
  redoChanges,
  redoStep,
  undoChanges,
  undoStep,
  type History,
  type HistoryEntry,
} from './gridModel';

/** One cell's new minutes as the grid reports them (`TimeCellChange`). */
export interface CellChange {
  activity_id: number;
  date: string;
  time: number;
}

/** What {@link useGridHistory} gives the grid. */
export interface GridHistory {
  /** The cells' unreadable texts (shown, marked invalid, never sent), by `cellKey`. */
  marks: ReadonlyMap<string, string>;
  /** The undo and redo stacks. */
  history: History;
  /** Applies a new step (its changes sent, its marks set) and makes it the one to undo. */
  record(entry: HistoryEntry): void;
  /** Undoes (`undo`) or redoes (`redo`) a step; the step taken, or null when there was none. */
  step(direction: 'undo' | 'redo'): HistoryEntry | null;
}

/**
 * The grid's undo/redo history and the invalid texts its steps set: a step sends its cells'
 * minutes through `onChange` (forwards on record and redo, backwards on undo) and sets or clears
 * its marks. Steps without a change are not recorded.
 */
export function useGridHistory(onChange: (changes: CellChange[]) => void): GridHistory {
  const [marks, setMarks] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [history, setHistory] = useState(EMPTY_HISTORY);

  /** Sends an entry's changes forwards or backwards and applies its invalid marks. */
  const apply = (entry: HistoryEntry, direction: 'before' | 'after') => {
    if (entry.marks.length > 0) setMarks((current) => applyMarks(current, entry, direction));
    const changes = direction === 'after' ? redoChanges(entry) : undoChanges(entry);
    if (changes.length > 0) onChange(changes);
  };

  const record = (entry: HistoryEntry) => {
    apply(entry, 'after');
    setHistory((current) => recordStep(current, entry));
  };

  const step = (direction: 'undo' | 'redo') => {
    const taken = direction === 'undo' ? undoStep(history) : redoStep(history);
    if (!taken.entry) return null;
    apply(taken.entry, direction === 'undo' ? 'before' : 'after');
    setHistory(taken.history);
    return taken.entry;
  };

  return { marks, history, record, step };
}
