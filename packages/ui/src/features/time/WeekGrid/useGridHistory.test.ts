// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGridHistory } from './useGridHistory';

const edit = { edits: [{ activity_id: 1, date: '2026-11-16', before: 60, after: 90 }], marks: [] };
const mark = { edits: [], marks: [{ key: '1:2026-11-17', before: null, after: 'abc' }] };

describe('useGridHistory', () => {
  it('sends a recorded step forwards, undoes it backwards and redoes it', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useGridHistory(onChange));
    act(() => result.current.record(edit));
    expect(onChange).toHaveBeenLastCalledWith([{ activity_id: 1, date: '2026-11-16', time: 90 }]);
    expect(result.current.history.undo).toEqual([edit]);

    let taken: unknown;
    act(() => void (taken = result.current.step('undo')));
    expect(taken).toBe(edit);
    expect(onChange).toHaveBeenLastCalledWith([{ activity_id: 1, date: '2026-11-16', time: 60 }]);
    expect(result.current.history).toEqual({ undo: [], redo: [edit] });

    act(() => void result.current.step('redo'));
    expect(onChange).toHaveBeenLastCalledWith([{ activity_id: 1, date: '2026-11-16', time: 90 }]);
    expect(result.current.history).toEqual({ undo: [edit], redo: [] });
  });

  it('sets and clears invalid texts without sending anything', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useGridHistory(onChange));
    act(() => result.current.record(mark));
    expect(result.current.marks.get('1:2026-11-17')).toBe('abc');
    act(() => void result.current.step('undo'));
    expect(result.current.marks.has('1:2026-11-17')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes no step when there is none, and records no empty step', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useGridHistory(onChange));
    act(() => result.current.record({ edits: [], marks: [] }));
    let taken: unknown = 'unset';
    act(() => void (taken = result.current.step('undo')));
    expect(taken).toBeNull();
    act(() => void (taken = result.current.step('redo')));
    expect(taken).toBeNull();
    expect(result.current.history).toEqual({ undo: [], redo: [] });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forgets what could be redone once a new step is recorded', () => {
    const { result } = renderHook(() => useGridHistory(vi.fn()));
    act(() => result.current.record(edit));
    act(() => void result.current.step('undo'));
    act(() => result.current.record(mark));
    expect(result.current.history).toEqual({ undo: [mark], redo: [] });
  });
});
