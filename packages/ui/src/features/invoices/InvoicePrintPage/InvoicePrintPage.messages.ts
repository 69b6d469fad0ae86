import { messagesOf } from '../../../i18n/catalogue';

// The print page's own words; what the PDF prints too (labels, columns, totals) is `invoiceLabels`
// in @kwartier/api.

export const messages = messagesOf('invoicePrintPage');
