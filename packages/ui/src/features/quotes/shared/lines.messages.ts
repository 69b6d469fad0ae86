import { messagesOf } from '../../../i18n/catalogue';

// A quote line has an invoice line's service, amount, unit price and VAT: the same words, from the
// invoice line table's and dialog's namespaces of the catalogue.
export const lineTableMessages = messagesOf('invoiceLineTable');
export const lineDialogMessages = messagesOf('invoiceLineDialog');
