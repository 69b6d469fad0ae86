import { intlLocale } from './formatNumber';

/**
 * The period an invoice dated `date` (`YYYY-MM-DD`) covers by default: its month and year in the
 * user's language ('March 2026', 'maart 2026'). `''` for a missing or malformed date.
 */
export function periodOf(date: string | null | undefined, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return '';
  const [, year, month] = match;
  const day = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  if (Number.isNaN(day.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** Today's date in the browser's time zone as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
