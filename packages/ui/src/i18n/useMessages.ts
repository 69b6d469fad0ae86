import { useCallback } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { intlFor, useIntl } from './I18nProvider';
import type { ComponentMessages, Locale } from './messages';

/** Values for ICU placeholders, e.g. `{ name: 'Acme' }` for `'Delete {name}?'`. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Translates one of a component's message keys in the current locale. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

function format<K extends string>(intl: IntlShape<string>, messages: ComponentMessages<K>, key: K, values?: MessageValues): string {
  const table = messages[intl.locale as Locale] ?? messages.en;
  return String(
    // formatjs' overloads are typed for a global message catalogue; ours are per component.
    (intl.formatMessage as (d: { id: string; defaultMessage: string }, v?: MessageValues) => unknown)(
      { id: key, defaultMessage: table[key] ?? messages.en[key] },
      values,
    ),
  );
}

/**
 * Returns a translate function for a component's messages in the current locale:
 *
 * ```tsx
 * const t = useMessages(messages);
 * <Button>{t('save')}</Button>
 * ```
 */
export function useMessages<K extends string>(messages: ComponentMessages<K>): Translate<K> {
  const intl = useIntl();
  return useCallback((key: K, values?: MessageValues) => format(intl, messages, key, values), [intl, messages]);
}

/**
 * Translates one message in a given language rather than the current one: e.g. the confirmation
 * after switching to Dutch, said in Dutch while the page still speaks English. Read messages
 * through this or {@link useMessages}, never from the table itself: an app may compile them at
 * build time, and then the table holds syntax trees rather than strings.
 */
export function translateIn<K extends string>(locale: Locale, messages: ComponentMessages<K>, key: K, values?: MessageValues): string {
  return format(intlFor(locale), messages, key, values);
}
