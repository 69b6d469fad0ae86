import { DEFAULT_LOCALE } from './messages';

/**
 * The regional variant used for number formatting of each interface language. Kwartier's users
 * are in Europe: English is written the British way (1,234.50), Dutch the Dutch way (1.234,50).
 * Any other BCP 47 tag is used as given.
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * The `Intl` locale for an interface language: `'en'` → `'en-GB'`, `'nl'` → `'nl-NL'`; any other
 * tag (`'nl-BE'`, `'en-US'`) is returned unchanged, and an empty value means English.
 */
export function intlLocale(locale: string | null | undefined): string {
  const tag = (locale ?? '').trim();
  if (tag === '') return INTL_LOCALES[DEFAULT_LOCALE];
  return INTL_LOCALES[tag.toLowerCase()] ?? tag;
}

// Creating an Intl.NumberFormat is far slower than using one; grids format hundreds of cells.
const formatters = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat` for the interface language and options. */
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
 * Formats a number for display in the interface language.
 *
 * ```ts
 * formatNumber(1234.5, 'en') // '1,234.5'
 * formatNumber(1234.5, 'nl') // '1.234,5'
 * formatNumber(21, 'nl', { style: 'unit', unit: 'percent' }) // '21%'
 * ```
 *
 * @param value the number; `NaN` and infinities are formatted as `Intl` does
 * @param locale `'en'`, `'nl'` or any BCP 47 tag (see {@link intlLocale})
 * @param options any `Intl.NumberFormat` options
 */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormatter(locale, options).format(value);
}

/** The decimal and grouping separators of a locale, e.g. `{ decimal: ',', group: '.' }` for nl. */
export function numberSeparators(locale: string | null | undefined): { decimal: string; group: string } {
  const parts = numberFormatter(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}
