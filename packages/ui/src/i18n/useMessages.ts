import { useCallback } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { catalogueOf, type Messages } from './catalogue';
import { intlFor, useIntl } from './I18nProvider';
import { DEFAULT_LOCALE, type Locale } from './messages';

/** Values for ICU placeholders, e.g. `{ name: 'Acme' }` for `'Delete {name}?'`. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Translates one of a namespace's message keys in the current locale. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

function format(intl: IntlShape<string>, messages: Messages, key: string, values?: MessageValues): string {
  const id = `${messages.namespace}.${key}`;
  const catalogue = catalogueOf(intl.locale);
  // Before the language's catalogue has loaded there is no text yet; a key only English has
  // (which the catalogue tests forbid) reads in English.
  if (!catalogue) return '';
  const defaultMessage = id in catalogue ? undefined : catalogueOf(DEFAULT_LOCALE)?.[id];
  // formatjs' overloads are typed for one global message type; a catalogue may hold strings or trees.
  return String((intl.formatMessage as (d: { id: string; defaultMessage?: unknown }, v?: MessageValues) => unknown)({ id, defaultMessage }, values));
}

/**
 * Returns a translate function for a namespace of the catalogue in the current locale:
 *
 * ```tsx
 * // Name.messages.ts
 * export const messages = messagesOf('name');
 * // Name.tsx
 * const t = useMessages(messages);
 * <Button>{t('save')}</Button>
 * ```
 */
export function useMessages<K extends string>(messages: Messages<K>): Translate<K> {
  const intl = useIntl();
  return useCallback((key: K, values?: MessageValues) => format(intl, messages, key, values), [intl, messages]);
}

/**
 * Translates one message in a given language rather than the current one: e.g. the confirmation
 * after switching to Dutch, said in Dutch while the page still speaks English (its catalogue
 * must have been loaded: `loadMessages`). Read messages through this or {@link useMessages},
 * never from a catalogue itself: an app may compile them at build time, and then the catalogue
 * holds syntax trees rather than strings.
 */
export function translateIn<K extends string>(locale: Locale, messages: Messages<K>, key: K, values?: MessageValues): string {
  return format(intlFor(locale), messages, key, values);
}
