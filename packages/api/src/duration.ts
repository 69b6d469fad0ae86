import { decimalText, divideRounded, numberFormatter } from './money';

// Durations, once for the server, the ui and the app: integer minutes (as the API stores time),
// written as hours and minutes or as decimal hours, and read from what people type in a cell.

/**
 * How a duration is written: `'clock'` as hours and minutes (`7:30`), `'decimal'` as hours with
 * a decimal fraction in the interface language (`7.5` in English, `7,5` in Dutch).
 */
export type DurationStyle = 'clock' | 'decimal';

/**
 * Formats a duration stored as integer minutes (as the API stores time).
 *
 * ```ts
 * formatDuration(450, 'clock', 'nl')   // '7:30'
 * formatDuration(450, 'decimal', 'nl') // '7,5'
 * formatDuration(450, 'decimal', 'en') // '7.5'
 * formatDuration(20, 'decimal', 'en')  // '0.33' (at most two decimals)
 * ```
 *
 * @param minutes whole minutes; a fraction is rounded; negative durations get a leading minus
 * @param style `'clock'` or `'decimal'`
 * @param locale `'en'`, `'nl'` or any BCP 47 tag; only the decimal style depends on it
 */
export function formatDuration(minutes: number, style: DurationStyle, locale: string | null | undefined = 'en'): string {
  if (!Number.isFinite(minutes)) return '';
  const total = Math.round(minutes);
  if (style === 'decimal') {
    // No grouping: '1000,5' reads back through parseDuration, '1.000,5' would not.
    return numberFormatter(locale, { maximumFractionDigits: 2, useGrouping: false }).format(total / 60 + 0);
  }
  const sign = total < 0 ? '-' : '';
  const abs = Math.abs(total);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Hour and minute units people type after a number, in English and Dutch ('7h', '7u', '7 uur', '90 min'). */
const HOUR_UNIT = '(?:h|hr|hrs|hours?|u|uur)';
const MINUTE_UNIT = '(?:m|min|mins|minutes?|minuten?)';
/** Hours with an optional decimal comma or point: '7', '7,5', '7.5', '7.', ',25'. */
const HOURS = '(\\d+(?:[.,]\\d*)?|[.,]\\d+)';
const CLOCK = /^(\d*):(\d{2})$/;
const DECIMAL_HOURS = new RegExp(`^${HOURS}$`);
const HOURS_AND_MINUTES = new RegExp(`^${HOURS}\\s*${HOUR_UNIT}(?:\\s*(\\d{1,2})\\s*(?:${MINUTE_UNIT})?)?$`, 'i');
const MINUTES = new RegExp(`^(\\d+)\\s*${MINUTE_UNIT}$`, 'i');

/** Decimal hours as whole minutes ('7,5' → 450); null when the text holds no digit. */
function hoursToMinutes(text: string): number | null {
  const [whole = '', fraction = ''] = text.split(/[.,]/);
  if (whole === '' && fraction === '') return null;
  const hours = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(hours) ? Math.round(hours * 60) : null;
}

/**
 * Reads a duration typed in a time-sheet cell as whole minutes, or `null` when the text is empty
 * or not a duration. A bare number means hours. Accepted, in either language and any letter case:
 *
 * - hours and minutes: `'7:30'`, `':45'` (minutes after a colon are two digits below 60);
 * - decimal hours with a comma or a point: `'7,5'`, `'7.5'`, `',25'`, `'7'`;
 * - units: `'7h'`, `'7h30'`, `'7h30m'`, `'1,5h'`, `'7u30'` and `'7 uur'` (Dutch), `'450m'`, `'90 min'`.
 *
 * Negative durations are not accepted; the caller bounds the result (a cell holds at most 24:00).
 *
 * ```ts
 * parseDuration('7:30') // 450
 * parseDuration('7,5')  // 450
 * parseDuration('7h30') // 450
 * parseDuration('90m')  // 90
 * parseDuration('')     // null
 * parseDuration('7:5')  // null (7:05 or 7:50?)
 * ```
 */
export function parseDuration(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const s = text.trim();
  const clock = CLOCK.exec(s);
  if (clock) {
    const minutes = Number(clock[2]);
    return minutes > 59 ? null : Number(clock[1] || '0') * 60 + minutes;
  }
  if (DECIMAL_HOURS.test(s)) return hoursToMinutes(s);
  const units = HOURS_AND_MINUTES.exec(s);
  if (units) {
    const hours = units[1] ?? '';
    const minutes = units[2] === undefined ? 0 : Number(units[2]);
    // '1,5h30' mixes two ways of writing the part of an hour; '7h75' is not a time of day.
    if (minutes > 59 || (units[2] !== undefined && /[.,]/.test(hours))) return null;
    const fromHours = hoursToMinutes(hours);
    return fromHours === null ? null : fromHours + minutes;
  }
  const minutes = MINUTES.exec(s);
  return minutes ? Number(minutes[1]) : null;
}

/**
 * A duration as decimal hours with a dot and two decimals, as a spreadsheet or the contract reads
 * it whatever the language: 450 → `'7.50'`, 20 → `'0.33'` (rounded half away from zero).
 */
export function decimalHoursText(minutes: number): string {
  const hundredths = divideRounded(BigInt(Math.round(minutes)) * 100n, 60n);
  return decimalText(hundredths);
}

/** The key of a time sheet cell (one activity on one day): `'<activity_id>:<date>'`. */
export function cellKey(activityId: number, date: string): string {
  return `${activityId}:${date}`;
}
