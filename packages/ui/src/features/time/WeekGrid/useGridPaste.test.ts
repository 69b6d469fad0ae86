// @vitest-environment happy-dom
import type { ClipboardEvent } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeLine } from '../../../fixtures/time';
import { parseDuration } from '../../../i18n/formatDuration';
import { useGridPaste, type GridPasteOptions } from './useGridPaste';

const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const lines = [makeLine(1, { times: [60] }), makeLine(2, { readOnly: { 1: 'before_project_start' } })];

function clipboardEvent(text = '') {
  const data = new Map([['text/plain', text]]);
  return {
    preventDefault: vi.fn(),
    clipboardData: { getData: (type: string) => data.get(type) ?? '', setData: (type: string, value: string) => data.set(type, value) },
    data,
  };
}

function setup(overrides: Partial<GridPasteOptions> = {}) {
  const options: GridPasteOptions = {
    lines,
    dates,
    active: { row: 0, col: 0 },
    edit: null,
    displayed: (line, day) => line.times[day] ?? 0,
    markOf: () => null,
    textOf: () => '1:00',
    parse: parseDuration,
    dropEdit: vi.fn(),
    record: vi.fn(),
    onPasted: vi.fn(),
    ...overrides,
  };
  return { options, handlers: renderHook(() => useGridPaste(options)).result.current };
}

describe('useGridPaste', () => {
  it('fills a block from the active cell as one step: read-only days skipped, unreadable cells marked', () => {
    const { options, handlers } = setup();
    const event = clipboardEvent('2\t3\n4\tx\r\n');
    handlers.onPaste(event as unknown as ClipboardEvent<HTMLElement>);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(options.record).toHaveBeenCalledTimes(1);
    expect(options.record).toHaveBeenCalledWith({
      edits: [
        { activity_id: 1, date: '2026-11-16', before: 60, after: 120 },
        { activity_id: 1, date: '2026-11-17', before: 0, after: 180 },
        { activity_id: 2, date: '2026-11-16', before: 0, after: 240 },
      ],
      marks: [],
    });
    expect(options.onPasted).toHaveBeenCalledWith(expect.objectContaining({ skippedReadOnly: 1, invalid: 0 }));
  });

  it('leaves one value pasted while typing to the editor, and drops the typing for a block', () => {
    const typing = setup({ edit: '1' });
    const value = clipboardEvent('7:30');
    typing.handlers.onPaste(value as unknown as ClipboardEvent<HTMLElement>);
    expect(value.preventDefault).not.toHaveBeenCalled();
    expect(typing.options.record).not.toHaveBeenCalled();

    const block = clipboardEvent('1\t2');
    typing.handlers.onPaste(block as unknown as ClipboardEvent<HTMLElement>);
    expect(typing.options.dropEdit).toHaveBeenCalled();
    expect(typing.options.record).toHaveBeenCalledTimes(1);
  });

  it('pastes nothing on the total or delete column', () => {
    const { options, handlers } = setup({ active: { row: 0, col: 7 } });
    handlers.onPaste(clipboardEvent('1\t2') as unknown as ClipboardEvent<HTMLElement>);
    expect(options.record).not.toHaveBeenCalled();
  });

  it('copies what the active cell shows, but not while typing', () => {
    const { handlers } = setup();
    const event = clipboardEvent();
    handlers.onCopy(event as unknown as ClipboardEvent<HTMLElement>);
    expect(event.data.get('text/plain')).toBe('1:00');

    const typing = setup({ edit: '3' });
    const ignored = clipboardEvent();
    typing.handlers.onCopy(ignored as unknown as ClipboardEvent<HTMLElement>);
    expect(ignored.preventDefault).not.toHaveBeenCalled();
  });
});
