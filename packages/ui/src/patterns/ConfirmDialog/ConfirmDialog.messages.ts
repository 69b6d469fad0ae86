import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { cancel: 'Cancel', delete: 'Delete' },
  nl: { cancel: 'Annuleren', delete: 'Verwijderen' },
});
