import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'General settings',
    locale: 'Language',
    localeHint: 'New clients get this invoice language; invitation and password reset mails are sent in it. Each person’s screens follow their own language (My profile).',
    firstdayoftheweek: 'First day of the week',
    twoFactorAdmins: 'Admins must use two-factor sign-in (an admin without it is sent to set it up first)',
  },
  nl: {
    title: 'Algemene instellingen',
    locale: 'Taal',
    localeHint: 'Nieuwe klanten krijgen deze factuurtaal; uitnodigingen en mails om je wachtwoord te herstellen worden in deze taal verstuurd. Ieders schermen volgen de eigen taal (Mijn profiel).',
    firstdayoftheweek: 'Eerste dag van de week',
    twoFactorAdmins: 'Beheerders moeten tweestapsverificatie gebruiken (een beheerder zonder wordt eerst naar het instellen gestuurd)',
  },
});
