import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { catalogueOf, loadMessages, onMessagesAdded, type Catalogue } from './catalogue';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './messages';

const cache = createIntlCache();
const EMPTY: Catalogue = {};

const intls = new Map<string, { catalogue: Catalogue; intl: IntlShape<string> }>();

/**
 * The `@formatjs/intl` object of a language over its catalogue as loaded so far (i18n/catalogue.ts),
 * made again only when messages were added to it, and shared by every provider.
 */
export function intlFor(locale: Locale): IntlShape<string> {
  const catalogue = catalogueOf(locale) ?? EMPTY;
  let made = intls.get(locale);
  if (!made || made.catalogue !== catalogue) {
    // formatjs types `messages` as all strings or all trees; a catalogue compiled at build time holds trees.
    made = { catalogue, intl: createIntl<string>({ locale, defaultLocale: locale, messages: catalogue as Record<string, string> }, cache) };
    intls.set(locale, made);
  }
  return made.intl;
}

const IntlContext = createContext<IntlShape<string> | undefined>(undefined);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** Interface language for every component inside: `'en'` or `'nl'`. */
  locale: Locale;
  /** The part of the application that uses this language. */
  children?: ReactNode;
}

/**
 * Sets the interface language for Kwartier components: provides an `@formatjs/intl` object over
 * that language's catalogue to {@link useMessages}/{@link useIntl} and the same locale to
 * react-aria (date and number formatting, built-in accessible labels). It loads the library's
 * catalogue of the language when it is not loaded yet (components show no text until it is);
 * `await loadMessages(locale)` before rendering avoids that moment. Without a provider components
 * render in English (once `loadMessages('en')` has run).
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const intl = useSyncExternalStore(onMessagesAdded, () => intlFor(locale), () => intlFor(locale));
  const shipped = LOCALES.includes(locale);
  useEffect(() => {
    if (shipped) void loadMessages(locale);
  }, [locale, shipped]);
  return (
    <IntlContext.Provider value={intl}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </IntlContext.Provider>
  );
}

const subscribeNever = () => () => {};

/** The `@formatjs/intl` object of the nearest {@link I18nProvider} (English without one). */
export function useIntl(): IntlShape<string> {
  const provided = useContext(IntlContext);
  const fallback = useSyncExternalStore(provided ? subscribeNever : onMessagesAdded, () => intlFor(DEFAULT_LOCALE), () => intlFor(DEFAULT_LOCALE));
  return provided ?? fallback;
}

/** The current interface language. */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
}
