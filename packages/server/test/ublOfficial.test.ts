import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ublXml, type UblDocument, type UblLine } from '../src/domain/ubl.js';
import { signedInAdmin } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';
import { officialRulesUnavailable, prepareOfficialRules, validateWithOfficialRules, type Finding } from './einvoice/officialRules.js';

// Kwartier's own e-invoices (domain/ubl.ts) held against both official rule sets — CEN EN 16931
// (UBL) and Peppol BIS Billing 3.0 with its Dutch rules (NL-R-*) — expecting no fatal finding:
// 0 %, 9 %, 21 %, exempt, reverse charge, a credit note, line periods, 200 lines, Dutch and foreign buyers.
// Skipped, with the reason printed, where the rule sets' git mirrors are not at hand.

const unavailable = officialRulesUnavailable();
if (unavailable) console.warn(`official e-invoice rules skipped: ${unavailable}`);

const seller: UblDocument['seller'] = {
  name: 'De Vries Advies',
  address: { street: 'Kerkstraat 2', zipcode: '3511 AA', city: 'Utrecht', country: 'NL' },
  endpoint: { id: '87654321', scheme: '0106' },
  vat: 'NL123456782B01',
  legalId: { id: '87654321', scheme: '0106' },
  iban: 'NL91ABNA0417164300',
  contact: { name: 'Anna de Vries', email: 'info@devriesadvies.nl', phone: '030 123 45 67' },
};
const dutchBuyer: UblDocument['buyer'] = {
  name: 'Ĳzerhandel Café Naïef € Co',
  address: { street: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', country: 'NL' },
  endpoint: { id: '12345678', scheme: '0106' },
  vat: 'NL987654329B01',
  legalId: { id: '12345678', scheme: '0106' },
  contact: { name: 'Piet Jansen', email: 'piet@example.nl', phone: null },
};
const germanBuyer: UblDocument['buyer'] = {
  name: 'Müller GmbH',
  address: { street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE' },
  endpoint: { id: 'DE136695976', scheme: '9930' },
  vat: 'DE136695976',
  legalId: null,
  contact: null,
};

let id = 1;
const line = (over: Partial<UblLine>): UblLine => ({ id: id++, name: 'Advies', amount: 150, unitprice_cents: 9500, vat: 2100, category: 'S', exemptionReason: null, unit: 'HUR', ...over });
const doc = (over: Partial<UblDocument>): UblDocument => ({
  kind: 'invoice',
  number: '20260007',
  issueDate: '2026-11-26',
  dueDate: '2026-12-26',
  language: 'nl',
  buyerReference: 'Inkooporder 4711',
  corrects: null,
  period: { start: '2026-11-01', end: '2026-11-30' },
  note: null,
  seller,
  buyer: dutchBuyer,
  lines: [line({})],
  currency: 'EUR',
  taxCurrency: null,
  ...over,
});

const cases: [string, UblDocument][] = [
  ['21 %, 9 % and 0 % for a Dutch buyer', doc({ lines: [line({}), line({ amount: 300, unitprice_cents: 1999, vat: 900, unit: 'C62', name: 'Boek' }), line({ amount: 100, unitprice_cents: 2500, vat: 0, category: 'Z', unit: 'C62' })] })],
  ['rounding per rate (many small lines)', doc({ language: 'en', lines: Array.from({ length: 11 }, (_, i) => line({ amount: 33 + i, unitprice_cents: 333 + i, vat: i % 2 ? 900 : 2100 })) })],
  ['exempt lines with a reason', doc({ lines: [line({ vat: 0, category: 'E', exemptionReason: 'Vrijgesteld op grond van art. 11 Wet OB' }), line({})] })],
  ['exempt lines without a reason given', doc({ language: 'en', lines: [line({ vat: 0, category: 'E' })] })],
  ['reverse charge for a German business', doc({ language: 'en', buyer: germanBuyer, lines: [line({ vat: 0, category: 'AE' }), line({ vat: 0, category: 'AE', unit: 'C62', amount: 100 })] })],
  ['a credit note correcting an invoice', doc({ kind: 'credit', number: '20260008', corrects: { number: '20260007', issueDate: '2026-11-01' }, lines: [line({ amount: -150 }), line({ amount: -100, vat: 900, unit: 'C62' }), line({ amount: -100, vat: 0, category: 'E' })] })],
  [
    'line periods inside the invoice period, one of a single day',
    doc({ lines: [line({ period: { start: '2026-11-01', end: '2026-11-30' } }), line({ period: { start: '2026-11-03', end: '2026-11-03' }, unit: 'C62', amount: 100 }), line({ vat: 900 })] }),
  ],
  [
    'a credit note with line periods',
    doc({ kind: 'credit', number: '20260009', corrects: { number: '20260007', issueDate: '2026-11-01' }, lines: [line({ amount: -150, period: { start: '2026-11-02', end: '2026-11-27' } })] }),
  ],
  ['an invoice in US dollars, its VAT in euros too (BR-53)', doc({ language: 'en', currency: 'USD', taxCurrency: { code: 'EUR', rate: '0.9215' }, lines: [line({ unitprice_cents: 12000 }), line({ amount: 333, unitprice_cents: 1999, vat: 900, unit: 'C62' })] })],
  [
    'a credit note in US dollars, its VAT in euros too',
    doc({ kind: 'credit', language: 'en', number: '20260010', corrects: { number: '20260007', issueDate: '2026-11-01' }, currency: 'USD', taxCurrency: { code: 'EUR', rate: '0.9215' }, lines: [line({ amount: -150, unitprice_cents: 12000 }), line({ amount: -100, vat: 0, category: 'Z' })] }),
  ],
  ['an invoice in yen (no minor unit), its VAT in euros too', doc({ language: 'en', buyer: germanBuyer, currency: 'JPY', taxCurrency: { code: 'EUR', rate: '0.0062' }, lines: [line({ amount: 125, unitprice_cents: 33300 }), line({ amount: 150, unitprice_cents: 1500000, vat: 900 })] })],
  ['200 lines', doc({ lines: Array.from({ length: 200 }, (_, i) => line({ name: `Regel ${i + 1}`, amount: 25 + (i % 13) * 7, unitprice_cents: 1999 + i * 37, vat: [2100, 900, 0][i % 3], category: i % 3 === 2 ? 'Z' : 'S', unit: i % 2 ? 'C62' : 'HUR' })) })],
];

const show = (findings: Finding[]) => findings.map((f) => `${f.ruleSet} ${f.id} at ${f.location}: ${f.text}`).join('\n');

describe.skipIf(unavailable !== null)('Kwartier’s e-invoices against the official rules', () => {
  beforeAll(async () => {
    await prepareOfficialRules();
  }, 900_000);

  it.each(cases)('%s: no fatal finding', async (_name, document) => {
    const result = await validateWithOfficialRules(ublXml(document));
    expect(show(result.fatal)).toBe('');
    if (result.warnings.length > 0) console.log(`${_name}: warnings\n${show(result.warnings)}`);
  }, 120_000);
});

describe.skipIf(unavailable !== null)('e-invoices in another currency, made through the API, against the official rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    await prepareOfficialRules();
    server = await startTestServer();
  }, 900_000);
  afterAll(async () => {
    await server?.close();
  });

  it('an invoice and a credit invoice in US dollars and an invoice in yen, each with its VAT in euros too: no fatal finding', async () => {
    const { browser: admin } = await signedInAdmin(server);
    const details = { name: 'De Vries Advies', address: 'Kerkstraat 2', zipcode: '3511 AA', city: 'Utrecht', country: 'Nederland', email: 'info@devriesadvies.nl', iban: 'NL91ABNA0417164300', vat: 'NL123456782B01', chamberofcommerce: '87654321' };
    expect((await admin.post('/api/organization/save/details', details)).status).toBe(200);
    const documents: [string, string][] = [];
    for (const [currency, rate, lines] of [
      ['USD', '0.9215', [{ service: 'Advice', amount: '12.5', unitprice: '120', vat: '21' }, { service: 'Book', amount: '3', unitprice: '19.99', vat: '9' }]],
      ['JPY', '0.0062', [{ service: 'Advice', amount: '1.25', unitprice: '333', vat: '21' }, { service: 'Workshop', amount: '2', unitprice: '150000', vat: '21' }]],
    ] as const) {
      const client = await admin.post('/api/clients', { name: `Client in ${currency}`, currency });
      expect((await admin.put(`/api/clients/${client.body.id}`, { name: `Client in ${currency}`, address: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE', vat: 'DE136695976', currency })).status).toBe(200);
      const contact = await admin.post('/api/contacts', { name: 'Petra Müller', email: 'petra@example.de', client_id: client.body.id });
      const invoice = await admin.post('/api/invoices', { invoicenumber: `${currency}-1`, client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-11-26', period: 'November 2026', buyer_reference: 'PO 4711' });
      for (const line of lines) expect((await admin.post('/api/invoicelines', { ...line, invoice_id: invoice.body.id })).status).toBe(201);
      const issued = await admin.put(`/api/invoices/${invoice.body.id}`, { exchange_rate: rate, status_id: 2 });
      expect(issued.status, issued.text).toBe(200);
      documents.push([`invoice in ${currency}`, (await admin.get(`/api/invoices/${invoice.body.id}/ubl`)).text]);
      if (currency === 'USD') {
        const credit = await admin.post('/api/invoices', { invoicenumber: 'USD-2', invoicedate: '2026-11-27', period: 'November 2026', original_invoice_id: invoice.body.id, credit: true });
        documents.push(['credit invoice in USD', (await admin.get(`/api/invoices/${credit.body.id}/ubl`)).text]);
      }
    }
    expect(documents.map(([, xml]) => /<cbc:DocumentCurrencyCode>(\w+)<\/cbc:DocumentCurrencyCode>\s*<cbc:TaxCurrencyCode>EUR</.exec(xml)?.[1])).toEqual(['USD', 'USD', 'JPY']);
    for (const [name, xml] of documents) {
      const result = await validateWithOfficialRules(xml);
      expect(show(result.fatal), name).toBe('');
      if (result.warnings.length > 0) console.log(`${name}: warnings\n${show(result.warnings)}`);
    }
  }, 300_000);

  it('would catch an invoice in US dollars without its VAT total in euros (BR-53): the rules do look', async () => {
    const xml = ublXml(doc({ language: 'en', currency: 'USD', taxCurrency: { code: 'EUR', rate: '0.9215' } }));
    const withoutEuros = xml.replace(/<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">[^<]*<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>/, '');
    expect(withoutEuros).not.toBe(xml);
    const ids = (await validateWithOfficialRules(withoutEuros)).fatal.map((f) => f.id);
    expect(ids).toContain('BR-53');
  }, 120_000);
});
