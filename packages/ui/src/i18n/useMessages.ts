import { useCallback } from 'react';
import { useIntl } from './I18nProvider';
import type { ComponentMessages, Locale } from './messages';

/** Values for ICU placeholders, e.g. `{ name: 'Acme' }` for `'Delete {name}?'`. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Translates one of a component's message keys in the current locale. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

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
  const table = messages[intl.locale as Locale] ?? messages.en;
  return useCallback(
    (key: K, values?: MessageValues) =>
      String(
        // formatjs' overloads are typed for a global message catalogue; ours are per component.
        (intl.formatMessage as (d: { id: string; defaultMessage: string }, v?: MessageValues) => unknown)(
          { id: key, defaultMessage: table[key] ?? messages.en[key] },
          values,
        ),
      ),
    [intl, table, messages],
  );
}
