import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'My profile',
    detailsTab: 'Details',
    passwordTab: 'Password',
    sessionsTab: 'Sessions',
    name: 'Name',
    email: 'Email',
    dateformat: 'Date format',
    locale: 'Language',
    localeHint: 'Your screens — words, amounts, numbers and dates — are in this language. Invoices are in their client’s invoice language.',
    password: 'New password',
    passwordConfirmation: 'Confirm new password',
    change: 'Change',
    passwordsnomatch: 'Passwords do not match',
  },
  nl: {
    title: 'Mijn profiel',
    detailsTab: 'Gegevens',
    passwordTab: 'Wachtwoord',
    sessionsTab: 'Sessies',
    name: 'Naam',
    email: 'E-mail',
    dateformat: 'Datumnotatie',
    locale: 'Taal',
    localeHint: 'Je schermen — woorden, bedragen, getallen en datums — zijn in deze taal. Facturen zijn in de factuurtaal van hun klant.',
    password: 'Nieuw wachtwoord',
    passwordConfirmation: 'Bevestig nieuw wachtwoord',
    change: 'Wijzigen',
    passwordsnomatch: 'Wachtwoorden komen niet overeen',
  },
});
