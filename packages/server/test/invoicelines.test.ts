import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// Lines of an invoice on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): they
// change only while the invoice is a concept, amounts are read digit by digit and stored whole.

let server: TestServer;
let admin: Browser;
let client: { id: number };
let contact: { id: number };
let counter = 0;

useSignedInAdmin((setup) => ({ server, admin } = setup));
beforeAll(async () => {
  client = (await admin.post('/api/clients', { name: 'Bakkerij Jansen' })).body;
  contact = (await admin.post('/api/contacts', { name: 'Piet Jansen', client_id: client.id })).body;
});

async function concept(browser = admin, clientId = client.id, contactId = contact.id) {
  counter += 1;
  const created = await browser.post('/api/invoices', { invoicenumber: `L-${counter}`, client_id: clientId, contact_id: contactId, invoicedate: '2026-03-31', period: 'March 2026' });
  expect(created.status, created.text).toBe(201);
  return created.body as { id: number };
}

const line = (invoiceId: number, fields: Record<string, unknown> = {}) => ({ service: 'Design new website', amount: '12.5', unitprice: '85', vat: '21', invoice_id: invoiceId, ...fields });

function lineRows(invoiceId: number) {
  return server.db.selectFrom('invoice_lines').select(['id', 'service', 'amount', 'unitprice_cents', 'vat']).where('invoice_id', '=', invoiceId).orderBy('id').execute();
}

describe('invoice lines', () => {
  it('are added to a concept, with costs and formatted amounts, and show on the invoice in the order added', async () => {
    const invoice = await concept();
    const created = await admin.post('/api/invoicelines', line(invoice.id, { service: '  Design new website ' }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      service: 'Design new website',
      amount: '12.50',
      unitprice: '85.00',
      vat: '21.00',
      invoice_id: invoice.id,
      costs: '1062.50',
      formatted_unitprice: '€85.00',
      formatted_costs: '€1,062.50',
      // Typed by hand: no tracked time on it, nor a detail of how it was billed.
      time_entries: 0,
      detail: null,
      // No category chosen: the rate's (standard for 21 % and 9 %).
      vat_category: 'S',
      vat_exemption_reason: null,
      // No period given.
      period_start: null,
      period_end: null,
    });
    const second = await admin.post('/api/invoicelines', line(invoice.id, { service: 'Discount', amount: '-1', unitprice: '100.5', vat: '5.5' }));
    expect(second.body).toMatchObject({ amount: '-1.00', unitprice: '100.50', vat: '5.50', costs: '-100.50', formatted_costs: '-€100.50' });
    const read = (await admin.get(`/api/invoices/${invoice.id}`)).body;
    expect(read.invoicelines).toEqual([created.body, second.body]);
    expect(read.total_vat).toEqual([
      { vat: '5.50', total: '-5.53', formatted_total: '-€5.53' },
      { vat: '21.00', total: '223.13', formatted_total: '€223.13' },
    ]);
    expect(read.total_net).toBe('962.00');
    expect(read.total_gross).toBe('1179.60');
  });

  it('keep the largest amounts an invoice holds exactly, and refuse more with a message, in English and Dutch', async () => {
    const invoice = await concept();
    // The largest line: 99,999.99 × 100.00 = € 9,999,999.00, the largest quantity the contract takes.
    const largest = await admin.post('/api/invoicelines', line(invoice.id, { amount: '99999.99', unitprice: '100', vat: '0' }));
    expect(largest.status, largest.text).toBe(201);
    expect(largest.body).toMatchObject({ amount: '99999.99', unitprice: '100.00', costs: '9999999.00' });
    expect((await admin.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ total_net: '9999999.00', total_gross: '9999999.00' });
    // The invoice's gross total would pass € 9,999,999.99.
    const beyond = await admin.post('/api/invoicelines', line(invoice.id, { amount: '1', unitprice: '1', vat: '0' }));
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors).toEqual({ unitprice: ['With this line the invoice would come to more than €9,999,999.99: put the rest on another invoice.'] });

    const other = await concept();
    // The reviewer's −1 × € 9,999,999,999: more than a unit price can be.
    const huge = await admin.post('/api/invoicelines', line(other.id, { amount: '-1', unitprice: '9999999999' }));
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ unitprice: ['The unit price is an amount of at most 999,999.99 with at most two decimals, e.g. 85.50.'] });
    const manyHours = await admin.post('/api/invoicelines', line(other.id, { amount: '100000' }));
    expect(manyHours.body.errors).toEqual({ amount: ['The quantity is a number of at most 99,999.99 with at most two decimals, e.g. 12.5.'] });
    // Each within its bound, together more than a line comes to.
    const tooMuch = await admin.post('/api/invoicelines', line(other.id, { amount: '1000', unitprice: '999999.99' }));
    expect(tooMuch.body.errors).toEqual({ unitprice: ['A line comes to at most €9,999,999.99 (quantity × unit price), either way.'] });

    const email = (await admin.get('/api/user')).body.email;
    expect((await admin.post('/api/user/updateprofile', { name: 'Anna', email, locale: 'nl' })).status).toBe(200);
    const dutch = await admin.post('/api/invoicelines', line(other.id, { amount: '-1', unitprice: '9999999999' }));
    expect(dutch.body.errors).toEqual({ unitprice: ['De prijs per eenheid is een bedrag van hoogstens 999.999,99 met hoogstens twee decimalen, bijv. 85,50.'] });
    const dutchLine = await admin.post('/api/invoicelines', line(other.id, { amount: '1000', unitprice: '-999999.99' }));
    expect(dutchLine.body.errors).toEqual({ unitprice: ['Een regel komt op hoogstens €\u00a09.999.999,99 (aantal × prijs per eenheid), positief of negatief.'] });
    expect((await admin.post('/api/user/updateprofile', { name: 'Anna', email, locale: 'en' })).status).toBe(200);
    expect(await lineRows(other.id)).toEqual([]);
    expect(await lineRows(invoice.id)).toHaveLength(1);
  });

  it('take a line below zero as a discount within the invoice’s total; a credit invoice is below zero by design', async () => {
    const invoice = await concept();
    const work = (await admin.post('/api/invoicelines', line(invoice.id, { amount: '1', unitprice: '100' }))).body as { id: number };
    const discount = await admin.post('/api/invoicelines', line(invoice.id, { service: 'Discount', amount: '1', unitprice: '-60' }));
    expect(discount.status).toBe(201);
    // A second discount that takes the invoice below zero is refused; so is making the work cheaper than its discounts.
    const more = await admin.post('/api/invoicelines', line(invoice.id, { service: 'Discount', amount: '-1', unitprice: '50' }));
    expect(more.status).toBe(422);
    expect(more.body.errors).toEqual({ unitprice: ['A line below zero is a discount: it cannot take the invoice below zero. For money back, make a credit invoice.'] });
    const cheaper = await admin.put(`/api/invoicelines/${work.id}`, line(invoice.id, { amount: '1', unitprice: '50' }));
    expect(cheaper.status).toBe(422);
    expect(cheaper.body.errors).toEqual({ unitprice: ['A line below zero is a discount: it cannot take the invoice below zero. For money back, make a credit invoice.'] });
    const removed = await admin.delete(`/api/invoicelines/${work.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual({ message: "Without this line the invoice's discounts would take it below zero: change or remove a discount first." });
    // The discount up to the whole total is fine.
    expect((await admin.put(`/api/invoicelines/${discount.body.id}`, line(invoice.id, { service: 'Discount', amount: '1', unitprice: '-100' }))).status).toBe(200);
    expect((await admin.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ total_net: '0.00' });

    // A credit invoice's lines are below zero: its copy of the work, and more lines below zero, are kept.
    expect((await admin.put(`/api/invoicelines/${discount.body.id}`, line(invoice.id, { service: 'Discount', amount: '1', unitprice: '-10' }))).status).toBe(200);
    expect((await admin.put(`/api/invoices/${invoice.id}`, { status_id: 2 })).status).toBe(200);
    const credit = await admin.post('/api/invoices', { invoicenumber: `L-${++counter}`, invoicedate: '2026-04-15', period: 'March 2026', original_invoice_id: invoice.id, credit: true });
    expect(credit.status, credit.text).toBe(201);
    expect(credit.body).toMatchObject({ total_net: '-90.00' });
    const extra = await admin.post('/api/invoicelines', line(credit.body.id, { service: 'Also credited', amount: '-1', unitprice: '5' }));
    expect(extra.status).toBe(201);
  });

  it('are changed in place; a line never moves to another invoice', async () => {
    const invoice = await concept();
    const other = await concept();
    const created = (await admin.post('/api/invoicelines', line(invoice.id))).body;
    const updated = await admin.put(`/api/invoicelines/${created.id}`, { service: 'Hosting', amount: '3', unitprice: '9.99', vat: '9', invoice_id: other.id });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      id: created.id,
      service: 'Hosting',
      amount: '3.00',
      unitprice: '9.99',
      vat: '9.00',
      invoice_id: invoice.id,
      costs: '29.97',
      formatted_unitprice: '€9.99',
      formatted_costs: '€29.97',
      // Typed by hand: no tracked time on it, nor a detail of how it was billed.
      time_entries: 0,
      detail: null,
      // No category chosen: the rate's (standard for 21 % and 9 %).
      vat_category: 'S',
      vat_exemption_reason: null,
      // No period given.
      period_start: null,
      period_end: null,
    });
    expect((await admin.get(`/api/invoices/${invoice.id}`)).body.invoicelines).toEqual([updated.body]);
    expect(await lineRows(other.id)).toEqual([]);
  });

  it('keep their chosen VAT category when a change does not name one, while the rate allows it', async () => {
    const invoice = await concept();
    const exempt = (await admin.post('/api/invoicelines', line(invoice.id, { vat: '0', vat_category: 'E', vat_exemption_reason: 'Medical care' }))).body;
    expect(exempt).toMatchObject({ vat_category: 'E', vat_exemption_reason: 'Medical care' });
    // A screen that does not show the category sends the line without it: the category stays.
    const renamed = await admin.put(`/api/invoicelines/${exempt.id}`, { service: 'Consult', amount: '2', unitprice: '50', vat: '0' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ service: 'Consult', vat_category: 'E', vat_exemption_reason: 'Medical care' });
    // A rate the category does not allow (E is 0 %) falls back to the rate's default.
    const taxed = await admin.put(`/api/invoicelines/${exempt.id}`, { service: 'Consult', amount: '2', unitprice: '50', vat: '21' });
    expect(taxed.body).toMatchObject({ vat: '21.00', vat_category: 'S', vat_exemption_reason: null });
    // Named, it is taken as sent.
    const zero = await admin.put(`/api/invoicelines/${exempt.id}`, { service: 'Consult', amount: '2', unitprice: '50', vat: '0', vat_category: 'Z' });
    expect(zero.body).toMatchObject({ vat_category: 'Z', vat_exemption_reason: null });
  });

  it('carry the days they cover: both or neither, the end not before the start, kept when a change names neither', async () => {
    const invoice = await concept();
    const created = await admin.post('/api/invoicelines', line(invoice.id, { period_start: '2026-11-01', period_end: '2026-11-30' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ period_start: '2026-11-01', period_end: '2026-11-30' });
    // A screen that does not show the period sends the line without it: the period stays.
    const renamed = await admin.put(`/api/invoicelines/${created.body.id}`, { service: 'Consult', amount: '2', unitprice: '50', vat: '21' });
    expect(renamed.body).toMatchObject({ service: 'Consult', period_start: '2026-11-01', period_end: '2026-11-30' });
    // One day is a period; null clears it.
    const oneDay = await admin.put(`/api/invoicelines/${created.body.id}`, { service: 'Consult', amount: '2', unitprice: '50', vat: '21', period_start: '2026-11-03', period_end: '2026-11-03' });
    expect(oneDay.body).toMatchObject({ period_start: '2026-11-03', period_end: '2026-11-03' });
    const cleared = await admin.put(`/api/invoicelines/${created.body.id}`, { service: 'Consult', amount: '2', unitprice: '50', vat: '21', period_start: null, period_end: null });
    expect(cleared.body).toMatchObject({ period_start: null, period_end: null });

    // Refused, by field, changing nothing; in the admin's language.
    const halfway = await admin.post('/api/invoicelines', line(invoice.id, { period_start: '2026-11-01' }));
    expect(halfway.status).toBe(422);
    expect(halfway.body.errors).toEqual({ period_end: ['Give both the first and the last day, or neither.'] });
    const backwards = await admin.put(`/api/invoicelines/${created.body.id}`, { ...line(invoice.id), period_start: '2026-11-30', period_end: '2026-11-01', vat: '9', vat_category: 'E' });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors).sort()).toEqual(['period_end', 'vat_category']);
    const malformed = await admin.post('/api/invoicelines', line(invoice.id, { period_start: '2026-02-30', period_end: 'November' }));
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors).sort()).toEqual(['period_end', 'period_start']);
    const email = (await admin.get('/api/user')).body.email;
    expect((await admin.post('/api/user/updateprofile', { name: 'Anna', email, locale: 'nl' })).status).toBe(200);
    const dutch = await admin.post('/api/invoicelines', line(invoice.id, { period_end: '2026-11-01' }));
    expect(dutch.body.errors).toEqual({ period_start: ['Vul zowel de eerste als de laatste dag in, of geen van beide.'] });
    expect((await admin.post('/api/user/updateprofile', { name: 'Anna', email, locale: 'en' })).status).toBe(200);
    const rows = await server.db.selectFrom('invoice_lines').select(['service', 'vat', 'period_start', 'period_end']).where('invoice_id', '=', invoice.id).execute();
    expect(rows).toEqual([{ service: 'Consult', vat: 2100, period_start: null, period_end: null }]);

    // A copy (here a credit invoice) keeps the days its lines cover.
    const dated = await admin.post('/api/invoicelines', line(invoice.id, { service: 'Advies', period_start: '2026-11-02', period_end: '2026-11-27' }));
    expect(dated.status).toBe(201);
    counter += 1;
    const credit = await admin.post('/api/invoices', { invoicenumber: `L-${counter}`, invoicedate: '2026-12-01', period: 'Credit', original_invoice_id: invoice.id, credit: true });
    expect(credit.status, credit.text).toBe(201);
    expect(credit.body.invoicelines.map((l: Record<string, unknown>) => [l.service, l.amount, l.period_start, l.period_end])).toEqual([
      ['Consult', '-2.00', null, null],
      ['Advies', '-12.50', '2026-11-02', '2026-11-27'],
    ]);
  });

  it('are deleted', async () => {
    const invoice = await concept();
    const kept = (await admin.post('/api/invoicelines', line(invoice.id, { service: 'Kept' }))).body;
    const gone = (await admin.post('/api/invoicelines', line(invoice.id, { service: 'Gone' }))).body;
    expect((await admin.delete(`/api/invoicelines/${gone.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/invoicelines/${gone.id}`)).status).toBe(404);
    expect((await admin.put(`/api/invoicelines/${gone.id}`, line(invoice.id))).status).toBe(404);
    expect((await lineRows(invoice.id)).map((row) => row.id)).toEqual([kept.id]);
  });

  it('change only while the invoice is a concept: 409 once it is sent or paid', async () => {
    const invoice = await concept();
    const existing = (await admin.post('/api/invoicelines', line(invoice.id))).body;
    const notConcept = { message: 'This invoice has been sent, so it can no longer be changed or deleted. Correct it with a credit invoice.' };
    for (const status_id of [2, 3]) {
      expect((await admin.put(`/api/invoices/${invoice.id}`, { status_id })).status).toBe(200);
      const added = await admin.post('/api/invoicelines', line(invoice.id));
      expect(added.status).toBe(409);
      expect(added.body).toEqual(notConcept);
      expect((await admin.put(`/api/invoicelines/${existing.id}`, line(invoice.id, { amount: '1' }))).status).toBe(409);
      expect((await admin.delete(`/api/invoicelines/${existing.id}`)).status).toBe(409);
    }
    // pg hands bigint columns over as text.
    const rows = (await lineRows(invoice.id)).map((row) => ({ ...row, amount: Number(row.amount), unitprice_cents: Number(row.unitprice_cents) }));
    expect(rows).toEqual([{ id: existing.id, service: 'Design new website', amount: 1250, unitprice_cents: 8500, vat: 2100 }]);
  });

  it('belong to an invoice of the organisation: another’s invoice is a 422 under invoice_id, another’s line a 404', async () => {
    const other = await signedInAdmin(server, 'Other Organisation');
    const otherClient = (await other.browser.post('/api/clients', { name: 'Their client' })).body;
    const otherContact = (await other.browser.post('/api/contacts', { name: 'Their contact', client_id: otherClient.id })).body;
    const theirs = await concept(other.browser, otherClient.id, otherContact.id);
    const theirLine = (await other.browser.post('/api/invoicelines', line(theirs.id))).body;

    const foreign = await admin.post('/api/invoicelines', line(theirs.id));
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual({ message: 'The selected invoice is invalid.', errors: { invoice_id: ['The selected invoice is invalid.'] } });
    expect((await admin.post('/api/invoicelines', line(999_999))).status).toBe(422);
    expect((await admin.put(`/api/invoicelines/${theirLine.id}`, line(theirs.id))).status).toBe(404);
    expect((await admin.delete(`/api/invoicelines/${theirLine.id}`)).status).toBe(404);
    expect((await lineRows(theirs.id)).map((row) => row.service)).toEqual(['Design new website']);
  });

  it('refuse amounts that are not such amounts, with the field named in the admin’s language', async () => {
    const invoice = await concept();
    const wrong = await admin.post('/api/invoicelines', line(invoice.id, { service: '', amount: '1.234', unitprice: '85,00', vat: '101' }));
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['amount', 'service', 'unitprice', 'vat']);
    expect(wrong.body.errors.vat[0]).toContain('VAT');
    expect(wrong.body.errors.unitprice[0]).toContain('unit price');

    const email = (await admin.get('/api/user')).body.email;
    expect((await admin.post('/api/user/updateprofile', { name: 'Anna', email, locale: 'nl' })).status).toBe(200);
    const dutch = await admin.post('/api/invoicelines', line(invoice.id, { vat: '-1' }));
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors.vat[0]).toContain('btw');
    expect((await admin.post('/api/user/updateprofile', { name: 'Anna', email, locale: 'en' })).status).toBe(200);
    expect(await lineRows(invoice.id)).toEqual([]);
  });

  it('are added once for a repeated Idempotency-Key', async () => {
    const invoice = await concept();
    const key = randomUUID();
    const first = await admin.post('/api/invoicelines', line(invoice.id), { headers: { 'idempotency-key': key } });
    const again = await admin.post('/api/invoicelines', line(invoice.id), { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await lineRows(invoice.id)).toHaveLength(1);
  });
});
