import { defineMessages } from '../i18n/messages';

/** Messages shared by every form. */
export const messages = defineMessages({
  en: {
    unexpectedError: 'Something went wrong. Please try again.',
    required: 'This field is required',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  nl: {
    unexpectedError: 'Er is iets misgegaan. Probeer het opnieuw.',
    required: 'Dit veld is verplicht',
    passwordsDoNotMatch: 'Wachtwoorden komen niet overeen',
  },
});
