import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { close: 'Close', save: 'Save' },
  nl: { close: 'Sluiten', save: 'Opslaan' },
});
