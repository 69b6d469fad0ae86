import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertResponseMatches } from '../src/openapi/responses.js';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import type { Mailbox } from './support/mailbox.js';
import { startMailedServer } from './support/mailedServer.js';
import type { TestServer } from './support/server.js';

// Quotes on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): numbering (its own
// series, under concurrency), refusals that change nothing, the public link (no session) where the
// client accepts or declines once, expiry by date, and what an accepted quote becomes (a concept
// invoice, a project's budget), the PDF and the mail, each change in the audit trail.

let server: TestServer;
let mailbox: Mailbox;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ server, mailbox, close } = await startMailedServer());
});
afterAll(() => close?.());

interface Office {
  admin: Browser;
  organizationId: number;
  client: number;
  contact: number;
}

async function office(name = 'Anna de Vries'): Promise<Office> {
  const { browser: admin, organizationId } = await signedInAdmin(server, name);
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen', clientnumber: 'C-0042' });
  expect(client.status, client.text).toBe(201);
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl', client_id: client.body.id });
  expect(contact.status, contact.text).toBe(201);
  return { admin, organizationId, client: client.body.id, contact: contact.body.id };
}

const LINES = [
  { service: 'Design new website', amount: '40', unitprice: '85', vat: '21' },
  { service: 'Hosting, a year', amount: '1', unitprice: '120.50', vat: '9' },
];

function quoteBody(o: Office, extra: Record<string, unknown> = {}) {
  return { client_id: o.client, contact_id: o.contact, quotedate: '2026-03-02', valid_until: '2099-12-31', lines: LINES, ...extra };
}

async function createQuote(o: Office, extra: Record<string, unknown> = {}) {
  const created = await o.admin.post('/api/quotes', quoteBody(o, extra));
  expect(created.status, created.text).toBe(201);
  return created.body as { id: number; uuid: string; quotenumber: string };
}

async function sentQuote(o: Office, extra: Record<string, unknown> = {}) {
  const quote = await createQuote(o, extra);
  const sent = await o.admin.post(`/api/quotes/${quote.id}/sent`);
  expect(sent.status, sent.text).toBe(200);
  expect(sent.body.status).toBe(extra.valid_until ? 'expired' : 'sent');
  return quote;
}

async function acceptedQuote(o: Office) {
  const quote = await sentQuote(o);
  const accepted = await server.browser().post(`/api/public/quotes/${quote.uuid}/accept`, { name: 'Piet Jansen' });
  expect(accepted.status, accepted.text).toBe(200);
  return quote;
}

const rowCount = async (table: 'quotes' | 'quote_lines', organizationId: number) =>
  (await server.db.selectFrom(table).select('id').where('organization_id', '=', organizationId).execute()).length;

async function kinds(o: Office, kind: string) {
  const answer = await o.admin.get(`/api/audit?kind=${kind}&per_page=100`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.entries as { subject_type: string; subject_id: number; details: Record<string, unknown>; user_id: number | null }[]).map(({ subject_type, subject_id, details, user_id }) => ({
    subject_type,
    subject_id,
    details,
    user_id,
  }));
}

describe('a quote', () => {
  it('is made with the next number of its own series, its lines and totals as an invoice sums them, and listed', async () => {
    const o = await office();
    // An invoice does not take a number of the quote series, nor the other way round.
    const invoice = await o.admin.post('/api/invoices', { invoicenumber: 'Q0001', client_id: o.client, contact_id: o.contact, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    const first = await o.admin.post('/api/quotes', quoteBody(o));
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      quotenumber: 'Q0001',
      status: 'concept',
      client: { name: 'Bakkerij Jansen', clientnumber: 'C-0042' },
      contact: { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl' },
      quotedate: '2026-03-02',
      valid_until: '2099-12-31',
      total_net: '3520.50',
      total_vat: [
        { vat: '9.00', total: '10.85' },
        { vat: '21.00', total: '714.00' },
      ],
      total_gross: '4245.35',
      answer: null,
      invoice_id: null,
      project_id: null,
    });
    expect(first.body.lines.map((line: { service: string; costs: string }) => [line.service, line.costs])).toEqual([
      ['Design new website', '3400.00'],
      ['Hosting, a year', '120.50'],
    ]);
    const second = await createQuote(o, { quotedate: '2026-03-05' });
    expect(second.quotenumber).toBe('Q0002');
    const own = await createQuote(o, { quotenumber: 'OFF-7', quotedate: '2026-01-01' });
    expect(own.quotenumber).toBe('OFF-7');

    const list = await o.admin.get('/api/quotes');
    expect(list.status, list.text).toBe(200);
    expect(list.body.quotes.map((quote: { quotenumber: string }) => quote.quotenumber)).toEqual(['Q0002', 'Q0001', 'OFF-7']);
    const read = await o.admin.get(`/api/quotes/${first.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(first.body);
    expect(await kinds(o, 'quote.created')).toContainEqual({ subject_type: 'quote', subject_id: first.body.id, details: { number: 'Q0001', count: 2 }, user_id: expect.any(Number) });
  });

  it('refuses bad input with 422 naming every field, and stores nothing', async () => {
    const o = await office();
    const other = await o.admin.post('/api/clients', { name: 'Slagerij Smit' });
    const before = { quotes: await rowCount('quotes', o.organizationId), lines: await rowCount('quote_lines', o.organizationId) };
    const faults = await o.admin.post('/api/quotes', quoteBody(o, { client_id: other.body.id, valid_until: '2026-03-01', lines: [{ service: 'Huge', amount: '99999', unitprice: '999999', vat: '21' }] }));
    expect(faults.status, faults.text).toBe(422);
    expect(Object.keys(faults.body.errors).sort()).toEqual(['contact_id', 'lines.0.unitprice', 'valid_until']);
    const form = await o.admin.post('/api/quotes', quoteBody(o, { lines: [{ service: '', amount: '1,5', unitprice: '85', vat: '21' }], extra: true }));
    expect(form.status, form.text).toBe(422);
    const discount = await o.admin.post('/api/quotes', quoteBody(o, { lines: [{ service: 'Discount', amount: '1', unitprice: '-10', vat: '21' }] }));
    expect(discount.status, discount.text).toBe(422);
    expect(discount.body.errors).toHaveProperty(['lines.0.unitprice']);
    const foreign = await office('Bert Buiten');
    const foreignClient = await o.admin.post('/api/quotes', quoteBody(o, { client_id: foreign.client, contact_id: foreign.contact }));
    expect(foreignClient.status).toBe(422);
    expect(Object.keys(foreignClient.body.errors)).toEqual(['client_id']);
    expect({ quotes: await rowCount('quotes', o.organizationId), lines: await rowCount('quote_lines', o.organizationId) }).toEqual(before);

    await createQuote(o, { quotenumber: 'Q0001' });
    const taken = await o.admin.post('/api/quotes', quoteBody(o, { quotenumber: 'Q0001' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ quotenumber: ['The quote number Q0001 has already been taken. The next free number is Q0002.'] });
  });

  it('gives 20 concurrent creations 20 distinct consecutive numbers, and of 20 with the same number one', async () => {
    const o = await office();
    const answers = await Promise.all(Array.from({ length: 20 }, () => o.admin.post('/api/quotes', quoteBody(o))));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(201));
    const numbers = answers.map((answer) => answer.body.quotenumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `Q${String(index + 1).padStart(4, '0')}`));

    const same = await Promise.all(Array.from({ length: 10 }, () => o.admin.post('/api/quotes', quoteBody(o, { quotenumber: 'SAME-1' }))));
    expect(same.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(422)]);
    const stored = await server.db.selectFrom('quotes').select('quotenumber').where('organization_id', '=', o.organizationId).where('quotenumber', '=', 'SAME-1').execute();
    expect(stored).toHaveLength(1);
  });

  it('changes and is deleted only while a concept; is sent only with lines', async () => {
    const o = await office();
    const quote = await createQuote(o);
    const changed = await o.admin.put(`/api/quotes/${quote.id}`, { ...quoteBody(o, { valid_until: '2099-06-30', lines: [LINES[0]] }), quotenumber: 'Q0100' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ quotenumber: 'Q0100', valid_until: '2099-06-30', total_net: '3400.00' });
    expect(changed.body.lines).toHaveLength(1);
    expect(await kinds(o, 'quote.changed')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: 'Q0100', fields: ['lines', 'quotenumber', 'valid_until'] }, user_id: expect.any(Number) }]);
    // Sending back what is stored is no change: no entry.
    expect((await o.admin.put(`/api/quotes/${quote.id}`, { ...quoteBody(o, { valid_until: '2099-06-30', lines: [LINES[0]] }), quotenumber: 'Q0100' })).status).toBe(200);
    expect(await kinds(o, 'quote.changed')).toHaveLength(1);
    const bad = await o.admin.put(`/api/quotes/${quote.id}`, { ...quoteBody(o, { valid_until: '2000-01-01' }), quotenumber: 'Q0100' });
    expect(bad.status).toBe(422);
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body.valid_until).toBe('2099-06-30');

    const empty = await createQuote(o, { lines: [] });
    const noLines = await o.admin.post(`/api/quotes/${empty.id}/sent`);
    expect(noLines.status).toBe(422);
    expect(Object.keys(noLines.body.errors)).toEqual(['lines']);
    expect((await o.admin.delete(`/api/quotes/${empty.id}`)).status).toBe(204);
    expect((await o.admin.get(`/api/quotes/${empty.id}`)).status).toBe(404);
    expect(await kinds(o, 'quote.deleted')).toEqual([{ subject_type: 'quote', subject_id: empty.id, details: { number: empty.quotenumber }, user_id: expect.any(Number) }]);

    expect((await o.admin.post(`/api/quotes/${quote.id}/sent`)).status).toBe(200);
    expect(await kinds(o, 'quote.sent')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: 'Q0100' }, user_id: expect.any(Number) }]);
    expect((await o.admin.post(`/api/quotes/${quote.id}/sent`)).status).toBe(409);
    const late = await o.admin.put(`/api/quotes/${quote.id}`, { ...quoteBody(o), quotenumber: 'Q0100' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This quote has been sent, so it can no longer be changed or deleted.');
    expect((await o.admin.delete(`/api/quotes/${quote.id}`)).status).toBe(409);
  });

  it("is another organisation's as absent as one that never existed", async () => {
    const o = await office();
    const quote = await createQuote(o);
    const other = await office('Bert Buiten');
    expect((await other.admin.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await other.admin.put(`/api/quotes/${quote.id}`, { ...quoteBody(other), quotenumber: 'X' })).status).toBe(404);
    expect((await other.admin.delete(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await other.admin.get('/api/quotes')).body.quotes).toEqual([]);
  });
});

describe('the public link', () => {
  it('shows a sent quote to anyone in its own language, not a concept nor an unknown link', async () => {
    const o = await office();
    const concept = await createQuote(o);
    const visitor = server.browser();
    expect((await visitor.get(`/api/public/quotes/${concept.uuid}`)).status).toBe(404);
    expect((await visitor.get('/api/public/quotes/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await visitor.get('/api/public/quotes/not-a-uuid')).status).toBe(404);
    expect((await o.admin.put(`/api/clients/${o.client}`, { name: 'Bakkerij Jansen', clientnumber: 'C-0042', invoice_language: 'nl' })).status).toBe(200);
    const quote = await sentQuote(o);
    const shown = await visitor.get(`/api/public/quotes/${quote.uuid}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toMatchObject({ quotenumber: quote.quotenumber, status: 'sent', language: 'nl', formatted_total_net: '€\u00a03.520,50' });
    // A call without the app's header is refused (CSRF), as every /api call.
    expect((await visitor.post(`/api/public/quotes/${quote.uuid}/accept`, { name: 'Piet' }, { xhr: false })).status).toBe(419);
  });

  it('takes one answer: accepted with a name and comment, then no second answer either way', async () => {
    const o = await office();
    const quote = await sentQuote(o);
    const visitor = server.browser();
    const missing = await visitor.post(`/api/public/quotes/${quote.uuid}/accept`, { comment: 'No name' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['name']);
    expect((await visitor.post('/api/public/quotes/00000000-0000-4000-8000-000000000000/accept', { name: 'Piet' })).status).toBe(404);
    const accepted = await visitor.post(`/api/public/quotes/${quote.uuid}/accept`, { name: ' Piet Jansen ', comment: 'Start in April.' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', answer: { accepted: true, name: 'Piet Jansen', comment: 'Start in April.' } });
    const again = await visitor.post(`/api/public/quotes/${quote.uuid}/accept`, { name: 'Piet Jansen' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This quote has been answered already.');
    expect((await visitor.post(`/api/public/quotes/${quote.uuid}/decline`, { name: 'Piet Jansen' })).status).toBe(409);
    // The admin sees the answer.
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'accepted', answer: { accepted: true, name: 'Piet Jansen', comment: 'Start in April.' } });
    expect(await kinds(o, 'quote.accepted')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: quote.quotenumber, name: 'Piet Jansen' }, user_id: null }]);
  });

  it('takes a decline, and of answers sent at once exactly one', async () => {
    const o = await office();
    const quote = await sentQuote(o);
    const declined = await server.browser().post(`/api/public/quotes/${quote.uuid}/decline`, { name: 'Piet Jansen', comment: null });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', answer: { accepted: false, name: 'Piet Jansen', comment: null } });
    expect(await kinds(o, 'quote.declined')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: quote.quotenumber, name: 'Piet Jansen' }, user_id: null }]);

    const raced = await sentQuote(o);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => server.browser().post(`/api/public/quotes/${raced.uuid}/${index % 2 === 0 ? 'accept' : 'decline'}`, { name: `Person ${index}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it('refuses an answer once the quote expired, which it shows after its last valid day', async () => {
    const o = await office();
    const quote = await sentQuote(o, { quotedate: '2020-01-01', valid_until: '2020-01-31' });
    const shown = await server.browser().get(`/api/public/quotes/${quote.uuid}`);
    expect(shown.body.status).toBe('expired');
    const late = await server.browser().post(`/api/public/quotes/${quote.uuid}/accept`, { name: 'Piet Jansen' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This quote has expired.');
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'expired', answer: null });
  });
});

describe('an accepted quote', () => {
  it('becomes a concept invoice with its lines, once; the quote is then invoiced and names it', async () => {
    const o = await office();
    const sent = await sentQuote(o);
    const early = await o.admin.post(`/api/quotes/${sent.id}/invoice`, { invoicenumber: '20260001', invoicedate: '2026-04-02', period: 'April 2026' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an accepted quote becomes an invoice or a budget.');

    const quote = await acceptedQuote(o);
    const bad = await o.admin.post(`/api/quotes/${quote.id}/invoice`, { invoicenumber: '', invoicedate: '2026-04-02', period: 'April 2026' });
    expect(bad.status).toBe(422);
    const invoice = await o.admin.post(`/api/quotes/${quote.id}/invoice`, { invoicenumber: '20260001', invoicedate: '2026-04-02', period: 'April 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    expect(invoice.body).toMatchObject({ invoicenumber: '20260001', status: 'concept', client_id: o.client, contact_id: o.contact, total_net: '3520.50', total_gross: '4245.35' });
    expect(invoice.body.invoicelines.map((line: { service: string; amount: string; unitprice: string; vat: string }) => [line.service, line.amount, line.unitprice, line.vat])).toEqual([
      ['Design new website', '40.00', '85.00', '21.00'],
      ['Hosting, a year', '1.00', '120.50', '9.00'],
    ]);
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'invoiced', invoice_id: invoice.body.id });
    const twice = await o.admin.post(`/api/quotes/${quote.id}/invoice`, { invoicenumber: '20260002', invoicedate: '2026-04-02', period: 'April 2026' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This quote has already become an invoice or a budget.');
    expect(await kinds(o, 'quote.invoiced')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: quote.quotenumber }, user_id: expect.any(Number) }]);
    // Its concept invoice deleted: the quote is accepted again and may be invoiced anew.
    expect((await o.admin.delete(`/api/invoices/${invoice.body.id}`)).status).toBe(204);
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'accepted', invoice_id: null });
    const anew = await o.admin.post(`/api/quotes/${quote.id}/invoice`, { invoicenumber: '20260003', invoicedate: '2026-04-02', period: 'April 2026' });
    expect(anew.status, anew.text).toBe(201);
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'invoiced', invoice_id: anew.body.id });

    // A taken invoice number: 422, the quote stays accepted.
    const next = await acceptedQuote(o);
    const taken = await o.admin.post(`/api/quotes/${next.id}/invoice`, { invoicenumber: '20260003', invoicedate: '2026-04-02', period: 'April 2026' });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['invoicenumber']);
    expect((await o.admin.get(`/api/quotes/${next.id}`)).body).toMatchObject({ status: 'accepted', invoice_id: null });
  });

  it("becomes a project's money budget of its net total, once, for a project of its client only", async () => {
    const o = await office();
    const other = await o.admin.post('/api/clients', { name: 'Slagerij Smit' });
    const elsewhere = await o.admin.post('/api/projects', { name: 'Shop', projectnumber: 'P-2', client_id: other.body.id });
    const project = await o.admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: o.client, budget: { kind: 'hours', amount: '10', period: 'month', thresholds: [50, 90] } });
    expect(project.status, project.text).toBe(201);
    const quote = await acceptedQuote(o);
    const wrong = await o.admin.post(`/api/quotes/${quote.id}/budget`, { project_id: elsewhere.body.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ project_id: ["This project is not one of the quote's client."] });
    expect((await o.admin.post(`/api/quotes/${quote.id}/budget`, { project_id: 999_999 })).status).toBe(422);

    const budgeted = await o.admin.post(`/api/quotes/${quote.id}/budget`, { project_id: project.body.id });
    expect(budgeted.status, budgeted.text).toBe(200);
    expect(budgeted.body).toMatchObject({ status: 'accepted', project_id: project.body.id });
    expect((await o.admin.get(`/api/projects/${project.body.id}`)).body.budget).toEqual({ kind: 'money', amount: '3520.50', period: 'total', thresholds: [50, 90] });
    expect((await o.admin.post(`/api/quotes/${quote.id}/budget`, { project_id: project.body.id })).status).toBe(409);
    expect((await o.admin.post(`/api/quotes/${quote.id}/invoice`, { invoicenumber: '1', invoicedate: '2026-04-02', period: 'April' })).status).toBe(409);
    expect(await kinds(o, 'quote.budgeted')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: quote.quotenumber, name: 'Website' }, user_id: expect.any(Number) }]);
  });

  it('keeps its client from being deleted', async () => {
    const o = await office();
    await createQuote(o);
    expect((await o.admin.post('/api/clients/toggle/active', { id: o.client })).status).toBe(200);
    expect((await o.admin.delete(`/api/clients/${o.client}`)).status).toBe(409);
  });
});

/** A PDF as a page load fetches it (no X-Requested-With), with the browser's cookies; its text, checked against the contract. */
async function pdf(browser: Browser, path: string) {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  if (browser.cookies.size > 0) headers.cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
  assertResponseMatches('GET', path, response.status, json);
  if (response.status !== 200) return { status: response.status, disposition: null, text: '' };
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { status: response.status, disposition: response.headers.get('content-disposition'), text: text.replace(/\s+/g, ' ') };
}

describe('the PDF of a quote', () => {
  it("is drawn by the invoice's layout in the quote's language, for the admin and, once sent, for the public link", async () => {
    const o = await office();
    expect((await o.admin.put(`/api/clients/${o.client}`, { name: 'Bakkerij Jansen', clientnumber: 'C-0042', invoice_language: 'nl' })).status).toBe(200);
    const quote = await createQuote(o, { quotedate: '2026-03-02', valid_until: '2026-04-01' });
    const admins = await pdf(o.admin, `/quotes/${quote.id}/pdf`);
    expect(admins.status).toBe(200);
    expect(admins.disposition).toContain(`filename="${quote.quotenumber}.pdf"`);
    for (const words of ['Offerte', 'Offertenummer', quote.quotenumber, 'Offertedatum', '02-03-2026', 'Geldig tot', '01-04-2026', 'Bakkerij Jansen', 'Design new website', '3.520,50', '4.245,35']) {
      expect(admins.text).toContain(words);
    }
    expect(admins.text).not.toContain('Factuurnummer');
    // A concept is not public; a sent one is, to anyone with the link.
    const visitor = server.browser();
    expect((await pdf(visitor, `/quote/${quote.uuid}/pdf`)).status).toBe(404);
    expect((await o.admin.post(`/api/quotes/${quote.id}/sent`)).status).toBe(200);
    const public_ = await pdf(visitor, `/quote/${quote.uuid}/pdf`);
    expect(public_.status).toBe(200);
    expect(public_.text).toContain('Geldig tot');
    expect((await pdf(visitor, `/quotes/${quote.id}/pdf`)).status).toBe(401);
    const other = await office('Bert Buiten');
    expect((await pdf(other.admin, `/quotes/${quote.id}/pdf`)).status).toBe(404);
  });
});

describe('the mail of a quote', () => {
  it('goes out with the PDF and the public link in the quote\'s language, and sends a concept', async () => {
    const o = await office();
    expect((await o.admin.put(`/api/clients/${o.client}`, { name: 'Bakkerij Jansen', clientnumber: 'C-0042', invoice_language: 'nl' })).status).toBe(200);
    const quote = await createQuote(o, { valid_until: '2099-04-01' });
    const to = `quote-${quote.id}@bakkerijjansen.test`;
    const sent = await o.admin.post(`/api/quotes/${quote.id}/send`, { recipients: [to] });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mail = await mailbox.waitFor(to);
    expect(mail.subject.startsWith(`Offerte ${quote.quotenumber} van `)).toBe(true);
    expect(mail.text).toContain('geldig tot 01-04-2099');
    expect(mail.links).toEqual([`${server.config.appUrl}/quote/${quote.uuid}`]);
    expect(mail.parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`${quote.quotenumber}.pdf`, 'application/pdf']]);
    expect(await kinds(o, 'quote.mailed')).toEqual([{ subject_type: 'quote', subject_id: quote.id, details: { number: quote.quotenumber, email: to }, user_id: expect.any(Number) }]);

    // Sent again, with the admin's own words; an answered quote is not mailed.
    const again = await o.admin.post(`/api/quotes/${quote.id}/send`, { recipients: [to], subject: 'Herinnering', message: 'Nog even over onze offerte.' });
    expect(again.status, again.text).toBe(200);
    expect((await server.browser().post(`/api/public/quotes/${quote.uuid}/decline`, { name: 'Piet' })).status).toBe(200);
    expect((await o.admin.post(`/api/quotes/${quote.id}/send`, { recipients: [to] })).status).toBe(409);
    expect((await o.admin.post(`/api/quotes/${quote.id}/send`, { recipients: [] })).status).toBe(422);
  });

  it('leaves a concept a concept when the mail server refuses the mail', async () => {
    const o = await office();
    const quote = await createQuote(o);
    mailbox.refuse(true);
    try {
      const refused = await o.admin.post(`/api/quotes/${quote.id}/send`, { recipients: ['piet@bakkerijjansen.test'] });
      expect(refused.status, refused.text).toBe(424);
      expect(refused.body.message).toMatch(/^The mail could not be sent, so the quote is unchanged\. The mail server answered: .*451/);
    } finally {
      mailbox.refuse(false);
    }
    expect((await o.admin.get(`/api/quotes/${quote.id}`)).body.status).toBe('concept');
    expect(await kinds(o, 'quote.mailed')).toEqual([]);
    const empty = await createQuote(o, { lines: [] });
    expect((await o.admin.post(`/api/quotes/${empty.id}/send`, { recipients: ['piet@bakkerijjansen.test'] })).status).toBe(422);
  });
});
