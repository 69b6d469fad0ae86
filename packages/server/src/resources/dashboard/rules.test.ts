import { describe, expect, it } from 'vitest';
import { formatCents } from '../../domain/money.js';
import { daysIn, entryRevenueCents, MAX_DAYS, minutesPerDay, rangeProblem, startDate } from './rules.js';

describe('the range', () => {
  it('counts its days with both ends, across months, year ends and leap days', () => {
    expect(daysIn('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysIn('2026-03-02', '2026-03-08')).toBe(7);
    expect(daysIn('2026-02-01', '2026-02-28')).toBe(28);
    expect(daysIn('2028-02-01', '2028-02-29')).toBe(29);
    expect(daysIn('2026-12-28', '2027-01-03')).toBe(7);
    expect(daysIn('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysIn('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('may not end before it starts, nor span more than a leap year', () => {
    expect(rangeProblem('2026-03-02', '2026-03-02')).toBeNull();
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(rangeProblem('2026-03-02', '2026-03-01')).toEqual({ id: 'dashboard.to_before_from', params: {} });
    expect(rangeProblem('2026-01-01', '2027-01-02')).toEqual({ id: 'dashboard.range_too_long', params: { days: MAX_DAYS } });
    expect(rangeProblem('2026-01-01', '2027-01-01')).toBeNull();
  });

  it('starts on `from`, with the month counted from 1', () => {
    expect(startDate('2026-03-02')).toEqual({ year: 2026, month: 3, day: 2 });
    expect(startDate('2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(startDate('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

describe('minutes per day', () => {
  it('has an entry for every day of the range, 0 where nothing was registered', () => {
    expect(minutesPerDay('2026-03-02', '2026-03-08', [])).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(
      minutesPerDay('2026-03-02', '2026-03-08', [
        { date: '2026-03-05', minutes: 240 },
        { date: '2026-03-02', minutes: 120 },
        { date: '2026-03-03', minutes: 90 },
      ]),
    ).toEqual([120, 90, 0, 240, 0, 0, 0]);
  });

  it('places days across a month end and a leap day', () => {
    const days = minutesPerDay('2028-02-28', '2028-03-01', [
      { date: '2028-02-29', minutes: 15 },
      { date: '2028-03-01', minutes: 30 },
    ]);
    expect(days).toEqual([0, 15, 30]);
    expect(minutesPerDay('2028-01-01', '2028-12-31', [{ date: '2028-12-31', minutes: 1 }])).toHaveLength(366);
    expect(minutesPerDay('2028-01-01', '2028-12-31', [{ date: '2028-12-31', minutes: 1 }])[365]).toBe(1);
  });
});

describe('revenue of an entry', () => {
  it('is minutes × the hourly rate ÷ 60 in whole cents', () => {
    expect(entryRevenueCents(60, 8550)).toBe(8550);
    expect(entryRevenueCents(450, 8500)).toBe(63_750);
    expect(formatCents(entryRevenueCents(450, 8500))).toBe('637.50');
    expect(entryRevenueCents(90, 10_000)).toBe(15_000);
    expect(entryRevenueCents(0, 8550)).toBe(0);
    expect(entryRevenueCents(600, 0)).toBe(0);
  });

  it('rounds half a cent up and less than half down', () => {
    // 1 minute at 85.50 an hour is 142.5 cents.
    expect(entryRevenueCents(1, 8550)).toBe(143);
    // 1 minute at 85.00 is 141.67 cents; at 85.20 it is 142.
    expect(entryRevenueCents(1, 8500)).toBe(142);
    expect(entryRevenueCents(1, 8520)).toBe(142);
    // 1 minute at 0.01 is 0.0167 cents; 30 minutes at 0.01 is half a cent.
    expect(entryRevenueCents(1, 1)).toBe(0);
    expect(entryRevenueCents(29, 1)).toBe(0);
    expect(entryRevenueCents(30, 1)).toBe(1);
    expect(entryRevenueCents(7, 9999)).toBe(1167); // 1166.55
  });

  it('stays exact for a full day at the highest rate the contract takes', () => {
    // RateInput has at most 10 digits before the point: 9,999,999,999.99 an hour.
    const rate = 999_999_999_999;
    expect(entryRevenueCents(1440, rate)).toBe(rate * 24);
    expect(Number.isSafeInteger(1440 * rate + 30)).toBe(true);
  });
});
