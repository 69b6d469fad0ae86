import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { clear: 'Clear search' },
  nl: { clear: 'Zoekopdracht wissen' },
});
