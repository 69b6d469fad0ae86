import { defineMessages } from '../../../i18n/messages';

/** The displayed invoice statuses, shared by the status menu, the cards and the list. */
export const statusMessages = defineMessages({
  en: {
    all: 'All',
    concept: 'Concept',
    sent: 'Sent',
    overdue: 'Overdue',
    paid: 'Paid',
  },
  nl: {
    all: 'Alle',
    concept: 'Concept',
    sent: 'Verzonden',
    overdue: 'Verlopen',
    paid: 'Betaald',
  },
});
