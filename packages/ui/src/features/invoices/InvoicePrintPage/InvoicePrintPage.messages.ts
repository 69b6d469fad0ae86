import { messagesOf } from '../../../i18n/catalogue';

// The print page's own words; what the PDF prints too (labels, columns, totals) is @kwartier/api's
// invoice catalogue (`invoiceLabel`).

export const messages = messagesOf('invoicePrintPage');
