import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { notProvided: 'Not provided' },
  nl: { notProvided: 'Niet ingevuld' },
});
