import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { placeholder: 'Select an option' },
  nl: { placeholder: 'Kies een optie' },
});
