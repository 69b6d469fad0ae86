import { numberFormatter, numberSeparators } from './formatNumber';

/**
 * Formats an amount of money stored as integer cents (as the API stores money) in the interface
 * language, with the currency sign as `Intl` writes it for that language.
 *
 * ```ts
 * formatMoney(123450, 'en') // '€1,234.50'
 * formatMoney(123450, 'nl') // '€ 1.234,50' (with a no-break space)
 * ```
 *
 * @param cents integer cents; a fraction of a cent is rounded
 * @param locale `'en'`, `'nl'` or any BCP 47 tag
 * @param currency ISO 4217 code; defaults to `'EUR'`
 */
export function formatMoney(cents: number, locale: string, currency = 'EUR'): string {
  const formatter = numberFormatter(locale, { style: 'currency', currency });
  // Divide whole cents so 0.1 + 0.2 style float noise never reaches the output; +0 avoids '-€0.00'.
  return formatter.format(Math.round(cents) / 100 + 0);
}

const CURRENCY_SIGNS = /[€$£]|eur\b|usd\b|gbp\b/gi;
const SPACES = /[\s\u00a0\u202f']/g;
const MINUS = /^[-\u2212]|[-\u2212]$/;

/**
 * Reads an amount typed by a user (with or without currency sign, thousands separators and
 * decimals) as integer cents, or `null` when it is not an amount.
 *
 * Users type both separators, so the text decides where it can: when it contains both `.` and `,`
 * the last one separates decimals; a lone locale decimal separator separates decimals; a lone
 * locale grouping separator groups thousands when exactly three digits follow (`'1.234'` is 1234
 * in Dutch, `'1,234'` in English) and separates decimals otherwise (`'12.5'` typed by a Dutch user
 * is 12,50). More than two decimals is not an amount of money and gives `null`.
 *
 * ```ts
 * parseMoney('€ 1.234,50', 'nl') // 123450
 * parseMoney('1,234.50', 'en')   // 123450
 * parseMoney('12,5', 'nl')       // 1250
 * parseMoney('-7', 'en')         // -700
 * parseMoney('abc', 'en')        // null
 * ```
 */
export function parseMoney(text: string | null | undefined, locale: string): number | null {
  if (typeof text !== 'string') return null;
  let s = text.replace(CURRENCY_SIGNS, '').replace(SPACES, '');
  let negative = false;
  const sign = MINUS.exec(s);
  if (sign) {
    negative = true;
    s = sign.index === 0 ? s.slice(1) : s.slice(0, -1);
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;

  const decimalSeparator = pickDecimalSeparator(s, numberSeparators(locale).decimal);
  const [integerPart, fraction = ''] = decimalSeparator ? splitOnce(s, decimalSeparator) : [s];
  const groupSeparator = decimalSeparator === ',' ? '.' : decimalSeparator === '.' ? ',' : integerPart.replace(/\d/g, '')[0];
  if (!/^\d{0,2}$/.test(fraction)) return null;
  let digits = integerPart;
  if (groupSeparator && integerPart.includes(groupSeparator)) {
    const grouped = new RegExp(`^\\d{1,3}(\\${groupSeparator}\\d{3})+$`);
    if (!grouped.test(integerPart)) return null;
    digits = integerPart.split(groupSeparator).join('');
  }
  if (!/^\d*$/.test(digits)) return null;
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Which of `.` and `,` separates decimals in `s` (digits and separators only), or null for none. */
function pickDecimalSeparator(s: string, localeDecimal: string): string | null {
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) return null;
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const separator = lastDot >= 0 ? '.' : ',';
  const count = s.split(separator).length - 1;
  if (count > 1) return null; // '1.234.567': only grouping
  if (separator === localeDecimal) return separator;
  // The locale's grouping character: thousands when exactly three digits follow.
  return s.length - s.indexOf(separator) - 1 === 3 ? null : separator;
}

function splitOnce(s: string, separator: string): [string, string] {
  const at = s.lastIndexOf(separator);
  return [s.slice(0, at), s.slice(at + 1)];
}
