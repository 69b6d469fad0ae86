import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { empty: 'No data available', loading: 'Loading…', scrollArea: 'scroll area', scrollAreaOf: '{name}, scroll area' },
  nl: { empty: 'Geen gegevens beschikbaar', loading: 'Bezig met laden…', scrollArea: 'scrollgebied', scrollAreaOf: '{name}, scrollgebied' },
});
