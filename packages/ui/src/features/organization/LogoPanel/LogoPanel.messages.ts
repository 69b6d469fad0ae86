import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Logo',
    picker: 'Organisation logo',
  },
  nl: {
    title: 'Logo',
    picker: 'Logo van de organisatie',
  },
});
