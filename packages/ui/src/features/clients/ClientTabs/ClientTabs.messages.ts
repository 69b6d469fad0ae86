import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: { details: 'Details', contacts: 'Contacts', updates: 'Updates' },
  nl: { details: 'Gegevens', contacts: 'Contactpersonen', updates: 'Updates' },
});
