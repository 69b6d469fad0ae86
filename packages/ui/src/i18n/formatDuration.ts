import { DEFAULT_LOCALE } from './messages';
import { numberFormatter } from './formatNumber';

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
export function formatDuration(minutes: number, style: DurationStyle, locale: string = DEFAULT_LOCALE): string {
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

/**
 * Reads a duration typed in a time-sheet cell as whole minutes, or `null` when the text is empty
 * or not a duration. Accepts hours and minutes (`'7:30'`, `':45'`), hours with a decimal comma or
 * point in either language (`'7,5'`, `'7.5'`, `',25'`) and whole hours (`'7'`). Minutes after a
 * colon must be two digits below 60; negative durations are not accepted.
 *
 * ```ts
 * parseDuration('7:30') // 450
 * parseDuration('7,5')  // 450
 * parseDuration('7')    // 420
 * parseDuration('')     // null
 * ```
 */
export function parseDuration(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const s = text.trim();
  const clock = /^(\d*):(\d{2})$/.exec(s);
  if (clock) {
    const minutes = Number(clock[2]);
    if (minutes > 59) return null;
    return Number(clock[1] || '0') * 60 + minutes;
  }
  const decimal = /^(\d*)(?:[.,](\d*))?$/.exec(s);
  if (!decimal || (decimal[1] === '' && !decimal[2])) return null;
  const hours = Number(`${decimal[1] || '0'}.${decimal[2] || '0'}`);
  return Number.isFinite(hours) ? Math.round(hours * 60) : null;
}
