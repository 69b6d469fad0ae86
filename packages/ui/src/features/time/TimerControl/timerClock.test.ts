import { describe, expect, it } from 'vitest';
import { elapsedOf, formatElapsed, isTimerShortcut } from './timerClock';

describe('the timer clock', () => {
  it('shows h:mm:ss', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(59_999)).toBe('0:00:59');
    expect(formatElapsed((2 * 3600 + 2 * 60 + 3) * 1000)).toBe('2:02:03');
    expect(formatElapsed(26 * 3600 * 1000)).toBe('26:00:00');
    expect(formatElapsed(-5000)).toBe('0:00:00');
  });
  it('counts to now while running, to the stop once stopped', () => {
    const started_at = '2026-03-03T08:00:00Z';
    expect(elapsedOf({ started_at, stopped_at: null }, Date.parse('2026-03-03T08:01:00Z'))).toBe(60_000);
    expect(elapsedOf({ started_at, stopped_at: '2026-03-03T08:00:30Z' }, Date.parse('2026-03-03T09:00:00Z'))).toBe(30_000);
  });
  it('knows its shortcut', () => {
    const none = { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, code: 'KeyT' };
    expect(isTimerShortcut({ ...none, altKey: true, shiftKey: true })).toBe(true);
    expect(isTimerShortcut({ ...none, altKey: true })).toBe(false);
    expect(isTimerShortcut({ ...none, altKey: true, shiftKey: true, ctrlKey: true })).toBe(false);
    expect(isTimerShortcut({ ...none, altKey: true, shiftKey: true, code: 'KeyY' })).toBe(false);
  });
});
