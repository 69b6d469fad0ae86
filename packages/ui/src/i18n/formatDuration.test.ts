import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './formatDuration';

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
    for (const text of ['', '  ', ':', '.', ',', 'abc', '7:5', '7:60', '7:300', '-1', '7,5,1', '7:30:00', '1,5h']) {
      expect(parseDuration(text), text).toBeNull();
    }
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });
});
