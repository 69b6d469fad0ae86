import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarWeekStart, dateFormatLayout, toCalendarDate, toServerDate } from './datePickerValue';

describe('toCalendarDate', () => {
  it('reads server dates', () => {
    expect(toCalendarDate('2026-03-07')?.toString()).toBe('2026-03-07');
    expect(toCalendarDate(' 2026-12-31 ')?.toString()).toBe('2026-12-31');
  });
  it('ignores a time after the date', () => {
    expect(toCalendarDate('2026-01-05T23:30:00Z')?.toString()).toBe('2026-01-05');
    expect(toCalendarDate('2026-01-05 13:45:00')?.toString()).toBe('2026-01-05');
  });
  it('gives null for missing, malformed or impossible dates', () => {
    for (const value of [null, undefined, '', 'yesterday', '07-03-2026', '2026-3-7', '2026-02-30', '2026-13-01', '2026-03-07x']) {
      expect(toCalendarDate(value), String(value)).toBeNull();
    }
  });
});

describe('toServerDate', () => {
  it('writes YYYY-MM-DD with leading zeros', () => {
    expect(toServerDate(new CalendarDate(2026, 3, 7))).toBe('2026-03-07');
    expect(toServerDate({ year: 987, month: 12, day: 31 })).toBe('0987-12-31');
  });
  it('gives null for no date', () => {
    expect(toServerDate(null)).toBeNull();
    expect(toServerDate(undefined)).toBeNull();
  });
  it('round-trips with toCalendarDate', () => {
    expect(toServerDate(toCalendarDate('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('dateFormatLayout', () => {
  it('orders the segments and picks the separator of each of the six formats', () => {
    expect(dateFormatLayout('DD-MM-YYYY')).toEqual({ order: ['day', 'month', 'year'], separator: '-' });
    expect(dateFormatLayout('MM/DD/YYYY')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(dateFormatLayout('MM-DD-YYYY')).toEqual({ order: ['month', 'day', 'year'], separator: '-' });
    expect(dateFormatLayout('YYYY-MM-DD')).toEqual({ order: ['year', 'month', 'day'], separator: '-' });
    expect(dateFormatLayout('DD/MM/YYYY')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateFormatLayout('DD.MM.YYYY')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
  });
  it('falls back to DD-MM-YYYY', () => {
    expect(dateFormatLayout(undefined)).toEqual({ order: ['day', 'month', 'year'], separator: '-' });
    expect(dateFormatLayout('YYYY/DD/MM')).toEqual({ order: ['day', 'month', 'year'], separator: '-' });
  });
});

describe('calendarWeekStart', () => {
  it('maps Kwartier days 0 (Sunday) to 6 (Saturday)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(calendarWeekStart)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  });
  it('leaves anything else to the locale', () => {
    for (const value of [7, -1, 1.5, null, undefined, Number.NaN]) {
      expect(calendarWeekStart(value), String(value)).toBeUndefined();
    }
  });
});
