import { messagesOf } from '../../i18n/catalogue';

// A quote's lines have an invoice's columns and totals: the same words, from the invoice line
// table's namespace of the catalogue.
export const messages = messagesOf('invoiceLineTable');
/** The words of a line's fields, from the invoice line dialog's namespace. */
export const fieldMessages = messagesOf('invoiceLineDialog');
