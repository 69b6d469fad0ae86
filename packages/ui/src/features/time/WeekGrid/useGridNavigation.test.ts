// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLine } from '../../../fixtures/time';
import { useGridNavigation } from './useGridNavigation';

/** A table as the grid renders it: a focusable cell per day and total, a button in the last column. */
function gridTable(rows: number, editorAt?: { row: number; col: number; value: string }): HTMLTableElement {
  const table = document.createElement('table');
  const body = table.createTBody();
  for (let row = 0; row < rows; row++) {
    const tr = body.insertRow();
    for (let col = 0; col < 9; col++) {
      const td = tr.insertCell();
      td.dataset.row = String(row);
      td.dataset.col = String(col);
      td.tabIndex = -1;
      if (col === 8) td.append(document.createElement('button'));
      if (editorAt?.row === row && editorAt.col === col) {
        const input = document.createElement('input');
        input.dataset.editor = '';
        input.value = editorAt.value;
        td.append(input);
      }
    }
  }
  document.body.append(table);
  return table;
}

const cell = (table: HTMLTableElement, row: number, col: number) => table.querySelector(`td[data-row="${row}"][data-col="${col}"]`);

afterEach(() => document.body.replaceChildren());

describe('useGridNavigation', () => {
  const lines = [makeLine(1), makeLine(2), makeLine(3)];

  it('starts on the first cell and keeps the active cell inside the lines it has', () => {
    const { result, rerender } = renderHook(({ shown }) => useGridNavigation(shown), { initialProps: { shown: lines } });
    expect(result.current.active).toEqual({ row: 0, col: 0 });
    act(() => result.current.setActive({ row: 2, col: 4 }));
    expect(result.current.active).toEqual({ row: 2, col: 4 });
    rerender({ shown: lines.slice(0, 2) });
    expect(result.current.active).toEqual({ row: 1, col: 4 });
  });

  it('moves focus to the cell it goes to, and to the delete button in the last column', () => {
    const { result } = renderHook(() => useGridNavigation(lines));
    const table = gridTable(3);
    result.current.tableRef.current = table;
    act(() => result.current.goTo({ row: 1, col: 3 }));
    expect(document.activeElement).toBe(cell(table, 1, 3));
    act(() => result.current.goTo({ row: 2, col: 8 }));
    expect(document.activeElement).toBe(cell(table, 2, 8)!.querySelector('button'));
  });

  it('moves focus into the editor: caret at the end, or the text selected', () => {
    const { result } = renderHook(() => useGridNavigation(lines));
    const table = gridTable(3, { row: 0, col: 0, value: '7:30' });
    result.current.tableRef.current = table;
    const input = table.querySelector('input')!;
    act(() => result.current.requestFocus('editEnd'));
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    act(() => result.current.requestFocus('editSelect'));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
  });

  it('focuses a line added by an action once the owner shows it: its first open day', () => {
    const added = makeLine(4, { readOnly: { 0: 'before_project_start', 1: 'before_project_start' } });
    const { result, rerender } = renderHook(({ shown }) => useGridNavigation(shown), { initialProps: { shown: lines } });
    result.current.tableRef.current = gridTable(4);
    const table = result.current.tableRef.current;
    act(() => result.current.focusLineWhenShown(4));
    expect(document.activeElement).toBe(document.body);
    rerender({ shown: [...lines, added] });
    expect(document.activeElement).toBe(cell(table, 3, 2));
  });

  it('focuses the first cell after Copy Last Week when the lines were shown before it resolved', () => {
    const { result } = renderHook(() => useGridNavigation(lines));
    const table = gridTable(3);
    result.current.tableRef.current = table;
    act(() => result.current.focusLineWhenShown(null));
    expect(document.activeElement).toBe(cell(table, 0, 0));
  });
});
