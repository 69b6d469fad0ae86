import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Receivables',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    count: '{count, plural, one {# invoice} other {# invoices}}',
  },
  nl: {
    title: 'Te ontvangen',
    outstanding: 'Openstaand',
    overdue: 'Achterstallig',
    count: '{count, plural, one {# factuur} other {# facturen}}',
  },
});
