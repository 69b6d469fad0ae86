import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    groupLabel: 'Show invoices by status',
    count: '{count, plural, one {# invoice} other {# invoices}}',
    net: '{amount} excl. VAT',
    outstanding: '{amount} outstanding',
    overdueAmount: '{amount} overdue',
  },
  nl: {
    groupLabel: 'Facturen tonen per status',
    count: '{count, plural, one {# factuur} other {# facturen}}',
    net: '{amount} excl. btw',
    outstanding: '{amount} openstaand',
    overdueAmount: '{amount} achterstallig',
  },
});
