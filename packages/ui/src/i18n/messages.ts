import { schemaDefaults, schemaEnums, type Locale as ApiLocale } from '@kwartier/api';

/** An interface language: the API's `Locale` (`'en' | 'nl'`). */
export type Locale = ApiLocale;

/** The interface languages Kwartier ships (en and nl, default en). */
export const LOCALES: readonly Locale[] = schemaEnums.Locale;

/** The default interface language. */
export const DEFAULT_LOCALE: Locale = schemaDefaults.Locale;

/** Narrows an arbitrary string (e.g. a user's `locale` field) to a supported locale. */
export function toLocale(value: string | null | undefined): Locale {
  const short = (value ?? '').toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : DEFAULT_LOCALE;
}
