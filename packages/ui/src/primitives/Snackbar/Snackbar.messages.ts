import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { close: 'Close', region: 'Notifications' },
  nl: { close: 'Sluiten', region: 'Meldingen' },
});
