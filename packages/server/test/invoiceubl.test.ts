import type { Invoice } from '@kwartier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// The e-invoice (`GET /api/invoices/{id}/ubl`) on the real server (SQLite, and PostgreSQL with
// TEST_DATABASE_URL): the XML's figures are the API's own to the cent, the parties and
// references come from the organisation, client and invoice; a credit invoice is a CreditNote
// naming its original; missing data answers 422 naming the fields, changing nothing. Every
// answer is checked against openapi.yaml by the test browser. The official rule sets are run on
// the generator in ublOfficial.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed XML is walked by name
type X = Record<string, any>;
const parse = (xml: string): X => convert(xml, { format: 'object' }) as unknown as X;
const list = (value: X | X[]): X[] => (Array.isArray(value) ? value : [value]);

const ORGANISATION = {
  name: 'De Vries Advies',
  address: 'Kerkstraat 2',
  zipcode: '3511 AA',
  city: 'Utrecht',
  country: 'Nederland',
  email: 'info@devriesadvies.nl',
  iban: 'NL91ABNA0417164300',
  vat: 'NL123456782B01',
  chamberofcommerce: '87654321',
};

async function office(admin: Browser, client: Record<string, unknown>) {
  const created = await admin.post('/api/clients', { name: String(client.name) });
  expect(created.status).toBe(201);
  const saved = await admin.put(`/api/clients/${created.body.id}`, client);
  expect(saved.status, saved.text).toBe(200);
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@example.nl', client_id: created.body.id });
  expect(contact.status).toBe(201);
  return { client: created.body.id as number, contact: contact.body.id as number };
}

async function invoiceWith(admin: Browser, parties: { client: number; contact: number }, number: string, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const created = await admin.post('/api/invoices', { invoicenumber: number, client_id: parties.client, contact_id: parties.contact, invoicedate: '2026-11-26', period: 'November 2026', ...extra });
  expect(created.status, created.text).toBe(201);
  for (const line of lines) {
    const added = await admin.post('/api/invoicelines', { ...line, invoice_id: created.body.id });
    expect(added.status, added.text).toBe(201);
  }
  return (await admin.get(`/api/invoices/${created.body.id}`)).body as Invoice;
}

const LINES = [
  { service: 'Advies', amount: '12.5', unitprice: '85', vat: '21' },
  { service: 'Boek', amount: '1', unitprice: '49.99', vat: '9' },
  { service: 'Porto', amount: '3', unitprice: '10', vat: '0' },
  { service: 'Cursus', amount: '1', unitprice: '200', vat: '0', vat_category: 'E', vat_exemption_reason: 'Onderwijs, art. 11 Wet OB' },
];

describe('the e-invoice', () => {
  it('answers UBL with the API’s totals to the cent, the parties’ identifiers and the buyer’s reference', async () => {
    const { browser: admin } = await signedInAdmin(server);
    expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
    const parties = await office(admin, { name: 'Bakkerij & Zn', address: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', country: 'NL', vat: 'NL987654329B01', chamberofcommerce: '12345678' });
    const invoice = await invoiceWith(admin, parties, '2026-0007', LINES, { buyer_reference: 'PO 4711' });
    expect(invoice.buyer_reference).toBe('PO 4711');
    expect(invoice.invoicelines.map((l) => l.vat_category)).toEqual(['S', 'S', 'Z', 'E']);

    const answer = await admin.get(`/api/invoices/${invoice.id}/ubl`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="2026-0007.xml"; filename*=UTF-8''2026-0007.xml`);
    const root = parse(answer.text).Invoice;
    expect(root['cbc:InvoiceTypeCode']).toBe('380');
    expect(root['cbc:ID']).toBe('2026-0007');
    expect(root['cbc:DueDate']).toBe(invoice.duedate);
    expect(root['cbc:BuyerReference']).toBe('PO 4711');
    expect(root['cac:LegalMonetaryTotal']['cbc:LineExtensionAmount']['#']).toBe(invoice.total_net);
    expect(root['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe(invoice.total_gross);
    const seller = root['cac:AccountingSupplierParty']['cac:Party'];
    expect(seller['cbc:EndpointID']).toEqual({ '@schemeID': '0106', '#': '87654321' });
    expect(seller['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('NL');
    const buyer = root['cac:AccountingCustomerParty']['cac:Party'];
    expect(buyer['cbc:EndpointID']).toEqual({ '@schemeID': '0106', '#': '12345678' });
    expect(buyer['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('NL987654329B01');
    expect(list(root['cac:TaxTotal']['cac:TaxSubtotal']).map((s) => [s['cac:TaxCategory']['cbc:ID'], s['cbc:TaxableAmount']['#'], s['cbc:TaxAmount']['#']])).toEqual([
      ['S', '1062.50', '223.13'],
      ['S', '49.99', '4.50'],
      ['Z', '30.00', '0.00'],
      ['E', '200.00', '0.00'],
    ]);
    expect(list(root['cac:InvoiceLine']).map((l) => l['cbc:InvoicedQuantity']['@unitCode'])).toEqual(['C62', 'C62', 'C62', 'C62']);

    // A credit invoice: a CreditNote (381) naming the invoice it corrects, amounts positive.
    const credit = await admin.post('/api/invoices', { invoicenumber: '2026-0008', invoicedate: '2026-11-27', period: 'November 2026', original_invoice_id: invoice.id, credit: true });
    expect(credit.status, credit.text).toBe(201);
    const note = await admin.get(`/api/invoices/${credit.body.id}/ubl`);
    expect(note.status, note.text).toBe(200);
    const creditNote = parse(note.text).CreditNote;
    expect(creditNote['cbc:CreditNoteTypeCode']).toBe('381');
    expect(creditNote['cbc:BuyerReference']).toBe('PO 4711');
    expect(creditNote['cac:BillingReference']['cac:InvoiceDocumentReference']).toEqual({ 'cbc:ID': '2026-0007', 'cbc:IssueDate': '2026-11-26' });
    expect(creditNote['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe(invoice.total_gross);
  });

  it('of an invoice in another currency names both currencies and gives the VAT total in each at the invoice’s rate (BR-53); without a rate 422', async () => {
    const { browser: admin } = await signedInAdmin(server);
    expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
    const parties = await office(admin, { name: 'Acme Inc.', address: '1 Main Street', zipcode: '10001', city: 'New York', country: 'US', peppol_id: '0088:0614141000418', currency: 'USD' });
    const invoice = await invoiceWith(admin, parties, 'US-1', [{ service: 'Advice', amount: '1.5', unitprice: '120', vat: '21' }], { buyer_reference: 'PO 9' });
    expect(invoice.currency).toBe('USD');

    const unrated = await admin.get(`/api/invoices/${invoice.id}/ubl`);
    expect(unrated.status).toBe(422);
    expect(unrated.body.errors.exchange_rate[0]).toBe('Fill in the exchange rate on this invoice: in another currency than the organisation’s, its e-invoice gives the VAT in the organisation’s currency too.');

    expect((await admin.put(`/api/invoices/${invoice.id}`, { exchange_rate: '0.9215', status_id: 2 })).status).toBe(200);
    const root = parse((await admin.get(`/api/invoices/${invoice.id}/ubl`)).text).Invoice;
    expect(root['cbc:DocumentCurrencyCode']).toBe('USD');
    expect(root['cbc:TaxCurrencyCode']).toBe('EUR');
    const [own, other] = list(root['cac:TaxTotal']);
    expect(own!['cbc:TaxAmount']).toEqual({ '@currencyID': 'USD', '#': invoice.total_vat[0]!.total });
    // $37.80 × 0.9215 = €34.8327 → €34.83.
    expect(other).toEqual({ 'cbc:TaxAmount': { '@currencyID': 'EUR', '#': '34.83' } });
    expect(root['cac:LegalMonetaryTotal']['cbc:PayableAmount']).toEqual({ '@currencyID': 'USD', '#': invoice.total_gross });

    const credit = await admin.post('/api/invoices', { invoicenumber: 'US-2', invoicedate: '2026-11-27', period: 'November 2026', original_invoice_id: invoice.id, credit: true });
    const note = parse((await admin.get(`/api/invoices/${credit.body.id}/ubl`)).text).CreditNote;
    expect([note['cbc:DocumentCurrencyCode'], note['cbc:TaxCurrencyCode']]).toEqual(['USD', 'EUR']);
    expect(list(note['cac:TaxTotal'])[1]).toEqual({ 'cbc:TaxAmount': { '@currencyID': 'EUR', '#': '34.83' } });

    // In the organisation's own currency: one currency, one tax total.
    expect((await admin.post('/api/organization/save/update', { currency: 'USD' })).status).toBe(200);
    const same = parse((await admin.get(`/api/invoices/${invoice.id}/ubl`)).text).Invoice;
    expect(same['cbc:TaxCurrencyCode']).toBeUndefined();
    expect(Array.isArray(same['cac:TaxTotal'])).toBe(false);
  });

  it('puts a line’s period on the line (BT-134/135), inside an invoice period that covers every line', async () => {
    const { browser: admin } = await signedInAdmin(server);
    expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
    const parties = await office(admin, { name: 'Bakkerij & Zn', address: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', country: 'NL', chamberofcommerce: '12345678' });
    const invoice = await invoiceWith(
      admin,
      parties,
      'P-1',
      [
        { service: 'Advies', amount: '12.5', unitprice: '85', vat: '21', period_start: '2026-11-01', period_end: '2026-11-30' },
        { service: 'Boek', amount: '1', unitprice: '49.99', vat: '9' },
        { service: 'Workshop', amount: '1', unitprice: '200', vat: '21', period_start: '2026-10-15', period_end: '2026-10-15' },
      ],
      { buyer_reference: 'PO 4712' },
    );
    const answer = await admin.get(`/api/invoices/${invoice.id}/ubl`);
    expect(answer.status, answer.text).toBe(200);
    const root = parse(answer.text).Invoice;
    const lines = list(root['cac:InvoiceLine']);
    expect(lines.map((l) => l['cac:InvoicePeriod'] ?? null)).toEqual([
      { 'cbc:StartDate': '2026-11-01', 'cbc:EndDate': '2026-11-30' },
      null,
      { 'cbc:StartDate': '2026-10-15', 'cbc:EndDate': '2026-10-15' },
    ]);
    // The UBL schema's order: the period after the line amount, before the item.
    expect(Object.keys(lines[0])).toEqual(['cbc:ID', 'cbc:InvoicedQuantity', 'cbc:LineExtensionAmount', 'cac:InvoicePeriod', 'cac:Item', 'cac:Price']);
    // No tracked time on it: the invoice's period is that of its lines (PEPPOL-EN16931-R110/R111).
    expect(root['cac:InvoicePeriod']).toEqual({ 'cbc:StartDate': '2026-10-15', 'cbc:EndDate': '2026-11-30' });
  });

  it('puts reverse-charge lines of an EU business client as AE with its VAT number as electronic address', async () => {
    const { browser: admin } = await signedInAdmin(server);
    expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
    const parties = await office(admin, { name: 'Müller GmbH', address: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'Duitsland', vat: 'DE136695976' });
    const refused = await admin.post('/api/invoicelines', { service: 'Advies', amount: '1', unitprice: '100', vat: '21', vat_category: 'AE', invoice_id: (await invoiceWith(admin, parties, 'X-1', [])).id });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['vat_category']);
    const invoice = await invoiceWith(admin, parties, 'X-2', [{ service: 'Advies', amount: '2', unitprice: '100', vat: '0', vat_category: 'AE' }], { buyer_reference: 'Herr Müller' });
    const root = parse((await admin.get(`/api/invoices/${invoice.id}/ubl`)).text).Invoice;
    expect(root['cac:AccountingCustomerParty']['cac:Party']['cbc:EndpointID']).toEqual({ '@schemeID': '9930', '#': 'DE136695976' });
    expect(root['cac:AccountingCustomerParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('DE');
    expect(list(root['cac:TaxTotal']['cac:TaxSubtotal'])[0]['cac:TaxCategory']).toMatchObject({ 'cbc:ID': 'AE', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE' });
  });

  it('names what to fill in (422) when a valid e-invoice cannot be made, and changes nothing', async () => {
    const { browser: admin } = await signedInAdmin(server);
    const parties = await office(admin, { name: 'Kaal BV' });
    const invoice = await invoiceWith(admin, parties, '2026-0001', [{ service: 'Advies', amount: '1', unitprice: '100', vat: '0', vat_category: 'AE' }]);
    const answer = await admin.get(`/api/invoices/${invoice.id}/ubl`);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      [
        'buyer_reference',
        'client.address',
        'client.city',
        'client.peppol_id',
        'client.vat',
        'client.zipcode',
        'organisation.address',
        'organisation.chamberofcommerce',
        'organisation.city',
        'organisation.iban',
        'organisation.vat',
        'organisation.zipcode',
      ].sort(),
    );
    expect(answer.body.errors['organisation.chamberofcommerce']).toEqual([expect.stringMatching(/KvK/)]);
    expect((await admin.get(`/api/invoices/${invoice.id}`)).body).toEqual(invoice);
    // Another organisation's invoice is not found.
    const { browser: other } = await signedInAdmin(server);
    expect((await other.get(`/api/invoices/${invoice.id}/ubl`)).status).toBe(404);
  });

  it('uses the client’s Peppol ID when it has one, and refuses a malformed one', async () => {
    const { browser: admin } = await signedInAdmin(server);
    expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
    const parties = await office(admin, { name: 'Gemeente Ede', address: 'Bergstraat 4', zipcode: '6711 DB', city: 'Ede', peppol_id: '0190:00000001234567890000' });
    const bad = await admin.put(`/api/clients/${parties.client}`, { name: 'Gemeente Ede', peppol_id: 'no scheme' });
    expect(bad.status).toBe(422);
    const invoice = await invoiceWith(admin, parties, 'G-1', [{ service: 'Advies', amount: '1', unitprice: '100', vat: '21' }], { buyer_reference: 'OIN-ref' });
    const root = parse((await admin.get(`/api/invoices/${invoice.id}/ubl`)).text).Invoice;
    expect(root['cac:AccountingCustomerParty']['cac:Party']['cbc:EndpointID']).toEqual({ '@schemeID': '0190', '#': '00000001234567890000' });
  });
});
