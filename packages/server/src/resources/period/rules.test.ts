import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { boundsOf, isoWeek, periodLabel, steppedBounds, weekNumber } from './rules.js';

const MONDAY = 1;
const SUNDAY = 0;
const SATURDAY = 6;

/**
 * ISO 8601 week numbering written the other way round, from the week-year's first Monday (the
 * Monday on or before 4 January), to check {@link isoWeek} against over many years.
 */
function referenceIsoWeek(date: string): { week: number; year: number } {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const firstMonday = (year: number) => {
    const jan4 = Date.UTC(year, 0, 4) / 86_400_000;
    return jan4 - ((new Date(jan4 * 86_400_000).getUTCDay() + 6) % 7);
  };
  let year = Number(date.slice(0, 4)) + 1;
  while (firstMonday(year) > day) year -= 1;
  return { week: Math.floor((day - firstMonday(year)) / 7) + 1, year };
}

describe('periods', () => {
  it('are the week, month or year containing a day, both ends inclusive', () => {
    expect(boundsOf('2026-11-18', 'week', MONDAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(boundsOf('2026-11-22', 'week', MONDAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(boundsOf('2026-11-18', 'month', MONDAY)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(boundsOf('2026-11-18', 'year', MONDAY)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it("start weeks on the organisation's first day of the week", () => {
    expect(boundsOf('2026-11-18', 'week', SUNDAY)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(boundsOf('2026-11-15', 'week', SUNDAY)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(boundsOf('2026-11-22', 'week', SUNDAY)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(boundsOf('2026-11-18', 'week', SATURDAY)).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    // Months and years do not depend on it.
    expect(boundsOf('2026-11-18', 'month', SUNDAY)).toEqual(boundsOf('2026-11-18', 'month', MONDAY));
  });

  it('know leap years', () => {
    expect(boundsOf('2024-02-10', 'month', MONDAY)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(boundsOf('2026-02-10', 'month', MONDAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // Centuries are leap years only every 400 years.
    expect(boundsOf('2000-02-10', 'month', MONDAY).to).toBe('2000-02-29');
    expect(boundsOf('2100-02-10', 'month', MONDAY).to).toBe('2100-02-28');
    expect(steppedBounds('2024-03-01', 'month', MONDAY, -1)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(steppedBounds('2024-02-29', 'year', MONDAY, 1)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(boundsOf('2024-02-29', 'week', MONDAY)).toEqual({ from: '2024-02-26', to: '2024-03-03' });
  });

  it('step to the period before or after, across year ends and from any day of the period', () => {
    expect(steppedBounds('2026-03-01', 'month', MONDAY, -1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(steppedBounds('2026-03-01', 'month', MONDAY, 1)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    // From the 31st the next month is February, not March.
    expect(steppedBounds('2026-01-31', 'month', MONDAY, 1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(steppedBounds('2026-01-15', 'month', MONDAY, -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(steppedBounds('2026-12-15', 'month', MONDAY, 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(steppedBounds('2026-06-30', 'year', MONDAY, -1)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(steppedBounds('2026-12-31', 'week', MONDAY, 1)).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(steppedBounds('2027-01-01', 'week', MONDAY, -1)).toEqual({ from: '2026-12-21', to: '2026-12-27' });
    expect(steppedBounds('2026-11-18', 'week', SUNDAY, -1)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(steppedBounds('2026-11-18', 'week', MONDAY, 0)).toEqual(boundsOf('2026-11-18', 'week', MONDAY));
    expect(steppedBounds('2026-11-18', 'month', MONDAY, -2)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });
});

describe('week numbers', () => {
  it('are ISO 8601 week numbers and week-years when weeks start on Monday', () => {
    expect(weekNumber('2026-11-16')).toEqual({ week: 47, year: 2026 });
    // 2026 starts on a Thursday: its week 1 starts in December 2025, and it has a week 53.
    expect(weekNumber('2025-12-29')).toEqual({ week: 1, year: 2026 });
    expect(weekNumber('2026-12-28')).toEqual({ week: 53, year: 2026 });
    expect(weekNumber('2027-01-04')).toEqual({ week: 1, year: 2027 });
    // 1 January 2021 is a Friday: it lies in week 53 of 2020 (a leap year starting on Wednesday).
    expect(weekNumber(boundsOf('2021-01-01', 'week', MONDAY).from)).toEqual({ week: 53, year: 2020 });
    // 30 December 2024 (a Monday) already starts week 1 of 2025; 2024 has 52 weeks.
    expect(weekNumber('2024-12-30')).toEqual({ week: 1, year: 2025 });
    expect(weekNumber('2024-12-23')).toEqual({ week: 52, year: 2024 });
  });

  it('agree with ISO 8601 on every day from 1990 to 2060', () => {
    const mismatches: string[] = [];
    for (let day = parseDate('1990-01-01'); day.year <= 2060; day = day.add({ days: 1 })) {
      const date = day.toString();
      const ours = isoWeek(day);
      const reference = referenceIsoWeek(date);
      if (ours.week !== reference.week || ours.year !== reference.year) mismatches.push(date);
      if (date === boundsOf(date, 'week', MONDAY).from) expect(weekNumber(date)).toEqual(reference);
    }
    expect(mismatches).toEqual([]);
  });

  it('name a week that starts on Sunday or Saturday by the ISO week holding most of its days', () => {
    // Sunday 15 – Saturday 21 November shares Monday to Saturday with ISO week 47.
    expect(weekNumber('2026-11-15')).toEqual({ week: 47, year: 2026 });
    // Sunday 28 December 2025 – Saturday 3 January 2026: Monday 29 December starts ISO week 1 of 2026.
    expect(weekNumber('2025-12-28')).toEqual({ week: 1, year: 2026 });
    expect(weekNumber('2026-12-27')).toEqual({ week: 53, year: 2026 });
    expect(weekNumber('2027-01-03')).toEqual({ week: 1, year: 2027 });
    // Saturday 14 – Friday 20 November: its Monday to Friday are in week 47.
    expect(weekNumber('2026-11-14')).toEqual({ week: 47, year: 2026 });
    // Consecutive weeks count on by one, whatever the first day, through a year with 53 weeks.
    for (const firstDay of [0, 1, 2, 3, 4, 5, 6]) {
      let start = boundsOf('2026-01-01', 'week', firstDay).from;
      const numbers: string[] = [];
      for (let i = 0; i < 54; i += 1) {
        const { week, year } = weekNumber(start);
        numbers.push(`${year}-${week}`);
        start = parseDate(start).add({ weeks: 1 }).toString();
      }
      expect(numbers, `first day ${firstDay}`).toEqual([...Array.from({ length: 53 }, (_, i) => `2026-${i + 1}`), '2027-1']);
    }
  });
});

describe('labels', () => {
  it("name the period in the user's language", () => {
    const week = boundsOf('2026-11-18', 'week', MONDAY);
    expect(periodLabel(week, 'week', 'en')).toBe('Week 47, 2026');
    expect(periodLabel(week, 'week', 'nl')).toBe('week 47, 2026');
    const month = boundsOf('2026-11-18', 'month', MONDAY);
    expect(periodLabel(month, 'month', 'en')).toBe('November 2026');
    expect(periodLabel(month, 'month', 'nl')).toBe('november 2026');
    expect(periodLabel(boundsOf('2026-03-04', 'month', MONDAY), 'month', 'nl')).toBe('maart 2026');
    expect(periodLabel(boundsOf('2026-11-18', 'year', MONDAY), 'year', 'en')).toBe('2026');
    expect(periodLabel(boundsOf('2026-11-18', 'year', MONDAY), 'year', 'nl')).toBe('2026');
  });

  it("give a week around New Year its week-year, not the calendar year of its first day", () => {
    expect(periodLabel(boundsOf('2026-01-01', 'week', MONDAY), 'week', 'en')).toBe('Week 1, 2026');
    expect(periodLabel(boundsOf('2027-01-01', 'week', MONDAY), 'week', 'en')).toBe('Week 53, 2026');
    expect(periodLabel(boundsOf('2026-01-01', 'week', SUNDAY), 'week', 'nl')).toBe('week 1, 2026');
  });
});
