import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'General settings',
    locale: 'Language',
    localeHint: 'Invitation and password reset mails are sent in this language.',
    firstdayoftheweek: 'First day of the week',
  },
  nl: {
    title: 'Algemene instellingen',
    locale: 'Taal',
    localeHint: 'Uitnodigingen en mails om je wachtwoord te herstellen worden in deze taal verstuurd.',
    firstdayoftheweek: 'Eerste dag van de week',
  },
});
