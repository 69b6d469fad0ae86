import { parseDate, type CalendarDate } from '@internationalized/date';
import { DEFAULT_DATE_FORMAT, isDateFormat } from '../../i18n/formatDate';

/**
 * Reads a server date (`YYYY-MM-DD`, possibly followed by a time, which is ignored) as a calendar
 * date for react-aria. Returns `null` for a missing or impossible date ('2026-02-30').
 */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  if (!match) return null;
  try {
    return parseDate(match[1]);
  } catch {
    return null;
  }
}

/** Writes a react-aria date value as a server date `YYYY-MM-DD`, or `null` for none. */
export function toServerDate(value: { year: number; month: number; day: number } | null | undefined): string | null {
  if (!value) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(value.year, 4)}-${pad(value.month, 2)}-${pad(value.day, 2)}`;
}

/** A date part as react-aria names its segments. */
export type DatePart = 'day' | 'month' | 'year';

/**
 * The order of the day, month and year segments and the character between them for one of the
 * user's date formats, e.g. `DD.MM.YYYY` → day, month, year with '.'.
 * An unknown format falls back to `DD-MM-YYYY`.
 */
export function dateFormatLayout(dateFormat: string | null | undefined): { order: DatePart[]; separator: string } {
  const format = isDateFormat(dateFormat) ? dateFormat : DEFAULT_DATE_FORMAT;
  const parts: Record<string, DatePart> = { DD: 'day', MM: 'month', YYYY: 'year' };
  const order = (format.match(/YYYY|MM|DD/g) ?? []).map((token) => parts[token]);
  const separator = format.replace(/YYYY|MM|DD/g, '').charAt(0);
  return { order, separator };
}

const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A first day of the week as react-aria's Calendar takes it. */
export type CalendarWeekStart = (typeof WEEK_DAYS)[number];

/**
 * Converts Kwartier's first day of the week (0 Sunday … 6 Saturday, the organisation's
 * `firstdayoftheweek`) to react-aria's `'sun' | 'mon' | …`. Anything else gives `undefined`,
 * which lets the calendar follow the interface language.
 */
export function calendarWeekStart(firstDayOfWeek: number | null | undefined): CalendarWeekStart | undefined {
  return typeof firstDayOfWeek === 'number' && Number.isInteger(firstDayOfWeek) ? WEEK_DAYS[firstDayOfWeek] : undefined;
}
