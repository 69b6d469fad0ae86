import type { Locale } from '@kwartier/api';

// The words printed on an invoice PDF, in the signed-in user's language. The table's column
// names and the totals use the same words as the invoice screen (InvoiceLineTable's messages in
// @kwartier/ui), so screen, print page and PDF read alike. `Record<Locale, …>` makes a missing
// language or key a type error.

export interface PdfLabels {
  title: string;
  clientNumber: string;
  contact: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  period: string;
  service: string;
  amount: string;
  unitPrice: string;
  vatPercent: string;
  costs: string;
  noLines: string;
  netTotal: string;
  /** `{rate}`: the VAT percentage as printed in the table. */
  vatTotal: string;
  grossTotal: string;
  phone: string;
  email: string;
  website: string;
  chamberOfCommerce: string;
  vatNumber: string;
  iban: string;
  /** `{page}` of `{pages}`. */
  page: string;
  /** The running head of a continuation page: `{number}`. */
  continued: string;
}

export const PDF_LABELS: Record<Locale, PdfLabels> = {
  en: {
    title: 'Invoice',
    clientNumber: 'Client number',
    contact: 'Contact',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    period: 'Period',
    service: 'Service',
    amount: 'Amount',
    unitPrice: 'Unit price',
    vatPercent: 'VAT %',
    costs: 'Costs',
    noLines: 'No lines',
    netTotal: 'Net total',
    vatTotal: 'VAT {rate} %',
    grossTotal: 'Total',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    chamberOfCommerce: 'Chamber of Commerce',
    vatNumber: 'VAT number',
    iban: 'IBAN',
    page: 'Page {page} of {pages}',
    continued: 'Invoice {number} (continued)',
  },
  nl: {
    title: 'Factuur',
    clientNumber: 'Klantnummer',
    contact: 'Contactpersoon',
    invoiceNumber: 'Factuurnummer',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    period: 'Periode',
    service: 'Dienst',
    amount: 'Aantal',
    unitPrice: 'Stukprijs',
    vatPercent: 'Btw %',
    costs: 'Kosten',
    noLines: 'Geen regels',
    netTotal: 'Totaal excl. btw',
    vatTotal: 'btw {rate}%',
    grossTotal: 'Totaal incl. btw',
    phone: 'Telefoon',
    email: 'E-mail',
    website: 'Website',
    chamberOfCommerce: 'KvK',
    vatNumber: 'Btw-nummer',
    iban: 'IBAN',
    page: 'Pagina {page} van {pages}',
    continued: 'Factuur {number} (vervolg)',
  },
};

/** A label with its `{name}` placeholders filled in. */
export function fill(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
