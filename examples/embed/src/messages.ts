import { messagesOf } from './i18n/catalogue';

/**
 * The example's own words: `embed.*` in its catalogues (i18n/en.json, i18n/nl.json), added to the
 * library's (`addMessages`) and read through `useMessages` / `translateIn`.
 */
export const messages = messagesOf('embed');
