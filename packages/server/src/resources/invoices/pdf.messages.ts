import { fillLabel, invoiceLabels, type InvoiceLabels, type Locale } from '@kwartier/api';

// The words printed on an invoice PDF, in the signed-in user's language: the print page's words
// (`invoiceLabels` in @kwartier/api, kept once for both) and the PDF's own. `Record<Locale, …>`
// makes a missing language or key a type error.

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

export const PDF_LABELS: Record<Locale, PdfLabels> = {
  en: {
    ...invoiceLabels.en,
    contact: 'Contact',
    noLines: 'No lines',
    page: 'Page {page} of {pages}',
    continued: 'Invoice {number} (continued)',
    creditContinued: 'Credit invoice {number} (continued)',
  },
  nl: {
    ...invoiceLabels.nl,
    contact: 'Contactpersoon',
    noLines: 'Geen regels',
    page: 'Pagina {page} van {pages}',
    continued: 'Factuur {number} (vervolg)',
    creditContinued: 'Creditfactuur {number} (vervolg)',
  },
};

/** A label with its `{name}` placeholders filled in. */
export const fill = fillLabel;
