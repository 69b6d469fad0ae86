import type { Invoice } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// Several currencies over HTTP (SQLite, and PostgreSQL with TEST_DATABASE_URL): the organisation's
// currency (EUR for a new one), each client's (the organisation's by default), each invoice's (its
// client's; fixed once issued) with the exchange rate an invoice in another currency needs to be
// issued; amounts with more decimals than the currency takes, and unknown codes, are 422 changing
// nothing. Every answer is checked against openapi.yaml by the test browser.

let server: TestServer;
let admin: Browser;
let adminId: number;

useSignedInAdmin((setup) => ({ server, admin, adminId } = setup));

async function clientWithContact(body: Record<string, unknown>) {
  const created = await admin.post('/api/clients', body);
  expect(created.status, created.text).toBe(201);
  const contact = await admin.post('/api/contacts', { name: 'Piet Jansen', email: 'piet@example.com', client_id: created.body.id });
  expect(contact.status).toBe(201);
  return { client: created.body as { id: number; currency: string }, contact: contact.body.id as number };
}

async function invoiceFor(parties: { client: { id: number }; contact: number }, number: string, unitprice: string) {
  const created = await admin.post('/api/invoices', { invoicenumber: number, client_id: parties.client.id, contact_id: parties.contact, invoicedate: '2026-11-26', period: 'November 2026' });
  expect(created.status, created.text).toBe(201);
  const line = await admin.post('/api/invoicelines', { invoice_id: created.body.id, service: 'Advice', amount: '1.25', unitprice, vat: '21' });
  expect(line.status, line.text).toBe(201);
  return (await admin.get(`/api/invoices/${created.body.id}`)).body as Invoice;
}

const rowOf = (id: number) => server.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('currencies', () => {
  it('gives a new organisation EUR and changes it only to a code ISO 4217 knows (422 in the user\'s language otherwise)', async () => {
    const organization = await admin.get('/api/organization/for/currentuser');
    expect(organization.body.currency).toBe('EUR');

    const unknown = await admin.post('/api/organization/save/update', { currency: 'ABC', locale: 'nl' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.currency[0]).toBe('ABC is not a currency code this server knows (ISO 4217, such as EUR, USD or JPY).');
    const lower = await admin.post('/api/organization/save/update', { currency: 'usd' });
    expect(lower.status).toBe(422);
    expect(lower.body.errors.currency[0]).toBe('A currency is its ISO 4217 code of three capitals (EUR, USD, JPY).');
    // Nothing changed, not even the other setting sent with the bad code.
    expect((await admin.get('/api/organization/for/currentuser')).body).toMatchObject({ currency: 'EUR', locale: 'en' });

    await server.db.updateTable('users').set({ locale: 'nl' }).where('id', '=', adminId).execute();
    const dutch = await admin.post('/api/organization/save/update', { currency: 'XYZ' });
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors.currency[0]).toBe('XYZ is geen valutacode die deze server kent (ISO 4217, zoals EUR, USD of JPY).');
    await server.db.updateTable('users').set({ locale: 'en' }).where('id', '=', adminId).execute();

    const saved = await admin.post('/api/organization/save/update', { currency: 'USD' });
    expect(saved.status).toBe(200);
    expect(saved.body.currency).toBe('USD');
    const client = await admin.post('/api/clients', { name: 'American Client' });
    expect(client.body.currency).toBe('USD');
    expect((await admin.post('/api/organization/save/update', { currency: 'EUR' })).body.currency).toBe('EUR');
  });

  it("gives a client the organisation's currency unless one is sent, keeps it when an edit leaves it out, refuses an unknown one", async () => {
    const plain = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
    expect(plain.body.currency).toBe('EUR');
    const yen = await admin.post('/api/clients', { name: 'Tanaka KK', currency: 'JPY' });
    expect(yen.status).toBe(201);
    expect(yen.body.currency).toBe('JPY');

    const edited = await admin.put(`/api/clients/${yen.body.id}`, { name: 'Tanaka Kabushiki Kaisha' });
    expect(edited.body).toMatchObject({ name: 'Tanaka Kabushiki Kaisha', currency: 'JPY' });
    const dollars = await admin.put(`/api/clients/${plain.body.id}`, { name: 'Bakkerij Jansen', currency: 'USD' });
    expect(dollars.body.currency).toBe('USD');

    const before = await admin.get(`/api/clients/${plain.body.id}`);
    const bad = await admin.put(`/api/clients/${plain.body.id}`, { name: 'Renamed', currency: 'QQQ', iban: 'NL00BANK0000000000' });
    expect(bad.status).toBe(422);
    // Every wrong field at once: the currency and the IBAN.
    expect(Object.keys(bad.body.errors).sort()).toEqual(['currency', 'iban']);
    expect((await admin.get(`/api/clients/${plain.body.id}`)).body).toEqual(before.body);
    const count = (await admin.get('/api/clients')).body.length;
    const badNew = await admin.post('/api/clients', { name: 'Nobody', currency: 'QQQ' });
    expect(badNew.status).toBe(422);
    expect(badNew.body.errors.currency).toHaveLength(1);
    expect((await admin.get('/api/clients')).body).toHaveLength(count);
  });

  it('makes an invoice in its client\'s currency, formatted in it, rounded to whole yen for JPY, whose amounts take no more decimals than the currency', async () => {
    const parties = await clientWithContact({ name: 'Tanaka Shoji', currency: 'JPY' });
    const invoice = await invoiceFor(parties, 'JPY-1', '333');
    expect(invoice).toMatchObject({ currency: 'JPY', exchange_rate: null });
    // 1.25 × ¥333 = ¥416.25 → ¥416; VAT 21 % of ¥416 = ¥87.36 → ¥87.
    expect(invoice.invoicelines[0]).toMatchObject({ costs: '416.00', formatted_costs: 'JP¥416', formatted_unitprice: 'JP¥333' });
    expect(invoice).toMatchObject({ total_net: '416.00', total_gross: '503.00', formatted_total_gross: 'JP¥503' });
    expect(invoice.total_vat).toEqual([{ vat: '21.00', total: '87.00', formatted_total: 'JP¥87' }]);

    const lines = (await server.db.selectFrom('invoice_lines').select('id').where('invoice_id', '=', invoice.id).execute()).length;
    const decimals = await admin.post('/api/invoicelines', { invoice_id: invoice.id, service: 'Half a yen', amount: '1', unitprice: '10.50', vat: '21' });
    expect(decimals.status).toBe(422);
    expect(decimals.body.errors.unitprice[0]).toBe('Amounts in JPY take no decimals.');
    const three = await admin.post('/api/invoicelines', { invoice_id: invoice.id, service: 'Three decimals', amount: '1', unitprice: '10.505', vat: '21' });
    expect(three.status).toBe(422);
    expect(three.body.errors.unitprice).toHaveLength(1);
    const changed = await admin.put(`/api/invoicelines/${invoice.invoicelines[0]!.id}`, { invoice_id: invoice.id, service: 'Advice', amount: '1.25', unitprice: '333.10', vat: '21' });
    expect(changed.status).toBe(422);
    expect((await server.db.selectFrom('invoice_lines').select(['id', 'unitprice_cents']).where('invoice_id', '=', invoice.id).execute()).map((l) => Number(l.unitprice_cents))).toEqual([33300]);
    expect(lines).toBe(1);

    const euros = await clientWithContact({ name: 'Euro Client' });
    const euroInvoice = await invoiceFor(euros, 'EUR-1', '333.33');
    expect(euroInvoice).toMatchObject({ currency: 'EUR', formatted_total_net: '€416.66' });
  });

  it('issues an invoice in another currency only with an exchange rate, fixes both once issued, and copies them onto a credit invoice', async () => {
    const parties = await clientWithContact({ name: 'Acme Inc.', currency: 'USD' });
    const invoice = await invoiceFor(parties, 'USD-1', '100');
    expect(invoice).toMatchObject({ currency: 'USD', exchange_rate: null, formatted_total_net: 'US$125.00' });

    const unrated = await admin.put(`/api/invoices/${invoice.id}`, { status_id: 2 });
    expect(unrated.status).toBe(422);
    expect(unrated.body.errors.exchange_rate[0]).toBe('An invoice in USD needs the exchange rate to EUR before it is sent: its VAT is given in EUR too.');
    expect((await rowOf(invoice.id)).status_id).toBe(1);
    const mailed = await admin.post(`/api/invoices/${invoice.id}/send`, { recipients: ['piet@example.com'], subject: 'Invoice', message: '<p>Hello</p>' });
    expect(mailed.status).toBe(422);
    expect(Object.keys(mailed.body.errors)).toEqual(['exchange_rate']);
    expect((await server.db.selectFrom('invoice_mails').select('id').where('invoice_id', '=', invoice.id).execute()).length).toBe(0);

    const zero = await admin.put(`/api/invoices/${invoice.id}`, { exchange_rate: '0.000', status_id: 2 });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.exchange_rate[0]).toBe('An exchange rate is more than zero.');
    const malformed = await admin.put(`/api/invoices/${invoice.id}`, { exchange_rate: '0.1234567' });
    expect(malformed.status).toBe(422);
    expect(await rowOf(invoice.id)).toMatchObject({ status_id: 1, exchange_rate: null });

    const rated = await admin.put(`/api/invoices/${invoice.id}`, { exchange_rate: '0.9215', status_id: 2 });
    expect(rated.status, rated.text).toBe(200);
    expect(rated.body).toMatchObject({ status_id: 2, currency: 'USD', exchange_rate: '0.9215' });

    // Fixed once issued: the rate, and the currency even when the client's changes.
    expect((await admin.put(`/api/invoices/${invoice.id}`, { exchange_rate: '0.95' })).status).toBe(409);
    expect((await admin.put(`/api/clients/${parties.client.id}`, { name: 'Acme Inc.', currency: 'GBP' })).status).toBe(200);
    expect((await admin.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ currency: 'USD', exchange_rate: '0.9215' });

    const payment = await admin.post(`/api/invoices/${invoice.id}/payments`, { paid_on: '2026-11-27', amount: '10.505', method: 'bank_transfer' });
    expect(payment.status).toBe(422);
    const paid = await admin.post(`/api/invoices/${invoice.id}/payments`, { paid_on: '2026-11-27', amount: '10.50', method: 'bank_transfer' });
    expect(paid.status).toBe(201);
    expect(paid.body.payments[0].formatted_amount).toBe('US$10.50');

    const credit = await admin.post('/api/invoices', { invoicenumber: 'USD-2', invoicedate: '2026-11-28', period: 'November 2026', original_invoice_id: invoice.id, credit: true });
    expect(credit.status).toBe(201);
    const copy = (await admin.get(`/api/invoices/${credit.body.id}`)).body as Invoice;
    expect(copy).toMatchObject({ currency: 'USD', exchange_rate: '0.9215', credit: true, formatted_total_gross: '-US$151.25' });
  });

  it('takes a project\'s money budget and its members\' rates in the client\'s currency: whole yen for a JPY client (422 otherwise, nothing changed)', async () => {
    const yen = await admin.post('/api/clients', { name: 'Yen Projects', currency: 'JPY' });
    const decimals = await admin.post('/api/projects', { name: 'Site', projectnumber: 'Y-1', client_id: yen.body.id, budget: { kind: 'money', amount: '100000.50', period: 'total' } });
    expect(decimals.status).toBe(422);
    expect(decimals.body.errors).toEqual({ 'budget.amount': ['Amounts in JPY take no decimals.'] });
    const project = await admin.post('/api/projects', { name: 'Site', projectnumber: 'Y-1', client_id: yen.body.id, budget: { kind: 'money', amount: '100000', period: 'total' } });
    expect(project.status, project.text).toBe(201);
    // The project's money is in its client's currency, and says so in every answer.
    expect(project.body.currency).toBe('JPY');
    expect((await admin.get(`/api/projects/${project.body.id}`)).body.currency).toBe('JPY');
    const listed = (await admin.get('/api/projects')).body as { id: number; currency: string }[];
    expect(listed.find((entry) => entry.id === project.body.id)?.currency).toBe('JPY');
    // Hours may have decimals: they are no amount of money.
    const hours = await admin.put(`/api/projects/${project.body.id}`, { name: 'Site', projectnumber: 'Y-1', client_id: yen.body.id, description: 'Website', budget: { kind: 'hours', amount: '10.5', period: 'total' } });
    expect(hours.status, hours.text).toBe(200);

    const activity = await admin.post('/api/activities', { name: 'Design', project_id: project.body.id });
    const odd = await admin.post(`/api/activities/${activity.body.id}/attachuser`, { teammember_id: adminId, activity_id: activity.body.id, rate: '9500.50' });
    expect(odd.status).toBe(422);
    expect(odd.body.errors).toEqual({ rate: ['Amounts in JPY take no decimals.'] });
    expect((await server.db.selectFrom('activity_user').select('id').where('activity_id', '=', activity.body.id).execute()).length).toBe(0);
    expect((await admin.post(`/api/activities/${activity.body.id}/attachuser`, { teammember_id: adminId, activity_id: activity.body.id, rate: '9500' })).status).toBe(200);
    const changed = await admin.post(`/api/activities/${activity.body.id}/updateuser`, { teammember_id: adminId, activity_id: activity.body.id, rate: '9500.5' });
    expect(changed.status).toBe(422);
    const [link] = await server.db.selectFrom('activity_user').select('rate_cents').where('activity_id', '=', activity.body.id).execute();
    expect(Number(link!.rate_cents)).toBe(950000);
  });

  it('gives the receivables per currency, the organisation\'s first, never adding two currencies', async () => {
    const before = (await admin.get('/api/dashboard/receivables')).body;
    const euros = await clientWithContact({ name: 'Receivable Euro' });
    const dollars = await clientWithContact({ name: 'Receivable Dollar', currency: 'USD' });
    const euroInvoice = await invoiceFor(euros, 'R-EUR', '100');
    const dollarInvoice = await invoiceFor(dollars, 'R-USD', '200');
    expect((await admin.put(`/api/invoices/${euroInvoice.id}`, { status_id: 2 })).status).toBe(200);
    expect((await admin.put(`/api/invoices/${dollarInvoice.id}`, { exchange_rate: '0.9', status_id: 2 })).status).toBe(200);
    const receivables = await admin.get('/api/dashboard/receivables');
    expect(receivables.status).toBe(200);
    const cents = (text: string) => Math.round(Number(text) * 100);
    // €125 net + 21 % = €151.25 added to the euros; $250 + 21 % = $302.50 in dollars, apart.
    expect(receivables.body.currency).toBe('EUR');
    expect(cents(receivables.body.total_outstanding) - cents(before.total_outstanding)).toBe(15125);
    const dollarsOwed = receivables.body.other_currencies.find((entry: { currency: string }) => entry.currency === 'USD');
    expect(dollarsOwed).toMatchObject({ currency: 'USD', formatted_total_outstanding: expect.stringContaining('US$') });
    expect(cents(dollarsOwed.total_outstanding)).toBeGreaterThanOrEqual(30250);
    expect(receivables.body.other_currencies.map((entry: { currency: string }) => entry.currency)).not.toContain('EUR');
  });

  it("totals the year's invoice list per currency: the organisation's at the top, each other currency apart, never added", async () => {
    const list = async () => {
      const answer = await admin.get('/api/invoices?year=2026');
      expect(answer.status).toBe(200);
      return answer.body.totals as { currency: string; all: { count: number; total_net: string }; other_currencies: { currency: string; all: { count: number; total_net: string; formatted_total_net: string } }[] };
    };
    const cents = (text: string) => Math.round(Number(text) * 100);
    const yenOf = (totals: Awaited<ReturnType<typeof list>>) => totals.other_currencies.find((entry) => entry.currency === 'JPY')?.all ?? { count: 0, total_net: '0.00' };
    const before = await list();
    await invoiceFor(await clientWithContact({ name: 'List Euro' }), 'L-EUR', '100');
    await invoiceFor(await clientWithContact({ name: 'List Yen', currency: 'JPY' }), 'L-JPY', '1000');
    const after = await list();
    expect(after.currency).toBe('EUR');
    // €125 net among the euros; ¥1,250 net apart, in yen.
    expect([after.all.count - before.all.count, cents(after.all.total_net) - cents(before.all.total_net)]).toEqual([1, 12500]);
    expect([yenOf(after).count - yenOf(before).count, cents(yenOf(after).total_net) - cents(yenOf(before).total_net)]).toEqual([1, 125000]);
    expect(after.other_currencies.find((entry) => entry.currency === 'JPY')?.all.formatted_total_net).toMatch(/^JP¥[\d,]+$/);
    expect(after.other_currencies.map((entry) => entry.currency)).not.toContain('EUR');
    expect(after.other_currencies.map((entry) => entry.currency)).toEqual([...after.other_currencies.map((entry) => entry.currency)].sort());
  });

  it("writes a quote in its client's currency: the answer says which, every amount formatted in it, yen whole (a unit price with decimals 422)", async () => {
    const dollars = await clientWithContact({ name: 'Quote Dollar', currency: 'USD' });
    const lines = [{ service: 'Design', amount: '2', unitprice: '150', vat: '21' }];
    const quote = await admin.post('/api/quotes', { client_id: dollars.client.id, contact_id: dollars.contact, quotedate: '2026-11-26', valid_until: '2099-12-31', lines });
    expect(quote.status, quote.text).toBe(201);
    expect(quote.body).toMatchObject({ currency: 'USD', total_gross: '363.00', formatted_total_gross: 'US$363.00', formatted_total_net: 'US$300.00' });
    expect(quote.body.lines[0]).toMatchObject({ formatted_unitprice: 'US$150.00', formatted_costs: 'US$300.00' });
    const yen = await clientWithContact({ name: 'Quote Yen', currency: 'JPY' });
    const odd = await admin.post('/api/quotes', { client_id: yen.client.id, contact_id: yen.contact, quotedate: '2026-11-26', valid_until: '2099-12-31', lines: [{ service: 'Design', amount: '1', unitprice: '1005.50', vat: '10' }] });
    expect(odd.status).toBe(422);
    expect(odd.body.errors).toEqual({ 'lines.0.unitprice': ['Amounts in JPY take no decimals.'] });
    const yenQuote = await admin.post('/api/quotes', { client_id: yen.client.id, contact_id: yen.contact, quotedate: '2026-11-26', valid_until: '2099-12-31', lines: [{ service: 'Design', amount: '1', unitprice: '1005', vat: '10' }] });
    expect(yenQuote.status, yenQuote.text).toBe(201);
    // 10 % of ¥1,005 is ¥100.5: rounded to whole yen, as an invoice in yen is.
    expect(yenQuote.body).toMatchObject({ currency: 'JPY', total_gross: '1106.00', formatted_total_gross: 'JP¥1,106' });
    const listed = (await admin.get('/api/quotes')).body.quotes as { id: number; currency: string }[];
    expect(listed.find((entry) => entry.id === quote.body.id)?.currency).toBe('USD');
  });

  it("gives an expense on a project of a client in dollars the dollar as its currency", async () => {
    const dollars = await admin.post('/api/clients', { name: 'Expense Dollar', currency: 'USD' });
    const project = await admin.post('/api/projects', { name: 'Launch', projectnumber: 'E-1', client_id: dollars.body.id });
    expect(project.status, project.text).toBe(201);
    const categories = (await admin.get('/api/expenses')).body.categories as { id: number }[];
    const body = { project_id: project.body.id, category_id: categories[0]!.id, description: 'Taxi', date: '2026-11-26', amount: '20.00', vat: '0', vat_included: false, billable: true, markup: '0' };
    const recorded = await admin.post('/api/expenses', body);
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.body).toMatchObject({ currency: 'USD', amount: '20.00', client_name: 'Expense Dollar' });
    const listed = (await admin.get('/api/expenses')).body.expenses as { id: number; currency: string }[];
    expect(listed.find((expense) => expense.id === recorded.body.id)?.currency).toBe('USD');
  });

  it('gives the dashboard\'s revenue per currency: each row in its client\'s, the totals never adding two currencies', async () => {
    for (const [currency, rate] of [['EUR', '100'], ['JPY', '10000']] as const) {
      const client = await admin.post('/api/clients', { name: `Revenue ${currency}`, currency });
      const project = await admin.post('/api/projects', { name: `Project ${currency}`, projectnumber: `RV-${currency}`, client_id: client.body.id });
      const activity = await admin.post('/api/activities', { name: 'Work', project_id: project.body.id });
      expect((await admin.post(`/api/activities/${activity.body.id}/attachuser`, { teammember_id: adminId, activity_id: activity.body.id, rate })).status).toBe(200);
      expect((await admin.post('/api/time/save', { time: 90, activity_id: activity.body.id, date: '2026-03-02' })).status).toBe(200);
    }
    const answer = await admin.post('/api/dashboard/activitytotals', { from: '2026-03-01', to: '2026-03-31', scope: 'me' });
    expect(answer.status).toBe(200);
    expect(answer.body.projectTimes.map((row: { project_name: string; revenue: string; currency: string }) => [row.project_name, row.revenue, row.currency])).toEqual([
      ['Project EUR', '150.00', 'EUR'],
      ['Project JPY', '15000.00', 'JPY'],
    ]);
    expect(answer.body.totals).toEqual({ time: 180, billable_time: 180, revenue: '150.00', expenses: '0.00', currency: 'EUR', other_currencies: [{ currency: 'JPY', revenue: '15000.00', expenses: '0.00' }] });
  });

  it('puts a concept given another client into that client\'s currency, and refuses payments with decimals JPY does not take', async () => {
    const euros = await clientWithContact({ name: 'Euro Again' });
    const yen = await clientWithContact({ name: 'Yen Again', currency: 'JPY' });
    const invoice = await invoiceFor(euros, 'MOVE-1', '100');
    const moved = await admin.put(`/api/invoices/${invoice.id}`, { client_id: yen.client.id, contact_id: yen.contact });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.currency).toBe('JPY');

    const issued = await admin.put(`/api/invoices/${invoice.id}`, { exchange_rate: '0.0062', status_id: 2 });
    expect(issued.status, issued.text).toBe(200);
    const payment = await admin.post(`/api/invoices/${invoice.id}/payments`, { paid_on: '2026-11-27', amount: '10.50', method: 'bank_transfer' });
    expect(payment.status).toBe(422);
    expect(payment.body.errors.amount[0]).toBe('Amounts in JPY take no decimals.');
    expect(await server.db.selectFrom('payments').select('id').where('invoice_id', '=', invoice.id).execute()).toHaveLength(0);
  });
});
