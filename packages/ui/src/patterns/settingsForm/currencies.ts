import { isCurrencyCode } from '@kwartier/api';
import { useMemo } from 'react';
import type { ComboBoxItem } from '../../primitives/ComboBox/ComboBox';
import { useLocale } from '../../i18n/I18nProvider';

/**
 * A currency's name in a language ('US dollar' / 'Amerikaanse dollar'), from the runtime's Intl:
 * no list of names ships with the library. Unknown codes read as their code.
 */
export function currencyName(code: string, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A currency as people read it: its name and code ('US dollar (USD)'). */
export function currencyLabel(code: string, locale: string): string {
  const name = currencyName(code, locale);
  return name === code ? code : `${name} (${code})`;
}

/**
 * The ISO 4217 currencies the runtime knows (`Intl.supportedValuesOf('currency')`), as ComboBox
 * items in the reader's language, sorted by name; the label holds name and code, so typing
 * either finds it. A `current` code the runtime does not know is kept, so a stored value shows.
 */
export function useCurrencyItems(current?: string | null): readonly ComboBoxItem[] {
  const locale = useLocale();
  return useMemo(() => {
    const codes = Intl.supportedValuesOf('currency');
    if (current && !isCurrencyCode(current)) codes.push(current);
    const collator = new Intl.Collator(locale);
    return codes
      .map((code) => ({ id: code, label: currencyLabel(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, current]);
}
