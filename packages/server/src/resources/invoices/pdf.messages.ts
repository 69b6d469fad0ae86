import { invoiceLabels, type InvoiceLabels, type Locale } from '@kwartier/api';
import { formatText, LOCALES, messageSource, type Params } from '../../i18n/index.js';

// The words printed on an invoice PDF, in the signed-in user's language: the print page's words
// (`invoiceLabels` in @kwartier/api, kept once for both) and the PDF's own (the catalogues'
// `pdf.*`, src/i18n). `Record<Locale, …>` makes a missing language or key a type error.

export interface PdfLabels extends InvoiceLabels {
  contact: string;
  noLines: string;
  /** `{page}` of `{pages}`. */
  page: string;
  /** The running head of a continuation page: `{number}`. */
  continued: string;
  /** The same on a credit invoice. */
  creditContinued: string;
}

export const PDF_LABELS = Object.fromEntries(
  LOCALES.map((locale): [Locale, PdfLabels] => [
    locale,
    {
      ...invoiceLabels[locale],
      contact: messageSource(locale, 'pdf.contact'),
      noLines: messageSource(locale, 'pdf.no_lines'),
      page: messageSource(locale, 'pdf.page'),
      continued: messageSource(locale, 'pdf.continued'),
      creditContinued: messageSource(locale, 'pdf.credit_continued'),
    },
  ]),
) as Record<Locale, PdfLabels>;

/** A label with its `{name}` placeholders filled in (ICU MessageFormat, in the label's language). */
export function fill(label: string, values: Params, locale: Locale = 'en'): string {
  return formatText(locale, label, values);
}
