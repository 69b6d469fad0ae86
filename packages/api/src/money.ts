// Money, quantities and percentages, once for the server and the ui (no CSS, no DOM).
//
// The contract sends decimals as strings with a dot ("1234.50", inputs also "85" or "85.5"); the
// database and every sum keep integer hundredths (cents for money). The two meet here, digit by
// digit: an amount never passes through a float, where 0.1 + 0.2 is not 0.3. Formatting for people
// is `Intl.NumberFormat` in a language (`'en'` written the British way, `'nl'` the Dutch way), fed
// the decimal string itself so no digit is lost however large the amount.

/** The regional variant of each interface language: English written the British way, Dutch the Dutch way. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * The `Intl` locale of a language: `'en'` → `'en-GB'`, `'nl'` → `'nl-NL'`; any other tag
 * (`'nl-BE'`, `'en-US'`) is used as given, and an empty value means English.
 */
export function intlLocale(locale: string | null | undefined): string {
  const tag = (locale ?? '').trim();
  if (tag === '') return INTL_LOCALES.en!;
  return INTL_LOCALES[tag.toLowerCase()] ?? tag;
}

// Creating an Intl.NumberFormat is far slower than using one; grids and lists format hundreds.
const formatters = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat` for a language and options. */
export function numberFormatter(locale: string | null | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const resolved = intlLocale(locale);
  const key = `${resolved}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(resolved, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A number in a language: `formatNumber(1234.5, 'en')` → `'1,234.5'`, `'nl'` → `'1.234,5'`.
 * Takes a decimal string too (`'1234.50'`), formatted exactly.
 */
export function formatNumber(value: number | string, locale: string | null | undefined, options?: Intl.NumberFormatOptions): string {
  return numberFormatter(locale, options).format(value as Intl.StringNumericLiteral);
}

/** The decimal and grouping separators of a language: `{ decimal: ',', group: '.' }` for nl. */
export function numberSeparators(locale: string | null | undefined): { decimal: string; group: string } {
  const parts = numberFormatter(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** A decimal as the contract writes or takes it: an optional minus, digits, at most two decimals. */
const CONTRACT_DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A decimal of the contract (`Money`, `Quantity`, `Percentage`, or an input such as `"85"`,
 * `"85.5"`) as integer hundredths — cents for money — read as one whole number from its digits:
 * `"1234.50"` → 123450, `"-0.05"` → -5, `"85"` → 8500. `null` for anything else, or for an amount
 * too large to count exactly as a JavaScript number (use {@link hundredthsBig} for those).
 */
export function hundredthsOf(decimal: string | null | undefined): number | null {
  const big = hundredthsBig(decimal);
  if (big === null) return null;
  const value = Number(big);
  return Number.isSafeInteger(value) ? value + 0 : null;
}

/** {@link hundredthsOf} as a bigint, for any number of digits. */
export function hundredthsBig(decimal: string | null | undefined): bigint | null {
  const match = typeof decimal === 'string' ? CONTRACT_DECIMAL.exec(decimal) : null;
  if (!match) return null;
  const value = BigInt(match[2]! + (match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/**
 * Integer hundredths written as the contract writes a decimal, with a dot and two decimals:
 * `-106250` → `"-1062.50"`, `5n` → `"0.05"`. Never `"-0.00"`.
 */
export function decimalText(hundredths: bigint | number): string {
  if (typeof hundredths === 'number' && !Number.isSafeInteger(hundredths)) throw new RangeError(`not a whole number of hundredths: ${hundredths}`);
  const value = BigInt(hundredths);
  const size = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/**
 * `numerator / divisor` rounded half away from zero (as EN 16931 and Dutch invoicing practice
 * round): 0.5 cent → 1, -0.5 cent → -1. Symmetric, so a negated amount rounds to the negated result.
 */
export function divideRounded(numerator: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('divide by a positive number');
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const rounded = (size * 2n + divisor) / (divisor * 2n);
  return negative ? -rounded : rounded;
}

/** A number rounded to a whole number half away from zero: 2.5 → 3, -2.5 → -3 (`Math.round` gives -2). */
export function roundHalfAwayFromZero(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value))) + 0;
}

/**
 * An amount in cents for people, in a language, with the currency sign as `Intl` writes it:
 *
 * ```ts
 * formatMoney(123450, 'en') // '€1,234.50'
 * formatMoney(123450, 'nl') // '€ 1.234,50' (a no-break space)
 * ```
 *
 * A fraction of a cent is rounded half away from zero; never minus zero.
 */
export function formatMoney(cents: bigint | number, locale: string | null | undefined, currency = 'EUR'): string {
  const whole = typeof cents === 'bigint' ? cents : roundHalfAwayFromZero(cents);
  return numberFormatter(locale, { style: 'currency', currency }).format(decimalText(whole) as Intl.StringNumericLiteral);
}

/** An amount of money as the contract sends it (`"1234.50"`) in a language and currency (`€1,234.50` / `€ 1.234,50`, `¥1,500`); as sent when unreadable. */
export function displayMoney(decimal: string, locale: string | null | undefined, currency = 'EUR'): string {
  const cents = hundredthsBig(decimal);
  return cents === null ? decimal : formatMoney(cents, locale, currency);
}

// ---- currencies --------------------------------------------------------------------------------
// A currency is its ISO 4217 code; the codes and their minor units are the ones `Intl` knows
// (the same list in Node and the browsers). Amounts are still kept in hundredths of a unit: an
// amount in a currency without minor units (JPY) is a whole number of hundredths times 100.

let currencyCodes: ReadonlySet<string> | undefined;

/** Whether `code` is an ISO 4217 currency code `Intl` knows (`'EUR'`, `'JPY'`; not `'XXX'`, not `'eur'`). */
export function isCurrencyCode(code: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return currencyCodes.has(code);
}

/** The number of decimals amounts in a currency take, at most two (as amounts are kept): 2 for EUR, 0 for JPY. */
export function currencyDecimals(currency: string): number {
  return Math.min(2, numberFormatter('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
}

/** The hundredths in one minor unit of a currency: 1n for EUR (a cent), 100n for JPY (a whole yen). */
function minorUnit(currency: string): bigint {
  return 10n ** BigInt(2 - currencyDecimals(currency));
}

/** Whether an amount in hundredths has no more decimals than its currency takes (`150000` fits JPY, `150050` does not). */
export function fitsCurrency(hundredths: bigint | number, currency: string): boolean {
  return BigInt(hundredths) % minorUnit(currency) === 0n;
}

/**
 * `numerator / divisor` hundredths rounded half away from zero to the currency's minor unit
 * (cents for EUR, whole yen for JPY): {@link divideRounded} for amounts in any currency.
 */
export function divideRoundedIn(numerator: bigint, divisor: bigint, currency: string): bigint {
  const unit = minorUnit(currency);
  return divideRounded(numerator, divisor * unit) * unit;
}

/**
 * A quantity or percentage as the contract sends it in a language, without trailing zeros
 * (`"12.50"` → `12.5` / `12,5`, `"21.00"` → `21`, `"1234.00"` → `1,234` / `1.234`). As sent when unreadable.
 */
export function displayDecimal(decimal: string, locale: string | null | undefined): string {
  const value = hundredthsBig(decimal);
  return value === null ? decimal : formatNumber(decimalText(value), locale, { maximumFractionDigits: 2 });
}

const CURRENCY_SIGNS = /[€$£]|eur\b|usd\b|gbp\b/gi;
const SPACES = /[\s\u00a0\u202f']/g;
const MINUS = /^[-\u2212]|[-\u2212]$/;

/**
 * Reads an amount people type (with or without currency sign, thousands separators and decimals,
 * in either language) as integer hundredths, or `null` when it is not one.
 *
 * When the text holds both `.` and `,` the last one separates decimals (`'1.234,50'`,
 * `'1,234.50'`); a lone separator of the language's decimals separates decimals; a lone other
 * separator groups thousands when exactly three digits follow (`'1.234'` is 1234 in Dutch,
 * `'1,234'` in English) and separates decimals otherwise (`'12.5'` typed by a Dutch user is 12,50).
 * More than two decimals is not an amount and gives `null`.
 *
 * ```ts
 * parseMoney('€ 1.234,50', 'nl') // 123450
 * parseMoney('1,234.50', 'en')   // 123450
 * parseMoney('12,5', 'en')       // 1250
 * parseMoney('-7', 'en')         // -700
 * parseMoney('abc', 'en')        // null
 * ```
 */
export function parseMoney(text: string | null | undefined, locale: string | null | undefined): number | null {
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
  const cents = Number((digits || '0') + fraction.padEnd(2, '0'));
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
  // The language's grouping character: thousands when exactly three digits follow.
  return s.length - s.indexOf(separator) - 1 === 3 ? null : separator;
}

function splitOnce(s: string, separator: string): [string, string] {
  const at = s.lastIndexOf(separator);
  return [s.slice(0, at), s.slice(at + 1)];
}
