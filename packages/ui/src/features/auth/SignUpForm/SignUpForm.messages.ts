import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Sign up',
    name: 'Name',
    email: 'Email',
    organizationName: 'Organisation name',
    organizationNameDescription: 'Your business or trade name, as it appears on your invoices.',
    organizationLocale: 'Organisation language',
    organizationLocaleDescription: 'The language of your invoices, unless a client gets theirs in another.',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    cancel: 'Cancel',
    signUp: 'Sign up',
  },
  nl: {
    title: 'Registreren',
    name: 'Naam',
    email: 'E-mail',
    organizationName: 'Naam organisatie',
    organizationNameDescription: 'Je bedrijfs- of handelsnaam, zoals die op je facturen staat.',
    organizationLocale: 'Taal organisatie',
    organizationLocaleDescription: 'De taal van je facturen, tenzij een klant ze in een andere taal krijgt.',
    password: 'Wachtwoord',
    passwordConfirmation: 'Bevestig wachtwoord',
    cancel: 'Annuleren',
    signUp: 'Registreren',
  },
});
