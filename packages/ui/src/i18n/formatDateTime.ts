import { formatDate } from './formatDate';
import { intlLocale } from './formatNumber';

// Creating an Intl.DateTimeFormat is far slower than using one; lists format many moments.
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(locale: string | null | undefined): Intl.DateTimeFormat {
  const resolved = intlLocale(locale);
  let formatter = timeFormatters.get(resolved);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(resolved, { hour: '2-digit', minute: '2-digit' });
    timeFormatters.set(resolved, formatter);
  }
  return formatter;
}

function toDate(moment: Date | string): Date | null {
  const date = typeof moment === 'string' ? new Date(moment.trim()) : moment;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Formats a moment (the API's `Timestamp`, ISO 8601 in UTC) in the user's local time: the day in
 * the user's date format, then the time of day as the interface language writes it.
 *
 * ```ts
 * formatDateTime('2026-03-02T09:15:00Z', 'DD-MM-YYYY', 'en') // '02-03-2026 10:15' in Amsterdam
 * ```
 *
 * @param moment a timestamp string or a `Date`
 * @param dateformat the user's preferred format (see {@link formatDate}); unknown means `DD-MM-YYYY`
 * @param locale `'en'`, `'nl'` or any BCP 47 tag, for the time of day (24-hour in en and nl)
 * @returns the formatted moment, or `''` when `moment` is missing or no valid moment
 */
export function formatDateTime(
  moment: Date | string | null | undefined,
  dateformat?: string | null,
  locale?: string | null,
): string {
  if (moment == null) return '';
  const date = toDate(moment);
  if (!date) return '';
  return `${formatDate(date, dateformat)} ${timeFormatter(locale).format(date)}`;
}
