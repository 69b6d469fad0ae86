import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Join {organization}',
    intro: '{organization} invites you to Kwartier. Choose your name and a password to join.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    join: 'Join',
    notFoundTitle: 'Invitation',
    notFound: 'Your invitation could not be found',
    backToSignIn: 'Back to log in',
  },
  nl: {
    title: 'Word lid van {organization}',
    intro: '{organization} nodigt je uit voor Kwartier. Kies je naam en een wachtwoord om lid te worden.',
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
