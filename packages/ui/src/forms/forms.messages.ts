import { defineMessages } from '../i18n/messages';

/** Messages shared by every form. */
export const messages = defineMessages({
  en: {
    unexpectedError: 'Something went wrong. Please try again.',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  nl: {
    unexpectedError: 'Er is iets misgegaan. Probeer het opnieuw.',
    passwordsDoNotMatch: 'Wachtwoorden komen niet overeen',
  },
});
