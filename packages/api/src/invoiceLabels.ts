import type { DateFormat, Locale } from './schema';
import { intlLocale } from './money';

/**
 * The words printed on an invoice, in both languages, kept once for the two places that print
 * one: the print page (`InvoicePrintPage` in @kwartier/ui) and the PDF (the server). Column names
 * and totals are the invoice screen's words, so screen, print page and PDF read alike.
 * Placeholders (`{rate}`) are filled by {@link fillLabel}.
 */
export interface InvoiceLabels {
  title: string;
  /** The title of a credit invoice (`Invoice.credit`). */
  creditTitle: string;
  /** The particular naming the invoice a credit invoice credits; its value is {@link creditedInvoiceValue}'s `{number} of {date}`. */
  creditedInvoice: string;
  /** `{number}`, `{date}`: the credited invoice's number and date. */
  creditedInvoiceValue: string;
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
  /** The ISO 11649 creditor reference to quote with the transfer. */
  paymentReference: string;
}

export const invoiceLabels: Record<Locale, InvoiceLabels> = {
  en: {
    title: 'Invoice',
    creditTitle: 'Credit invoice',
    creditedInvoice: 'Credits invoice',
    creditedInvoiceValue: '{number} of {date}',
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
    paymentReference: 'Payment reference',
  },
  nl: {
    title: 'Factuur',
    creditTitle: 'Creditfactuur',
    creditedInvoice: 'Crediteert factuur',
    creditedInvoiceValue: '{number} van {date}',
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
    paymentReference: 'Betalingskenmerk',
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

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The days an invoice line covers (`period_start`–`period_end`, `YYYY-MM-DD`) as the invoice
 * writes them in its language, shortest first: "1–30 Nov 2026" / "1–30 nov 2026", "28 Oct – 3 Nov
 * 2026", one day as one date ("3 Nov 2026"). Intl's `formatRange` (en-GB, nl-NL), read as
 * calendar dates (UTC), so no time zone shifts a day. The exact spacing is the runtime's.
 */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  const tag = intlLocale(locale);
  let format = rangeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    rangeFormats.set(tag, format);
  }
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  return start === end ? format.format(day(start)) : format.formatRange(day(start), day(end));
}
