import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Reset password',
    intro: 'Enter your email address and we will send you a link to choose a new password.',
    email: 'Email',
    resetPassword: 'Reset Password',
    backToSignIn: 'Back to log in',
    sent: 'An email on how to reset your password has been sent.',
  },
  nl: {
    title: 'Wachtwoord herstellen',
    intro: 'Vul je e-mailadres in, dan sturen we je een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mail',
    resetPassword: 'Wachtwoord herstellen',
    backToSignIn: 'Terug naar inloggen',
    sent: 'Er is een e-mail verstuurd met uitleg over het herstellen van je wachtwoord.',
  },
});
