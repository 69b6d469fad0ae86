import { creditorReference, currencyDecimals, decimalText, divideRoundedIn, type Locale } from '@kwartier/api';
import { create } from 'xmlbuilder2';
import { LOCALES, translate } from '../i18n/index.js';

// The e-invoice: UBL 2.1 in the Peppol BIS Billing 3.0 profile of EN 16931 (with the Dutch rules
// NL-R-*). A pure function: the invoice's data in (already complete — see the resources' check of
// what is missing), the XML text out, built with xmlbuilder2 so every text is escaped.
//
// Amounts are integers as in the rest of the server: money in cents, quantities and percentages
// in hundredths. Every amount written has two decimals, rounded to the document currency's minor
// unit (cents; whole yen for JPY). Totals follow EN 16931:
//   line net (BT-131) = quantity × price, rounded half up to cents (as the API's line costs);
//   per VAT category and rate (BT-116/117) the taxable amount is the sum of its lines, the tax
//   rounded once (BR-CO-17, BR-S-08, BR-Z-08, BR-E-08, BR-AE-08);
//   BT-106 = Σ line net (BR-CO-10), BT-109 = BT-106 (no document allowances, BR-CO-13),
//   BT-110 = Σ category tax (BR-CO-14), BT-112 = BT-109 + BT-110 (BR-CO-15), BT-115 = BT-112 (BR-CO-16).
// An invoice in another currency than the seller's VAT currency names that one (BT-6,
// TaxCurrencyCode) and gives the VAT total in it too (BT-111, BR-53): BT-110 × the exchange rate
// the admin entered, rounded half up once, in a second TaxTotal without subtotals.

export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** VAT categories (UNCL5305) Kwartier offers: standard, zero rated, exempt, reverse charge. */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE';
export const VAT_CATEGORIES: readonly VatCategory[] = ['S', 'Z', 'E', 'AE'];

/** The category a line has unless one is chosen: zero rated at 0 %, standard otherwise (21 %, 9 %). */
export function defaultVatCategory(vatHundredths: number): VatCategory {
  return vatHundredths === 0 ? 'Z' : 'S';
}

/** Categories whose rate must be 0 % (BR-Z-05, BR-E-05, BR-AE-05). */
export function categoryNeedsZeroRate(category: VatCategory): boolean {
  return category !== 'S';
}

export interface UblAddress {
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface UblParty {
  name: string;
  address: UblAddress;
  /** The electronic address (BT-34 / BT-49) and its EAS scheme (0106 KvK, 0190 OIN, 9944 NL VAT, 0208 …). */
  endpoint: { id: string; scheme: string };
  /** VAT identifier with its country prefix (BT-31 / BT-48). */
  vat: string | null;
  /** Legal registration (BT-30 / BT-47), with its scheme when known (0106 KvK). */
  legalId: { id: string; scheme: string | null } | null;
  contact?: { name: string | null; email: string | null; phone: string | null } | null;
}

export interface UblLine {
  id: number;
  name: string;
  /** Hundredths; negative on a line that takes something back. */
  amount: number;
  /** Cents. */
  unitprice_cents: number;
  /** Hundredths of a percent. */
  vat: number;
  category: VatCategory;
  /** Why a line is exempt (E); written in the VAT breakdown. */
  exemptionReason: string | null;
  /** `HUR` hours, `C62` one (pieces). */
  unit: 'HUR' | 'C62';
  period?: { start: string; end: string } | null;
}

export interface UblDocument {
  /** `invoice` is written as an Invoice (380), `credit` as a CreditNote (381) with all amounts turned positive. */
  kind: 'invoice' | 'credit';
  number: string;
  issueDate: string;
  dueDate: string;
  language: Locale;
  buyerReference: string;
  /** The invoice a credit note corrects (BT-25/26). */
  corrects: { number: string; issueDate: string } | null;
  period: { start: string; end: string } | null;
  note: string | null;
  seller: UblParty & { iban: string };
  buyer: UblParty;
  lines: UblLine[];
  /** The document currency (BT-5), ISO 4217; every amount is in it. */
  currency: string;
  /**
   * The VAT accounting currency (BT-6) when it is not the document's, with the exchange rate: one
   * unit of the document currency in it, a decimal (`"0.9215"`). Null when they are the same.
   */
  taxCurrency: { code: string; rate: string } | null;
}

/** Texts of the e-invoice, in the invoice's language. */
export const UBL_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, { exempt: translate(locale, 'ubl.exempt'), reverseCharge: translate(locale, 'ubl.reverse_charge') }]),
) as Record<Locale, { exempt: string; reverseCharge: string }>;

/** A line's net amount in cents (BT-131): quantity × price, rounded half up to the currency's minor unit. */
export function ublLineNet(line: Pick<UblLine, 'amount' | 'unitprice_cents'>, currency = 'EUR'): bigint {
  return divideRoundedIn(BigInt(line.amount) * BigInt(line.unitprice_cents), 100n, currency);
}

/**
 * An amount in hundredths converted at `rate` (one unit in the other currency, a decimal of at
 * most six decimals as the contract takes it), rounded half up to the other currency's minor unit.
 */
export function convertedAmount(hundredths: bigint, rate: string, currency: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  const millionths = BigInt(whole! + fraction.padEnd(6, '0').slice(0, 6));
  return divideRoundedIn(hundredths * millionths, 1_000_000n, currency);
}

export interface UblBreakdown {
  category: VatCategory;
  /** Hundredths of a percent. */
  rate: number;
  taxable: bigint;
  tax: bigint;
  exemptionReason: string | null;
  exemptionCode: string | null;
}

export interface UblTotals {
  lineNet: bigint;
  tax: bigint;
  gross: bigint;
  breakdown: UblBreakdown[];
}

const CATEGORY_ORDER: Record<VatCategory, number> = { S: 0, Z: 1, E: 2, AE: 3 };

/** The VAT breakdown (one subtotal per category and rate, the tax rounded once each) and the document totals. */
export function ublTotals(lines: readonly UblLine[], language: Locale, currency = 'EUR'): UblTotals {
  const groups = new Map<string, { category: VatCategory; rate: number; taxable: bigint; reasons: string[] }>();
  let lineNet = 0n;
  for (const line of lines) {
    const net = ublLineNet(line, currency);
    lineNet += net;
    const key = `${line.category}:${line.vat}`;
    const group = groups.get(key) ?? { category: line.category, rate: line.vat, taxable: 0n, reasons: [] };
    group.taxable += net;
    const reason = line.exemptionReason?.trim();
    if (line.category === 'E' && reason && !group.reasons.includes(reason)) group.reasons.push(reason);
    groups.set(key, group);
  }
  const texts = UBL_TEXTS[language];
  const breakdown = [...groups.values()]
    .sort((a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category] || b.rate - a.rate)
    .map((group): UblBreakdown => ({
      category: group.category,
      rate: group.rate,
      taxable: group.taxable,
      tax: divideRoundedIn(group.taxable * BigInt(group.rate), 10_000n, currency),
      exemptionReason: group.category === 'E' ? group.reasons.join('; ') || texts.exempt : group.category === 'AE' ? texts.reverseCharge : null,
      exemptionCode: group.category === 'AE' ? 'VATEX-EU-AE' : null,
    }));
  const tax = breakdown.reduce((sum, entry) => sum + entry.tax, 0n);
  return { lineNet, tax, gross: lineNet + tax, breakdown };
}

/** Whether a document with these lines is a credit invoice: its total is below zero. */
export function isCredit(lines: readonly UblLine[], language: Locale, currency = 'EUR'): boolean {
  return ublTotals(lines, language, currency).gross < 0n;
}

type Node = Record<string, unknown>;

const amountIn = (currency: string) => (cents: bigint): Node => ({ '@currencyID': currency, '#': decimalText(cents) });
const percent = (hundredths: number) => decimalText(hundredths);

function taxCategory(category: VatCategory, rate: number): Node {
  return { 'cbc:ID': category, 'cbc:Percent': percent(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

function party(p: UblParty): Node {
  const node: Node = {
    'cbc:EndpointID': { '@schemeID': p.endpoint.scheme, '#': p.endpoint.id },
    'cac:PartyName': { 'cbc:Name': p.name },
    'cac:PostalAddress': {
      'cbc:StreetName': p.address.street,
      'cbc:CityName': p.address.city,
      'cbc:PostalZone': p.address.zipcode,
      'cac:Country': { 'cbc:IdentificationCode': p.address.country },
    },
  };
  if (p.vat) node['cac:PartyTaxScheme'] = { 'cbc:CompanyID': p.vat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const legal: Node = { 'cbc:RegistrationName': p.name };
  if (p.legalId) legal['cbc:CompanyID'] = p.legalId.scheme ? { '@schemeID': p.legalId.scheme, '#': p.legalId.id } : p.legalId.id;
  node['cac:PartyLegalEntity'] = legal;
  const contact: Node = {};
  if (p.contact?.name) contact['cbc:Name'] = p.contact.name;
  if (p.contact?.phone) contact['cbc:Telephone'] = p.contact.phone;
  if (p.contact?.email) contact['cbc:ElectronicMail'] = p.contact.email;
  if (Object.keys(contact).length > 0) node['cac:Contact'] = contact;
  return node;
}

/**
 * A line's price (BT-146). In a currency without cents (JPY) a line's net is quantity × price
 * rounded to a whole unit, which can lie further from the product than the 0.02 Peppol allows
 * (PEPPOL-EN16931-R120: 1.25 h × ¥333 = ¥416.25, net ¥416): such a line states its net as the
 * price of its whole quantity (BT-149 base quantity), ¥416 per 1.25 h, which is exactly what it
 * bills. Other lines state their price per one unit.
 */
function linePrice(line: Pick<UblLine, 'amount' | 'unitprice_cents' | 'unit'>, currency: string): Node {
  const net = ublLineNet(line, currency);
  const exact = BigInt(line.amount) * BigInt(line.unitprice_cents);
  if (currencyDecimals(currency) === 2 || exact === net * 100n || line.amount === 0) {
    return { 'cbc:PriceAmount': { '@currencyID': currency, '#': decimalText(BigInt(line.unitprice_cents)) } };
  }
  const size = (value: bigint) => (value < 0n ? -value : value);
  return {
    'cbc:PriceAmount': { '@currencyID': currency, '#': decimalText(size(net)) },
    'cbc:BaseQuantity': { '@unitCode': line.unit, '#': decimalText(size(BigInt(line.amount))) },
  };
}

/**
 * The e-invoice as UBL XML text. A credit invoice (`kind: 'credit'`) becomes a CreditNote whose
 * quantities and amounts are those of the invoice turned around (a credit of −2 hours is a credit
 * note of 2 hours), referring to the invoice it corrects; prices are never negative (BR-27): a
 * negative price moves its sign to the quantity.
 */
export function ublXml(doc: UblDocument): string {
  const credit = doc.kind === 'credit';
  const sign = credit ? -1 : 1;
  const lines = doc.lines.map((line) => {
    const priceSign = line.unitprice_cents < 0 ? -1 : 1;
    return { ...line, amount: line.amount * sign * priceSign, unitprice_cents: line.unitprice_cents * priceSign };
  });
  const totals = ublTotals(lines, doc.language, doc.currency);
  const money = amountIn(doc.currency);

  const root: Node = {
    '@xmlns': credit ? 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' : 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    '@xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    '@xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    'cbc:CustomizationID': CUSTOMIZATION_ID,
    'cbc:ProfileID': PROFILE_ID,
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
  };
  // UBL 2.1's CreditNote has no DueDate; its due date goes in PaymentMeans (BT-9 binding).
  if (!credit) root['cbc:DueDate'] = doc.dueDate;
  root[credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'] = credit ? '381' : '380';
  if (doc.note) root['cbc:Note'] = doc.note;
  root['cbc:DocumentCurrencyCode'] = doc.currency;
  if (doc.taxCurrency) root['cbc:TaxCurrencyCode'] = doc.taxCurrency.code;
  root['cbc:BuyerReference'] = doc.buyerReference;
  if (doc.period) root['cac:InvoicePeriod'] = { 'cbc:StartDate': doc.period.start, 'cbc:EndDate': doc.period.end };
  if (doc.corrects) root['cac:BillingReference'] = { 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.corrects.number, 'cbc:IssueDate': doc.corrects.issueDate } };
  root['cac:AccountingSupplierParty'] = { 'cac:Party': party(doc.seller) };
  root['cac:AccountingCustomerParty'] = { 'cac:Party': party(doc.buyer) };
  const paymentMeans: Node = { 'cbc:PaymentMeansCode': { '@name': 'Credit transfer', '#': '30' } };
  if (credit) paymentMeans['cbc:PaymentDueDate'] = doc.dueDate;
  // BT-83: the creditor reference printed on the invoice (banks carry it to the statement), else the number.
  paymentMeans['cbc:PaymentID'] = creditorReference(doc.number) ?? doc.number;
  paymentMeans['cac:PayeeFinancialAccount'] = { 'cbc:ID': doc.seller.iban.replace(/\s+/g, '').toUpperCase(), 'cbc:Name': doc.seller.name };
  root['cac:PaymentMeans'] = paymentMeans;
  root['cac:PaymentTerms'] = { 'cbc:Note': translate(doc.language, 'ubl.payment_terms', { date: doc.dueDate }) };
  const taxTotal: Node = {
    'cbc:TaxAmount': money(totals.tax),
    'cac:TaxSubtotal': totals.breakdown.map((entry) => {
      const category = taxCategory(entry.category, entry.rate);
      const withReason: Node = { 'cbc:ID': category['cbc:ID'], 'cbc:Percent': category['cbc:Percent'] };
      if (entry.exemptionCode) withReason['cbc:TaxExemptionReasonCode'] = entry.exemptionCode;
      if (entry.exemptionReason) withReason['cbc:TaxExemptionReason'] = entry.exemptionReason;
      withReason['cac:TaxScheme'] = category['cac:TaxScheme'];
      return { 'cbc:TaxableAmount': money(entry.taxable), 'cbc:TaxAmount': money(entry.tax), 'cac:TaxCategory': withReason };
    }),
  };
  // BR-53: the VAT total in the VAT accounting currency too, in a TaxTotal of its own without subtotals.
  root['cac:TaxTotal'] = doc.taxCurrency
    ? [taxTotal, { 'cbc:TaxAmount': amountIn(doc.taxCurrency.code)(convertedAmount(totals.tax, doc.taxCurrency.rate, doc.taxCurrency.code)) }]
    : taxTotal;
  root['cac:LegalMonetaryTotal'] = {
    'cbc:LineExtensionAmount': money(totals.lineNet),
    'cbc:TaxExclusiveAmount': money(totals.lineNet),
    'cbc:TaxInclusiveAmount': money(totals.gross),
    'cbc:PayableAmount': money(totals.gross),
  };
  root[credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine'] = lines.map((line, index) => {
    const node: Node = {
      'cbc:ID': String(index + 1),
      [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: { '@unitCode': line.unit, '#': decimalText(line.amount) },
      'cbc:LineExtensionAmount': money(ublLineNet(line, doc.currency)),
    };
    if (line.period) node['cac:InvoicePeriod'] = { 'cbc:StartDate': line.period.start, 'cbc:EndDate': line.period.end };
    node['cac:Item'] = { 'cbc:Name': line.name, 'cac:ClassifiedTaxCategory': taxCategory(line.category, line.vat) };
    node['cac:Price'] = linePrice(line, doc.currency);
    return node;
  });
  return create({ version: '1.0', encoding: 'UTF-8' }, { [credit ? 'CreditNote' : 'Invoice']: root }).end({ prettyPrint: true });
}
