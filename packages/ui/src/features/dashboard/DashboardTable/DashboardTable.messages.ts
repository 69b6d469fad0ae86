import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    byProject: 'Time per project',
    byActivity: 'Time per activity',
    total: 'Total',
    empty: 'No time was registered in this period.',
  },
  nl: {
    byProject: 'Tijd per project',
    byActivity: 'Tijd per activiteit',
    total: 'Totaal',
    empty: 'In deze periode is geen tijd geregistreerd.',
  },
});
