import { schemaDefaults, schemaEnums, type DateFormat as ApiDateFormat } from '@kwartier/api';

/** One of the supported date formats: the API's `DateFormat`. */
export type DateFormat = ApiDateFormat;

/** Used when the user has no (or an unknown) preferred format: the contract's default. */
export const DEFAULT_DATE_FORMAT: DateFormat = schemaDefaults.DateFormat;

/**
 * The date formats a user can choose, written in the user's own notation, as the contract lists
 * them, with the default first.
 */
export const DATE_FORMATS: readonly DateFormat[] = [
  DEFAULT_DATE_FORMAT,
  ...schemaEnums.DateFormat.filter((format) => format !== DEFAULT_DATE_FORMAT),
];

/** Whether `value` is one of the supported {@link DATE_FORMATS}. */
export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

// Server dates are calendar dates ('YYYY-MM-DD', possibly followed by a time). They are read
// as written, not through `new Date(string)`, which would treat them as UTC midnight and show
// the previous day west of Greenwich.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function toParts(date: Date | string): DateParts | null {
  if (typeof date === 'string') {
    const m = CALENDAR_DATE.exec(date.trim());
    if (!m) return null;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(year, month - 1, day);
    if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
    return { year, month, day };
  }
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * Formats a calendar date in one of the user's date formats.
 *
 * @param date a `Date` (its local calendar day is used) or a server date string `YYYY-MM-DD`
 *   (optionally followed by a time, which is ignored)
 * @param dateformat the user's preferred format; `null`, `undefined` or an unknown value falls
 *   back to `DD-MM-YYYY`
 * @returns the formatted date, or `''` when `date` is missing or not a valid date
 */
export function formatDate(
  date: Date | string | null | undefined,
  dateformat?: string | null,
): string {
  if (date == null) return '';
  const parts = toParts(date);
  if (!parts) return '';
  const format = isDateFormat(dateformat) ? dateformat : DEFAULT_DATE_FORMAT;
  const tokens: Record<string, string> = {
    YYYY: String(parts.year).padStart(4, '0'),
    MM: String(parts.month).padStart(2, '0'),
    DD: String(parts.day).padStart(2, '0'),
  };
  return format.replace(/YYYY|MM|DD/g, (token) => tokens[token]);
}
