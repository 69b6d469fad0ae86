import type { Invoice, InvoiceLine, InvoiceList, Receivables, ReceivablesInCurrency, InvoiceStatus, InvoiceStatusTotal, Locale, TrackedTimeGrouping, TrackedTimeList } from '@kwartier/api';
import { logoUrl } from '../../domain/logos.js';
import type { OrganizationFields } from '../organization/store.js';
import { decimalText, displayedStatus, dueDate, formattedMoney, invoiceTotals, lineCosts, trackedLineDetail, type InvoiceTotals, type TrackedGroup } from './rules.js';
import type { InvoiceRecord, LineRow } from './store.js';
import type { DocumentParties } from '../../stores/documents.js';
import { isCreditInvoice, outstandingCents } from '../payments/rules.js';
import { defaultVatCategory, VAT_CATEGORIES, type VatCategory } from '../../domain/ubl.js';

/** The line's VAT category: the one chosen, else the rate's default (Z at 0 %, S otherwise). */
export function lineVatCategory(line: Pick<LineRow, 'vat' | 'vat_category'>): VatCategory {
  return VAT_CATEGORIES.find((c) => c === line.vat_category) ?? defaultVatCategory(line.vat);
}

// Stored rows → the contract's shapes. Totals are computed here from the lines (rules.ts), in
// integer cents. `formatted_*` strings follow the document's language (contract, "Money"): an
// answer to a signed-in user is in that user's language; the print view and the PDF are in the
// invoice's language (its client's invoice language), never the organisation's by accident.

/**
 * A line; its `formatted_*` strings in `locale` (the signed-in user's, or the invoice's on the print
 * view), its `detail` in `language`, the invoice's: it is printed on the invoice.
 */
export function lineShape(line: LineRow, locale: Locale, language: Locale, currency = 'EUR'): InvoiceLine {
  const costs = lineCosts(line, currency);
  return {
    id: line.id,
    service: line.service,
    amount: decimalText(line.amount),
    unitprice: decimalText(line.unitprice_cents),
    vat: decimalText(line.vat),
    invoice_id: line.invoice_id,
    costs: decimalText(costs),
    formatted_unitprice: formattedMoney(line.unitprice_cents, locale, currency),
    formatted_costs: formattedMoney(costs, locale, currency),
    time_entries: line.time_entries,
    vat_category: lineVatCategory(line),
    vat_exemption_reason: line.vat_exemption_reason,
    period_start: line.period_start,
    period_end: line.period_end,
    detail: trackedLineDetail(line, language, currency),
  };
}

/**
 * What an invoice keeps when it leaves concept (`invoices.issued`, migration 0009): the details
 * printed on it, so a client who moves or a new IBAN does not rewrite an invoice already sent.
 * The logo is not kept (earlier logo images are not stored): an issued invoice shows the current one.
 */
interface IssuedDetails {
  client: Invoice['client'];
  contact: Invoice['contact'];
  organisation: Omit<Invoice['organisation'], 'uuid' | 'logo_url'>;
  termofpayment: number;
  /** Kept since migration 0011; an invoice issued before it shows its client's current language. */
  language?: Locale;
}

/** The details of the invoice as printed now, to keep with it as it leaves concept (JSON text). */
export function issuedDetails(invoice: InvoiceRecord, organization: OrganizationFields): string {
  const printed = invoiceShape({ ...invoice, issued: null }, organization, '');
  const { uuid: _uuid, logo_url: _logo, ...organisation } = printed.organisation;
  const issued: IssuedDetails = { client: printed.client, contact: printed.contact, organisation, termofpayment: organization.invoice_termofpayment, language: printed.language };
  return JSON.stringify(issued);
}

/** The details an issued invoice kept, null on a concept. */
function issuedOf(invoice: InvoiceRecord): IssuedDetails | null {
  return invoice.issued === null ? null : (JSON.parse(invoice.issued) as IssuedDetails);
}

/**
 * When an invoice is due: its date plus the term of payment kept when it was issued (the
 * organisation's term now on a concept). A credit invoice asks no payment: no due date, never overdue.
 */
export function invoiceDueDate(
  invoice: InvoiceRecord,
  organization: Pick<OrganizationFields, 'invoice_termofpayment'>,
  gross: bigint,
  issued: IssuedDetails | null = issuedOf(invoice),
): string | null {
  if (isCreditInvoice(invoice, gross)) return null;
  return dueDate(invoice.invoicedate, issued?.termofpayment ?? organization.invoice_termofpayment);
}

/** How {@link invoiceShape} writes an invoice. */
export interface InvoiceShapeOptions {
  /**
   * The language of the `formatted_*` strings: the signed-in user's in an API answer; left out
   * for a document (print view, PDF), which is written in the invoice's own `language`.
   */
  locale?: Locale;
  /** The totals, when the caller computed them already. */
  totals?: InvoiceTotals;
}

/** The organisation as a document (invoice, quote) prints it now. */
export function printedOrganisation(organization: OrganizationFields): Invoice['organisation'] {
  return {
    uuid: organization.uuid,
    name: organization.name,
    address: organization.address,
    zipcode: organization.zipcode,
    city: organization.city,
    phone: organization.phone,
    email: organization.email,
    website: organization.website,
    chamberofcommerce: organization.chamberofcommerce,
    vat: organization.vat,
    iban: organization.iban,
    invoice_text: organization.invoice_text,
    logo_url: organization.logo_mime ? logoUrl(organization.uuid, organization.logo_version) : null,
    primary_color: organization.primary_color,
    accent_color: organization.accent_color,
  };
}

/** The client and contact as a document (invoice, quote) prints them now. */
export function currentParties(document: DocumentParties): Pick<Invoice, 'client' | 'contact'> {
  return {
    client: {
      name: document.client_name,
      address: document.client_address,
      zipcode: document.client_zipcode,
      city: document.client_city,
      clientnumber: document.client_clientnumber,
    },
    contact: document.contact_name === null ? null : { name: document.contact_name, email: document.contact_email },
  };
}

/**
 * `today` (`YYYY-MM-DD`, the server's date) decides whether a sent invoice shows as overdue. An
 * issued invoice shows the details it kept (see {@link issuedDetails}); a concept the current ones.
 */
export function invoiceShape(invoice: InvoiceRecord, organization: OrganizationFields, today: string, options: InvoiceShapeOptions = {}): Invoice {
  const issued = issuedOf(invoice);
  const language = issued?.language ?? invoice.client_invoice_language;
  const locale = options.locale ?? language;
  const { currency } = invoice;
  const totals = options.totals ?? invoiceTotals(invoice.lines, currency);
  const outstanding = outstandingCents(invoice.status_id, totals.gross, BigInt(invoice.paid_cents));
  const credit = isCreditInvoice(invoice, totals.gross);
  const duedate = invoiceDueDate(invoice, organization, totals.gross, issued);
  const current = currentParties(invoice);
  return {
    id: invoice.id,
    uuid: invoice.uuid,
    invoicenumber: invoice.invoicenumber,
    client_id: invoice.client_id,
    client: issued?.client ?? current.client,
    contact_id: invoice.contact_id,
    contact: issued ? issued.contact : current.contact,
    invoicedate: invoice.invoicedate,
    duedate,
    period: invoice.period,
    status: displayedStatus(invoice.status_id, duedate, today),
    status_id: invoice.status_id as Invoice['status_id'],
    original_invoice_id: invoice.original_invoice_id,
    original_invoice:
      invoice.original_invoicenumber !== null && invoice.original_invoicedate !== null ? { invoicenumber: invoice.original_invoicenumber, invoicedate: invoice.original_invoicedate } : null,
    credit,
    paid_on: invoice.paid_on,
    buyer_reference: invoice.buyer_reference,
    invoicelines: invoice.lines.map((line) => lineShape(line, locale, language, currency)),
    total_net: decimalText(totals.net),
    total_gross: decimalText(totals.gross),
    formatted_total_net: formattedMoney(totals.net, locale, currency),
    formatted_total_gross: formattedMoney(totals.gross, locale, currency),
    total_paid: decimalText(invoice.paid_cents),
    total_outstanding: decimalText(outstanding),
    formatted_total_paid: formattedMoney(invoice.paid_cents, locale, currency),
    formatted_total_outstanding: formattedMoney(outstanding, locale, currency),
    total_vat: totals.vat.map((entry) => ({ vat: decimalText(entry.vat), total: decimalText(entry.total), formatted_total: formattedMoney(entry.total, locale, currency) })),
    organisation: {
      ...printedOrganisation(organization),
      ...issued?.organisation,
    },
    language,
    currency,
    exchange_rate: invoice.exchange_rate,
  };
}

const STATUSES: InvoiceStatus[] = ['concept', 'sent', 'overdue', 'paid'];

/**
 * The list of a year: the invoices and, per displayed status and for all of them, their number
 * and net and gross sums (an overdue invoice under overdue only). Each sum adds the invoices' own
 * totals, each computed as its answer's (rounded per line and once per VAT rate), in bigint cents;
 * `formatted_*` in `locale`, the signed-in user's language. Sums are per currency: the
 * organisation's at the top, each other one in `other_currencies` (by code), never two added.
 */
export function invoiceListShape(invoices: InvoiceRecord[], organization: OrganizationFields, today: string, locale: Locale): InvoiceList {
  type Sums = Map<InvoiceStatus | 'all', { count: number; net: bigint; gross: bigint; outstanding: bigint }>;
  const noSums = (): Sums => new Map([...STATUSES, 'all' as const].map((status) => [status, { count: 0, net: 0n, gross: 0n, outstanding: 0n }]));
  const perCurrency = new Map<string, Sums>([[organization.currency, noSums()]]);
  const shaped = invoices.map((invoice) => {
    const totals = invoiceTotals(invoice.lines, invoice.currency);
    const answer = invoiceShape(invoice, organization, today, { locale, totals });
    const sums = perCurrency.get(invoice.currency) ?? noSums();
    perCurrency.set(invoice.currency, sums);
    for (const sum of [sums.get(answer.status)!, sums.get('all')!]) {
      sum.count += 1;
      sum.net += totals.net;
      sum.gross += totals.gross;
      sum.outstanding += outstandingCents(invoice.status_id, totals.gross, BigInt(invoice.paid_cents));
    }
    return answer;
  });
  const totalsIn = (currency: string) => {
    const sums = perCurrency.get(currency)!;
    const total = (status: InvoiceStatus | 'all'): InvoiceStatusTotal => {
      const { count, net, gross, outstanding } = sums.get(status)!;
      return {
        count,
        total_net: decimalText(net),
        total_gross: decimalText(gross),
        formatted_total_net: formattedMoney(net, locale, currency),
        formatted_total_gross: formattedMoney(gross, locale, currency),
        total_outstanding: decimalText(outstanding),
        formatted_total_outstanding: formattedMoney(outstanding, locale, currency),
      };
    };
    return { currency, all: total('all'), concept: total('concept'), sent: total('sent'), overdue: total('overdue'), paid: total('paid') };
  };
  const others = [...perCurrency.keys()].filter((code) => code !== organization.currency).sort();
  return { invoices: shaped, totals: { ...totalsIn(organization.currency), other_currencies: others.map(totalsIn) } };
}

/** The uninvoiced time of `from` … `to` in groups, each exactly the line it would become; `formatted_*` in `locale`, the signed-in user's language. */
export function trackedTimeShape(from: string, to: string, group: TrackedTimeGrouping, groups: TrackedGroup[], locale: Locale, currency = 'EUR'): TrackedTimeList {
  return {
    from,
    to,
    group,
    groups: groups.map((g) => ({
      key: g.key,
      project_id: g.project_id,
      project_name: g.project_name,
      activity_id: g.activity_id,
      activity_name: g.activity_name,
      user_id: g.user_id,
      user_name: g.user_name,
      minutes: g.minutes,
      entries: g.entry_ids.length,
      period_start: g.period_start,
      period_end: g.period_end,
      amount: decimalText(g.amount),
      rate: decimalText(g.rate_cents),
      costs: decimalText(g.costs),
      formatted_rate: formattedMoney(g.rate_cents, locale, currency),
      formatted_costs: formattedMoney(g.costs, locale, currency),
      notes: g.notes,
    })),
  };
}

/**
 * The outstanding amount of these invoices and, of that, the overdue part (a sent invoice past
 * its due date, as its answer shows it), with the number of invoices each, per currency: the
 * organisation's in the answer itself, each other one with something outstanding in
 * `other_currencies` (by code). Amounts of two currencies are never added. `formatted_*` in
 * `locale`, the signed-in user's language.
 */
export function receivablesShape(invoices: InvoiceRecord[], organization: OrganizationFields, today: string, locale: Locale): Receivables {
  const sums = new Map<string, { outstanding: bigint; overdue: bigint; outstandingCount: number; overdueCount: number }>([
    [organization.currency, { outstanding: 0n, overdue: 0n, outstandingCount: 0, overdueCount: 0 }],
  ]);
  for (const invoice of invoices) {
    const totals = invoiceTotals(invoice.lines, invoice.currency);
    const owed = outstandingCents(invoice.status_id, totals.gross, BigInt(invoice.paid_cents));
    if (owed <= 0n) continue;
    const sum = sums.get(invoice.currency) ?? { outstanding: 0n, overdue: 0n, outstandingCount: 0, overdueCount: 0 };
    sum.outstanding += owed;
    sum.outstandingCount += 1;
    if (invoiceShape(invoice, organization, today, { totals }).status === 'overdue') {
      sum.overdue += owed;
      sum.overdueCount += 1;
    }
    sums.set(invoice.currency, sum);
  }
  const inCurrency = (currency: string): ReceivablesInCurrency => {
    const sum = sums.get(currency)!;
    return {
      currency,
      outstanding_count: sum.outstandingCount,
      total_outstanding: decimalText(sum.outstanding),
      formatted_total_outstanding: formattedMoney(sum.outstanding, locale, currency),
      overdue_count: sum.overdueCount,
      total_overdue: decimalText(sum.overdue),
      formatted_total_overdue: formattedMoney(sum.overdue, locale, currency),
    };
  };
  const others = [...sums.keys()].filter((currency) => currency !== organization.currency).sort();
  return { ...inCurrency(organization.currency), other_currencies: others.map(inCurrency) };
}
