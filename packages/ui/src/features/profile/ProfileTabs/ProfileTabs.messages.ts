import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'My profile',
    detailsTab: 'Details',
    passwordTab: 'Password',
    name: 'Name',
    email: 'Email',
    dateformat: 'Date format',
    locale: 'Language',
    password: 'New password',
    passwordConfirmation: 'Confirm new password',
    change: 'Change',
    passwordsnomatch: 'Passwords do not match',
  },
  nl: {
    title: 'Mijn profiel',
    detailsTab: 'Gegevens',
    passwordTab: 'Wachtwoord',
    name: 'Naam',
    email: 'E-mail',
    dateformat: 'Datumnotatie',
    locale: 'Taal',
    password: 'Nieuw wachtwoord',
    passwordConfirmation: 'Bevestig nieuw wachtwoord',
    change: 'Wijzigen',
    passwordsnomatch: 'Wachtwoorden komen niet overeen',
  },
});
