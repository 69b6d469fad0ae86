import type { Invoice } from '@kwartier/api';
import { countryCode } from '../../domain/countries.js';
import type { MessageId } from '../../domain/messages.js';
import { ublTotals, type UblDocument, type UblLine } from '../../domain/ubl.js';
import { lineVatCategory } from './shape.js';
import type { LineRow } from './store.js';

// From Kwartier's invoice to the e-invoice's data (domain/ubl.ts writes the XML), or — when
// something a valid e-invoice needs is missing — what the user must fill in, by field (422).
// The printed details come from the invoice as the PDF shows it (an issued invoice's kept
// organisation and client block); the client's identifiers and countries are the current ones.

export interface EinvoiceSource {
  /** The invoice shaped in its own language (as the print view and the PDF). */
  invoice: Invoice;
  lines: LineRow[];
  client: { country: string | null; vat: string | null; chamberofcommerce: string | null; peppol_id: string | null };
  organisationCountry: string | null;
  /** The organisation's currency: its VAT currency, the e-invoice's BT-6 when the invoice is in another. */
  organisationCurrency: string;
  /** First and last day of the tracked time billed on the invoice and of its lines' periods (rules.invoicePeriodOf). */
  period: { start: string; end: string } | null;
  /** The invoice a copy was made of (a credit invoice corrects it). */
  original: { number: string; issueDate: string } | null;
}

/** EAS schemes of VAT numbers, by the number's country prefix, for a client without a Peppol ID or KvK number. */
const VAT_SCHEMES: Record<string, string> = { NL: '9944', BE: '9925', DE: '9930', FR: '9957' };

const compact = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();
/** A Dutch client without a country given is in the Netherlands, as is an organisation. */
const HOME = 'NL';

export type EinvoiceResult = { document: UblDocument } | { problems: Record<string, MessageId> };

export function einvoiceDocument(source: EinvoiceSource): EinvoiceResult {
  const { invoice, client } = source;
  const org = invoice.organisation;
  const problems: Record<string, MessageId> = {};

  if (!org.address || !org.zipcode || !org.city) for (const field of ['address', 'zipcode', 'city'] as const) if (!org[field]) problems[`organisation.${field}`] = 'einvoice.organisation_address';
  const sellerCountry = countryCode(source.organisationCountry, HOME);
  if (!sellerCountry) problems['organisation.country'] = 'einvoice.country';
  if (!org.chamberofcommerce) problems['organisation.chamberofcommerce'] = 'einvoice.organisation_kvk';
  if (!org.vat) problems['organisation.vat'] = 'einvoice.organisation_vat';
  if (!org.iban) problems['organisation.iban'] = 'einvoice.organisation_iban';

  for (const field of ['address', 'zipcode', 'city'] as const) if (!invoice.client[field]) problems[`client.${field}`] = 'einvoice.client_address';
  const buyerCountry = countryCode(client.country, HOME);
  if (!buyerCountry) problems['client.country'] = 'einvoice.country';
  const clientVat = client.vat ? compact(client.vat) : null;
  const clientKvk = client.chamberofcommerce ? compact(client.chamberofcommerce) : null;
  let endpoint: { id: string; scheme: string } | null = null;
  if (client.peppol_id) {
    const at = client.peppol_id.indexOf(':');
    endpoint = { scheme: client.peppol_id.slice(0, at), id: client.peppol_id.slice(at + 1) };
  } else if (clientKvk && buyerCountry === 'NL') endpoint = { scheme: '0106', id: clientKvk };
  else if (clientVat && VAT_SCHEMES[clientVat.slice(0, 2)]) endpoint = { scheme: VAT_SCHEMES[clientVat.slice(0, 2)], id: clientVat };
  if (!endpoint) problems['client.peppol_id'] = 'einvoice.client_electronic_address';

  const lines: UblLine[] = source.lines.map((line) => ({
    id: line.id,
    name: line.service,
    amount: line.amount,
    unitprice_cents: line.unitprice_cents,
    vat: line.vat,
    category: lineVatCategory(line),
    exemptionReason: line.vat_exemption_reason,
    unit: line.time_entries > 0 ? 'HUR' : 'C62',
    period: line.period_start && line.period_end ? { start: line.period_start, end: line.period_end } : null,
  }));
  if (lines.some((line) => line.category === 'AE') && !clientVat) problems['client.vat'] = 'einvoice.client_vat';
  if (!invoice.buyer_reference) problems.buyer_reference = 'einvoice.buyer_reference';
  if (lines.length === 0) problems.invoicelines = 'einvoice.no_lines';

  // In another currency than the organisation's, the VAT total is given in that one too (BR-53), at the invoice's rate.
  const taxCurrency = invoice.currency === source.organisationCurrency ? null : invoice.exchange_rate ? { code: source.organisationCurrency, rate: invoice.exchange_rate } : undefined;
  if (taxCurrency === undefined) problems.exchange_rate = 'einvoice.exchange_rate';

  const credit = ublTotals(lines, invoice.language, invoice.currency).gross < 0n;
  // NL-R-001: a Dutch seller's credit note names the invoice it corrects.
  if (credit && !source.original && sellerCountry === 'NL') problems.original_invoice_id = 'einvoice.credit_original';

  if (Object.keys(problems).length > 0 || !sellerCountry || !buyerCountry || !endpoint || taxCurrency === undefined) return { problems };
  const sellerKvk = compact(org.chamberofcommerce!);
  return {
    document: {
      kind: credit ? 'credit' : 'invoice',
      number: invoice.invoicenumber,
      issueDate: invoice.invoicedate,
      // A credit invoice has no due date; its refund is due as it is issued (BR-CO-25 wants a date or terms).
      dueDate: invoice.duedate ?? invoice.invoicedate,
      language: invoice.language,
      buyerReference: invoice.buyer_reference!,
      corrects: credit ? source.original : null,
      period: source.period,
      note: null,
      seller: {
        name: org.name,
        address: { street: org.address!, zipcode: org.zipcode!, city: org.city!, country: sellerCountry },
        endpoint: { scheme: '0106', id: sellerKvk },
        vat: compact(org.vat!),
        legalId: { id: sellerKvk, scheme: sellerCountry === 'NL' ? '0106' : null },
        iban: org.iban!,
        contact: { name: null, email: org.email, phone: org.phone },
      },
      buyer: {
        name: invoice.client.name,
        address: { street: invoice.client.address!, zipcode: invoice.client.zipcode!, city: invoice.client.city!, country: buyerCountry },
        endpoint,
        vat: clientVat,
        legalId: clientKvk ? { id: clientKvk, scheme: buyerCountry === 'NL' ? '0106' : null } : null,
        contact: invoice.contact ? { name: invoice.contact.name, email: invoice.contact.email, phone: null } : null,
      },
      lines,
      currency: invoice.currency,
      taxCurrency,
    },
  };
}
