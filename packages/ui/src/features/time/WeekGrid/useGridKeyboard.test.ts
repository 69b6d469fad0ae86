// @vitest-environment happy-dom
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CellEditing } from './useCellEditing';
import { useGridKeyboard, type GridKeyboardOptions } from './useGridKeyboard';

/** A one-row table: day cells 0–6, the total (7), the delete button (8); an editor in the active cell when typing. */
function gridTable(editorCol?: number): HTMLTableElement {
  const table = document.createElement('table');
  const tr = table.createTBody().insertRow();
  for (let col = 0; col < 9; col++) {
    const td = tr.insertCell();
    td.dataset.row = '0';
    td.dataset.col = String(col);
    if (col === 8) td.append(document.createElement('button'));
    if (col === editorCol) {
      const input = document.createElement('input');
      input.dataset.editor = '';
      td.append(input);
    }
  }
  document.body.append(table);
  return table;
}

const cellAt = (table: HTMLTableElement, col: number) => table.querySelector<HTMLElement>(`td[data-col="${col}"]`)!;

function key(target: Element, key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) {
  return { key, target, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers, preventDefault: vi.fn(), stopPropagation: vi.fn() };
}

function setup(options: { col?: number; edit?: string | null; editable?: boolean; notes?: boolean } = {}) {
  const col = options.col ?? 2;
  const edit = options.edit ?? null;
  const table = gridTable(edit === null ? undefined : col);
  const editing: CellEditing = {
    edit,
    setEdit: vi.fn(),
    start: vi.fn(),
    end: vi.fn(),
    leave: vi.fn(),
    drop: vi.fn(),
    isOpenAt: (row, c) => row === '0' && c === String(col),
  };
  const props: GridKeyboardOptions = {
    tableRef: { current: table },
    rowCount: 3,
    active: { row: 0, col },
    setActive: vi.fn(),
    goTo: vi.fn(),
    requestFocus: vi.fn(),
    editing,
    isEditable: (pos) => (options.editable ?? true) && pos.col < 7,
    textOf: () => '4:00',
    commit: vi.fn(),
    undoRedo: vi.fn(),
    revertMark: vi.fn(() => false),
    openNote: options.notes ? vi.fn() : undefined,
  };
  const handlers = renderHook(() => useGridKeyboard(props)).result.current;
  const press = (target: Element, name: string, modifiers?: { ctrlKey?: boolean; shiftKey?: boolean }) => {
    const event = key(target, name, modifiers);
    handlers.onKeyDown(event as unknown as KeyboardEvent<HTMLElement>);
    return event;
  };
  return { table, props, editing, handlers, press };
}

afterEach(() => document.body.replaceChildren());

describe('useGridKeyboard', () => {
  it('moves with arrows, Home/End and Ctrl+Home/End, and Tab within the days', () => {
    const { table, props, press } = setup();
    press(cellAt(table, 2), 'ArrowDown');
    expect(props.goTo).toHaveBeenLastCalledWith({ row: 1, col: 2 });
    press(cellAt(table, 2), 'End');
    expect(props.goTo).toHaveBeenLastCalledWith({ row: 0, col: 8 });
    press(cellAt(table, 2), 'End', { ctrlKey: true });
    expect(props.goTo).toHaveBeenLastCalledWith({ row: 2, col: 8 });
    press(cellAt(table, 2), 'Tab', { shiftKey: true });
    expect(props.goTo).toHaveBeenLastCalledWith({ row: 0, col: 1 });
  });

  it('lets Tab leave the grid from Sunday', () => {
    const { table, props, press } = setup({ col: 6 });
    const event = press(cellAt(table, 6), 'Tab');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(props.goTo).not.toHaveBeenCalled();
  });

  it('starts editing with a typed key or with the text on Enter and F2; Delete clears', () => {
    const { table, props, editing, press } = setup();
    press(cellAt(table, 2), '7');
    expect(editing.start).toHaveBeenLastCalledWith('7', 'editEnd');
    press(cellAt(table, 2), 'F2');
    expect(editing.start).toHaveBeenLastCalledWith('4:00', 'editEnd');
    press(cellAt(table, 2), 'Delete');
    expect(props.commit).toHaveBeenCalledWith({ row: 0, col: 2 }, '');
  });

  it('does not edit a read-only cell', () => {
    const { table, editing, props, press } = setup({ editable: false });
    press(cellAt(table, 2), '5');
    press(cellAt(table, 2), 'Delete');
    expect(editing.start).not.toHaveBeenCalled();
    expect(props.commit).not.toHaveBeenCalled();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y and Ctrl+Shift+Z', () => {
    const { table, props, press } = setup();
    press(cellAt(table, 2), 'z', { ctrlKey: true });
    expect(props.undoRedo).toHaveBeenLastCalledWith('undo');
    press(cellAt(table, 2), 'y', { ctrlKey: true });
    expect(props.undoRedo).toHaveBeenLastCalledWith('redo');
    press(cellAt(table, 2), 'Z', { ctrlKey: true, shiftKey: true });
    expect(props.undoRedo).toHaveBeenLastCalledWith('redo');
  });

  it('while typing: Enter commits and goes down, Shift+Enter up, Escape reverts', () => {
    const { table, editing, press } = setup({ edit: '7:30' });
    const input = table.querySelector('input')!;
    press(input, 'Enter');
    expect(editing.end).toHaveBeenLastCalledWith(true, { row: 1, col: 2 });
    press(input, 'Enter', { shiftKey: true });
    expect(editing.end).toHaveBeenLastCalledWith(true, { row: 0, col: 2 });
    const escape = press(input, 'Escape');
    expect(editing.end).toHaveBeenLastCalledWith(false);
    expect(escape.stopPropagation).toHaveBeenCalled();
  });

  it('Escape on a cell reverts its invalid text', () => {
    const { table, props, press } = setup();
    const event = press(cellAt(table, 2), 'Escape');
    expect(props.revertMark).toHaveBeenCalledWith({ row: 0, col: 2 });
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('a click on a day edits it with its text selected; a click on the total focuses it', () => {
    const { table, props, editing, handlers } = setup();
    const click = (col: number) =>
      handlers.onMouseDown({ button: 0, target: cellAt(table, col), preventDefault: vi.fn() } as unknown as MouseEvent<HTMLElement>);
    click(4);
    expect(props.setActive).toHaveBeenLastCalledWith({ row: 0, col: 4 });
    expect(editing.start).toHaveBeenLastCalledWith('4:00', 'editSelect', { row: 0, col: 4 });
    click(7);
    expect(props.requestFocus).toHaveBeenLastCalledWith('cell');
  });

  it('commits on the blur of the open editor only, and follows focus into the grid', () => {
    const { table, props, editing, handlers } = setup({ edit: '2' });
    handlers.onBlur({ target: table.querySelector('input') } as unknown as FocusEvent<HTMLElement>);
    expect(editing.leave).toHaveBeenCalledTimes(1);
    handlers.onFocus({ target: cellAt(table, 5) } as unknown as FocusEvent<HTMLElement>);
    expect(props.setActive).toHaveBeenLastCalledWith({ row: 0, col: 5 });
  });

  it('opens the note of a day cell with Shift+Enter, read-only days too; without notes Shift+Enter edits', () => {
    const withNotes = setup({ notes: true, editable: false });
    const event = withNotes.press(cellAt(withNotes.table, 2), 'Enter', { shiftKey: true });
    expect(withNotes.props.openNote).toHaveBeenCalledWith({ row: 0, col: 2 });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(withNotes.editing.start).not.toHaveBeenCalled();
    document.body.replaceChildren();

    const onTotal = setup({ notes: true, col: 7 });
    onTotal.press(cellAt(onTotal.table, 7), 'Enter', { shiftKey: true });
    expect(onTotal.props.openNote).not.toHaveBeenCalled();
    document.body.replaceChildren();

    const without = setup();
    without.press(cellAt(without.table, 2), 'Enter', { shiftKey: true });
    expect(without.editing.start).toHaveBeenCalledWith('4:00', 'editEnd');
  });

  it('keeps Shift+Enter in an open editor: commit and go up', () => {
    const { table, editing, props, press } = setup({ notes: true, edit: '1:00' });
    press(table.querySelector('input')!, 'Enter', { shiftKey: true });
    expect(props.openNote).not.toHaveBeenCalled();
    expect(editing.end).toHaveBeenCalledWith(true, { row: 0, col: 2 });
  });
});
