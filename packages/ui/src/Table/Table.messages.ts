import { defineMessages } from '../i18n/messages';

export const messages = defineMessages({
  en: { empty: 'No data available' },
  nl: { empty: 'Geen gegevens beschikbaar' },
});
