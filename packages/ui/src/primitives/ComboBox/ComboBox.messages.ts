import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { showSuggestions: 'Show suggestions', noResults: 'No matches found' },
  nl: { showSuggestions: 'Suggesties tonen', noResults: 'Geen resultaten gevonden' },
});
