import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Join your team',
    intro: 'You have been invited. Choose your name and a password to join.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    join: 'Join',
    notFoundTitle: 'Invitation',
    notFound: 'Your invitation could not be found',
    backToSignIn: 'Back to Sign In',
  },
  nl: {
    title: 'Word lid van je team',
    intro: 'Je bent uitgenodigd. Kies je naam en een wachtwoord om lid te worden.',
    name: 'Naam',
    email: 'E-mail',
    password: 'Wachtwoord',
    passwordConfirmation: 'Bevestig wachtwoord',
    join: 'Lid worden',
    notFoundTitle: 'Uitnodiging',
    notFound: 'Je uitnodiging kon niet worden gevonden',
    backToSignIn: 'Terug naar inloggen',
  },
});
