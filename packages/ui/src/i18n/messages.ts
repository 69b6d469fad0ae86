import { schemaDefaults, schemaEnums, type Locale as ApiLocale } from '@kwartier/api';

/** An interface language: the API's `Locale` (`'en' | 'nl'`). */
export type Locale = ApiLocale;

/** The interface languages Kwartier ships (en and nl, default en). */
export const LOCALES: readonly Locale[] = schemaEnums.Locale;

/** The default interface language. */
export const DEFAULT_LOCALE: Locale = schemaDefaults.Locale;

/** One component's messages: an ICU message per key, for every locale, with identical keys. */
export type ComponentMessages<K extends string = string> = Record<Locale, Record<K, string>>;

/**
 * Declares a component's messages. The type makes TypeScript reject a key present in one
 * language and missing in the other; the unit tests check the same at run time
 * (`missingMessageKeys`, i18n/missingMessageKeys.ts).
 *
 * ```ts
 * export const messages = defineMessages({
 *   en: { save: 'Save' },
 *   nl: { save: 'Opslaan' },
 * });
 * ```
 */
export function defineMessages<K extends string>(messages: {
  en: Record<K, string>;
  nl: Record<NoInfer<K>, string>;
}): ComponentMessages<K> {
  return messages;
}

/** Narrows an arbitrary string (e.g. a user's `locale` field) to a supported locale. */
export function toLocale(value: string | null | undefined): Locale {
  const short = (value ?? '').toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : DEFAULT_LOCALE;
}
