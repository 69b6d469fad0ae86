import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Sign up',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    cancel: 'Cancel',
    signUp: 'Sign Up',
  },
  nl: {
    title: 'Registreren',
    name: 'Naam',
    email: 'E-mail',
    password: 'Wachtwoord',
    passwordConfirmation: 'Bevestig wachtwoord',
    cancel: 'Annuleren',
    signUp: 'Registreren',
  },
});
