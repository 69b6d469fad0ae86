import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

// Moments made from local clock times, so the expectations hold in any time zone.
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('formatDateTime', () => {
  it('writes the local day in the user format, then the 24-hour time of day', () => {
    const moment = local(2026, 3, 7, 9, 5);
    expect(formatDateTime(moment, 'DD-MM-YYYY', 'en')).toBe('07-03-2026 09:05');
    expect(formatDateTime(moment, 'MM/DD/YYYY', 'en')).toBe('03/07/2026 09:05');
    expect(formatDateTime(moment, 'YYYY-MM-DD', 'nl')).toBe('2026-03-07 09:05');
    expect(formatDateTime(local(2026, 12, 31, 23, 59), 'DD.MM.YYYY', 'nl')).toBe('31.12.2026 23:59');
  });

  it('reads the moment in local time, so a late UTC moment can fall on the next local day', () => {
    const moment = new Date(Date.UTC(2026, 0, 5, 23, 30));
    const expectedDay = `${String(moment.getDate()).padStart(2, '0')}-${String(moment.getMonth() + 1).padStart(2, '0')}-2026`;
    expect(formatDateTime('2026-01-05T23:30:00Z', 'DD-MM-YYYY', 'en').split(' ')[0]).toBe(expectedDay);
  });

  it('accepts a Date and falls back to DD-MM-YYYY', () => {
    expect(formatDateTime(new Date(2026, 1, 3, 14, 0), null, 'en')).toBe('03-02-2026 14:00');
  });

  it('is empty for a missing or invalid moment', () => {
    expect(formatDateTime(null, 'DD-MM-YYYY', 'en')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a moment', 'DD-MM-YYYY', 'en')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});
