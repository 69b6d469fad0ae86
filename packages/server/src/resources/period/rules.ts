import { endOfMonth, endOfYear, getDayOfWeek, parseDate, startOfMonth, startOfYear, type CalendarDate } from '@internationalized/date';
import type { Locale, TimeUnit } from '@kwartier/api';
import { translate } from '../../domain/messages.js';
import { intlLocale } from '../../i18n/index.js';
import { weekOf } from '../time/rules.js';

// Reporting periods (the dashboard's week, month or year): both ends inclusive, `YYYY-MM-DD`
// text, calendar maths through @internationalized/date, names through Intl in the user's
// language. Weeks are the time sheet's weeks: they start on the organisation's first day of the
// week (time/rules.ts `weekOf`).

/** The Intl locale of an interface language, as the component library formats (`en` → `en-GB`). */

/** The first and last day of a period. */
export interface Bounds {
  from: string;
  to: string;
}

/** The week, month or year containing `date`; weeks start on `firstDayOfWeek` (0 Sunday … 6 Saturday). */
export function boundsOf(date: string, unit: TimeUnit, firstDayOfWeek: number): Bounds {
  if (unit === 'week') {
    const week = weekOf(date, firstDayOfWeek);
    return { from: week.start, to: week.end };
  }
  const day = parseDate(date);
  const [from, to] = unit === 'month' ? [startOfMonth(day), endOfMonth(day)] : [startOfYear(day), endOfYear(day)];
  return { from: from.toString(), to: to.toString() };
}

/**
 * The period of length `unit` `steps` periods away from the one containing `date` (−1: the one
 * before it, 1: the one after it). Stepping goes from the period's own ends, so from 31 January
 * the next month is February, and a step never skips or repeats a week.
 */
export function steppedBounds(date: string, unit: TimeUnit, firstDayOfWeek: number, steps: number): Bounds {
  let bounds = boundsOf(date, unit, firstDayOfWeek);
  for (let step = 0; step < Math.abs(steps); step += 1) {
    const beyond = steps < 0 ? parseDate(bounds.from).subtract({ days: 1 }) : parseDate(bounds.to).add({ days: 1 });
    bounds = boundsOf(beyond.toString(), unit, firstDayOfWeek);
  }
  return bounds;
}

/** The day of the year, 1 on 1 January. */
function dayOfYear(date: CalendarDate): number {
  return date.compare(startOfYear(date)) + 1;
}

/** ISO 8601: the week number and week-year of a day (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: CalendarDate): { week: number; year: number } {
  // Monday 0 … Sunday 6.
  const weekday = getDayOfWeek(date, 'en-GB', 'mon');
  const thursday = date.add({ days: 3 - weekday });
  return { week: Math.floor((dayOfYear(thursday) - 1) / 7) + 1, year: thursday.year };
}

/**
 * The number and year of the week that starts on `weekStart`, whatever day weeks start on: the
 * ISO 8601 week number and week-year of the week's fourth day, i.e. of the ISO week that holds
 * most of its days. With weeks starting on Monday the fourth day is Thursday and this is exactly
 * the ISO week. A week starting on Sunday takes the number of the Monday to Saturday it shares
 * with an ISO week (Sunday 15 – Saturday 21 November 2026 is week 47, as Monday 16 – Sunday 22
 * is); one starting on Saturday that of its Monday to Friday. So a year has 52 or 53 weeks, as
 * in ISO, and the days around New Year may belong to a week of the other year ('Week 53, 2026'
 * runs into January 2027; 'Week 1, 2026' starts in December 2025).
 */
export function weekNumber(weekStart: string): { week: number; year: number } {
  return isoWeek(parseDate(weekStart).add({ days: 3 }));
}

const monthYearFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 'November 2026' (en), 'november 2026' (nl). */
function monthLabel(date: CalendarDate, locale: Locale): string {
  let format = monthYearFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthYearFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/**
 * The period's name in the user's language: a week as 'Week 47, 2026' / 'week 47, 2026' (its
 * number and year by {@link weekNumber}), a month as 'November 2026' / 'november 2026', a year
 * as '2026'.
 */
export function periodLabel(bounds: Bounds, unit: TimeUnit, locale: Locale): string {
  if (unit === 'week') return translate(locale, 'period.week', weekNumber(bounds.from));
  const from = parseDate(bounds.from);
  return unit === 'month' ? monthLabel(from, locale) : String(from.year);
}
