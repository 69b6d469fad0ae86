import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Bank statements on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): upload
// (kept once, by the bank's reference), proposals, confirm as payments (one, several, part),
// skip, refusals that change nothing, the invoices still owing to match by hand. Every answer is
// checked against openapi.yaml by the test browser.

let server: TestServer;
let admin: Browser;
let organizationId: number;
const invoices: Record<string, number> = {};

const fixture = (name: string) => readFileSync(new URL(`./fixtures/bank/${name}`, import.meta.url), 'utf8');
function form(text: string, name = 'statement.xml') {
  const body = new FormData();
  body.append('file', new Blob([text], { type: 'application/octet-stream' }), name);
  return body;
}
const upload = (text: string, browser = admin) => browser.postForm('/api/bank/statements', form(text));
const openEntries = async () => {
  const answer = await admin.get('/api/bank/entries');
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { id: number; amount: string; remittance: string | null; proposal: { reason: string; allocations: { invoice_id: number; amount: string }[] } | null }[];
};
const keptEntries = () => server.db.selectFrom('bank_entries').select(['reference', 'status']).where('organization_id', '=', organizationId).orderBy('id').execute();
const paymentsOf = (invoiceId: number) => server.db.selectFrom('payments').select(['amount_cents', 'paid_on', 'method']).where('invoice_id', '=', invoiceId).orderBy('id').execute();
const allPayments = () => server.db.selectFrom('payments').select('id').where('organization_id', '=', organizationId).execute();

beforeAll(async () => {
  server = await startTestServer();
  ({ browser: admin, organizationId } = await signedInAdmin(server));
  const bakery = (await admin.post('/api/clients', { name: 'Bakkerij de Korenaar', iban: 'NL20 RABO 0123 4567 89' })).body.id as number;
  const studio = (await admin.post('/api/clients', { name: 'Studio Noord' })).body.id as number;
  for (const [number, client, unitprice] of [['2026-0007', bakery, '1000'], ['2026-0008', studio, '500'], ['2026-0009', studio, '500'], ['2026-0010', studio, '100']] as const) {
    const contact = (await admin.post('/api/contacts', { name: `Contact ${number}`, client_id: client })).body.id;
    const created = await admin.post('/api/invoices', { invoicenumber: number, client_id: client, contact_id: contact, invoicedate: '2026-01-02', period: 'January 2026' });
    expect(created.status, created.text).toBe(201);
    expect((await admin.post('/api/invoicelines', { service: 'Work', amount: '1', unitprice, vat: '21', invoice_id: created.body.id })).status).toBe(201);
    if (number !== '2026-0010') expect((await admin.put(`/api/invoices/${created.body.id}`, { status_id: 2 })).status).toBe(200);
    invoices[number] = created.body.id;
  }
});
afterAll(async () => {
  await server?.close();
});

describe('uploading a statement', () => {
  it('keeps the incoming payments, counts debits and returns, and keeps nothing twice on a second upload', async () => {
    const first = await upload(fixture('ing.camt053.001.02.xml'));
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({ format: 'camt053', entries: 5, new: 3, known: 0, ignored: 2 });
    const again = await upload(fixture('ing.camt053.001.02.xml'));
    expect(again.body).toEqual({ format: 'camt053', entries: 5, new: 0, known: 3, ignored: 2 });
    // An overlapping statement: the known entries again, one more.
    const overlapping = fixture('ing.camt053.001.02.xml').replace('<AcctSvcrRef>20260115-0003-INGB</AcctSvcrRef>', '<AcctSvcrRef>20260117-0009-INGB</AcctSvcrRef>');
    expect((await upload(overlapping)).body).toMatchObject({ new: 1, known: 2 });
    expect((await keptEntries()).map((entry) => entry.reference)).toEqual(['20260115-0001-INGB', '20260115-0002-INGB', '20260115-0003-INGB', '20260117-0009-INGB']);
  });

  it('reads MT940 too, kept by its own references', async () => {
    const answer = await upload(fixture('abnamro.mt940'));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ format: 'mt940', entries: 3, new: 2, known: 0, ignored: 1 });
    expect((await upload(fixture('abnamro.mt940'))).body).toMatchObject({ new: 0, known: 2 });
  });

  it('refuses a file that is no statement (422 under file) or too large (413), and keeps nothing', async () => {
    const before = await keptEntries();
    for (const text of ['%PDF-1.7 not a statement', '<Document><unclosed>', '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>']) {
      const answer = await upload(text);
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body.errors.file).toEqual(['This is not a bank statement in CAMT.053 or MT940.']);
    }
    const old = await upload(fixture('ing.camt053.001.02.xml').replace('camt.053.001.02', 'camt.053.001.01'));
    expect(old.status).toBe(422);
    expect(old.body.errors.file[0]).toContain('.001.02');
    const large = await upload(`<?xml version="1.0"?>${' '.repeat(10 * 1024 * 1024 + 1)}`);
    expect(large.status).toBe(413);
    expect(await keptEntries()).toEqual(before);
  });

  it('is for admins only', async () => {
    const { browser: member } = await signedInMember(server, organizationId);
    expect((await upload(fixture('ing.camt053.001.02.xml'), member)).status).toBe(403);
    expect((await member.get('/api/bank/entries')).status).toBe(403);
  });
});

describe('matching', () => {
  it('proposes by payment reference and invoice number, and nothing for an unknown payer', async () => {
    const entries = await openEntries();
    const byRemittance = (text: string) => entries.find((entry) => entry.remittance === text);
    expect(byRemittance('Factuur 2026-0007')!.proposal).toEqual({
      reason: 'reference',
      allocations: [{ invoice_id: invoices['2026-0007'], invoicenumber: '2026-0007', client_name: 'Bakkerij de Korenaar', amount: '1210.00', outstanding: '1210.00' }],
    });
    const rf = entries.find((entry) => entry.amount === '605.00' && entry.remittance === null && entry.proposal?.reason === 'reference');
    expect(rf!.proposal!.allocations).toMatchObject([{ invoice_id: invoices['2026-0008'], amount: '605.00' }]);
    expect(entries.find((entry) => entry.amount === '350.50')!.proposal).toBeNull();
  });

  it('confirms a proposal as a payment on the booking date; the invoice is paid; a second confirm is 409', async () => {
    const entry = (await openEntries()).find((e) => e.remittance === 'Factuur 2026-0007')!;
    const confirmed = await admin.post(`/api/bank/entries/${entry.id}/confirm`, { allocations: [{ invoice_id: invoices['2026-0007'], amount: '1210.00' }] });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ id: entry.id, status: 'matched', proposal: null });
    expect(await paymentsOf(invoices['2026-0007']!)).toEqual([{ amount_cents: expect.anything(), paid_on: '2026-01-15', method: 'bank_transfer' }]);
    expect((await admin.get(`/api/invoices/${invoices['2026-0007']}`)).body).toMatchObject({ status_id: 3, total_outstanding: '0.00' });
    expect((await admin.post(`/api/bank/entries/${entry.id}/confirm`, { allocations: [{ invoice_id: invoices['2026-0007'], amount: '1' }] })).status).toBe(409);
    expect((await openEntries()).some((e) => e.id === entry.id)).toBe(false);
  });

  it('refuses allocations the entry or the invoices cannot take, all or nothing', async () => {
    const entry = (await openEntries()).find((e) => e.amount === '605.00' && e.proposal?.reason === 'reference')!;
    const before = await allPayments();
    const refusal = async (allocations: unknown[], field: string) => {
      const answer = await admin.post(`/api/bank/entries/${entry.id}/confirm`, { allocations });
      expect(answer.status, answer.text).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    };
    await refusal([{ invoice_id: invoices['2026-0008'], amount: '605.00' }, { invoice_id: invoices['2026-0009'], amount: '0.01' }], 'allocations');
    await refusal([{ invoice_id: invoices['2026-0008'], amount: '5' }, { invoice_id: invoices['2026-0008'], amount: '5' }], 'allocations');
    // The first would fit; the second (a concept) cannot be paid: neither is recorded.
    await refusal([{ invoice_id: invoices['2026-0008'], amount: '300' }, { invoice_id: invoices['2026-0010'], amount: '5' }], 'allocations.1.invoice_id');
    await refusal([{ invoice_id: invoices['2026-0007'], amount: '5' }], 'allocations.0.amount');
    const other = await signedInAdmin(server, 'Other Office');
    const foreignClient = (await other.browser.post('/api/clients', { name: 'Elsewhere' })).body.id;
    const foreignContact = (await other.browser.post('/api/contacts', { name: 'Someone', client_id: foreignClient })).body.id;
    const foreign = (await other.browser.post('/api/invoices', { invoicenumber: 'X-1', client_id: foreignClient, contact_id: foreignContact, invoicedate: '2026-01-02', period: 'x' })).body.id;
    await refusal([{ invoice_id: foreign, amount: '5' }], 'allocations.0.invoice_id');
    expect((await other.browser.post(`/api/bank/entries/${entry.id}/confirm`, { allocations: [{ invoice_id: foreign, amount: '5' }] })).status).toBe(404);
    expect(await allPayments()).toEqual(before);
    expect((await openEntries()).some((e) => e.id === entry.id)).toBe(true);
  });

  it('confirms a changed match: one payment spread over several invoices, each in part', async () => {
    const entry = (await openEntries()).find((e) => e.amount === '605.00' && e.proposal?.reason === 'reference')!;
    const confirmed = await admin.post(`/api/bank/entries/${entry.id}/confirm`, {
      allocations: [{ invoice_id: invoices['2026-0008'], amount: '300' }, { invoice_id: invoices['2026-0009'], amount: '305.00' }],
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await admin.get(`/api/invoices/${invoices['2026-0008']}`)).body).toMatchObject({ status_id: 2, total_paid: '300.00', total_outstanding: '305.00' });
    expect((await admin.get(`/api/invoices/${invoices['2026-0009']}`)).body).toMatchObject({ status_id: 2, total_paid: '305.00', total_outstanding: '300.00' });
  });

  it('learns a payer’s IBAN from a confirmed match: the next payment from it is proposed by amount', async () => {
    // Studio Noord paid from NL91ABNA0417164300 (the RF entry, confirmed above); its invoice 2026-0008 owes 305.00.
    const next = fixture('ing.camt053.001.02.xml')
      .replace('<AcctSvcrRef>20260115-0002-INGB</AcctSvcrRef>', '<AcctSvcrRef>20260120-0001-INGB</AcctSvcrRef>')
      .replaceAll('>605.00<', '>305.00<')
      .replace(/<RmtInf>\s*<Strd>[\s\S]*?<\/Strd>\s*<\/RmtInf>/, '');
    expect((await upload(next)).body).toMatchObject({ new: 1 });
    const entry = (await openEntries()).find((e) => e.amount === '305.00')!;
    expect(entry.proposal).toMatchObject({ reason: 'amount_iban', allocations: [{ invoice_id: invoices['2026-0008'], amount: '305.00' }] });
  });

  it('skips an entry: it leaves the open list for the skipped one; a second skip is 409; another organisation’s entry is 404', async () => {
    const entry = (await openEntries()).find((e) => e.amount === '350.50')!;
    const other = await signedInAdmin(server, 'Third Office');
    expect((await other.browser.post(`/api/bank/entries/${entry.id}/skip`)).status).toBe(404);
    const skipped = await admin.post(`/api/bank/entries/${entry.id}/skip`);
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body).toMatchObject({ id: entry.id, status: 'skipped' });
    expect((await admin.post(`/api/bank/entries/${entry.id}/skip`)).status).toBe(409);
    expect((await openEntries()).some((e) => e.id === entry.id)).toBe(false);
    const list = await admin.get('/api/bank/entries?status=skipped');
    expect(list.body.map((e: { id: number }) => e.id)).toEqual([entry.id]);
    expect((await admin.get('/api/bank/entries?status=matched')).body).toHaveLength(2);
    expect((await admin.get('/api/bank/entries?status=nonsense')).status).toBe(422);
  });
});

describe('the invoices to match by hand', () => {
  const openInvoices = async (browser = admin) => {
    const answer = await browser.get('/api/bank/open-invoices');
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { invoice_id: number; invoicenumber: string; client_name: string; outstanding: string }[];
  };
  const sentInvoice = async (browser: Browser, number: string, invoicedate: string) => {
    const client = (await browser.post('/api/clients', { name: `Client of ${number}` })).body.id;
    const contact = (await browser.post('/api/contacts', { name: 'Someone', client_id: client })).body.id;
    const created = await browser.post('/api/invoices', { invoicenumber: number, client_id: client, contact_id: contact, invoicedate, period: 'Earlier' });
    expect(created.status, created.text).toBe(201);
    expect((await browser.post('/api/invoicelines', { service: 'Work', amount: '1', unitprice: '80', vat: '21', invoice_id: created.body.id })).status).toBe(201);
    expect((await browser.put(`/api/invoices/${created.body.id}`, { status_id: 2 })).status).toBe(200);
    return created.body.id as number;
  };

  it('lists every sent invoice still owing, of any year, oldest due first, with what it still owes', async () => {
    const older = await sentInvoice(admin, '2024-0003', '2024-03-01');
    const credit = await admin.post('/api/invoices', { invoicenumber: '2026-0011', invoicedate: '2026-01-20', period: 'Credit', original_invoice_id: invoices['2026-0007'], credit: true });
    expect(credit.status, credit.text).toBe(201);
    expect((await admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 })).body).toMatchObject({ credit: true, total_outstanding: '-1210.00' });
    const other = await signedInAdmin(server, 'Fourth Office');
    const foreign = await sentInvoice(other.browser, '2025-0001', '2025-06-01');

    // 2026-0007 paid, 2026-0010 a concept, 2026-0011 a credit invoice: none of them.
    expect(await openInvoices()).toEqual([
      { invoice_id: older, invoicenumber: '2024-0003', client_name: 'Client of 2024-0003', outstanding: '96.80' },
      { invoice_id: invoices['2026-0008'], invoicenumber: '2026-0008', client_name: 'Studio Noord', outstanding: '305.00' },
      { invoice_id: invoices['2026-0009'], invoicenumber: '2026-0009', client_name: 'Studio Noord', outstanding: '300.00' },
    ]);
    expect(await openInvoices(other.browser)).toEqual([{ invoice_id: foreign, invoicenumber: '2025-0001', client_name: 'Client of 2025-0001', outstanding: '96.80' }]);
  });

  it('is for admins only', async () => {
    const { browser: member } = await signedInMember(server, organizationId);
    expect((await member.get('/api/bank/open-invoices')).status).toBe(403);
  });
});
