import { addMessages, loadMessages, namespacesOf, type Catalogue, type Locale } from '@kwartier/ui';
import type en from './en.json';

/** The app's own namespaces (`app.*`, `saved.*`), typed from its English catalogue. */
export const messagesOf = namespacesOf<typeof en>();

/** The app's catalogue of each language (the library's comes with `loadMessages`). */
const APP_CATALOGUES: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./en.json'),
  nl: () => import('./nl.json'),
};

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads a language's words, the library's and the app's, once: the pages render in a language
 * only after this resolved (main.tsx before the first render, the guards and the print page's
 * loader before their pages, the profile before it confirms a change of language).
 */
export function loadLanguage(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = Promise.all([loadMessages(locale), APP_CATALOGUES[locale]().then((module) => addMessages(locale, module.default))]).then(() => {});
    loading.set(locale, promise);
  }
  return promise;
}
