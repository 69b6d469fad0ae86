import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: { title: 'Settings', general: 'General Settings', theme: 'Theme', invoices: 'Invoices', time: 'Time' },
  nl: { title: 'Instellingen', general: 'Algemene instellingen', theme: 'Thema', invoices: 'Facturen', time: 'Tijd' },
});
