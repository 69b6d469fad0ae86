import type { DayOfWeek, Locale } from '@kwartier/api';
import { useMemo } from 'react';
import type { SelectItem } from '../../primitives/Select/Select';
import { DATE_FORMATS, formatDate } from '../../i18n/formatDate';
import { LOCALES } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './settingsForms.messages';

/**
 * A language's name in that language ('Nederlands', not 'Dutch'): a person looks for their own
 * language by the name they know, whatever language the screen is in. The runtime's (Intl), so a
 * new language needs no entry.
 */
function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Message keys of the days, indexed as the API numbers them: 0 Sunday … 6 Saturday. */
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The days in the order of a week starting on Monday, as Europeans read a week. */
const DAY_ORDER: readonly DayOfWeek[] = [1, 2, 3, 4, 5, 6, 0];

/** A date with day, month and year all different, so each format's example shows its order. */
const EXAMPLE_DATE = '2026-12-31';

/** The interface languages (en, nl) as Select items, each named in its own language. */
export const LANGUAGE_ITEMS: readonly SelectItem[] = LOCALES.map((locale) => ({ id: locale, label: languageName(locale) }));

/** {@link LANGUAGE_ITEMS}, for the forms that read their options through hooks. */
export function useLanguageItems(): readonly SelectItem[] {
  return LANGUAGE_ITEMS;
}

/** The days of the week as Select items, id 0 (Sunday) … 6 (Saturday), listed Monday first. */
export function useWeekdayItems(): SelectItem[] {
  const t = useMessages(messages);
  return useMemo(() => DAY_ORDER.map((day) => ({ id: day, label: t(DAY_NAMES[day]) })), [t]);
}

/** The six date formats as Select items, each with an example date as description. */
export function useDateFormatItems(): SelectItem[] {
  return useMemo(
    () => DATE_FORMATS.map((format) => ({ id: format, label: format, description: formatDate(EXAMPLE_DATE, format) })),
    [],
  );
}

/** The shared Save label of the settings forms. */
export function useSaveLabel(): string {
  return useMessages(messages)('save');
}
