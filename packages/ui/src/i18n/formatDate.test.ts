import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT, formatDate, isDateFormat } from './formatDate';

describe('formatDate', () => {
  it('formats a server date in each of the six formats', () => {
    const date = '2026-03-07';
    expect(formatDate(date, 'MM/DD/YYYY')).toBe('03/07/2026');
    expect(formatDate(date, 'DD-MM-YYYY')).toBe('07-03-2026');
    expect(formatDate(date, 'MM-DD-YYYY')).toBe('03-07-2026');
    expect(formatDate(date, 'YYYY-MM-DD')).toBe('2026-03-07');
    expect(formatDate(date, 'DD/MM/YYYY')).toBe('07/03/2026');
    expect(formatDate(date, 'DD.MM.YYYY')).toBe('07.03.2026');
  });

  it('offers exactly the formats of the spec, default first', () => {
    expect([...DATE_FORMATS].sort()).toEqual(
      ['MM/DD/YYYY', 'DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY'].sort(),
    );
    expect(DEFAULT_DATE_FORMAT).toBe('DD-MM-YYYY');
    expect(DATE_FORMATS[0]).toBe(DEFAULT_DATE_FORMAT);
  });

  it('defaults to DD-MM-YYYY for a missing or unknown format', () => {
    expect(formatDate('2026-12-31')).toBe('31-12-2026');
    expect(formatDate('2026-12-31', null)).toBe('31-12-2026');
    expect(formatDate('2026-12-31', 'YYYY/DD/MM')).toBe('31-12-2026');
  });

  it('uses the local calendar day of a Date', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59), 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDate(new Date(2026, 0, 5, 0, 0), 'DD.MM.YYYY')).toBe('05.01.2026');
  });

  it('reads a date-time string by its calendar date, without a timezone shift', () => {
    expect(formatDate('2026-01-05T00:00:00Z', 'DD-MM-YYYY')).toBe('05-01-2026');
    expect(formatDate('2026-01-05 13:45:00', 'DD-MM-YYYY')).toBe('05-01-2026');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('yesterday')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(new Date('nonsense'))).toBe('');
  });

  it('recognises the supported formats', () => {
    expect(isDateFormat('DD.MM.YYYY')).toBe(true);
    expect(isDateFormat('dd-mm-yyyy')).toBe(false);
    expect(isDateFormat(42)).toBe(false);
  });
});
