import { invoiceLabel, type InvoiceLabel, type Locale } from '@kwartier/api';
import { translate } from '../../i18n/index.js';

// The words printed on an invoice or quote PDF, in the document's language: those the print page prints too
// (@kwartier/api's invoice catalogue, `invoiceLabel`) and the PDF's own (`pdf.*` in src/i18n).
// Each is formatted by its catalogue's translator (ICU MessageFormat); nothing is filled in here.

export interface PdfWords {
  /** A word the print page prints too (title, particulars, columns, totals, footer). */
  label(name: InvoiceLabel, values?: Record<string, string>): string;
  contact: string;
  noLines: string;
  /** "Page 1 of 2". */
  page(page: number, pages: number): string;
  /** The running head of a continuation page, of an invoice or a credit invoice. */
  continued(number: string, credit: boolean): string;
  /** The running head of a quote's continuation page. */
  quoteContinued(number: string): string;
}

export function pdfWords(locale: Locale): PdfWords {
  return {
    label: (name, values) => invoiceLabel(locale, name, values),
    contact: translate(locale, 'pdf.contact'),
    noLines: translate(locale, 'pdf.no_lines'),
    page: (page, pages) => translate(locale, 'pdf.page', { page, pages }),
    continued: (number, credit) => translate(locale, credit ? 'pdf.credit_continued' : 'pdf.continued', { number }),
    quoteContinued: (number) => translate(locale, 'pdf.quote_continued', { number }),
  };
}
