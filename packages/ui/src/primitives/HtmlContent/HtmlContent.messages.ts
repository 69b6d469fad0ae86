import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { empty: 'No description' },
  nl: { empty: 'Geen beschrijving' },
});
