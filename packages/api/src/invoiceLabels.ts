import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from './i18n/en.json';
import nl from './i18n/nl.json';
import { intlLocale } from './money';
import type { DateFormat, Locale } from './schema';

/**
 * The words printed on an invoice, kept once for the two places that print one: the print page
 * (`InvoicePrintPage` in @kwartier/ui) and the PDF (the server). Column names and totals are the
 * invoice screen's words, so screen, print page and PDF read alike.
 *
 * They are one catalogue per language, `i18n/<locale>.json` (flat ICU MessageFormat keyed
 * `invoice.<label>`, the same keys in every language), formatted by @formatjs/intl. A new language
 * is its catalogue file and an entry in {@link invoiceCatalogues}. An app may compile the
 * catalogues to ICU syntax trees at build time (the Kwartier app does): a message is then its
 * tree, which formats alike.
 */
export const invoiceCatalogues: Record<Locale, InvoiceCatalogue> = { en, nl };

/** One language's invoice words: `invoice.<label>` → its ICU message (or the message's syntax tree, once compiled). */
export type InvoiceCatalogue = Readonly<Record<`invoice.${InvoiceLabel}`, string>>;

/**
 * A word printed on an invoice (`title`, `vatTotal`, …). Placeholders: `creditedInvoiceValue`
 * takes `{number}` and `{date}` (the credited invoice's), `vatTotal` takes `{rate}` (the VAT
 * percentage as the table prints it).
 */
export type InvoiceLabel = keyof typeof en extends `invoice.${infer Label}` ? Label : never;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * An invoice's word in a language, its placeholders filled in:
 * `invoiceLabel('nl', 'vatTotal', { rate: '21' })` → `'btw 21%'`. A placeholder given no value,
 * or a message that cannot be formatted, is a defect of the catalogue and is thrown.
 */
export function invoiceLabel(locale: Locale, label: InvoiceLabel, values?: Record<string, string | number>): string {
  let intl = intls.get(locale);
  if (!intl) {
    const messages = invoiceCatalogues[locale];
    if (!messages) throw new Error(`No invoice catalogue for the language ${locale}`);
    intl = createIntl(
      {
        locale: intlLocale(locale),
        defaultLocale: intlLocale(locale),
        messages,
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id: `invoice.${label}` }, values);
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
