import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../domain/money.js';
import { daysIn, entryRevenueCents, MAX_DAYS, membersPerDay, minutesPerDay, rangeParts, rangeProblem, startDate } from './rules.js';

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
  it('is the minutes as hours to two decimals × the hourly rate, in whole cents: the invoice line’s rule', () => {
    expect(entryRevenueCents(60, 8550)).toBe(8550);
    expect(entryRevenueCents(450, 8500)).toBe(63_750);
    expect(formatCents(entryRevenueCents(450, 8500))).toBe('637.50');
    expect(entryRevenueCents(90, 10_000)).toBe(15_000);
    expect(entryRevenueCents(0, 8550)).toBe(0);
    expect(entryRevenueCents(600, 0)).toBe(0);
    // 8:01 is 8.02 h: 8.02 × 85.50 = 685.71, as "Add tracked time" bills it (not 481 ÷ 60 × 85.50 = 685.43).
    expect(entryRevenueCents(481, 8550)).toBe(68_571);
  });

  it('rounds the hours half up to hundredths, then half a cent up and less than half down', () => {
    // 1 minute is 0.02 h: at 85.50 an hour 171 cents, at 85.00 170, at 85.20 170.4.
    expect(entryRevenueCents(1, 8550)).toBe(171);
    expect(entryRevenueCents(1, 8500)).toBe(170);
    expect(entryRevenueCents(1, 8520)).toBe(170);
    // At 0.01 an hour: 0.02 h is 0.02 cents, 0.48 h 0.48 cents, 0.50 h half a cent.
    expect(entryRevenueCents(1, 1)).toBe(0);
    expect(entryRevenueCents(29, 1)).toBe(0);
    expect(entryRevenueCents(30, 1)).toBe(1);
    expect(entryRevenueCents(7, 9999)).toBe(1200); // 0.12 h × 99.99 = 11.9988
  });

  it('stays exact for a full day at the highest rate the contract takes', () => {
    // RateInput has at most 10 digits before the point: 9,999,999,999.99 an hour.
    const rate = 999_999_999_999;
    expect(entryRevenueCents(1440, rate)).toBe(rate * 24);
    expect(Number.isSafeInteger(2400 * rate + 50)).toBe(true);
  });
});

describe('the parts of a range', () => {
  it('are its whole months when it follows month edges', () => {
    expect(rangeParts('2026-03-01', '2026-03-31')).toEqual({ months: { from: '2026-03', to: '2026-03' }, days: [] });
    expect(rangeParts('2026-01-01', '2026-12-31')).toEqual({ months: { from: '2026-01', to: '2026-12' }, days: [] });
    expect(rangeParts('2028-02-01', '2028-02-29')).toEqual({ months: { from: '2028-02', to: '2028-02' }, days: [] });
    expect(rangeParts('2026-12-01', '2027-01-31')).toEqual({ months: { from: '2026-12', to: '2027-01' }, days: [] });
  });

  it('are days only within one month, or across a month end without a whole month', () => {
    expect(rangeParts('2026-03-02', '2026-03-08')).toEqual({ months: null, days: [{ from: '2026-03-02', to: '2026-03-08' }] });
    expect(rangeParts('2026-03-01', '2026-03-07')).toEqual({ months: null, days: [{ from: '2026-03-01', to: '2026-03-07' }] });
    expect(rangeParts('2026-03-25', '2026-03-31')).toEqual({ months: null, days: [{ from: '2026-03-25', to: '2026-03-31' }] });
    expect(rangeParts('2026-03-30', '2026-04-05')).toEqual({ months: null, days: [{ from: '2026-03-30', to: '2026-04-05' }] });
    // February 2026 has 28 days: the 28th is its end, so a week from there is not whole.
    expect(rangeParts('2026-02-23', '2026-02-28')).toEqual({ months: null, days: [{ from: '2026-02-23', to: '2026-02-28' }] });
    expect(rangeParts('2026-03-15', '2026-03-15')).toEqual({ months: null, days: [{ from: '2026-03-15', to: '2026-03-15' }] });
  });

  it('are whole months with the days before and after them', () => {
    expect(rangeParts('2026-01-15', '2027-01-14')).toEqual({
      months: { from: '2026-02', to: '2026-12' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2027-01-01', to: '2027-01-14' },
      ],
    });
    expect(rangeParts('2026-02-27', '2026-03-31')).toEqual({ months: { from: '2026-03', to: '2026-03' }, days: [{ from: '2026-02-27', to: '2026-02-28' }] });
    expect(rangeParts('2028-02-01', '2028-03-03')).toEqual({ months: { from: '2028-02', to: '2028-02' }, days: [{ from: '2028-03-01', to: '2028-03-03' }] });
    // The leap day ends February 2028.
    expect(rangeParts('2028-01-31', '2028-02-29')).toEqual({ months: { from: '2028-02', to: '2028-02' }, days: [{ from: '2028-01-31', to: '2028-01-31' }] });
  });

  it('cover every day of the range exactly once', () => {
    const cases: [string, string][] = [
      ['2026-01-15', '2027-01-14'],
      ['2026-02-27', '2026-03-31'],
      ['2026-03-02', '2026-03-08'],
      ['2028-01-01', '2028-12-31'],
      ['2025-12-31', '2026-01-01'],
    ];
    for (const [from, to] of cases) {
      const { months, days } = rangeParts(from, to);
      const covered: string[] = [];
      for (const span of days) for (let day = parseDate(span.from); day.compare(parseDate(span.to)) <= 0; day = day.add({ days: 1 })) covered.push(day.toString());
      if (months) {
        for (let day = parseDate(`${months.from}-01`); day.toString().slice(0, 7) <= months.to; day = day.add({ days: 1 })) covered.push(day.toString());
      }
      expect(covered.length, `${from} – ${to}`).toBe(daysIn(from, to));
      expect(new Set(covered).size).toBe(covered.length);
      expect(covered.every((day) => day >= from && day <= to)).toBe(true);
    }
  });
});

describe('membersPerDay', () => {
  it("spreads each member's days over the range, in the order of the rows", () => {
    expect(
      membersPerDay('2026-03-02', '2026-03-04', [
        { date: '2026-03-02', user_id: 7, user_name: 'Anna', minutes: 60 },
        { date: '2026-03-04', user_id: 7, user_name: 'Anna', minutes: 30 },
        { date: '2026-03-03', user_id: 3, user_name: 'Mark', minutes: 90 },
      ]),
    ).toEqual([
      { user_id: 7, user_name: 'Anna', timetotals: [60, 0, 30] },
      { user_id: 3, user_name: 'Mark', timetotals: [0, 90, 0] },
    ]);
    expect(membersPerDay('2026-03-02', '2026-03-04', [])).toEqual([]);
  });
});
