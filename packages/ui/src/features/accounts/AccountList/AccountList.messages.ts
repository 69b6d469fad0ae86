import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Accounts',
    search: 'Search',
    nameColumn: 'Name',
    empty: 'No accounts found',
  },
  nl: {
    title: 'Accounts',
    search: 'Zoeken',
    nameColumn: 'Naam',
    empty: 'Geen accounts gevonden',
  },
});
