import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertResponseMatches } from '../src/openapi/responses.js';
import type { Browser } from './support/browser.js';
import { imageOf } from './support/images.js';
import { signedInAdmin } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// The invoice PDF (`GET /invoices/{id}/pdf`) on the real server (SQLite, and PostgreSQL with
// TEST_DATABASE_URL): its text read back with unpdf (pdf.js) and held against the API's own
// answer for the same invoice, so PDF and API agree to the cent; A4; pages with the table's
// header on each; the user's language and date format; the download's name; who may have it.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Print and API may use a no-break space inside "€ 1.234,50"; compare words, not spacing. */
const spaced = (text: string) => text.replace(/[\u00a0\s]+/g, ' ').trim();

interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  json: unknown;
}

/**
 * The PDF as a browser's page load fetches it (following a link; no X-Requested-With), with
 * this browser's cookies, as bytes; checked against the contract like every other answer.
 */
async function download(browser: Browser, id: number | string, options: { xhr?: boolean } = {}): Promise<Download> {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  if (browser.cookies.size > 0) headers.cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (options.xhr) headers['x-requested-with'] = 'XMLHttpRequest';
  const path = `/invoices/${id}/pdf`;
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
  assertResponseMatches('GET', path, response.status, json);
  return { status: response.status, headers: response.headers, bytes, json };
}

/** The text of each page, and the first page's media box. */
async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const mediaBox = (await pdf.getPage(1)).view;
  return { pages: text.map(spaced), mediaBox };
}

interface Office {
  admin: Browser;
  email: string;
  client: { id: number };
  contact: { id: number };
}

const ORGANISATION = {
  name: 'De Vries Advies',
  address: 'Kerkstraat 2',
  zipcode: '3511 AA',
  city: 'Utrecht',
  phone: '030 123 45 67',
  email: 'info@devriesadvies.nl',
  website: 'https://devriesadvies.nl',
  iban: 'NL91ABNA0417164300',
  vat: 'NL123456782B01',
  chamberofcommerce: '87654321',
};

/** A new organisation with full details, a 30-day term and an invoice text; a client with €, é, ï and Ĳ in its name, with address and contact. */
async function office(clientName = 'Ĳzerhandel Café Naïef € Co'): Promise<Office> {
  const { browser: admin, user } = await signedInAdmin(server, 'Anna de Vries');
  expect((await admin.post('/api/organization/save/details', ORGANISATION)).status).toBe(200);
  expect((await admin.post('/api/organization/save/update', { invoice_text: 'Please pay within 30 days.', invoice_termofpayment: 30 })).status).toBe(200);
  const client = await admin.post('/api/clients', { name: clientName, clientnumber: 'C-0042' });
  expect(client.status).toBe(201);
  const details = await admin.put(`/api/clients/${client.body.id}`, { name: clientName, clientnumber: 'C-0042', address: 'Dorpsstraat 1', zipcode: '1234 AB', city: 'Utrecht' });
  expect(details.status).toBe(200);
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl', client_id: client.body.id });
  expect(contact.status).toBe(201);
  return { admin, email: user.email, client: client.body, contact: contact.body };
}

async function invoiceWith(o: Office, invoicenumber: string, lines: { service: string; amount: string; unitprice: string; vat: string }[]) {
  const created = await o.admin.post('/api/invoices', { invoicenumber, client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-03-31', period: 'March 2026' });
  expect(created.status, created.text).toBe(201);
  for (const line of lines) expect((await o.admin.post('/api/invoicelines', { ...line, invoice_id: created.body.id })).status).toBe(201);
  const invoice = await o.admin.get(`/api/invoices/${created.body.id}`);
  expect(invoice.status).toBe(200);
  return invoice.body as import('@kwartier/api').Invoice;
}

const LINES = [
  { service: 'Advies — strategie', amount: '12.5', unitprice: '95', vat: '21' },
  { service: 'Reiskosten', amount: '1', unitprice: '42.35', vat: '9' },
  { service: 'Workshop “Ĳsselmeer”', amount: '3', unitprice: '1250.10', vat: '21' },
];

describe('the invoice PDF', () => {
  it('holds what the print page shows, with the API’s figures to the cent, on A4', async () => {
    const o = await office();
    const invoice = await invoiceWith(o, '2026-0007', LINES);
    const answer = await download(o.admin, invoice.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="2026-0007.pdf"; filename*=UTF-8''2026-0007.pdf`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe('%PDF-');

    const { pages, mediaBox } = await read(answer.bytes);
    // A4 is 210 × 297 mm: 595.28 × 841.89 points.
    expect(mediaBox.map((n) => Math.round(n * 100) / 100)).toEqual([0, 0, 595.28, 841.89]);
    expect(pages).toHaveLength(1);
    const [text] = pages;
    for (const expected of [
      'Invoice',
      // The client, with €, é, ï and Ĳ as typed.
      'Ĳzerhandel Café Naïef € Co',
      'Dorpsstraat 1',
      '1234 AB Utrecht',
      'Client number: C-0042',
      'Contact: Piet Jansen',
      'piet@bakkerijjansen.nl',
      'Invoice number 2026-0007',
      // An English invoice writes dates the British way; due: the invoice date + 30 days.
      'Invoice date 31/03/2026',
      'Due date 30/04/2026',
      'Period March 2026',
      'Service Amount Unit price VAT % Costs',
      'Please pay within 30 days.',
      'De Vries Advies · Kerkstraat 2 · 3511 AA Utrecht',
      'Phone 030 123 45 67 · Email info@devriesadvies.nl · Website https://devriesadvies.nl',
      'Chamber of Commerce 87654321 · VAT number NL123456782B01 · IBAN NL91ABNA0417164300',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Every line as the API answers it: service, amount, unit price, VAT and costs in a row.
    expect(invoice.invoicelines).toHaveLength(3);
    const amounts = ['12.5', '1', '3'];
    for (const [i, line] of invoice.invoicelines.entries()) {
      expect(text).toContain(spaced(`${line.service} ${amounts[i]} ${line.formatted_unitprice} ${Number(line.vat)} ${line.formatted_costs}`));
    }
    // The totals: net, VAT per rate, gross — the API's strings.
    expect(invoice.total_vat.map((vat) => vat.vat)).toEqual(['9.00', '21.00']);
    expect(text).toContain(spaced(`Net total ${invoice.formatted_total_net}`));
    for (const vat of invoice.total_vat) expect(text).toContain(spaced(`VAT ${Number(vat.vat)} % ${vat.formatted_total}`));
    expect(text).toContain(spaced(`Total ${invoice.formatted_total_gross}`));
    // 12.5 × 95 + 3 × 1250.10 = 4937.80 at 21 %: 1036.938 → 1036.94; 42.35 at 9 %: 3.8115 → 3.81.
    expect([invoice.total_net, invoice.total_gross]).toEqual(['4980.15', '6020.90']);
    expect(text).toContain('€6,020.90');
  });

  it('is written in the invoice’s language — a Dutch client’s invoice from an English organisation in Dutch words, numbers and dates, whoever downloads it', async () => {
    const o = await office('Bakkerij Jansen');
    // An English organisation; a Dutch user with a date format of their own; a Dutch client.
    expect((await o.admin.post('/api/user/updateprofile', { name: 'Anna de Vries', email: o.email, locale: 'nl', dateformat: 'YYYY-MM-DD' })).status).toBe(200);
    expect((await o.admin.put(`/api/clients/${o.client.id}`, { name: 'Bakkerij Jansen', clientnumber: 'C-0042', address: 'Dorpsstraat 1', zipcode: '1234 AB', city: 'Utrecht', invoice_language: 'nl' })).status).toBe(200);
    const created = await invoiceWith(o, 'F-2026-12', LINES);
    const invoice = (await o.admin.get(`/api/invoices/${created.uuid}/print`)).body as typeof created;
    expect(invoice.language).toBe('nl');
    const answer = await download(o.admin, invoice.id);
    expect(answer.status).toBe(200);
    const [text] = (await read(answer.bytes)).pages;
    for (const expected of [
      'Factuur',
      'Klantnummer: C-0042',
      'Contactpersoon: Piet Jansen',
      'Factuurnummer F-2026-12',
      // The invoice's Dutch dates, not the user's own format.
      'Factuurdatum 31-03-2026',
      'Vervaldatum 30-04-2026',
      'Periode March 2026',
      'Dienst Aantal Stukprijs Btw % Kosten',
      'Telefoon 030 123 45 67 · E-mail info@devriesadvies.nl',
      'KvK 87654321 · Btw-nummer NL123456782B01',
      'Pagina 1 van 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Every figure Dutch, never the organisation's English: "12,5", "€ 95,00", "€ 6.020,90".
    expect(text).toContain(spaced(`Advies — strategie 12,5 ${invoice.invoicelines[0].formatted_unitprice} 21 ${invoice.invoicelines[0].formatted_costs}`));
    expect(text).toContain(spaced('Advies — strategie 12,5 € 95,00 21 € 1.187,50'));
    expect(text).toContain(spaced(`Totaal excl. btw ${invoice.formatted_total_net}`));
    for (const vat of invoice.total_vat) expect(text).toContain(spaced(`btw ${Number(vat.vat)}% ${vat.formatted_total}`));
    expect(text).toContain('Totaal incl. btw € 6.020,90');
    expect(text).not.toContain('€6,020.90');
    expect(text).not.toContain('Invoice number');
  });

  it('shows the days a line covers under its service, in the invoice’s language; one day as one date', async () => {
    const o = await office('Bakkerij Jansen');
    expect((await o.admin.put(`/api/clients/${o.client.id}`, { name: 'Bakkerij Jansen', address: 'Dorpsstraat 1', zipcode: '1234 AB', city: 'Utrecht', invoice_language: 'nl' })).status).toBe(200);
    const invoice = await invoiceWith(o, 'F-2026-13', [
      { service: 'Advies', amount: '12.5', unitprice: '95', vat: '21', period_start: '2026-11-01', period_end: '2026-11-30' },
      { service: 'Workshop', amount: '1', unitprice: '500', vat: '21', period_start: '2026-11-03', period_end: '2026-11-03' },
      { service: 'Reiskosten', amount: '1', unitprice: '42.35', vat: '9' },
    ] as typeof LINES);
    const [text] = (await read((await download(o.admin, invoice.id)).bytes)).pages;
    expect(text).toContain(spaced('Advies 1–30 nov 2026 12,5 € 95,00 21 € 1.187,50'));
    expect(text).toContain(spaced('Workshop 3 nov 2026 1 € 500,00 21 € 500,00'));
    expect(text).toContain(spaced('Reiskosten 1 € 42,35 9 € 42,35'));
    expect(text.match(/nov 2026/g)).toHaveLength(2);
  });

  it('is written in English for an English client of a Dutch organisation, downloaded by a Dutch user', async () => {
    const o = await office('Harbour Ltd');
    expect((await o.admin.post('/api/organization/save/update', { locale: 'nl' })).status).toBe(200);
    expect((await o.admin.post('/api/user/updateprofile', { name: 'Anna de Vries', email: o.email, locale: 'nl', dateformat: 'DD-MM-YYYY' })).status).toBe(200);
    const created = await invoiceWith(o, 'F-2026-13', LINES);
    // The client was made while the organisation was English: its invoices stay English.
    expect(created.language).toBe('en');
    const [text] = (await read((await download(o.admin, created.id)).bytes)).pages;
    for (const expected of ['Invoice number F-2026-13', 'Invoice date 31/03/2026', 'Due date 30/04/2026', 'Service Amount Unit price VAT % Costs', 'Advies — strategie 12.5 €95.00 21 €1,187.50', 'Total €6,020.90', 'Page 1 of 1']) {
      expect(text).toContain(expected);
    }
    for (const dutch of ['Factuur', '€ 6.020,90', 'Pagina']) expect(text).not.toContain(dutch);
  });

  it('breaks a 60-line invoice across pages, the table’s header on each, the totals with the last line', async () => {
    const o = await office();
    const lines = Array.from({ length: 60 }, (_, i) => ({ service: `Line ${String(i + 1).padStart(2, '0')} — consultancy`, amount: '2', unitprice: '10', vat: i % 2 ? '21' : '9' }));
    const invoice = await invoiceWith(o, '2026-0060', lines);
    const answer = await download(o.admin, invoice.id);
    expect(answer.status).toBe(200);
    const { pages } = await read(answer.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [i, text] of pages.entries()) {
      expect(text).toContain('Service Amount Unit price VAT % Costs');
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toContain('De Vries Advies · Kerkstraat 2');
      if (i > 0) expect(text).toContain('Invoice 2026-0060 (continued)');
    }
    // Each line once, in order, over the pages.
    const all = pages.join(' ');
    const positions = lines.map((line) => all.indexOf(line.service));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const line of lines) expect(all.split(line.service)).toHaveLength(2);
    // The totals stand on the page of the last line, after it, and nowhere else.
    const last = pages.findIndex((text) => text.includes(lines[59].service));
    const totals = pages.findIndex((text) => text.includes(spaced(`Total ${invoice.formatted_total_gross}`)));
    expect(totals).toBe(last);
    expect(pages[last].indexOf(lines[59].service)).toBeLessThan(pages[last].indexOf('Net total'));
    expect(pages.filter((text) => text.includes('Net total'))).toHaveLength(1);
    // 60 × 2 × 10 = 1200 net; 30 lines at 9 % (54) and 30 at 21 % (126).
    expect(invoice.formatted_total_gross).toBe('€1,380.00');
  });

  it('shows the organisation’s logo', async () => {
    const o = await office();
    const form = new FormData();
    form.append('logo', new Blob([await imageOf('png', 300, 120)], { type: 'image/png' }), 'logo.png');
    expect((await o.admin.postForm('/api/organization/save/logo', form)).status).toBe(200);
    const invoice = await invoiceWith(o, '2026-0001', LINES.slice(0, 1));
    const withLogo = await download(o.admin, invoice.id);
    expect(withLogo.status).toBe(200);
    // pdfkit writes object dictionaries uncompressed: the image is an XObject of the page.
    const raw = new TextDecoder('latin1').decode(withLogo.bytes);
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/Width 300\s/);
    // Without a logo, the organisation's name takes its place and there is no image.
    const other = await office();
    const plain = await download(other.admin, (await invoiceWith(other, '2026-0001', LINES.slice(0, 1))).id);
    expect(new TextDecoder('latin1').decode(plain.bytes)).not.toMatch(/\/Subtype \/Image/);
    expect((await read(plain.bytes)).pages[0]).toContain('De Vries Advies Invoice');
  });

  it('prints an invoice without lines with zero totals', async () => {
    const o = await office();
    const invoice = await invoiceWith(o, '2026-0000', []);
    const [text] = (await read((await download(o.admin, invoice.id)).bytes)).pages;
    expect(text).toContain('No lines');
    expect(text).toContain(spaced(`Net total ${invoice.formatted_total_net} Total ${invoice.formatted_total_gross}`));
  });

  it('names the download after the invoice number, safely for any characters', async () => {
    const o = await office();
    const invoice = await invoiceWith(o, 'F/2026 "Ĳ" é;1', LINES.slice(0, 1));
    const answer = await download(o.admin, invoice.id);
    expect(answer.status).toBe(200);
    // The quoted name keeps printable ASCII without quotes or slashes; filename* has the exact name.
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="F_2026 ___ _;1.pdf"; filename*=UTF-8''F%2F2026%20%22%C4%B2%22%20%C3%A9%3B1.pdf`);
    expect((await read(answer.bytes)).pages[0]).toContain('Invoice number F/2026 "Ĳ" é;1');
  });

  it('is a page load that also answers the app’s own call (X-Requested-With)', async () => {
    const o = await office();
    const invoice = await invoiceWith(o, '2026-0002', LINES.slice(0, 1));
    const page = await download(o.admin, invoice.id);
    const call = await download(o.admin, invoice.id, { xhr: true });
    expect([page.status, call.status]).toEqual([200, 200]);
    expect(call.headers.get('content-type')).toBe('application/pdf');
  });

  it('is offered by the public print page: the same PDF by the invoice’s uuid, without a session, in the invoice’s language', async () => {
    const o = await office();
    const invoice = await invoiceWith(o, '2026-0031', LINES);
    const anonymous = server.browser();
    const path = `/invoices/${invoice.uuid}/print/pdf`;
    const response = await fetch(server.url + path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    assertResponseMatches('GET', path, response.status, undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="2026-0031.pdf"; filename*=UTF-8''2026-0031.pdf`);
    const { pages } = await read(new Uint8Array(await response.arrayBuffer()));
    const [asAdmin] = (await read((await download(o.admin, invoice.id)).bytes)).pages;
    expect(pages[0]).toBe(asAdmin);
    expect(pages[0]).toContain('Invoice number 2026-0031');
    expect(anonymous.cookies.size).toBe(0);
    const unknown = await fetch(`${server.url}/invoices/0b8f5c1e-2d4a-4c6b-9e7f-1a2b3c4d5e6f/print/pdf`, { headers: { accept: 'application/json' } });
    expect(unknown.status).toBe(404);
    assertResponseMatches('GET', '/invoices/0b8f5c1e-2d4a-4c6b-9e7f-1a2b3c4d5e6f/print/pdf', 404, await unknown.json());
  });

  it('answers 401 without a session, 404 for an unknown id or another organisation’s invoice', async () => {
    const o = await office();
    const invoice = await invoiceWith(o, '2026-0003', LINES.slice(0, 1));
    const anonymous = await download(server.browser(), invoice.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ message: 'Unauthenticated.' });

    const other = await office();
    const foreign = await download(other.admin, invoice.id);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ message: 'Not found.' });
    expect((await download(o.admin, 999_999_999)).status).toBe(404);
  });
});
