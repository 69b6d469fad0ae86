// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCellEditing } from './useCellEditing';

function setup() {
  const options = { active: { row: 1, col: 2 }, setActive: vi.fn(), requestFocus: vi.fn(), commit: vi.fn() };
  const hook = renderHook(() => useCellEditing(options));
  return { ...options, result: hook.result };
}

describe('useCellEditing', () => {
  it('opens the editor of the active cell with a text and asks for focus there', () => {
    const { result, requestFocus } = setup();
    expect(result.current.edit).toBeNull();
    act(() => result.current.start('7', 'editEnd'));
    expect(result.current.edit).toBe('7');
    expect(requestFocus).toHaveBeenLastCalledWith('editEnd');
    expect(result.current.isOpenAt('1', '2')).toBe(true);
    expect(result.current.isOpenAt('1', '3')).toBe(false);
    act(() => result.current.setEdit('7:30'));
    expect(result.current.edit).toBe('7:30');
  });

  it('commits what was typed at the active cell and goes where it was told', () => {
    const { result, commit, setActive, requestFocus } = setup();
    act(() => result.current.start('7:30', 'editEnd'));
    act(() => result.current.end(true, { row: 2, col: 2 }));
    expect(commit).toHaveBeenCalledWith({ row: 1, col: 2 }, '7:30');
    expect(setActive).toHaveBeenLastCalledWith({ row: 2, col: 2 });
    expect(requestFocus).toHaveBeenLastCalledWith('cell');
    expect(result.current.edit).toBeNull();
    expect(result.current.isOpenAt('1', '2')).toBe(false);
  });

  it('reverts without committing (Escape), staying on the cell', () => {
    const { result, commit, setActive } = setup();
    act(() => result.current.start('abc', 'editEnd'));
    act(() => result.current.end(false));
    expect(commit).not.toHaveBeenCalled();
    expect(setActive).toHaveBeenLastCalledWith({ row: 1, col: 2 });
    expect(result.current.edit).toBeNull();
  });

  it('commits on leaving without moving focus, and drops the typing for a pasted block', () => {
    const { result, commit, requestFocus } = setup();
    act(() => result.current.start('2', 'editSelect', { row: 1, col: 2 }));
    requestFocus.mockClear();
    act(() => result.current.leave());
    expect(commit).toHaveBeenCalledWith({ row: 1, col: 2 }, '2');
    expect(requestFocus).not.toHaveBeenCalled();

    commit.mockClear();
    act(() => result.current.start('3', 'editEnd'));
    act(() => result.current.drop());
    expect(commit).not.toHaveBeenCalled();
    expect(requestFocus).toHaveBeenLastCalledWith('cell');
    expect(result.current.edit).toBeNull();
  });
});
