import { describe, expect, it } from 'vitest';
import { cellKey, decimalHoursText, formatDuration, parseDuration } from './duration';

describe('formatDuration', () => {
  it('writes hours and minutes in clock style', () => {
    expect(formatDuration(450, 'clock', 'nl')).toBe('7:30');
    expect(formatDuration(450, 'clock', 'en')).toBe('7:30');
    expect(formatDuration(0, 'clock', 'en')).toBe('0:00');
    expect(formatDuration(5, 'clock', 'en')).toBe('0:05');
    expect(formatDuration(60 * 40 + 1, 'clock', 'en')).toBe('40:01');
    expect(formatDuration(-90, 'clock', 'en')).toBe('-1:30');
  });
  it('writes decimal hours with the language decimal separator', () => {
    expect(formatDuration(450, 'decimal', 'nl')).toBe('7,5');
    expect(formatDuration(450, 'decimal', 'en')).toBe('7.5');
    expect(formatDuration(480, 'decimal', 'nl')).toBe('8');
    expect(formatDuration(20, 'decimal', 'en')).toBe('0.33');
    expect(formatDuration(0, 'decimal', 'nl')).toBe('0');
  });
  it('does not group thousands of hours, so the text reads back', () => {
    expect(formatDuration(1000 * 60 + 30, 'decimal', 'nl')).toBe('1000,5');
    expect(parseDuration(formatDuration(1000 * 60 + 30, 'decimal', 'nl'))).toBe(1000 * 60 + 30);
  });
  it('rounds fractions of a minute and defaults to English', () => {
    expect(formatDuration(89.6, 'clock', 'en')).toBe('1:30');
    expect(formatDuration(90, 'decimal')).toBe('1.5');
    expect(formatDuration(Number.NaN, 'clock', 'en')).toBe('');
  });
});

describe('parseDuration', () => {
  it('reads the notations of a time-sheet cell', () => {
    expect(parseDuration('7:30')).toBe(450);
    expect(parseDuration('7,5')).toBe(450);
    expect(parseDuration('7.5')).toBe(450);
    expect(parseDuration('7')).toBe(420);
  });
  it('reads partial notations and surrounding spaces', () => {
    expect(parseDuration(':45')).toBe(45);
    expect(parseDuration('0:05')).toBe(5);
    expect(parseDuration(',25')).toBe(15);
    expect(parseDuration('7.')).toBe(420);
    expect(parseDuration(' 8 ')).toBe(480);
    expect(parseDuration('0')).toBe(0);
    expect(parseDuration('12:00')).toBe(720);
  });
  it('reads hours and minutes written with units, in English and Dutch', () => {
    expect(parseDuration('7h')).toBe(420);
    expect(parseDuration('7h30')).toBe(450);
    expect(parseDuration('7h30m')).toBe(450);
    expect(parseDuration('7H 30M')).toBe(450);
    expect(parseDuration('1,5h')).toBe(90);
    expect(parseDuration('1.5 hours')).toBe(90);
    expect(parseDuration('7u30')).toBe(450);
    expect(parseDuration('7 uur')).toBe(420);
    expect(parseDuration('2 uur 15 min')).toBe(135);
    expect(parseDuration('450m')).toBe(450);
    expect(parseDuration('90m')).toBe(90);
    expect(parseDuration('90 min')).toBe(90);
    expect(parseDuration('45 minuten')).toBe(45);
    expect(parseDuration('0h')).toBe(0);
  });
  it('reads every notation of the issue to the same minutes', () => {
    const expected: Record<string, number> = {
      '7': 420, '7.5': 450, '7,5': 450, '7:30': 450, '7h30': 450, '7h': 420, '450m': 450, '90m': 90, ':45': 45,
    };
    for (const [text, minutes] of Object.entries(expected)) expect(parseDuration(text), text).toBe(minutes);
  });
  it('rounds decimal hours to whole minutes', () => {
    expect(parseDuration('0,33')).toBe(20);
    expect(parseDuration('1.333')).toBe(80);
  });
  it('reads back what formatDuration writes', () => {
    for (const minutes of [0, 5, 15, 450, 480, 605]) {
      expect(parseDuration(formatDuration(minutes, 'clock', 'nl'))).toBe(minutes);
    }
    for (const minutes of [0, 15, 30, 45, 450, 480]) {
      expect(parseDuration(formatDuration(minutes, 'decimal', 'nl'))).toBe(minutes);
      expect(parseDuration(formatDuration(minutes, 'decimal', 'en'))).toBe(minutes);
    }
  });
  it('returns null for empty or invalid text', () => {
    for (const text of ['', '  ', ':', '.', ',', 'abc', '7:5', '7:60', '7:300', '-1', '7,5,1', '7:30:00', 'h', 'm', '7h75', '1,5h30', '7m30', '7 x', '-7h', '7hh', 'h7', '30 m 7']) {
      expect(parseDuration(text), text).toBeNull();
    }
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });
});

describe('decimalHoursText', () => {
  it('writes minutes as decimal hours with a dot, rounded half away from zero', () => {
    expect(decimalHoursText(450)).toBe('7.50');
    expect(decimalHoursText(45)).toBe('0.75');
    expect(decimalHoursText(20)).toBe('0.33');
    expect(decimalHoursText(50)).toBe('0.83');
    expect(decimalHoursText(1)).toBe('0.02');
    expect(decimalHoursText(0)).toBe('0.00');
    expect(decimalHoursText(600000)).toBe('10000.00');
  });
});

describe('cellKey', () => {
  it('names a cell by its activity and day', () => {
    expect(cellKey(12, '2026-03-02')).toBe('12:2026-03-02');
  });
});
