import type { DateFormat as ApiDateFormat } from '@kwartier/api';

/**
 * The date formats a user can choose, written in the user's own notation.
 * The first one is the default (day-month-year with dashes).
 */
export const DATE_FORMATS = [
  'DD-MM-YYYY',
  'MM/DD/YYYY',
  'MM-DD-YYYY',
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
] as const satisfies readonly ApiDateFormat[];

/** One of the six supported date formats: the API's `DateFormat`. */
export type DateFormat = ApiDateFormat;

// Compile-time check that the list above covers every format the API allows.
const everyApiFormatListed: readonly (typeof DATE_FORMATS)[number][] = [] as ApiDateFormat[];
void everyApiFormatListed;

/** Used when the user has no (or an unknown) preferred format. */
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD-MM-YYYY';

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
