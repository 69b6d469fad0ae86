import { fromDate, getLocalTimeZone, maxDate, minDate, parseDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { schemaBounds } from '@kwartier/api';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';

// The expiry of a new API token: a number of days from now, or the end (UTC) of
// a date the user picks. The server takes exactly one of the two and refuses a token that never
// expires (`AccessTokenCreate` in openapi.yaml).

/** The longest a token may live, in days, read from the contract. */
export const MAX_TOKEN_DAYS = schemaBounds.AccessTokenCreate.expires_in_days.maximum;

/** The lifetimes offered as presets, in days; the last is the contract's longest. */
export const EXPIRY_PRESETS = [7, 30, 90, MAX_TOKEN_DAYS] as const;

/** The preset chosen at first. */
export const DEFAULT_EXPIRY_DAYS = 90;

/**
 * The dates a user may pick as the last day of a token, `YYYY-MM-DD`. The server wants a date after
 * today and at most MAX_TOKEN_DAYS ahead, both in UTC; the user thinks in their own days. So
 * the range is what both allow: from tomorrow (the later of the local and the UTC one) to
 * MAX_TOKEN_DAYS ahead (the earlier of the two). Given `today` (`YYYY-MM-DD`, e.g. in a story),
 * that day is both.
 */
export function expiryDateRange(now: Date = new Date(), today?: string, timeZone: string = getLocalTimeZone()): { min: string; max: string } {
  const days: CalendarDate[] = today ? [parseDate(today)] : [toCalendarDate(fromDate(now, timeZone)), toCalendarDate(fromDate(now, 'UTC'))];
  const min = maxDate(...days.map((day) => day.add({ days: 1 })))!;
  const max = minDate(...days.map((day) => day.add({ days: MAX_TOKEN_DAYS })))!;
  return { min: min.toString(), max: max.toString() };
}

/**
 * The day a token expires, in the user's date format ('31-05-2026' for DD-MM-YYYY). A token made
 * for a date expires at the end of that date in UTC, so the day is read in UTC: the date picked,
 * not the next one east of Greenwich.
 */
export function formatExpiry(expiresAt: string, dateFormat?: DateFormat | null): string {
  const moment = new Date(expiresAt);
  if (Number.isNaN(moment.getTime())) return '';
  return formatDate(moment.toISOString().slice(0, 10), dateFormat);
}
