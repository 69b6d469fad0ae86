import type { DateFormat, Locale } from './schema';

/**
 * The words printed on an invoice, in both languages, kept once for the two places that print
 * one: the print page (`InvoicePrintPage` in @kwartier/ui) and the PDF (the server). Column names
 * and totals are the invoice screen's words, so screen, print page and PDF read alike.
 * Placeholders (`{rate}`) are filled by {@link fillLabel}.
 */
export interface InvoiceLabels {
  title: string;
  clientNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  period: string;
  service: string;
  amount: string;
  unitPrice: string;
  vatPercent: string;
  costs: string;
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
}

export const invoiceLabels: Record<Locale, InvoiceLabels> = {
  en: {
    title: 'Invoice',
    clientNumber: 'Client number',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    period: 'Period',
    service: 'Service',
    amount: 'Amount',
    unitPrice: 'Unit price',
    vatPercent: 'VAT %',
    costs: 'Costs',
    netTotal: 'Net total',
    vatTotal: 'VAT {rate} %',
    grossTotal: 'Total',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    chamberOfCommerce: 'Chamber of Commerce',
    vatNumber: 'VAT number',
    iban: 'IBAN',
  },
  nl: {
    title: 'Factuur',
    clientNumber: 'Klantnummer',
    invoiceNumber: 'Factuurnummer',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    period: 'Periode',
    service: 'Dienst',
    amount: 'Aantal',
    unitPrice: 'Stukprijs',
    vatPercent: 'Btw %',
    costs: 'Kosten',
    netTotal: 'Totaal excl. btw',
    vatTotal: 'btw {rate}%',
    grossTotal: 'Totaal incl. btw',
    phone: 'Telefoon',
    email: 'E-mail',
    website: 'Website',
    chamberOfCommerce: 'KvK',
    vatNumber: 'Btw-nummer',
    iban: 'IBAN',
  },
};

/** A label with its `{name}` placeholders filled in (an unknown name stays as it is). */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * How an invoice writes its dates in its language, on the print page and the PDF alike: the
 * reader's convention, not the sender's preference (`31-03-2026` in Dutch, `31/03/2026` in
 * British English).
 */
export const invoiceDateFormats: Record<Locale, DateFormat> = { en: 'DD/MM/YYYY', nl: 'DD-MM-YYYY' };
