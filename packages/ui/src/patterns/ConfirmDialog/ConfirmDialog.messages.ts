import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { cancel: 'Cancel', delete: 'Delete', failed: 'This could not be done. Try again, or cancel.' },
  nl: { cancel: 'Annuleren', delete: 'Verwijderen', failed: 'Dit is niet gelukt. Probeer het opnieuw of annuleer.' },
});
