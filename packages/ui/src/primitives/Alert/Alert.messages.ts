import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { dismiss: 'Dismiss' },
  nl: { dismiss: 'Sluiten' },
});
