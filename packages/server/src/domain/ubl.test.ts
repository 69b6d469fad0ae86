import { creditorReference } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { convertedAmount, CUSTOMIZATION_ID, defaultVatCategory, PROFILE_ID, ublTotals, ublXml, type UblDocument, type UblLine } from './ubl.js';

// The rules of EN 16931 and Peppol BIS Billing 3.0 the generator relies on, checked on its own
// output read back as XML (not on its internals): BR-CO-10…16 totals, BR-CO-17 and BR-S/Z/E/AE-08
// breakdown per category and rate, the Peppol identifiers, two-decimal amounts (BR-DEC-*), unit
// codes, the CreditNote binding, and the structure of the official examples (element order).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed XML is walked by name
type X = Record<string, any>;
const parse = (xml: string): X => convert(xml, { format: 'object' }) as unknown as X;
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (node: X | string): string => (typeof node === 'object' ? node['#'] : String(node));
/** xmlbuilder2's object form keeps the entities of the text; the XML's own value. */
const unescaped = (value: string) => value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const cents = (node: X | string): bigint => {
  const value = text(node);
  expect(value, 'an amount has two decimals (BR-DEC)').toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(value.replace('.', ''));
};

const seller: UblDocument['seller'] = {
  name: 'De Vries Advies',
  address: { street: 'Kerkstraat 2', zipcode: '3511 AA', city: 'Utrecht', country: 'NL' },
  endpoint: { id: '87654321', scheme: '0106' },
  vat: 'NL123456782B01',
  legalId: { id: '87654321', scheme: '0106' },
  iban: 'NL91 ABNA 0417 1643 00',
  contact: { name: null, email: 'info@devriesadvies.nl', phone: null },
};
const buyer: UblDocument['buyer'] = {
  name: 'IJzerhandel & Zn <BV>',
  address: { street: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', country: 'NL' },
  endpoint: { id: '12345678', scheme: '0106' },
  vat: 'NL987654329B01',
  legalId: { id: '12345678', scheme: '0106' },
  contact: { name: 'Piet', email: 'piet@example.nl', phone: null },
};

let nextId = 1;
const line = (over: Partial<UblLine>): UblLine => ({
  id: nextId++,
  name: 'Advies',
  amount: 100,
  unitprice_cents: 10000,
  vat: 2100,
  category: 'S',
  exemptionReason: null,
  unit: 'HUR',
  ...over,
});

const document = (over: Partial<UblDocument>): UblDocument => ({
  kind: 'invoice',
  number: '20260007',
  issueDate: '2026-11-26',
  dueDate: '2026-12-26',
  language: 'nl',
  buyerReference: 'PO-77',
  corrects: null,
  period: null,
  note: null,
  seller,
  buyer,
  lines: [line({})],
  currency: 'EUR',
  taxCurrency: null,
  ...over,
});

/** Holds the document-level rules of EN 16931 on the XML and answers the parsed root. */
function checked(xml: string, rootName: 'Invoice' | 'CreditNote' = 'Invoice'): X {
  const root = parse(xml)[rootName];
  expect(root, `root element ${rootName}`).toBeDefined();
  expect(root['cbc:CustomizationID']).toBe(CUSTOMIZATION_ID);
  expect(root['cbc:ProfileID']).toBe(PROFILE_ID);
  const lineTag = rootName === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const lines = list(root[lineTag]);
  const totals = root['cac:LegalMonetaryTotal'];
  const lineSum = lines.reduce((sum: bigint, l: X) => sum + cents(l['cbc:LineExtensionAmount']), 0n);
  // BR-CO-10: Σ line net = line extension amount.
  expect(cents(totals['cbc:LineExtensionAmount'])).toBe(lineSum);
  // BR-CO-13: no document allowances or charges: tax exclusive = line extension.
  expect(cents(totals['cbc:TaxExclusiveAmount'])).toBe(lineSum);
  // One TaxTotal (PEPPOL-EN16931-R053) whose amount is Σ subtotals (BR-CO-14).
  expect(Array.isArray(root['cac:TaxTotal'])).toBe(false);
  const subtotals = list<X>(root['cac:TaxTotal']['cac:TaxSubtotal']);
  const taxSum = subtotals.reduce((sum, s) => sum + cents(s['cbc:TaxAmount']), 0n);
  expect(cents(root['cac:TaxTotal']['cbc:TaxAmount'])).toBe(taxSum);
  // BR-CO-15, BR-CO-16.
  expect(cents(totals['cbc:TaxInclusiveAmount'])).toBe(lineSum + taxSum);
  expect(cents(totals['cbc:PayableAmount'])).toBe(lineSum + taxSum);
  // BR-S-08, BR-Z-08, BR-E-08, BR-AE-08: each subtotal's taxable amount is the sum of its lines'
  // net amounts (per category, and per rate for S); BR-CO-17: tax = taxable × rate, rounded once.
  for (const s of subtotals) {
    const category = s['cac:TaxCategory']['cbc:ID'];
    const rate = s['cac:TaxCategory']['cbc:Percent'];
    const own = lines.filter((l: X) => l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID'] === category && l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:Percent'] === rate);
    expect(cents(s['cbc:TaxableAmount'])).toBe(own.reduce((sum: bigint, l: X) => sum + cents(l['cbc:LineExtensionAmount']), 0n));
    const taxable = cents(s['cbc:TaxableAmount']);
    const rateHundredths = BigInt(rate.replace('.', ''));
    const exact = taxable * rateHundredths;
    const rounded = (exact >= 0n ? exact + 5000n : exact - 5000n) / 10_000n;
    expect(cents(s['cbc:TaxAmount'])).toBe(rounded);
    if (category !== 'S') expect(rate).toBe('0.00');
    if (category === 'E' || category === 'AE') expect(s['cac:TaxCategory']['cbc:TaxExemptionReason'] ?? s['cac:TaxCategory']['cbc:TaxExemptionReasonCode']).toBeTruthy();
  }
  // PEPPOL-EN16931-R003: buyer reference or order reference; R010/R020: endpoints with a scheme.
  expect(root['cbc:BuyerReference'] ?? root['cac:OrderReference']).toBeTruthy();
  for (const p of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) expect(root[p]['cac:Party']['cbc:EndpointID']['@schemeID']).toMatch(/^\d{4}$/);
  // Line net = quantity × price within a cent (PEPPOL-EN16931-R120), prices never negative (BR-27).
  for (const l of lines) {
    const quantity = l[rootName === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity'];
    expect(['HUR', 'C62']).toContain(quantity['@unitCode']);
    const price = cents(l['cac:Price']['cbc:PriceAmount']);
    expect(price >= 0n).toBe(true);
    const product = BigInt(text(quantity).replace('.', '')) * price;
    const net = cents(l['cbc:LineExtensionAmount']) * 100n;
    expect(product - net <= 50n && net - product <= 50n).toBe(true);
  }
  // PEPPOL-EN16931-R008: no empty elements.
  expect(xml).not.toMatch(/<[^>/]+\/>|<([\w:]+)[^>]*><\/\1>/);
  return root;
}

describe('the e-invoice (UBL 2.1, Peppol BIS Billing 3.0)', () => {
  it('defaults the VAT category from the rate: standard for 21 % and 9 %, zero rated for 0 %', () => {
    expect(defaultVatCategory(2100)).toBe('S');
    expect(defaultVatCategory(900)).toBe('S');
    expect(defaultVatCategory(0)).toBe('Z');
  });

  it('writes an invoice of 21 %, 9 % and 0 % lines as the official example does: identifiers, parties, payment, one subtotal per rate', () => {
    const xml = ublXml(
      document({
        lines: [
          line({ amount: 1250, unitprice_cents: 8500, vat: 2100 }),
          line({ amount: 100, unitprice_cents: 4999, vat: 900, unit: 'C62', name: 'Boek' }),
          line({ amount: 300, unitprice_cents: 1000, vat: 0, category: 'Z', unit: 'C62' }),
        ],
        period: { start: '2026-11-01', end: '2026-11-30' },
      }),
    );
    const root = checked(xml);
    expect(root['cbc:InvoiceTypeCode']).toBe('380');
    expect(root['cbc:DueDate']).toBe('2026-12-26');
    expect(root['cbc:DocumentCurrencyCode']).toBe('EUR');
    expect(root['cbc:BuyerReference']).toBe('PO-77');
    expect(root['cac:InvoicePeriod']).toEqual({ 'cbc:StartDate': '2026-11-01', 'cbc:EndDate': '2026-11-30' });
    const supplier = root['cac:AccountingSupplierParty']['cac:Party'];
    expect(supplier['cbc:EndpointID']).toEqual({ '@schemeID': '0106', '#': '87654321' });
    expect(supplier['cac:PartyLegalEntity']['cbc:CompanyID']).toEqual({ '@schemeID': '0106', '#': '87654321' });
    expect(supplier['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('NL123456782B01');
    expect(supplier['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('NL');
    // Escaped, and read back as written.
    expect(xml).toContain('IJzerhandel &amp; Zn &lt;BV&gt;');
    expect(unescaped(root['cac:AccountingCustomerParty']['cac:Party']['cac:PartyName']['cbc:Name'])).toBe('IJzerhandel & Zn <BV>');
    expect(root['cac:PaymentMeans']['cbc:PaymentMeansCode']['#']).toBe('30');
    expect(root['cac:PaymentMeans']['cac:PayeeFinancialAccount']['cbc:ID']).toBe('NL91ABNA0417164300');
    // The payment reference printed on the invoice, which the bank matcher recognises.
    expect(root['cac:PaymentMeans']['cbc:PaymentID']).toBe(creditorReference('20260007'));
    const subtotals = list<X>(root['cac:TaxTotal']['cac:TaxSubtotal']);
    expect(subtotals.map((s) => [s['cac:TaxCategory']['cbc:ID'], s['cac:TaxCategory']['cbc:Percent'], s['cbc:TaxableAmount']['#'], s['cbc:TaxAmount']['#']])).toEqual([
      ['S', '21.00', '1062.50', '223.13'],
      ['S', '9.00', '49.99', '4.50'],
      ['Z', '0.00', '30.00', '0.00'],
    ]);
    expect(root['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe('1370.12');
    const lines = list<X>(root['cac:InvoiceLine']);
    expect(lines.map((l) => l['cbc:InvoicedQuantity']['@unitCode'])).toEqual(['HUR', 'C62', 'C62']);
    expect(lines[0]['cbc:InvoicedQuantity']['#']).toBe('12.50');
    // The official example's order of the document-level elements.
    const order = Object.keys(root).filter((key) => !key.startsWith('@'));
    expect(order).toEqual([
      'cbc:CustomizationID',
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:IssueDate',
      'cbc:DueDate',
      'cbc:InvoiceTypeCode',
      'cbc:DocumentCurrencyCode',
      'cbc:BuyerReference',
      'cac:InvoicePeriod',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PaymentMeans',
      'cac:PaymentTerms',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
    ]);
    expect(Object.keys(supplier)).toEqual(['cbc:EndpointID', 'cac:PartyName', 'cac:PostalAddress', 'cac:PartyTaxScheme', 'cac:PartyLegalEntity', 'cac:Contact']);
  });

  it('rounds VAT once per category and rate, not per line', () => {
    // 3 lines of € 0.05 at 21 %: per line 0.01 each (0.03), once on 0.15: 0.0315 → 0.03; 9 %: 7 × 0.05 = 0.35 → 0.0315 → 0.03 (per line 7 × 0.00).
    const lines = [
      ...Array.from({ length: 3 }, () => line({ amount: 100, unitprice_cents: 5, vat: 2100, unit: 'C62' })),
      ...Array.from({ length: 7 }, () => line({ amount: 100, unitprice_cents: 5, vat: 900, unit: 'C62' })),
      line({ amount: 33, unitprice_cents: 333, vat: 2100 }), // 0.33 h × 3.33 = 1.0989 → 1.10
    ];
    const totals = ublTotals(lines, 'en');
    expect(totals.breakdown.map((b) => [b.category, b.rate, b.taxable, b.tax])).toEqual([
      ['S', 2100, 125n, 26n], // 1.25 × 21 % = 0.2625 → 0.26
      ['S', 900, 35n, 3n],
    ]);
    checked(ublXml(document({ lines })));
  });

  it('writes exempt lines as category E with the reason, in the invoice’s language when none is given', () => {
    const withReason = checked(ublXml(document({ lines: [line({ vat: 0, category: 'E', exemptionReason: 'Art. 11 lid 1 sub j Wet OB' }), line({ vat: 2100 })] })));
    const exempt = list<X>(withReason['cac:TaxTotal']['cac:TaxSubtotal']).find((s) => s['cac:TaxCategory']['cbc:ID'] === 'E')!;
    expect(exempt['cac:TaxCategory']['cbc:TaxExemptionReason']).toBe('Art. 11 lid 1 sub j Wet OB');
    expect(exempt['cbc:TaxAmount']['#']).toBe('0.00');
    const nl = checked(ublXml(document({ language: 'nl', lines: [line({ vat: 0, category: 'E' })] })));
    expect(list<X>(nl['cac:TaxTotal']['cac:TaxSubtotal'])[0]['cac:TaxCategory']['cbc:TaxExemptionReason']).toBe('Vrijgesteld van btw');
    const en = checked(ublXml(document({ language: 'en', lines: [line({ vat: 0, category: 'E' })] })));
    expect(list<X>(en['cac:TaxTotal']['cac:TaxSubtotal'])[0]['cac:TaxCategory']['cbc:TaxExemptionReason']).toBe('Exempt from VAT');
  });

  it('writes reverse-charge lines as category AE at 0 % with the VATEX code, the buyer’s VAT number present', () => {
    const root = checked(
      ublXml(
        document({
          language: 'en',
          buyer: { ...buyer, address: { street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE' }, endpoint: { id: 'DE136695976', scheme: '9930' }, vat: 'DE136695976', legalId: null },
          lines: [line({ vat: 0, category: 'AE' })],
        }),
      ),
    );
    const category = list<X>(root['cac:TaxTotal']['cac:TaxSubtotal'])[0]['cac:TaxCategory'];
    expect(category).toMatchObject({ 'cbc:ID': 'AE', 'cbc:Percent': '0.00', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE', 'cbc:TaxExemptionReason': 'VAT reverse charged' });
    expect(root['cac:AccountingCustomerParty']['cac:Party']['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('DE136695976');
    expect(Object.keys(root['cac:AccountingCustomerParty']['cac:Party']['cac:PartyLegalEntity'])).toEqual(['cbc:RegistrationName']);
  });

  it('writes a credit invoice as a CreditNote (381) with positive amounts that refers to the invoice it corrects', () => {
    const xml = ublXml(
      document({
        kind: 'credit',
        number: '20260008',
        corrects: { number: '20260007', issueDate: '2026-11-01' },
        lines: [line({ amount: -1250, unitprice_cents: 8500, vat: 2100 }), line({ amount: -100, unitprice_cents: 4999, vat: 900, unit: 'C62' }), line({ amount: 100, unitprice_cents: -2000, vat: 0, category: 'E' })],
      }),
    );
    const root = checked(xml, 'CreditNote');
    expect(root['cbc:CreditNoteTypeCode']).toBe('381');
    expect(root['cbc:DueDate']).toBeUndefined();
    expect(root['cac:PaymentMeans']['cbc:PaymentDueDate']).toBe('2026-12-26');
    expect(root['cac:BillingReference']).toEqual({ 'cac:InvoiceDocumentReference': { 'cbc:ID': '20260007', 'cbc:IssueDate': '2026-11-01' } });
    expect(list<X>(root['cac:CreditNoteLine']).map((l) => [l['cbc:CreditedQuantity']['#'], l['cac:Price']['cbc:PriceAmount']['#'], l['cbc:LineExtensionAmount']['#']])).toEqual([
      ['12.50', '85.00', '1062.50'],
      ['1.00', '49.99', '49.99'],
      ['1.00', '20.00', '20.00'],
    ]);
    expect(root['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe('1360.12');
    expect(Object.keys(root).indexOf('cac:BillingReference')).toBeLessThan(Object.keys(root).indexOf('cac:AccountingSupplierParty'));
  });

  it('adds up a 200-line invoice exactly', () => {
    const lines = Array.from({ length: 200 }, (_, i) => line({ name: `Regel ${i + 1}`, amount: 25 + (i % 13) * 7, unitprice_cents: 1999 + i * 37, vat: [2100, 900, 0][i % 3], category: i % 3 === 2 ? 'Z' : 'S' }));
    const root = checked(ublXml(document({ lines })));
    expect(list(root['cac:InvoiceLine'])).toHaveLength(200);
    const expected = lines.reduce((sum, l) => sum + (BigInt(l.amount) * BigInt(l.unitprice_cents) + 50n) / 100n, 0n);
    expect(cents(root['cac:LegalMonetaryTotal']['cbc:LineExtensionAmount'])).toBe(expected);
    expect(list(root['cac:TaxTotal']['cac:TaxSubtotal'])).toHaveLength(3);
  });
});

describe('an e-invoice in another currency than the VAT currency', () => {
  it('converts at the rate entered, half up to the other currency’s minor unit', () => {
    expect(convertedAmount(2520n, '0.9215', 'EUR')).toBe(2322n); // $25.20 × 0.9215 = €23.2218
    expect(convertedAmount(-2520n, '0.9215', 'EUR')).toBe(-2322n);
    expect(convertedAmount(100n, '1', 'EUR')).toBe(100n);
    expect(convertedAmount(8700n, '0.0062', 'EUR')).toBe(54n); // ¥87 × 0.0062 = €0.5394
    expect(convertedAmount(10000n, '161.255', 'JPY')).toBe(1612600n); // €100 × 161.255 = ¥16,125.50 → ¥16,126 (whole yen)
  });

  it('names both currencies and gives the VAT total in each, the amounts in the document currency (BR-53)', () => {
    const xml = ublXml(document({ currency: 'USD', taxCurrency: { code: 'EUR', rate: '0.9215' }, lines: [line({ amount: 150, unitprice_cents: 12000 })] }));
    const root = parse(xml).Invoice;
    expect(root['cbc:DocumentCurrencyCode']).toBe('USD');
    expect(root['cbc:TaxCurrencyCode']).toBe('EUR');
    expect(Object.keys(root).indexOf('cbc:TaxCurrencyCode')).toBe(Object.keys(root).indexOf('cbc:DocumentCurrencyCode') + 1);
    const [own, other] = list<X>(root['cac:TaxTotal']);
    // $180.00 net, 21 % VAT $37.80; in euros 37.80 × 0.9215 = 34.8327 → €34.83.
    expect(own!['cbc:TaxAmount']).toEqual({ '@currencyID': 'USD', '#': '37.80' });
    expect(list<X>(own!['cac:TaxSubtotal'])[0]!['cbc:TaxableAmount']).toEqual({ '@currencyID': 'USD', '#': '180.00' });
    expect(other).toEqual({ 'cbc:TaxAmount': { '@currencyID': 'EUR', '#': '34.83' } });
    expect(root['cac:LegalMonetaryTotal']['cbc:PayableAmount']).toEqual({ '@currencyID': 'USD', '#': '217.80' });
    expect(xml).not.toMatch(/currencyID="EUR">(?!34\.83<)/);
  });

  it('rounds a yen invoice to whole yen and states a line whose product is not whole as its net per its quantity', () => {
    const xml = ublXml(document({ currency: 'JPY', taxCurrency: { code: 'EUR', rate: '0.0062' }, lines: [line({ amount: 125, unitprice_cents: 33300 }), line({ amount: 200, unitprice_cents: 1500000 })] }));
    const root = parse(xml).Invoice;
    const [odd, whole] = list<X>(root['cac:InvoiceLine']);
    // 1.25 × ¥333 = ¥416.25 → ¥416, stated as ¥416 per 1.25 hours; 2 × ¥15,000 stays per hour.
    expect(odd!['cbc:LineExtensionAmount']['#']).toBe('416.00');
    expect(odd!['cac:Price']).toEqual({ 'cbc:PriceAmount': { '@currencyID': 'JPY', '#': '416.00' }, 'cbc:BaseQuantity': { '@unitCode': 'HUR', '#': '1.25' } });
    expect(whole!['cac:Price']).toEqual({ 'cbc:PriceAmount': { '@currencyID': 'JPY', '#': '15000.00' } });
    // VAT 21 % of ¥30,416 = ¥6,387.36 → ¥6,387; in euros ¥6,387 × 0.0062 = €39.5994 → €39.60.
    const [own, other] = list<X>(root['cac:TaxTotal']);
    expect(own!['cbc:TaxAmount']['#']).toBe('6387.00');
    expect(other!['cbc:TaxAmount']).toEqual({ '@currencyID': 'EUR', '#': '39.60' });
    expect(root['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe('36803.00');
    expect(ublTotals([line({ amount: 125, unitprice_cents: 33300 })], 'en', 'JPY')).toMatchObject({ lineNet: 41600n, tax: 8700n });
  });
});
