import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { empty: 'No options', moreActions: 'More actions' },
  nl: { empty: 'Geen opties', moreActions: 'Meer acties' },
});
