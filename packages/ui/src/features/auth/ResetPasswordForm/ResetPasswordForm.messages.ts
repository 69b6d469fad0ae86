import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Choose a new password',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    resetPassword: 'Reset Password',
    backToSignIn: 'Back to log in',
  },
  nl: {
    title: 'Kies een nieuw wachtwoord',
    email: 'E-mail',
    password: 'Wachtwoord',
    passwordConfirmation: 'Bevestig wachtwoord',
    resetPassword: 'Wachtwoord herstellen',
    backToSignIn: 'Terug naar inloggen',
  },
});
