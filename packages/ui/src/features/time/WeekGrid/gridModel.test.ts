import { describe, expect, it } from 'vitest';
import { makeLine, makeWeekDates } from '../../../fixtures/time';
import {
  ACTION_COLUMN,
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  addDays,
  applyMarks,
  cellKey,
  computeTotals,
  isBlock,
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
  weekday,
  weekRangeLabel,
  type HistoryEntry,
} from './gridModel';

// A parser for these tests only: whole hours or h:mm (the grid takes the real one as a parameter).
const parse = (text: string): number | null => {
  const s = text.trim();
  const clock = /^(\d+):(\d{2})$/.exec(s);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d+$/.test(s) ? Number(s) * 60 : null;
};

const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

describe('cellKey', () => {
  it('joins activity and date', () => {
    expect(cellKey(12, '2026-11-16')).toBe('12:2026-11-16');
  });
});

describe('movePosition', () => {
  const at = { row: 1, col: 3 };
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(movePosition(at, 'up', 3)).toEqual({ row: 0, col: 3 });
    expect(movePosition(at, 'down', 3)).toEqual({ row: 2, col: 3 });
    expect(movePosition(at, 'left', 3)).toEqual({ row: 1, col: 2 });
    expect(movePosition(at, 'right', 3)).toEqual({ row: 1, col: 4 });
    expect(movePosition({ row: 0, col: 0 }, 'up', 3)).toEqual({ row: 0, col: 0 });
    expect(movePosition({ row: 0, col: 0 }, 'left', 3)).toEqual({ row: 0, col: 0 });
    expect(movePosition({ row: 2, col: ACTION_COLUMN }, 'down', 3)).toEqual({ row: 2, col: ACTION_COLUMN });
    expect(movePosition({ row: 2, col: ACTION_COLUMN }, 'right', 3)).toEqual({ row: 2, col: ACTION_COLUMN });
  });
  it('Home/End go to the row’s first and last cell, Ctrl+Home/End to the grid’s', () => {
    expect(movePosition(at, 'rowStart', 3)).toEqual({ row: 1, col: 0 });
    expect(movePosition(at, 'rowEnd', 3)).toEqual({ row: 1, col: ACTION_COLUMN });
    expect(movePosition(at, 'gridStart', 3)).toEqual({ row: 0, col: 0 });
    expect(movePosition(at, 'gridEnd', 3)).toEqual({ row: 2, col: ACTION_COLUMN });
  });
  it('brings a position left behind by a removed line back into the grid', () => {
    expect(movePosition({ row: 5, col: 2 }, 'left', 3)).toEqual({ row: 2, col: 1 });
  });
});

describe('readCellText', () => {
  it('reads empty text as 0 and a duration as its minutes', () => {
    expect(readCellText('', parse)).toEqual({ ok: true, minutes: 0 });
    expect(readCellText('  ', parse)).toEqual({ ok: true, minutes: 0 });
    expect(readCellText('7:30', parse)).toEqual({ ok: true, minutes: 450 });
    expect(readCellText('24:00', parse)).toEqual({ ok: true, minutes: 1440 });
  });
  it('refuses what is no duration, and more than 24 hours', () => {
    expect(readCellText('abc', parse)).toEqual({ ok: false, reason: 'unreadable' });
    expect(readCellText('24:01', parse)).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('parseBlock and isBlock', () => {
  it('splits rows on any line break and cells on tabs, without the trailing line break', () => {
    expect(parseBlock('1\t2\t3\r\n4\t\t6\r\n')).toEqual([['1', '2', '3'], ['4', '', '6']]);
    expect(parseBlock('1\n2')).toEqual([['1'], ['2']]);
    expect(parseBlock('7:30')).toEqual([['7:30']]);
  });
  it('tells a block from one value', () => {
    expect(isBlock('7:30')).toBe(false);
    expect(isBlock('7:30\n')).toBe(false);
    expect(isBlock('1\t2')).toBe(true);
    expect(isBlock('1\n2')).toBe(true);
  });
});

describe('planCommit', () => {
  const line = makeLine(11, { times: [60] });
  it('sends a changed value and nothing when it is the same', () => {
    expect(planCommit('2', line, dates[0]!, 60, null, parse)).toEqual({
      edits: [{ activity_id: 11, date: dates[0], before: 60, after: 120 }],
      marks: [],
    });
    expect(planCommit('1:00', line, dates[0]!, 60, null, parse)).toEqual({ edits: [], marks: [] });
  });
  it('keeps an unreadable text as a mark, and a readable one clears it', () => {
    expect(planCommit(' x ', line, dates[0]!, 60, null, parse)).toEqual({
      edits: [],
      marks: [{ key: '11:2026-11-16', before: null, after: 'x' }],
    });
    expect(planCommit('', line, dates[0]!, 60, 'x', parse)).toEqual({
      edits: [{ activity_id: 11, date: dates[0], before: 60, after: 0 }],
      marks: [{ key: '11:2026-11-16', before: 'x', after: null }],
    });
  });
});

describe('planPaste', () => {
  const lines = [
    makeLine(1, { times: [60, 60, 60, 60, 60, 60, 60] }),
    makeLine(2, { readOnly: { 1: 'before_project_start' } }),
    makeLine(3),
  ];
  const shown = (line: (typeof lines)[number], day: number) => line.times[day] ?? 0;
  const noMarks = () => null;

  it('parses every cell from the origin, skips read-only days and unchanged values', () => {
    const plan = planPaste(parseBlock('1\t2\t3\n4\t5\t6\n'), { row: 0, col: 0 }, lines, dates, shown, noMarks, parse);
    expect(plan.skippedReadOnly).toBe(1);
    expect(plan.invalid).toBe(0);
    expect(plan.entry.edits).toEqual([
      { activity_id: 1, date: dates[1], before: 60, after: 120 },
      { activity_id: 1, date: dates[2], before: 60, after: 180 },
      { activity_id: 2, date: dates[0], before: 0, after: 240 },
      { activity_id: 2, date: dates[2], before: 0, after: 360 },
    ]);
  });

  it('clips the block to the grid: right of the last day and below the last line', () => {
    const plan = planPaste(parseBlock('1\t2\t3\n4\t5\t6\n7\t8\t9'), { row: 2, col: 5 }, lines, dates, shown, noMarks, parse);
    expect(plan.entry.edits).toEqual([
      { activity_id: 3, date: dates[5], before: 0, after: 60 },
      { activity_id: 3, date: dates[6], before: 0, after: 120 },
    ]);
  });

  it('keeps unreadable cells as marks, sends the rest; an empty cell clears', () => {
    const plan = planPaste(parseBlock('x\t\t25:00'), { row: 0, col: 0 }, lines, dates, shown, (key) => (key === cellKey(1, dates[2]!) ? 'old' : null), parse);
    expect(plan.invalid).toBe(2);
    expect(plan.entry.edits).toEqual([{ activity_id: 1, date: dates[1], before: 60, after: 0 }]);
    expect(plan.entry.marks).toEqual([
      { key: cellKey(1, dates[0]!), before: null, after: 'x' },
      { key: cellKey(1, dates[2]!), before: 'old', after: '25:00' },
    ]);
  });
});

describe('history', () => {
  const entry = (after: number): HistoryEntry => ({ edits: [{ activity_id: 1, date: dates[0]!, before: after - 60, after }], marks: [] });

  it('undoes and redoes steps in order; a new step forgets the redo stack', () => {
    let history = recordStep(recordStep(EMPTY_HISTORY, entry(60)), entry(120));
    const undone = undoStep(history);
    expect(undone.entry).toEqual(entry(120));
    expect(undoChanges(undone.entry!)).toEqual([{ activity_id: 1, date: dates[0], time: 60 }]);
    history = undone.history;
    const redone = redoStep(history);
    expect(redoChanges(redone.entry!)).toEqual([{ activity_id: 1, date: dates[0], time: 120 }]);
    history = recordStep(undoStep(redone.history).history, entry(300));
    expect(history.redo).toEqual([]);
    expect(history.undo).toEqual([entry(60), entry(300)]);
  });

  it('has nothing to undo or redo at first, and ignores empty steps', () => {
    expect(undoStep(EMPTY_HISTORY).entry).toBeNull();
    expect(redoStep(EMPTY_HISTORY).entry).toBeNull();
    expect(recordStep(EMPTY_HISTORY, { edits: [], marks: [] })).toBe(EMPTY_HISTORY);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = EMPTY_HISTORY;
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) history = recordStep(history, entry(i * 60));
    expect(history.undo).toHaveLength(HISTORY_LIMIT);
    expect(history.undo[0]).toEqual(entry(6 * 60));
  });

  it('applies marks forwards and backwards', () => {
    const step: HistoryEntry = { edits: [], marks: [{ key: 'a', before: null, after: 'x' }, { key: 'b', before: 'y', after: null }] };
    const start = new Map([['b', 'y']]);
    const after = applyMarks(start, step, 'after');
    expect([...after]).toEqual([['a', 'x']]);
    expect([...applyMarks(after, step, 'before')]).toEqual([['b', 'y']]);
  });
});

describe('computeTotals', () => {
  it('sums per line, per day and overall', () => {
    const lines = [makeLine(1, { times: [60, 30] }), makeLine(2, { times: [0, 90, 15] })];
    expect(computeTotals(lines, 7, (line, day) => line.times[day] ?? 0)).toEqual({
      rows: [90, 105],
      days: [60, 120, 15, 0, 0, 0, 0],
      grand: 195,
    });
  });
});

describe('dates', () => {
  it('adds days across months and years, and knows the weekday', () => {
    expect(addDays('2026-11-16', 7)).toBe('2026-11-23');
    expect(addDays('2026-11-16', -7)).toBe('2026-11-09');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(weekday('2026-11-16')).toBe(1);
    expect(weekday('2026-11-22')).toBe(0);
  });
});

describe('weekRangeLabel', () => {
  it('names the month and year once when the week shares them', () => {
    expect(weekRangeLabel(makeWeekDates('2026-11-16'))).toBe('16 – 22 November 2026');
    expect(weekRangeLabel(makeWeekDates('2026-11-30', 'nl'))).toBe('30 november – 6 december 2026');
    expect(weekRangeLabel(makeWeekDates('2026-12-28'))).toBe('28 December 2026 – 3 January 2027');
  });
});
