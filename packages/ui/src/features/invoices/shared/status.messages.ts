import { defineMessages } from '../../../i18n/messages';

/** The displayed invoice statuses, shared by the status menu, the cards and the list. */
export const statusMessages = defineMessages({
  en: {
    concept: 'Concept',
    sent: 'Sent',
    overdue: 'Overdue',
    paid: 'Paid',
  },
  nl: {
    concept: 'Concept',
    sent: 'Verzonden',
    overdue: 'Verlopen',
    paid: 'Betaald',
  },
});
