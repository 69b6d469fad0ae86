import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    statusLabel: 'Status: {status}',
    statusOfInvoice: 'Status of invoice {number}: {status}',
  },
  nl: {
    statusLabel: 'Status: {status}',
    statusOfInvoice: 'Status van factuur {number}: {status}',
  },
});
