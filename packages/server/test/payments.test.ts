import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateTo } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import type { Browser } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';

// Payments on invoices on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): partial
// and settling payments, removal, refusals, marking paid by hand, credit invoices, and the
// outstanding and overdue amounts of the list and the dashboard. Every answer is checked against
// openapi.yaml by the test browser.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NBSP = '\u00a0';

interface Office {
  admin: Browser;
  organizationId: number;
  client: number;
  contact: number;
}

async function office(): Promise<Office> {
  const { browser: admin, organizationId } = await signedInAdmin(server, 'Anna de Vries');
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client.body.id });
  return { admin, organizationId, client: client.body.id, contact: contact.body.id };
}

let numbers = 0;
/** An invoice dated 2026-03-31 of one line: 10 × € 100 at 21 % = € 1,210.00 gross; sent unless `concept`. */
async function invoice(o: Office, options: { concept?: boolean; invoicedate?: string } = {}) {
  const created = await o.admin.post('/api/invoices', { invoicenumber: `P-${++numbers}`, client_id: o.client, contact_id: o.contact, invoicedate: options.invoicedate ?? '2026-03-31', period: 'March 2026' });
  expect(created.status, created.text).toBe(201);
  expect((await o.admin.post('/api/invoicelines', { service: 'Work', amount: '10', unitprice: '100', vat: '21', invoice_id: created.body.id })).status).toBe(201);
  if (!options.concept) expect((await o.admin.put(`/api/invoices/${created.body.id}`, { status_id: 2 })).status).toBe(200);
  return created.body.id as number;
}

const pay = (o: Office, id: number, body: Record<string, unknown>) => o.admin.post(`/api/invoices/${id}/payments`, { method: 'bank_transfer', ...body });

describe('recording payments', () => {
  it('takes partial payments, keeps the invoice sent, and shows paid and outstanding', async () => {
    const o = await office();
    const id = await invoice(o);
    const first = await pay(o, id, { paid_on: '2026-04-10', amount: '200.5', note: '  First instalment ' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ status_id: 2, paid_on: null, total_gross: '1210.00', total_paid: '200.50', total_outstanding: '1009.50', formatted_total_outstanding: `€1,009.50` });
    expect(first.body.payments).toEqual([
      expect.objectContaining({ paid_on: '2026-04-10', amount: '200.50', formatted_amount: '€200.50', method: 'bank_transfer', note: 'First instalment', credit_invoice_id: null }),
    ]);
    const second = await pay(o, id, { paid_on: '2026-04-05', amount: '9.50', method: 'cash', note: '' });
    expect(second.body).toMatchObject({ status_id: 2, total_paid: '210.00', total_outstanding: '1000.00' });
    // Oldest payment date first; an empty note is none.
    expect(second.body.payments.map((p: { paid_on: string; note: string | null }) => [p.paid_on, p.note])).toEqual([
      ['2026-04-05', null],
      ['2026-04-10', 'First instalment'],
    ]);
    const listed = await o.admin.get(`/api/invoices/${id}/payments`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(second.body.payments);
  });

  it('makes the invoice paid on the settling payment’s date when the payments reach the gross total', async () => {
    const o = await office();
    const id = await invoice(o);
    await pay(o, id, { paid_on: '2026-04-10', amount: '1000' });
    const settled = await pay(o, id, { paid_on: '2026-04-20', amount: '210.00', method: 'card' });
    expect(settled.status, settled.text).toBe(201);
    expect(settled.body).toMatchObject({ status: 'paid', status_id: 3, paid_on: '2026-04-20', total_paid: '1210.00', total_outstanding: '0.00' });
    // Nothing more is taken.
    const more = await pay(o, id, { paid_on: '2026-04-21', amount: '1' });
    expect(more.status).toBe(422);
    expect(more.body.errors.amount).toEqual(['Nothing is outstanding on this invoice.']);
  });

  it('makes a paid invoice sent again when a payment is removed, and clears its payment date', async () => {
    const o = await office();
    const id = await invoice(o);
    const part = await pay(o, id, { paid_on: '2026-04-10', amount: '10' });
    const rest = await pay(o, id, { paid_on: '2026-04-12', amount: '1200' });
    expect(rest.body.status_id).toBe(3);
    const removed = await o.admin.delete(`/api/payments/${part.body.payments[0].id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ status_id: 2, paid_on: null, total_paid: '1200.00', total_outstanding: '10.00' });
    expect(removed.body.payments).toHaveLength(1);
    // Gone: a second removal finds nothing.
    expect((await o.admin.delete(`/api/payments/${part.body.payments[0].id}`)).status).toBe(404);
  });

  it('refuses a payment on a concept (the status only moves forward), storing nothing', async () => {
    const o = await office();
    const id = await invoice(o, { concept: true });
    const refused = await pay(o, id, { paid_on: '2026-04-10', amount: '10' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ invoice_id: ['A concept invoice cannot be paid: send it first.'] });
    expect(await server.db.selectFrom('payments').select('id').where('invoice_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a bad amount, date or method with 422 under the field, in the user’s language, storing nothing', async () => {
    const o = await office();
    const id = await invoice(o);
    const tooMuch = await pay(o, id, { paid_on: '2026-04-10', amount: '1210.01' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ amount: ['The amount is more than the outstanding amount of €1,210.00.'] });
    expect((await pay(o, id, { paid_on: '2026-04-10', amount: '0' })).body.errors).toEqual({ amount: ['The amount must be more than zero.'] });
    expect((await pay(o, id, { paid_on: '2026-04-10', amount: '-5' })).body.errors).toEqual({ amount: ['The amount must be more than zero.'] });
    expect((await pay(o, id, { paid_on: '2026-04-10', amount: '12,50' })).status).toBe(422);
    expect((await pay(o, id, { paid_on: '2026-03-30', amount: '5' })).body.errors).toEqual({ paid_on: ['The payment date cannot lie before the invoice date.'] });
    expect((await pay(o, id, { paid_on: '2026-02-31', amount: '5' })).body.errors.paid_on).toHaveLength(1);
    const credit = await pay(o, id, { paid_on: '2026-04-10', amount: '5', method: 'credit' });
    expect(credit.status).toBe(422);
    expect(Object.keys(credit.body.errors)).toEqual(['method']);
    expect((await pay(o, id, { paid_on: '2026-04-10', amount: '5', method: 'cheque' })).status).toBe(422);

    // Through the API: the server's session cache learns of it at once (a write behind its back
    // reaches it later, over PostgreSQL's change feed).
    const me = (await o.admin.get('/api/user')).body;
    expect((await o.admin.post('/api/user/updateprofile', { name: me.name, email: me.email, locale: 'nl' })).status).toBe(200);
    const dutch = await pay(o, id, { paid_on: '2026-04-10', amount: '2000' });
    expect(dutch.body.errors).toEqual({ amount: [`Het bedrag is hoger dan het openstaande bedrag van €${NBSP}1.210,00.`] });
    expect(await server.db.selectFrom('payments').select('id').where('invoice_id', '=', id).execute()).toEqual([]);
  });

  it('finds no invoice or payment of another organisation (404), and lets no member in (403)', async () => {
    const a = await office();
    const b = await office();
    const id = await invoice(a);
    const paid = await pay(a, id, { paid_on: '2026-04-10', amount: '10' });
    const paymentId = paid.body.payments[0].id;
    expect((await pay(b, id, { paid_on: '2026-04-10', amount: '10' })).status).toBe(404);
    expect((await b.admin.get(`/api/invoices/${id}/payments`)).status).toBe(404);
    expect((await b.admin.delete(`/api/payments/${paymentId}`)).status).toBe(404);
    const member = await signedInMember(server, a.organizationId);
    expect((await member.browser.post(`/api/invoices/${id}/payments`, { paid_on: '2026-04-10', amount: '10', method: 'cash' })).status).toBe(403);
    expect((await member.browser.get(`/api/invoices/${id}/payments`)).status).toBe(403);
    expect((await member.browser.delete(`/api/payments/${paymentId}`)).status).toBe(403);
    expect((await member.browser.get('/api/dashboard/receivables')).status).toBe(403);
    const still = await a.admin.get(`/api/invoices/${id}`);
    expect(still.body).toMatchObject({ total_paid: '10.00', total_outstanding: '1200.00' });
  });

  it('replays a payment sent again with the same Idempotency-Key instead of recording it twice', async () => {
    const o = await office();
    const id = await invoice(o);
    const options = { headers: { 'idempotency-key': `pay-${id}` } };
    const first = await o.admin.post(`/api/invoices/${id}/payments`, { paid_on: '2026-04-10', amount: '10', method: 'cash' }, options);
    const again = await o.admin.post(`/api/invoices/${id}/payments`, { paid_on: '2026-04-10', amount: '10', method: 'cash' }, options);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await o.admin.get(`/api/invoices/${id}`)).body.total_paid).toBe('10.00');
  });
});

describe('marking paid by hand', () => {
  it('records the outstanding amount as a payment on the given date', async () => {
    const o = await office();
    const id = await invoice(o);
    await pay(o, id, { paid_on: '2026-04-10', amount: '210' });
    const marked = await o.admin.put(`/api/invoices/${id}`, { status_id: 3, paid_on: '2026-04-30' });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ status_id: 3, paid_on: '2026-04-30', total_paid: '1210.00', total_outstanding: '0.00' });
    expect(marked.body.payments.map((p: { paid_on: string; amount: string; method: string }) => [p.paid_on, p.amount, p.method])).toEqual([
      ['2026-04-10', '210.00', 'bank_transfer'],
      ['2026-04-30', '1000.00', 'other'],
    ]);
    // Removing the hand-recorded payment opens it again.
    const removed = await o.admin.delete(`/api/payments/${marked.body.payments[1].id}`);
    expect(removed.body).toMatchObject({ status_id: 2, paid_on: null, total_outstanding: '1000.00' });
  });
});

describe('credit invoices', () => {
  it('settle their original by their amount once issued, as a credit payment that cannot be removed', async () => {
    const o = await office();
    const original = await invoice(o);
    await pay(o, original, { paid_on: '2026-04-02', amount: '10' });
    const credit = await o.admin.post('/api/invoices', { invoicenumber: `P-${++numbers}`, invoicedate: '2026-04-15', period: 'March 2026', original_invoice_id: original, credit: true });
    expect(credit.status).toBe(201);
    // A concept credit invoice settles nothing yet.
    expect((await o.admin.get(`/api/invoices/${original}`)).body.total_paid).toBe('10.00');
    const sent = await o.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 });
    expect(sent.status, sent.text).toBe(200);
    // The credit invoice used 1,200.00 on its original; the 10.00 paid there is to be paid back.
    expect(sent.body).toMatchObject({ status_id: 2, total_gross: '-1210.00', total_paid: '-1200.00', total_outstanding: '-10.00' });
    expect(sent.body.payments).toEqual([expect.objectContaining({ method: 'credit', amount: '-1200.00', paid_on: '2026-04-15', credit_invoice_id: credit.body.id })]);
    const settled = await o.admin.get(`/api/invoices/${original}`);
    expect(settled.body).toMatchObject({ status_id: 3, paid_on: '2026-04-15', total_paid: '1210.00', total_outstanding: '0.00' });
    const creditPayment = settled.body.payments[1];
    expect(creditPayment).toMatchObject({ method: 'credit', amount: '1200.00', credit_invoice_id: credit.body.id, credit_invoicenumber: credit.body.invoicenumber });
    const refused = await o.admin.delete(`/api/payments/${creditPayment.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This payment is the settlement by a credit invoice and cannot be removed.');
  });

  it('name the invoice they credit and have no due date, so they are never overdue', async () => {
    const o = await office();
    const original = await invoice(o, { invoicedate: '2020-01-31' });
    const number = `P-${++numbers}`;
    const credit = await o.admin.post('/api/invoices', { invoicenumber: number, invoicedate: '2020-02-10', period: 'January 2020', original_invoice_id: original, credit: true });
    expect(credit.body).toMatchObject({ credit: true, duedate: null, original_invoice: { invoicenumber: `P-${numbers - 1}`, invoicedate: '2020-01-31' } });
    await pay(o, original, { paid_on: '2020-02-01', amount: '1210' });
    const sent = await o.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 });
    // Dated long ago and still to be paid back, yet not overdue: it asks no payment.
    expect(sent.body).toMatchObject({ status: 'sent', duedate: null, total_outstanding: '-1210.00' });
    const year = await o.admin.get('/api/invoices?year=2020');
    expect(year.body.totals.overdue.count).toBe(0);
    // An ordinary invoice or copy is no credit invoice and names no original it credits.
    const plain = await o.admin.get(`/api/invoices/${original}`);
    expect(plain.body).toMatchObject({ credit: false, original_invoice: null, duedate: '2020-03-01' });
    // Nothing to ask for in the receivables: a refund owed is no receivable.
    const receivables = await o.admin.get('/api/dashboard/receivables');
    expect(receivables.body).toMatchObject({ outstanding_count: 0, total_outstanding: '0.00' });
  });

  it('of a paid invoice are settled by the refund paid out, a negative payment', async () => {
    const o = await office();
    const original = await invoice(o);
    await pay(o, original, { paid_on: '2026-04-02', amount: '1210' });
    const credit = await o.admin.post('/api/invoices', { invoicenumber: `P-${++numbers}`, invoicedate: '2026-04-15', period: 'March 2026', original_invoice_id: original, credit: true });
    const sent = await o.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 });
    expect(sent.body).toMatchObject({ status_id: 2, total_paid: '0.00', total_outstanding: '-1210.00', formatted_total_outstanding: '-€1,210.00' });
    // A positive amount is no refund; more than is to be paid back is refused; nothing stored.
    const positive = await pay(o, credit.body.id, { paid_on: '2026-04-20', amount: '1210' });
    expect(positive.status).toBe(422);
    expect(positive.body.errors.amount).toEqual(['This credit invoice is settled by paying back: record the refund as a negative amount, e.g. -€1,210.00.']);
    const tooMuch = await pay(o, credit.body.id, { paid_on: '2026-04-20', amount: '-1210.01' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toEqual(['The refund is more than the -€1,210.00 still to be paid back.']);
    const part = await pay(o, credit.body.id, { paid_on: '2026-04-20', amount: '-210' });
    expect(part.body).toMatchObject({ status_id: 2, total_paid: '-210.00', total_outstanding: '-1000.00' });
    const refunded = await pay(o, credit.body.id, { paid_on: '2026-04-22', amount: '-1000' });
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body).toMatchObject({ status_id: 3, status: 'paid', paid_on: '2026-04-22', total_paid: '-1210.00', total_outstanding: '0.00' });
    // Removing the refund opens it again.
    const removed = await o.admin.delete(`/api/payments/${refunded.body.payments[1].id}`);
    expect(removed.body).toMatchObject({ status_id: 2, paid_on: null, total_outstanding: '-1000.00' });
    // Marked paid by hand, the rest is recorded as paid back.
    const marked = await o.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 3, paid_on: '2026-04-25' });
    expect(marked.body).toMatchObject({ status_id: 3, total_paid: '-1210.00', total_outstanding: '0.00' });
    expect(marked.body.payments.at(-1)).toMatchObject({ method: 'other', amount: '-1000.00', paid_on: '2026-04-25' });
  });

  it('of an unpaid invoice are settled at once by settling it', async () => {
    const o = await office();
    const original = await invoice(o);
    const credit = await o.admin.post('/api/invoices', { invoicenumber: `P-${++numbers}`, invoicedate: '2026-04-15', period: 'March 2026', original_invoice_id: original, credit: true });
    const sent = await o.admin.put(`/api/invoices/${credit.body.id}`, { status_id: 2 });
    expect(sent.body).toMatchObject({ status_id: 3, paid_on: '2026-04-15', total_paid: '-1210.00', total_outstanding: '0.00' });
    expect((await o.admin.get(`/api/invoices/${original}`)).body).toMatchObject({ status_id: 3, total_outstanding: '0.00' });
    // Issued and marked paid in one step: the settlement is not paid back a second time.
    const other = await invoice(o);
    const credit2 = await o.admin.post('/api/invoices', { invoicenumber: `P-${++numbers}`, invoicedate: '2026-04-15', period: 'March 2026', original_invoice_id: other, credit: true });
    const marked = await o.admin.put(`/api/invoices/${credit2.body.id}`, { status_id: 3, paid_on: '2026-04-16' });
    expect(marked.body).toMatchObject({ status_id: 3, total_paid: '-1210.00', total_outstanding: '0.00' });
    expect(marked.body.payments).toHaveLength(1);
  });

  it('leave a copy with positive amounts alone', async () => {
    const o = await office();
    const original = await invoice(o);
    const copy = await o.admin.post('/api/invoices', { invoicenumber: `P-${++numbers}`, invoicedate: '2026-04-15', period: 'April 2026', original_invoice_id: original });
    expect((await o.admin.put(`/api/invoices/${copy.body.id}`, { status_id: 2 })).status).toBe(200);
    expect((await o.admin.get(`/api/invoices/${original}`)).body).toMatchObject({ status_id: 2, total_paid: '0.00' });
  });
});

describe('outstanding and overdue amounts', () => {
  it('are summed per status card of the list and for the organisation on the dashboard', async () => {
    const o = await office();
    // Overdue: dated long ago (term of payment 30 days), partly paid.
    const overdue = await invoice(o, { invoicedate: '2020-01-31' });
    await pay(o, overdue, { paid_on: '2020-02-10', amount: '10' });
    // Sent this year, not due yet: dated today.
    const today = todayIn(getLocalTimeZone()).toString();
    const year = today.slice(0, 4);
    await invoice(o, { invoicedate: today });
    const paidOff = await invoice(o, { invoicedate: today });
    await pay(o, paidOff, { paid_on: today, amount: '1210' });
    await invoice(o, { concept: true, invoicedate: today });

    const list = await o.admin.get(`/api/invoices?year=${year}`);
    expect(list.body.totals.all).toMatchObject({ count: 3, total_gross: '3630.00', total_outstanding: '1210.00' });
    expect(list.body.totals.concept.total_outstanding).toBe('0.00');
    expect(list.body.totals.paid.total_outstanding).toBe('0.00');
    const old = await o.admin.get('/api/invoices?year=2020');
    expect(old.body.totals.overdue).toMatchObject({ count: 1, total_outstanding: '1200.00', formatted_total_outstanding: '€1,200.00' });

    const receivables = await o.admin.get('/api/dashboard/receivables');
    expect(receivables.status).toBe(200);
    expect(receivables.body).toEqual({
      currency: 'EUR',
      other_currencies: [],
      outstanding_count: 2,
      total_outstanding: '2410.00',
      formatted_total_outstanding: '€2,410.00',
      overdue_count: 1,
      total_overdue: '1200.00',
      formatted_total_overdue: '€1,200.00',
    });
    // Another organisation owes nothing of these.
    expect((await (await office()).admin.get('/api/dashboard/receivables')).body.total_outstanding).toBe('0.00');
  });
});

describe('invoices paid before payments were kept (migration 0013)', () => {
  it('get one payment of their gross total on their payment date; others get none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-migration-'));
    const { db, dropSchema } = await openTestDatabase(dir);
    try {
      await migrateTo(db, '0012_invoice_paid_on');
      const now = new Date().toISOString();
      const { id: organization_id } = await db.insertInto('organizations').values(newOrganization({ name: 'Before' }, new Date())).returning('id').executeTakeFirstOrThrow();
      const { id: client_id } = await db.insertInto('clients').values({ organization_id, name: 'Client', active: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const invoice = async (invoicenumber: string, status_id: number, paid_on: string | null) =>
        (
          await db
            .insertInto('invoices')
            .values({
              organization_id,
              uuid: `00000000-0000-4000-8000-00000000000${invoicenumber.slice(-1)}`,
              invoicenumber,
              client_id,
              contact_id: null,
              invoicedate: '2026-03-31',
              period: 'March',
              status_id,
              original_invoice_id: null,
              issued: null,
              paid_on,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const paid = await invoice('M-1', 3, '2026-04-20');
      const sent = await invoice('M-2', 2, null);
      const empty = await invoice('M-3', 3, '2026-04-21');
      // 0.05 × 0.10 = 0.005 → 0.01 per line; two lines at 21 % (VAT 0.0042 → 0.00) and 12.50 × 85.00 at 9 % (1062.50, VAT 95.625 → 95.63): 1158.15 gross.
      const line = (invoice_id: number, amount: number, unitprice_cents: number, vat: number) => ({ organization_id, invoice_id, service: 'S', amount, unitprice_cents, vat, created_at: now });
      await db.insertInto('invoice_lines').values([line(paid, 5, 10, 2100), line(paid, 5, 10, 2100), line(paid, 1250, 8500, 900), line(sent, 100, 100, 2100)]).execute();

      await migrateTo(db);
      const payments = await db.selectFrom('payments').select(['invoice_id', 'paid_on', 'amount_cents', 'method', 'note', 'credit_invoice_id']).orderBy('id').execute();
      expect(payments.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))).toEqual([
        { invoice_id: paid, paid_on: '2026-04-20', amount_cents: 115815, method: 'other', note: null, credit_invoice_id: null },
      ]);
      expect(empty).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
