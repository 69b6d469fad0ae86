import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { DEFAULT_LOCALE, type Locale } from './messages';

const cache = createIntlCache();

function makeIntl(locale: Locale): IntlShape<string> {
  // Messages live with each component (X.messages.ts) and are passed as `defaultMessage` by
  // useMessages; defaultLocale = locale keeps formatjs from reporting them as missing translations.
  return createIntl<string>({ locale, defaultLocale: locale, messages: {} }, cache);
}

const intls = new Map<Locale, IntlShape<string>>();

/** The `@formatjs/intl` object of a language, made once and shared by every provider. */
export function intlFor(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = makeIntl(locale);
    intls.set(locale, intl);
  }
  return intl;
}

const fallbackIntl = intlFor(DEFAULT_LOCALE);

const IntlContext = createContext<IntlShape<string>>(fallbackIntl);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** Interface language for every component inside: `'en'` or `'nl'`. */
  locale: Locale;
  /** The part of the application that uses this language. */
  children?: ReactNode;
}

/**
 * Sets the interface language for Kwartier components: provides an `@formatjs/intl` object to
 * {@link useMessages}/{@link useIntl} and the same locale to react-aria (date and number
 * formatting, built-in accessible labels). Without a provider components render in English.
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const intl = intlFor(locale);
  return (
    <IntlContext.Provider value={intl}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </IntlContext.Provider>
  );
}

/** The `@formatjs/intl` object of the nearest {@link I18nProvider} (English without one). */
export function useIntl(): IntlShape<string> {
  return useContext(IntlContext);
}

/** The current interface language. */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
}
