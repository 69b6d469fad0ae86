import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: { details: 'Details', subscriptions: 'Subscriptions' },
  nl: { details: 'Gegevens', subscriptions: 'Abonnementen' },
});
