import { invoiceDateFormats, type Quote } from '@kwartier/api';
import { documentPdf, formatDate, type InvoicePdfOptions, type PrintedDocument } from '../invoices/pdf.js';
import { pdfWords } from '../invoices/pdf.messages.js';

// A quote as a printed document, drawn by the invoice's renderer (invoices/pdf.ts documentPdf):
// the same layout, words from the same catalogues, in the quote's language.

/** The quote as a printed document: its number, date and validity beside the client; no payment text. */
export function quoteDocument(quote: Quote): PrintedDocument {
  const words = pdfWords(quote.language);
  const date = (day: string) => formatDate(day, invoiceDateFormats[quote.language]);
  return {
    language: quote.language,
    title: words.label('quoteTitle'),
    number: quote.quotenumber,
    continued: words.quoteContinued(quote.quotenumber),
    client: quote.client,
    contact: quote.contact,
    organisation: quote.organisation,
    particulars: [
      [words.label('quoteNumber'), quote.quotenumber],
      [words.label('quoteDate'), date(quote.quotedate)],
      [words.label('validUntil'), date(quote.valid_until)],
    ],
    lines: quote.lines.map((line) => ({ ...line, below: null })),
    totals: quote,
    text: null,
  };
}

/** Renders the quote (shaped in its own language); resolves with the PDF's bytes. */
export function quotePdf(quote: Quote, options: InvoicePdfOptions): Promise<Buffer> {
  return documentPdf(quoteDocument(quote), options);
}
