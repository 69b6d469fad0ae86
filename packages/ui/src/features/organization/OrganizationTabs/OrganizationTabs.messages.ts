import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: { title: 'Organisation', details: 'Details', team: 'Team', logo: 'Logo' },
  nl: { title: 'Organisatie', details: 'Gegevens', team: 'Team', logo: 'Logo' },
});
