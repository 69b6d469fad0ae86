import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getLocalTimeZone, today } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import type { Browser } from './support/browser.js';
import { signedInAdmin } from './support/people.js';
import { openTestDatabase, startTestServer, type TestServer } from './support/server.js';

// Invoices on the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): numbering under
// concurrency, totals, status, copies and credit invoices, the print view. Lines have their own
// file (invoicelines.test.ts). Most tests start an organisation of their own, so numbers and
// lists do not meet.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NBSP = '\u00a0';
const serverToday = () => today(getLocalTimeZone());

interface Office {
  admin: Browser;
  organizationId: number;
  client: { id: number };
  contact: { id: number };
}

/** A new organisation with an admin, an active client with address and a contact. */
async function office(name = 'Anna de Vries'): Promise<Office> {
  const { browser: admin, organizationId } = await signedInAdmin(server, name);
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen', clientnumber: 'C-0042' });
  expect(client.status).toBe(201);
  const details = await admin.put(`/api/clients/${client.body.id}`, { name: 'Bakkerij Jansen', clientnumber: 'C-0042', address: 'Dorpsstraat 1', zipcode: '1234 AB', city: 'Utrecht' });
  expect(details.status).toBe(200);
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl', client_id: client.body.id });
  expect(contact.status).toBe(201);
  return { admin, organizationId, client: client.body, contact: contact.body };
}

async function createInvoice(o: Office, invoicenumber: string, extra: Record<string, unknown> = {}) {
  const created = await o.admin.post('/api/invoices', { invoicenumber, client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-03-31', period: 'March 2026', ...extra });
  expect(created.status, created.text).toBe(201);
  return created.body as { id: number; uuid: string; invoicenumber: string };
}

async function addLine(o: Office, invoiceId: number, service: string, amount: string, unitprice: string, vat: string) {
  const line = await o.admin.post('/api/invoicelines', { service, amount, unitprice, vat, invoice_id: invoiceId });
  expect(line.status, line.text).toBe(201);
  return line.body as { id: number };
}

async function settings(o: Office, body: Record<string, unknown>) {
  expect((await o.admin.post('/api/organization/save/update', body)).status).toBe(200);
}

/** The signed-in admin's own language (their profile), which every screen and API answer formats in. */
async function userLocale(o: Office, locale: 'en' | 'nl') {
  // Through the API: the server's session cache learns of it at once (a write behind its back
  // reaches it later, over PostgreSQL's change feed).
  const me = (await o.admin.get('/api/user')).body;
  expect((await o.admin.post('/api/user/updateprofile', { name: me.name, email: me.email, locale })).status).toBe(200);
}

/** An admin's answer about one invoice without its payments: as the list and the public print view show it. */
function withoutPayments<T extends { payments?: unknown }>(invoice: T): Omit<T, 'payments'> {
  const { payments: _, ...rest } = invoice;
  return rest;
}

async function nextNumber(admin: Browser): Promise<string> {
  const answer = await admin.get('/api/organization/get/nextinvoicenumber');
  expect(answer.status).toBe(200);
  return answer.body.invoicenumber;
}

describe('the next invoice number', () => {
  it('is the prefix and the next sequence number, zero-padded to the minimum length', async () => {
    const o = await office();
    // A new organisation: no prefix, four digits.
    expect(await nextNumber(o.admin)).toBe('0001');
    await settings(o, { invoice_prefix: '2026', invoicenumber_min_length: 4 });
    expect(await nextNumber(o.admin)).toBe('20260001');
    await createInvoice(o, '20260001');
    await createInvoice(o, '20260007');
    await createInvoice(o, 'Q-special');
    // Nothing is reserved, and gaps are not filled.
    expect(await nextNumber(o.admin)).toBe('20260008');
    expect(await nextNumber(o.admin)).toBe('20260008');
    await settings(o, { invoice_prefix: '2027', invoicenumber_min_length: 5 });
    expect(await nextNumber(o.admin)).toBe('202700001');
  });

  it('counts the organisation’s own invoices only', async () => {
    const a = await office();
    const b = await office();
    await settings(a, { invoice_prefix: 'F', invoicenumber_min_length: 3 });
    await settings(b, { invoice_prefix: 'F', invoicenumber_min_length: 3 });
    await createInvoice(a, 'F041');
    expect(await nextNumber(a.admin)).toBe('F042');
    expect(await nextNumber(b.admin)).toBe('F001');
    // Unique within an organisation, not across them.
    await createInvoice(b, 'F041');
  });
});

describe('numbers that never break', () => {
  it('refuses a taken number with a 422 under invoicenumber that offers the next free one, in the admin’s language', async () => {
    const o = await office();
    await settings(o, { invoice_prefix: '2026', invoicenumber_min_length: 4 });
    await createInvoice(o, '20260001');
    await createInvoice(o, '20260002');
    const before = await server.db.selectFrom('invoices').select('id').where('organization_id', '=', o.organizationId).execute();

    const taken = await o.admin.post('/api/invoices', { invoicenumber: '20260001', client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-04-01', period: 'April' });
    expect(taken.status).toBe(422);
    const message = 'The invoice number 20260001 has already been taken. The next free number is 20260003.';
    expect(taken.body).toEqual({ message, errors: { invoicenumber: [message] } });
    expect(await server.db.selectFrom('invoices').select('id').where('organization_id', '=', o.organizationId).execute()).toEqual(before);

    expect((await o.admin.post('/api/user/updateprofile', { name: 'Anna', email: (await o.admin.get('/api/user')).body.email, locale: 'nl' })).status).toBe(200);
    const dutch = await o.admin.post('/api/invoices', { invoicenumber: '20260002', client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-04-01', period: 'April' });
    expect(dutch.body.errors).toEqual({ invoicenumber: ['Factuurnummer 20260002 is al in gebruik. Het eerstvolgende vrije nummer is 20260003.'] });
  });

  it('gives 20 concurrent creations with the same suggested number one invoice, and the others a 422 offering the next free number', async () => {
    const o = await office();
    await settings(o, { invoice_prefix: '2026', invoicenumber_min_length: 4 });
    await createInvoice(o, '20260001');
    const suggested = await nextNumber(o.admin);
    expect(suggested).toBe('20260002');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        o.admin.post('/api/invoices', { invoicenumber: suggested, client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-04-01', period: `Attempt ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
    const offer = 'The invoice number 20260002 has already been taken. The next free number is 20260003.';
    for (const answer of answers.filter((a) => a.status === 422)) expect(answer.body.errors).toEqual({ invoicenumber: [offer] });
    const numbers = await server.db.selectFrom('invoices').select('invoicenumber').where('organization_id', '=', o.organizationId).orderBy('invoicenumber').execute();
    expect(numbers.map((row) => row.invoicenumber)).toEqual(['20260001', '20260002']);
  });

  it('gives 20 admins creating at once, each taking the suggested number until one is theirs, 20 distinct consecutive numbers', async () => {
    const o = await office();
    await settings(o, { invoice_prefix: 'K', invoicenumber_min_length: 3 });
    const statuses: number[] = [];
    const createOne = async (index: number): Promise<string> => {
      for (;;) {
        const number = await nextNumber(o.admin);
        const answer = await o.admin.post('/api/invoices', { invoicenumber: number, client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-04-01', period: `Admin ${index}` });
        statuses.push(answer.status);
        if (answer.status === 201) return answer.body.invoicenumber as string;
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(['invoicenumber']);
      }
    };
    const created = await Promise.all(Array.from({ length: 20 }, (_, index) => createOne(index)));
    expect([...created].sort()).toEqual(Array.from({ length: 20 }, (_, index) => `K${String(index + 1).padStart(3, '0')}`));
    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true);
    const rows = await server.db.selectFrom('invoices').select('invoicenumber').where('organization_id', '=', o.organizationId).execute();
    expect(rows).toHaveLength(20);
  });

  it('checks a renumbered concept like a new number', async () => {
    const o = await office();
    await createInvoice(o, 'R-1');
    const second = await createInvoice(o, 'R-2');
    const taken = await o.admin.put(`/api/invoices/${second.id}`, { invoicenumber: 'R-1' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.invoicenumber).toEqual(['The invoice number R-1 has already been taken. The next free number is 0001.']);
    // Its own number is no conflict.
    expect((await o.admin.put(`/api/invoices/${second.id}`, { invoicenumber: 'R-2', period: 'Renamed' })).status).toBe(200);
    const renumbered = await o.admin.put(`/api/invoices/${second.id}`, { invoicenumber: 'R-3' });
    expect(renumbered.status).toBe(200);
    expect(renumbered.body.invoicenumber).toBe('R-3');
  });
});

describe('an invoice', () => {
  it('is created as a concept with the client, contact and organisation as printed, and read back the same', async () => {
    const o = await office();
    expect(
      (
        await o.admin.post('/api/organization/save/details', {
          name: 'Anna de Vries',
          address: 'Keizersgracht 100',
          zipcode: '1015 AA',
          city: 'Amsterdam',
          email: 'anna@example.org',
          website: 'https://annadevries.nl',
          phone: '+31 20 123 4567',
          iban: 'NL91ABNA0417164300',
          vat: 'NL123456782B01',
          chamberofcommerce: '87654321',
        })
      ).status,
    ).toBe(200);
    await settings(o, { invoice_text: 'Gelieve binnen 30 dagen te betalen.' });
    const created = await o.admin.post('/api/invoices', {
      invoicenumber: ' 20260008 ',
      client_id: o.client.id,
      contact_id: o.contact.id,
      invoicedate: '2026-04-30',
      period: 'April 2026',
      original_invoice_id: null,
    });
    expect(created.status).toBe(201);
    const organisation = (await o.admin.get('/api/organization/for/currentuser')).body;
    expect(created.body).toEqual({
      id: created.body.id,
      uuid: created.body.uuid,
      invoicenumber: '20260008',
      client_id: o.client.id,
      client: { name: 'Bakkerij Jansen', address: 'Dorpsstraat 1', zipcode: '1234 AB', city: 'Utrecht', clientnumber: 'C-0042' },
      contact_id: o.contact.id,
      contact: { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl' },
      invoicedate: '2026-04-30',
      // The organisation's default term of payment: 30 days.
      duedate: '2026-05-30',
      period: 'April 2026',
      status: 'concept',
      status_id: 1,
      original_invoice_id: null,
      original_invoice: null,
      credit: false,
      paid_on: null,
      buyer_reference: null,
      invoicelines: [],
      total_net: '0.00',
      total_gross: '0.00',
      formatted_total_net: '€0.00',
      formatted_total_gross: '€0.00',
      total_paid: '0.00',
      total_outstanding: '0.00',
      formatted_total_paid: '€0.00',
      formatted_total_outstanding: '€0.00',
      payments: [],
      total_vat: [],
      organisation: {
        uuid: organisation.uuid,
        name: 'Anna de Vries',
        address: 'Keizersgracht 100',
        zipcode: '1015 AA',
        city: 'Amsterdam',
        phone: '+31 20 123 4567',
        email: 'anna@example.org',
        website: 'https://annadevries.nl',
        chamberofcommerce: '87654321',
        vat: 'NL123456782B01',
        iban: 'NL91ABNA0417164300',
        invoice_text: 'Gelieve binnen 30 dagen te betalen.',
        logo_url: null,
        primary_color: organisation.primary_color,
        accent_color: organisation.accent_color,
      },
      language: 'en',
      currency: 'EUR',
      exchange_rate: null,
    });
    expect((await o.admin.get(`/api/invoices/${created.body.id}`)).body).toEqual(created.body);
    // Another organisation's admin finds nothing there.
    expect((await (await office()).admin.get(`/api/invoices/${created.body.id}`)).status).toBe(404);
  });

  it('adds up its lines in cents: costs per line, VAT per rate rounded once, gross, formatted in the signed-in user’s language', async () => {
    const o = await office();
    // An English organisation; the user reads Dutch, so the amounts are Dutch.
    await userLocale(o, 'nl');
    const invoice = await createInvoice(o, 'T-1');
    await addLine(o, invoice.id, 'Design new website', '12.5', '85', '21');
    // Three lines of 0.50 at 9 %: 0.045 each, but 0.135 → 0.14 for the rate (BR-CO-17).
    for (const service of ['Bread', 'Rolls', 'Cake']) await addLine(o, invoice.id, service, '1', '0.50', '9');
    await addLine(o, invoice.id, 'Export', '2', '10', '0');
    const answer = (await o.admin.get(`/api/invoices/${invoice.id}`)).body;
    expect(answer.invoicelines.map((line: { costs: string }) => line.costs)).toEqual(['1062.50', '0.50', '0.50', '0.50', '20.00']);
    expect(answer.invoicelines[0]).toMatchObject({ amount: '12.50', unitprice: '85.00', vat: '21.00', formatted_unitprice: `€${NBSP}85,00`, formatted_costs: `€${NBSP}1.062,50` });
    expect(answer.total_net).toBe('1084.00');
    expect(answer.total_vat).toEqual([
      { vat: '0.00', total: '0.00', formatted_total: `€${NBSP}0,00` },
      { vat: '9.00', total: '0.14', formatted_total: `€${NBSP}0,14` },
      { vat: '21.00', total: '223.13', formatted_total: `€${NBSP}223,13` },
    ]);
    expect(answer.total_gross).toBe('1307.27');
    expect(answer.formatted_total_gross).toBe(`€${NBSP}1.307,27`);
  });

  it('formats an answer in the user’s language, never the organisation’s: an English user of a Dutch organisation reads English amounts', async () => {
    const o = await office();
    await settings(o, { locale: 'nl' });
    const invoice = await createInvoice(o, 'T-2');
    const line = await o.admin.post('/api/invoicelines', { service: 'Design', amount: '21.75', unitprice: '85', vat: '21', invoice_id: invoice.id });
    expect(line.body).toMatchObject({ formatted_unitprice: '€85.00', formatted_costs: '€1,848.75' });
    const answer = (await o.admin.get(`/api/invoices/${invoice.id}`)).body;
    expect(answer).toMatchObject({ formatted_total_net: '€1,848.75', formatted_total_gross: '€2,236.99' });
    expect((await o.admin.get('/api/invoices?year=2026')).body.totals.concept.formatted_total_net).toBe('€1,848.75');
    await userLocale(o, 'nl');
    expect((await o.admin.get('/api/invoices?year=2026')).body.totals.concept.formatted_total_net).toBe(`€${NBSP}1.848,75`);
  });

  it('refuses a client, contact or original that is not the organisation’s, a contact of another client and an inactive client', async () => {
    const o = await office();
    const other = await office();
    const otherContact = (await o.admin.post('/api/contacts', { name: 'Other', client_id: (await o.admin.post('/api/clients', { name: 'Second client' })).body.id })).body;
    const inactive = (await o.admin.post('/api/clients', { name: 'Inactive' })).body;
    await o.admin.post('/api/clients/toggle/active', { id: inactive.id });
    const base = { invoicenumber: 'V-1', invoicedate: '2026-04-01', period: 'April' };

    const foreignClient = await o.admin.post('/api/invoices', { ...base, client_id: other.client.id, contact_id: o.contact.id });
    expect(foreignClient.status).toBe(422);
    expect(foreignClient.body.errors).toEqual({ client_id: ['The selected client is invalid.'] });
    const foreignContact = await o.admin.post('/api/invoices', { ...base, client_id: o.client.id, contact_id: other.contact.id });
    expect(foreignContact.body.errors).toEqual({ contact_id: ['The selected contact is invalid.'] });
    const wrongContact = await o.admin.post('/api/invoices', { ...base, client_id: o.client.id, contact_id: otherContact.id });
    expect(wrongContact.body.errors).toEqual({ contact_id: ['This contact does not belong to the client of the invoice.'] });
    const inactiveClient = await o.admin.post('/api/invoices', { ...base, client_id: inactive.id, contact_id: o.contact.id });
    expect(inactiveClient.body.errors).toEqual({ client_id: ['This client is inactive: choose an active client.'] });
    const foreignOriginal = await o.admin.post('/api/invoices', { ...base, original_invoice_id: (await createInvoice(other, 'X-1')).id });
    expect(foreignOriginal.body.errors).toEqual({ original_invoice_id: ['The selected original invoice is invalid.'] });
    const creditWithoutOriginal = await o.admin.post('/api/invoices', { ...base, client_id: o.client.id, contact_id: o.contact.id, credit: true });
    expect(creditWithoutOriginal.body.errors).toEqual({ credit: ['A credit invoice is a copy: choose the invoice it corrects.'] });
    // Without an original, client and contact are required (the contract's anyOf).
    const missing = await o.admin.post('/api/invoices', base);
    expect(missing.status).toBe(422);
    const missingDate = await o.admin.post('/api/invoices', { ...base, client_id: o.client.id, contact_id: o.contact.id, invoicedate: '2026-02-30' });
    expect(missingDate.status).toBe(422);
    expect(Object.keys(missingDate.body.errors)).toEqual(['invoicedate']);
    expect(await server.db.selectFrom('invoices').select('id').where('organization_id', '=', o.organizationId).execute()).toEqual([]);
  });

  it('changes its details while a concept, with the contact kept to the client', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'D-1');
    const second = (await o.admin.post('/api/clients', { name: 'Apotheek Achterberg' })).body;
    const secondContact = (await o.admin.post('/api/contacts', { name: 'Els Achterberg', client_id: second.id })).body;

    // A new client without a contact of its own: the kept contact is the old client's.
    const mismatch = await o.admin.put(`/api/invoices/${invoice.id}`, { client_id: second.id });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ contact_id: ['This contact does not belong to the client of the invoice.'] });

    const updated = await o.admin.put(`/api/invoices/${invoice.id}`, { invoicenumber: 'D-1', client_id: second.id, contact_id: secondContact.id, invoicedate: '2026-05-31', period: 'May 2026' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      client_id: second.id,
      client: { name: 'Apotheek Achterberg', address: null },
      contact_id: secondContact.id,
      contact: { name: 'Els Achterberg', email: null },
      invoicedate: '2026-05-31',
      duedate: '2026-06-30',
      period: 'May 2026',
      status: 'concept',
    });
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body).toEqual(updated.body);
  });

  it('moves its status forward only, and shows a sent invoice past its due date as overdue', async () => {
    const o = await office();
    await settings(o, { invoice_termofpayment: 14 });
    const dueToday = serverToday().subtract({ days: 14 }).toString();
    const pastDue = serverToday().subtract({ days: 15 }).toString();
    const onTime = await createInvoice(o, 'S-1', { invoicedate: dueToday });
    const late = await createInvoice(o, 'S-2', { invoicedate: pastDue });

    // Not without lines: sending nothing is a mistake; it stays a concept.
    const empty = await o.admin.put(`/api/invoices/${onTime.id}`, { status_id: 2 });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ status_id: ['An invoice without lines cannot be sent. Add a line or tracked time first.'] });
    expect((await o.admin.put(`/api/invoices/${onTime.id}`, { status_id: 3 })).status).toBe(422);
    expect((await o.admin.get(`/api/invoices/${onTime.id}`)).body).toMatchObject({ status: 'concept', status_id: 1 });
    for (const invoice of [onTime, late]) await addLine(o, invoice.id, 'Design', '1', '100', '21');

    expect((await o.admin.put(`/api/invoices/${onTime.id}`, { status_id: 2 })).body).toMatchObject({ status: 'sent', status_id: 2 });
    expect((await o.admin.put(`/api/invoices/${late.id}`, { status_id: 2 })).body).toMatchObject({ status: 'overdue', status_id: 2 });

    for (const status_id of [1, 2]) {
      const backward = await o.admin.put(`/api/invoices/${onTime.id}`, { status_id });
      expect(backward.status).toBe(422);
      expect(backward.body).toEqual({ message: 'The status can only move forward.', errors: { status_id: ['The status can only move forward.'] } });
    }
    const paid = await o.admin.put(`/api/invoices/${late.id}`, { status_id: 3 });
    expect(paid.body).toMatchObject({ status: 'paid', status_id: 3 });
    expect((await o.admin.put(`/api/invoices/${late.id}`, { status_id: 3 })).status).toBe(422);
    // A concept may be marked paid at once.
    const direct = await createInvoice(o, 'S-3');
    await addLine(o, direct.id, 'Design', '1', '100', '21');
    expect((await o.admin.put(`/api/invoices/${direct.id}`, { status_id: 3 })).body.status).toBe('paid');
  });

  it('does not change or go once sent: 409, while sending back its unchanged details with a status move is fine', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'L-1');
    await addLine(o, invoice.id, 'Design', '1', '100', '21');
    const sent = (await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 2 })).body;
    const notConcept = { message: 'This invoice has been sent, so it can no longer be changed or deleted. Correct it with a credit invoice.' };

    for (const change of [{ period: 'Other' }, { invoicenumber: 'L-2' }, { invoicedate: '2026-01-01' }, { period: 'Other', status_id: 3 }]) {
      const refused = await o.admin.put(`/api/invoices/${invoice.id}`, change);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(notConcept);
    }
    const deleted = await o.admin.delete(`/api/invoices/${invoice.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual(notConcept);
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body).toEqual(sent);

    const { invoicenumber, client_id, contact_id, invoicedate, period } = sent;
    const paid = await o.admin.put(`/api/invoices/${invoice.id}`, { invoicenumber, client_id, contact_id, invoicedate, period, status_id: 3 });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect((await o.admin.delete(`/api/invoices/${invoice.id}`)).status).toBe(409);
  });

  it('keeps the details printed on it once sent: a client who moves, a new IBAN or term of payment change only concepts', async () => {
    const o = await office();
    await o.admin.post('/api/organization/save/details', { name: 'Studio Noord', address: 'Havenweg 2', zipcode: '9711 AA', city: 'Groningen', iban: 'NL91ABNA0417164300' });
    await settings(o, { invoice_text: 'Please pay within 30 days.', invoice_termofpayment: 30 });
    const issued = await createInvoice(o, 'F-1');
    await addLine(o, issued.id, 'Design', '1', '100', '21');
    const concept = await createInvoice(o, 'F-2');
    const sent = await o.admin.put(`/api/invoices/${issued.id}`, { status_id: 2 });
    expect(sent.status).toBe(200);
    const asSent = (await o.admin.get(`/api/invoices/${issued.id}`)).body;
    expect(asSent).toMatchObject({
      client: { name: 'Bakkerij Jansen', address: 'Dorpsstraat 1', city: 'Utrecht' },
      contact: { name: 'Piet Jansen', email: 'piet@bakkerijjansen.nl' },
      duedate: '2026-04-30',
      organisation: { name: 'Studio Noord', address: 'Havenweg 2', iban: 'NL91ABNA0417164300', invoice_text: 'Please pay within 30 days.' },
    });

    // Everything printed on it changes afterwards.
    expect(asSent.language).toBe('en');
    expect((await o.admin.put(`/api/clients/${o.client.id}`, { name: 'Bakkerij Jansen & Zn', clientnumber: 'C-0042', address: 'Kerkplein 9', zipcode: '4321 ZX', city: 'Zwolle', invoice_language: 'nl' })).status).toBe(200);
    expect((await o.admin.put(`/api/contacts/${o.contact.id}`, { name: 'Marie Jansen', email: 'marie@bakkerijjansen.nl', client_id: o.client.id })).status).toBe(200);
    await o.admin.post('/api/organization/save/details', { name: 'Studio Zuid', address: 'Markt 1', zipcode: '6211 CK', city: 'Maastricht', iban: 'NL69INGB0123456789' });
    await settings(o, { invoice_text: 'Betaling binnen 14 dagen.', invoice_termofpayment: 14 });

    // The sent invoice, its print view and its later statuses show it as it was sent.
    expect((await o.admin.get(`/api/invoices/${issued.id}`)).body).toEqual(asSent);
    expect((await o.admin.get(`/api/invoices/${issued.uuid}/print`)).body).toEqual(withoutPayments(asSent));
    const paid = (await o.admin.put(`/api/invoices/${issued.id}`, { status_id: 3 })).body;
    expect(paid).toMatchObject({ client: asSent.client, contact: asSent.contact, duedate: '2026-04-30', organisation: asSent.organisation });
    const listed = (await o.admin.get('/api/invoices?year=2026')).body.invoices;
    expect(listed.find((i: { id: number }) => i.id === issued.id)).toMatchObject({ client: asSent.client, organisation: asSent.organisation });

    // The concept shows the details of today.
    expect((await o.admin.get(`/api/invoices/${concept.id}`)).body).toMatchObject({
      language: 'nl',
      client: { name: 'Bakkerij Jansen & Zn', address: 'Kerkplein 9', city: 'Zwolle' },
      contact: { name: 'Marie Jansen' },
      duedate: '2026-04-14',
      organisation: { name: 'Studio Zuid', iban: 'NL69INGB0123456789', invoice_text: 'Betaling binnen 14 dagen.' },
    });
  });

  it('keeps the details of the same request that sends it: a changed contact sent along is the one printed', async () => {
    const o = await office();
    const other = (await o.admin.post('/api/contacts', { name: 'Klaas Jansen', email: 'klaas@bakkerijjansen.nl', client_id: o.client.id })).body;
    const invoice = await createInvoice(o, 'G-1');
    await addLine(o, invoice.id, 'Design', '1', '100', '21');
    const sent = await o.admin.put(`/api/invoices/${invoice.id}`, { contact_id: other.id, status_id: 2 });
    expect(sent.body.contact).toEqual({ name: 'Klaas Jansen', email: 'klaas@bakkerijjansen.nl' });
    expect((await o.admin.delete(`/api/contacts/${other.id}`)).status).toBe(204);
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body.contact).toEqual({ name: 'Klaas Jansen', email: 'klaas@bakkerijjansen.nl' });
  });

  it('is deleted with its lines while a concept; a copy of it loses its link', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'X-1');
    await addLine(o, invoice.id, 'Design', '1', '100', '21');
    const copy = (await o.admin.post('/api/invoices', { invoicenumber: 'X-2', invoicedate: '2026-04-30', period: 'April', original_invoice_id: invoice.id })).body;
    expect(copy.original_invoice_id).toBe(invoice.id);

    expect((await o.admin.delete(`/api/invoices/${invoice.id}`)).status).toBe(204);
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).status).toBe(404);
    expect(await server.db.selectFrom('invoice_lines').select('id').where('invoice_id', '=', invoice.id).execute()).toEqual([]);
    const kept = (await o.admin.get(`/api/invoices/${copy.id}`)).body;
    expect(kept.original_invoice_id).toBeNull();
    expect(kept.invoicelines).toHaveLength(1);
    expect((await o.admin.delete(`/api/invoices/${invoice.id}`)).status).toBe(404);
  });

  it('keeps its data when its contact is deleted, showing no contact', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'C-1');
    expect((await o.admin.delete(`/api/contacts/${o.contact.id}`)).status).toBe(204);
    const answer = (await o.admin.get(`/api/invoices/${invoice.id}`)).body;
    expect(answer).toMatchObject({ contact_id: null, contact: null, client: { name: 'Bakkerij Jansen' } });
  });

  it('keeps its client: a client with invoices is not deleted', async () => {
    const o = await office();
    await createInvoice(o, 'K-1');
    await o.admin.post('/api/clients/toggle/active', { id: o.client.id });
    const refused = await o.admin.delete(`/api/clients/${o.client.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'This client has invoices, which are kept for the accounts. The client can stay inactive.' });
    expect((await o.admin.get(`/api/clients/${o.client.id}`)).status).toBe(200);
  });
});

describe('copies and credit invoices', () => {
  it('copy the client, contact and lines under a new number, date and period, with the amounts kept', async () => {
    const o = await office();
    const original = await createInvoice(o, 'O-1');
    await addLine(o, original.id, 'Design', '12.5', '85', '21');
    await addLine(o, original.id, 'Discount', '-1', '50', '21');
    expect((await o.admin.put(`/api/invoices/${original.id}`, { status_id: 3 })).status).toBe(200);
    const otherClient = (await o.admin.post('/api/clients', { name: 'Ignored' })).body;

    const copy = await o.admin.post('/api/invoices', { invoicenumber: 'O-2', client_id: otherClient.id, invoicedate: '2026-04-30', period: 'April 2026', original_invoice_id: original.id });
    expect(copy.status).toBe(201);
    const before = (await o.admin.get(`/api/invoices/${original.id}`)).body;
    expect(copy.body).toMatchObject({
      invoicenumber: 'O-2',
      client_id: o.client.id,
      contact_id: o.contact.id,
      invoicedate: '2026-04-30',
      period: 'April 2026',
      status: 'concept',
      original_invoice_id: original.id,
      total_net: before.total_net,
      total_vat: before.total_vat,
      total_gross: before.total_gross,
    });
    const strip = (lines: Record<string, unknown>[]) => lines.map(({ id: _id, invoice_id: _invoice, ...rest }) => rest);
    expect(strip(copy.body.invoicelines)).toEqual(strip(before.invoicelines));
    expect(copy.body.invoicelines.every((line: { invoice_id: number }) => line.invoice_id === copy.body.id)).toBe(true);
    expect(copy.body.uuid).not.toBe(original.uuid);
  });

  it('as a credit invoice negate every amount, so the totals are the original’s negated to the cent', async () => {
    const o = await office();
    const original = await createInvoice(o, 'N-1');
    await addLine(o, original.id, 'Design', '12.5', '85', '21');
    for (const service of ['Bread', 'Rolls', 'Cake']) await addLine(o, original.id, service, '1', '0.50', '9');
    await addLine(o, original.id, 'Half cents', '1.5', '0.01', '21');
    expect((await o.admin.put(`/api/invoices/${original.id}`, { status_id: 2 })).status).toBe(200);

    const credit = await o.admin.post('/api/invoices', { invoicenumber: 'N-2', invoicedate: '2026-04-15', period: 'Correction of N-1', original_invoice_id: original.id, credit: true });
    expect(credit.status).toBe(201);
    const source = (await o.admin.get(`/api/invoices/${original.id}`)).body;
    const negate = (money: string) => (money.startsWith('-') ? money.slice(1) : money === '0.00' ? money : `-${money}`);
    expect(credit.body.invoicelines.map((line: { amount: string }) => line.amount)).toEqual(source.invoicelines.map((line: { amount: string }) => negate(line.amount)));
    expect(credit.body.invoicelines.map((line: { unitprice: string; vat: string }) => [line.unitprice, line.vat])).toEqual(
      source.invoicelines.map((line: { unitprice: string; vat: string }) => [line.unitprice, line.vat]),
    );
    expect(credit.body.total_net).toBe(negate(source.total_net));
    expect(credit.body.total_gross).toBe(negate(source.total_gross));
    expect(credit.body.total_vat.map((entry: { vat: string; total: string }) => [entry.vat, entry.total])).toEqual(
      source.total_vat.map((entry: { vat: string; total: string }) => [entry.vat, negate(entry.total)]),
    );
    expect(credit.body.formatted_total_gross).toBe(`-€${source.total_gross.replace(/\B(?=(\d{3})+\.)/g, ',')}`);
    // The original is untouched.
    expect(source.status_id).toBe(2);
  });
});

describe('the list of a year', () => {
  it('holds the invoices dated in the year, newest first, with count and net sum per displayed status', async () => {
    const o = await office();
    const year = serverToday().year;
    const longAgo = `${year}-01-01`;
    const concept = await createInvoice(o, 'Y-1', { invoicedate: `${year}-01-02` });
    await addLine(o, concept.id, 'A', '1', '100', '21');
    const sent = await createInvoice(o, 'Y-2', { invoicedate: serverToday().toString() });
    await addLine(o, sent.id, 'B', '2', '100', '21');
    const overdue = await createInvoice(o, 'Y-3', { invoicedate: longAgo });
    await addLine(o, overdue.id, 'C', '3', '100', '21');
    const paid = await createInvoice(o, 'Y-4', { invoicedate: longAgo });
    await addLine(o, paid.id, 'D', '4', '100', '21');
    const credit = await o.admin.post('/api/invoices', { invoicenumber: 'Y-5', invoicedate: longAgo, period: 'Credit', original_invoice_id: paid.id, credit: true });
    await o.admin.put(`/api/invoices/${sent.id}`, { status_id: 2 });
    // Overdue only once the term of payment (30 days by default) has passed: 1 January + 30 days lies before today from 1 February on.
    await o.admin.put(`/api/invoices/${overdue.id}`, { status_id: 2 });
    await o.admin.put(`/api/invoices/${paid.id}`, { status_id: 3 });
    await createInvoice(o, 'Y-0', { invoicedate: `${year - 1}-12-31` });

    const list = await o.admin.get(`/api/invoices?year=${year}`);
    expect(list.status).toBe(200);
    const { invoices, totals } = list.body;
    expect(invoices.map((invoice: { invoicenumber: string }) => invoice.invoicenumber)).toEqual(['Y-2', 'Y-1', 'Y-5', 'Y-4', 'Y-3']);
    for (const invoice of invoices) expect(invoice).toEqual(withoutPayments((await o.admin.get(`/api/invoices/${invoice.id}`)).body));
    const overdueNow = serverToday().compare(serverToday().set({ month: 1, day: 31 })) > 0;
    const statusOfY3 = overdueNow ? 'overdue' : 'sent';
    expect(invoices.find((invoice: { id: number }) => invoice.id === overdue.id).status).toBe(statusOfY3);
    const euro = (amount: string) => (amount.startsWith('-') ? `-€${amount.slice(1)}` : `€${amount}`);
    const sum = (count: number, net: string, gross: string, outstanding = '0.00') => ({
      count,
      total_net: net,
      total_gross: gross,
      formatted_total_net: euro(net),
      formatted_total_gross: euro(gross),
      total_outstanding: outstanding,
      formatted_total_outstanding: euro(outstanding),
    });
    expect(totals).toEqual({
      // Outstanding: the sent and overdue invoices' gross totals (no payments on them).
      all: sum(5, '600.00', '726.00', '605.00'),
      // Y-1 and the credit invoice Y-5 (−400.00).
      concept: sum(2, '-300.00', '-363.00'),
      sent: overdueNow ? sum(1, '200.00', '242.00', '242.00') : sum(2, '500.00', '605.00', '605.00'),
      overdue: overdueNow ? sum(1, '300.00', '363.00', '363.00') : sum(0, '0.00', '0.00'),
      paid: sum(1, '400.00', '484.00'),
      currency: 'EUR',
      other_currencies: [],
    });
    expect(credit.status).toBe(201);

    // The current year by default; another year holds only its own.
    expect((await o.admin.get('/api/invoices')).body).toEqual(list.body);
    const previous = (await o.admin.get(`/api/invoices?year=${year - 1}`)).body;
    expect(previous.invoices.map((invoice: { invoicenumber: string }) => invoice.invoicenumber)).toEqual(['Y-0']);
    expect(previous.totals.concept).toEqual(sum(1, '0.00', '0.00'));
    expect(previous.totals.all).toEqual(sum(1, '0.00', '0.00'));
    expect((await o.admin.get('/api/invoices?year=1899')).status).toBe(422);
  });

  it('is empty for an organisation without invoices, and never shows another organisation’s', async () => {
    const o = await office();
    await createInvoice(o, 'E-1', { invoicedate: `${serverToday().year}-03-01` });
    const empty = (await (await office()).admin.get('/api/invoices')).body;
    const zero = { count: 0, total_net: '0.00', total_gross: '0.00', formatted_total_net: '€0.00', formatted_total_gross: '€0.00', total_outstanding: '0.00', formatted_total_outstanding: '€0.00' };
    expect(empty).toEqual({ invoices: [], totals: { all: zero, concept: zero, sent: zero, overdue: zero, paid: zero, currency: 'EUR', other_currencies: [] } });
  });

  it('adds each card up from the invoices’ own gross totals: rounded per line and once per VAT rate, never again over the sum', async () => {
    const o = await office();
    const year = serverToday().year;
    // Each invoice: 0.05 × 0.10 = 0.005 → 0.01 per line (half away from zero); two lines at 21 %
    // make 0.02, VAT 0.0042 → 0.00; a line at 9 % of 0.01 gives VAT 0.0009 → 0.00: 0.03 net and
    // gross. Three such invoices sum to 0.09 net and 0.09 gross; VAT rounded over the sum instead
    // (0.06 × 21 % = 0.0126 → 0.01) would say 0.10.
    const ids: number[] = [];
    for (const number of ['R-1', 'R-2', 'R-3']) {
      const invoice = await createInvoice(o, number, { invoicedate: `${year}-01-05` });
      await addLine(o, invoice.id, 'A', '0.05', '0.10', '21');
      await addLine(o, invoice.id, 'B', '0.05', '0.10', '21');
      await addLine(o, invoice.id, 'C', '0.05', '0.10', '9');
      ids.push(invoice.id);
    }
    // Half a cent of VAT rounds away from zero, once for the invoice: 2.50 at 21 % → 0.525 → 0.53.
    const half = await createInvoice(o, 'R-4', { invoicedate: `${year}-01-05` });
    await addLine(o, half.id, 'D', '1', '2.50', '21');
    await o.admin.put(`/api/invoices/${half.id}`, { status_id: 3 });

    const { totals, invoices } = (await o.admin.get(`/api/invoices?year=${year}`)).body;
    const gross = (status: string) => invoices.filter((i: { status: string }) => status === 'all' || i.status === status).map((i: { total_gross: string }) => Number(i.total_gross) * 100).reduce((a: number, b: number) => a + b, 0) / 100;
    expect(totals.concept).toMatchObject({ count: 3, total_net: '0.09', total_gross: '0.09' });
    expect(totals.paid).toMatchObject({ count: 1, total_net: '2.50', total_gross: '3.03', formatted_total_gross: '€3.03' });
    expect(totals.all).toMatchObject({ count: 4, total_net: '2.59', total_gross: '3.12' });
    for (const status of ['all', 'concept', 'paid']) expect(Number(totals[status].total_gross)).toBeCloseTo(gross(status), 10);

    // In the signed-in user's language (Dutch figures for a Dutch user), whatever the organisation's.
    expect((await o.admin.post('/api/user/updateprofile', { name: 'Anna', email: (await o.admin.get('/api/user')).body.email, locale: 'nl' })).status).toBe(200);
    const dutch = (await o.admin.get(`/api/invoices?year=${year}`)).body.totals;
    expect(dutch.paid.formatted_total_gross).toBe(`€${NBSP}3,03`);
    expect(dutch.all.formatted_total_net).toBe(`€${NBSP}2,59`);
  });
});

describe('the payment date', () => {
  it('is stored and returned when an invoice is marked paid, from the list as from the invoice', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'P-1');
    await addLine(o, invoice.id, 'Design', '1', '100', '21');
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body.paid_on).toBeNull();
    const sent = await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 2 });
    expect(sent.body).toMatchObject({ status_id: 2, paid_on: null });

    const paid = await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 3, paid_on: '2026-04-20' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', status_id: 3, paid_on: '2026-04-20' });
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body.paid_on).toBe('2026-04-20');
    const listed = (await o.admin.get('/api/invoices?year=2026')).body.invoices.find((i: { id: number }) => i.id === invoice.id);
    expect(listed.paid_on).toBe('2026-04-20');
    expect((await server.db.selectFrom('invoices').select('paid_on').where('id', '=', invoice.id).executeTakeFirstOrThrow()).paid_on).toBe('2026-04-20');
    // Paid once: the date does not change afterwards.
    expect((await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 3, paid_on: '2026-05-01' })).status).toBe(422);
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body.paid_on).toBe('2026-04-20');
  });

  it('is today by the server’s date when the status change leaves it out; the invoice date itself is fine', async () => {
    const o = await office();
    const left = await createInvoice(o, 'P-2');
    await addLine(o, left.id, 'Design', '1', '100', '21');
    expect((await o.admin.put(`/api/invoices/${left.id}`, { status_id: 3 })).body.paid_on).toBe(serverToday().toString());
    const sameDay = await createInvoice(o, 'P-3');
    await addLine(o, sameDay.id, 'Design', '1', '100', '21');
    expect((await o.admin.put(`/api/invoices/${sameDay.id}`, { status_id: 3, paid_on: '2026-03-31' })).body.paid_on).toBe('2026-03-31');
  });

  it('before the invoice date, or without marking paid, is a 422 under paid_on in the admin’s language, and nothing changes', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'P-4');
    await addLine(o, invoice.id, 'Design', '1', '100', '21');
    const before = (await o.admin.get(`/api/invoices/${invoice.id}`)).body;

    const early = await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 3, paid_on: '2026-03-30' });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ message: 'The payment date cannot lie before the invoice date.', errors: { paid_on: ['The payment date cannot lie before the invoice date.'] } });
    const notPaid = await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 2, paid_on: '2026-04-20' });
    expect(notPaid.status).toBe(422);
    expect(notPaid.body.errors).toEqual({ paid_on: ['A payment date is only given when the invoice is marked as paid.'] });
    expect((await o.admin.put(`/api/invoices/${invoice.id}`, { paid_on: '2026-04-20' })).body.errors).toEqual({ paid_on: ['A payment date is only given when the invoice is marked as paid.'] });
    const notADate = await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 3, paid_on: '2026-02-30' });
    expect(notADate.status).toBe(422);
    expect(Object.keys(notADate.body.errors)).toEqual(['paid_on']);
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body).toEqual(before);

    expect((await o.admin.post('/api/user/updateprofile', { name: 'Anna', email: (await o.admin.get('/api/user')).body.email, locale: 'nl' })).status).toBe(200);
    const beforeInDutch = (await o.admin.get(`/api/invoices/${invoice.id}`)).body;
    const dutch = await o.admin.put(`/api/invoices/${invoice.id}`, { status_id: 3, paid_on: '2026-01-01' });
    expect(dutch.body.errors).toEqual({ paid_on: ['De betaaldatum kan niet vóór de factuurdatum liggen.'] });
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body).toEqual(beforeInDutch);
    expect(beforeInDutch.status_id).toBe(before.status_id);
  });
});

describe('the payment date of invoices paid before it was kept (migration 0012)', () => {
  it('is the day their row last changed, in UTC; other invoices get none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-migration-'));
    const { db, dropSchema } = await openTestDatabase(dir);
    try {
      await migrateTo(db, '0010_session_change_notices');
      const now = new Date().toISOString();
      const { id: organization_id } = await db.insertInto('organizations').values(newOrganization({ name: 'Before' }, new Date())).returning('id').executeTakeFirstOrThrow();
      const { id: client_id } = await db.insertInto('clients').values({ organization_id, name: 'Client', active: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const invoice = (invoicenumber: string, status_id: number, updated_at: string) => ({
        organization_id,
        uuid: `00000000-0000-4000-8000-00000000000${invoicenumber.slice(-1)}`,
        invoicenumber,
        client_id,
        contact_id: null,
        invoicedate: '2026-03-31',
        period: 'March',
        status_id,
        original_invoice_id: null,
        created_at: '2026-03-31T08:00:00.000Z',
        updated_at,
      });
      await db
        .insertInto('invoices')
        .values([invoice('M-1', 1, '2026-04-01T09:00:00.000Z'), invoice('M-2', 2, '2026-04-02T09:00:00.000Z'), invoice('M-3', 3, '2026-04-20T23:30:00.000Z')])
        .execute();

      await migrateTo(db);
      const paidOn = async () => (await db.selectFrom('invoices').select(['invoicenumber', 'paid_on']).where('organization_id', '=', organization_id).orderBy('invoicenumber').execute());
      expect(await paidOn()).toEqual([
        { invoicenumber: 'M-1', paid_on: null },
        { invoicenumber: 'M-2', paid_on: null },
        { invoicenumber: 'M-3', paid_on: '2026-04-20' },
      ]);
      // And down and up again.
      await migrateTo(db, '0010_session_change_notices');
      await migrateTo(db);
      expect((await paidOn())[2]).toEqual({ invoicenumber: 'M-3', paid_on: '2026-04-20' });
    } finally {
      await db.destroy();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the print view', () => {
  it('answers the invoice by its uuid without a session, and 404 for an unknown uuid', async () => {
    const o = await office();
    const invoice = await createInvoice(o, 'P-1');
    await addLine(o, invoice.id, 'Design', '2', '50', '21');
    const anonymous = server.browser();
    const printed = await anonymous.get(`/api/invoices/${invoice.uuid}/print`);
    expect(printed.status).toBe(200);
    expect(printed.body).toEqual(withoutPayments((await o.admin.get(`/api/invoices/${invoice.id}`)).body));
    expect(printed.body.total_gross).toBe('121.00');

    const unknown = await anonymous.get('/api/invoices/0b8f5c1e-2d4a-4c6b-9e7f-1a2b3c4d5e6f/print');
    expect(unknown.status).toBe(404);
    expect((await anonymous.get('/api/invoices/not-a-uuid/print')).status).toBe(404);
    // The admin calls stay closed to the anonymous.
    expect((await anonymous.get(`/api/invoices/${invoice.id}`)).status).toBe(401);
  });

  it('is in the invoice’s language (its client’s), whoever asks: a Dutch client’s invoice in Dutch amounts from an English organisation, and the other way round', async () => {
    const o = await office();
    await o.admin.put(`/api/clients/${o.client.id}`, { name: 'Bakkerij Jansen', invoice_language: 'nl' });
    const invoice = await createInvoice(o, 'P-2');
    await addLine(o, invoice.id, 'Design', '21.75', '85', '21');
    const anonymous = server.browser();
    const dutch = (await anonymous.get(`/api/invoices/${invoice.uuid}/print`)).body;
    expect(dutch).toMatchObject({ language: 'nl', formatted_total_net: `€${NBSP}1.848,75`, formatted_total_gross: `€${NBSP}2.236,99` });
    expect(dutch.invoicelines[0]).toMatchObject({ formatted_unitprice: `€${NBSP}85,00`, formatted_costs: `€${NBSP}1.848,75` });
    expect(dutch.total_vat[0].formatted_total).toBe(`€${NBSP}388,24`);
    // The English user's own screen stays English; the print view does not follow them.
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ language: 'nl', formatted_total_net: '€1,848.75' });
    expect((await o.admin.get(`/api/invoices/${invoice.uuid}/print`)).body).toEqual(dutch);

    // An English client of a Dutch organisation, asked by a Dutch user: English on paper.
    await settings(o, { locale: 'nl' });
    await userLocale(o, 'nl');
    await o.admin.put(`/api/clients/${o.client.id}`, { name: 'Bakkerij Jansen', invoice_language: 'en' });
    const english = (await anonymous.get(`/api/invoices/${invoice.uuid}/print`)).body;
    expect(english).toMatchObject({ language: 'en', formatted_total_net: '€1,848.75', formatted_total_gross: '€2,236.99' });
    expect((await o.admin.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ formatted_total_net: `€${NBSP}1.848,75` });
  });
});
