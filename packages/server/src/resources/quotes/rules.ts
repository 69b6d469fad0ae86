import type { QuoteStatus } from '@kwartier/api';
import type { MessageId } from '../../domain/messages.js';
import { nextInvoiceNumber } from '../invoices/rules.js';

// Quotes (admins; the client answers through the public link). Pure rules; the actions apply them.
// Lines follow the invoice line rules (invoices/rules.ts: amounts, totals), shared, not copied.

/** The statuses stored (`expired` is read, never stored). */
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;

/** A quote's own fields as stored. */
export interface QuoteDetails {
  quotenumber: string;
  client_id: number;
  contact_id: number | null;
  quotedate: string;
  valid_until: string;
}

/** The quote series' prefix: quote numbers are `Q` and digits, apart from the invoice series. */
export const QUOTE_PREFIX = 'Q';

/** The next number of the quote series, by the invoice numbering's rule (one more than the highest, padded to the organisation's minimum length). */
export function nextQuoteNumber(minLength: number, existing: Iterable<string>): string {
  return nextInvoiceNumber(QUOTE_PREFIX, minLength, existing);
}

/**
 * The status shown: a sent quote whose `valid_until` lies before `today` (both `YYYY-MM-DD`,
 * compared as text) is expired; on that day itself it is still valid. An invoiced quote without
 * its invoice (`invoiceId` null: the concept was deleted) shows as accepted.
 */
export function displayedQuoteStatus(status: StoredQuoteStatus, validUntil: string, today: string, invoiceId: number | null = null): QuoteStatus {
  // An invoiced quote whose concept invoice was deleted since is accepted again (it may be invoiced anew).
  if (status === 'invoiced' && invoiceId === null) return 'accepted';
  return status === 'sent' && validUntil < today ? 'expired' : status;
}

/** A quote valid until before its date (422 under `valid_until`). */
export function validityProblem(quotedate: string, validUntil: string): MessageId | null {
  return validUntil < quotedate ? 'quotes.valid_until_before_date' : null;
}

/** Details and lines change, the quote is deleted or sent, only while it is a concept (409 otherwise). */
export function quoteConceptProblem(status: StoredQuoteStatus): MessageId | null {
  return status === 'concept' ? null : 'quotes.not_concept';
}

/** Why the client cannot answer the quote now (409), or null: only a sent quote that has not expired. */
export function answerProblem(status: StoredQuoteStatus, validUntil: string, today: string): MessageId | null {
  if (status !== 'sent') return 'quotes.answered';
  return displayedQuoteStatus(status, validUntil, today) === 'expired' ? 'quotes.expired' : null;
}

/** Why an accepted quote cannot become an invoice or a budget (409), or null: once only (again once its concept invoice is deleted), and only accepted. */
export function conversionProblem(quote: { status: StoredQuoteStatus; invoice_id: number | null; project_id: number | null }): MessageId | null {
  if (quote.invoice_id !== null || quote.project_id !== null) return 'quotes.converted';
  // Invoiced, its invoice deleted since: accepted again.
  return quote.status === 'accepted' || quote.status === 'invoiced' ? null : 'quotes.not_accepted';
}
