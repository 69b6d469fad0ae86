// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeLine } from '../../../fixtures/time';
import { useLineActions, type LineActionsOptions } from './useLineActions';

const withHours = makeLine(1, { times: [60] });
const empty = makeLine(2);

function setup(overrides: Partial<LineActionsOptions> = {}) {
  const options: LineActionsOptions = {
    hoursOf: (line) => line.times.reduce((a, b) => a + b, 0),
    refusalOf: () => null,
    onAddLine: vi.fn(async () => undefined),
    onDeleteLine: vi.fn(async () => undefined),
    onCopyLastWeek: vi.fn(async () => undefined),
    focusLineWhenShown: vi.fn(),
    failed: () => 'That did not work.',
    ...overrides,
  };
  return { options, result: renderHook(() => useLineActions(options)).result };
}

describe('useLineActions', () => {
  it('deletes a line without hours at once, its button pending meanwhile', async () => {
    let resolve!: (value: undefined) => void;
    const { options, result } = setup({ onDeleteLine: vi.fn(() => new Promise<undefined>((r) => (resolve = r))) });
    act(() => result.current.onRequestDelete(empty));
    expect(options.onDeleteLine).toHaveBeenCalledWith(2);
    expect(result.current.deleting).toBe(2);
    expect(result.current.confirming).toBeNull();
    await act(async () => resolve(undefined));
    expect(result.current.deleting).toBeNull();
  });

  it('asks before deleting a line with hours, and deletes it once confirmed', async () => {
    const { options, result } = setup();
    act(() => result.current.onRequestDelete(withHours));
    expect(result.current.confirming).toBe(withHours);
    expect(options.onDeleteLine).not.toHaveBeenCalled();
    await act(async () => void (await result.current.confirmDelete()));
    expect(options.onDeleteLine).toHaveBeenCalledWith(1);
    act(() => result.current.cancelConfirm());
    expect(result.current.confirming).toBeNull();
  });

  it('refuses a line it knows cannot go at once: nothing asked, nothing sent', () => {
    const { options, result } = setup({ refusalOf: (line) => (line === withHours ? 'These hours are on invoice 20260001.' : null) });
    act(() => result.current.onRequestDelete(withHours));
    expect(result.current.notice).toBe('These hours are on invoice 20260001.');
    expect(result.current.confirming).toBeNull();
    expect(options.onDeleteLine).not.toHaveBeenCalled();
  });

  it("shows a refusal's message, or that it failed, and dismisses it", async () => {
    const refused = setup({ onDeleteLine: vi.fn(async () => ({ message: 'Not now.', errors: {} })) });
    act(() => refused.result.current.onRequestDelete(empty));
    await waitFor(() => expect(refused.result.current.notice).toBe('Not now.'));
    act(() => refused.result.current.dismissNotice());
    expect(refused.result.current.notice).toBeNull();

    const failing = setup({ onCopyLastWeek: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await act(async () => failing.result.current.copyLastWeek());
    await waitFor(() => expect(failing.result.current.notice).toBe('That did not work.'));
    expect(failing.options.focusLineWhenShown).not.toHaveBeenCalled();
  });

  it('focuses the added line, or the first line after Copy Last Week, once they resolved', async () => {
    const { options, result } = setup();
    const addLine = result.current.addLine;
    await act(async () => result.current.addLine(21));
    expect(options.onAddLine).toHaveBeenCalledWith(21);
    expect(options.focusLineWhenShown).toHaveBeenLastCalledWith(21);
    expect(result.current.addLine).toBe(addLine);
    await act(async () => result.current.copyLastWeek());
    expect(options.focusLineWhenShown).toHaveBeenLastCalledWith(null);
    expect(result.current.adding || result.current.copying).toBe(false);
  });
});
