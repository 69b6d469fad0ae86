import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server package's test SMTP server: a real one on a free port, each message parsed with mailparser.
import { startMailbox, type Mailbox } from '../../packages/server/test/support/mailbox';
import { localDate } from '@kwartier/api/pages/search';
import { callApi, launchBrowser, newPage, runDueJobs, seedActivities, signUp, startServer, typeToday, type RunningServer } from './harness';

// The journey from hours to paid, on the built app and server with a real SMTP server:
// time → invoice → Send (the mail arrives with the PDF, the e-invoice and the link) → sent →
// partial payment → reminder by hand → the rest paid → paid; and a subscription whose next
// period's concept the daily job makes once, however often it runs.

let mailbox: Mailbox;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'Kwartier <no-reply@kwartier.test>' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfText = async (bytes: Uint8Array) => flat((await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text);
const statusButton = (page: Page, status: string) => page.getByRole('button', { name: new RegExp(`Status of invoice .*: ${status}`) });

/** The daily jobs on the journey's database, mailing through the test SMTP server. */
const runJobs = (day: string) => runDueJobs(server, day, { SMTP_URL: mailbox.smtpUrl });

describe('from hours to paid', () => {
  it('sends the invoice by mail with PDF, e-invoice and link, takes a partial payment, reminds by hand and is paid by the rest', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Dirk Deliver', 'dirk@paid.test');
    // What a valid e-invoice needs of the organisation and the client (README, E-invoicing).
    await callApi(page, 'POST', '/api/organization/save/details', {
      name: 'Deliver Advies',
      address: 'Kerkstraat 2',
      zipcode: '3511 AA',
      city: 'Utrecht',
      country: 'Nederland',
      email: 'info@deliver.test',
      iban: 'NL91ABNA0417164300',
      vat: 'NL123456782B01',
      chamberofcommerce: '87654321',
    });
    const [activity] = await seedActivities(page, 1, 'Shop');
    const client = (await callApi<Array<{ id: number; name: string }>>(page, 'GET', '/api/clients')).find((c) => c.name === 'Shop client')!;
    await callApi(page, 'PUT', `/api/clients/${client.id}`, {
      name: 'Shop client',
      address: 'Dorpsweg 1',
      zipcode: '1234 AB',
      city: 'Ede',
      country: 'NL',
      chamberofcommerce: '12345678',
      invoice_language: 'nl',
    });
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Piet Betaal', email: 'piet@shop.test', client_id: client.id });
    const monday = (await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {})).weekdates[0]!.date;
    await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });

    // 5:00 today at 80.00 an hour: 400.00 net, 484.00 with 21 % VAT.
    await page.goto('/time');
    await page.getByRole('grid').waitFor();
    await typeToday(page, 0, '5:00');
    await expect.poll(() => page.locator('p[role="status"]').textContent(), { timeout: 20_000 }).toBe('Saved');

    const next = await callApi<{ invoicenumber: string }>(page, 'GET', '/api/organization/get/nextinvoicenumber');
    const invoice = await callApi<{ id: number; invoicedate: string }>(page, 'POST', '/api/invoices', {
      invoicenumber: next.invoicenumber,
      client_id: client.id,
      contact_id: contact.id,
      // Dated the day the hours were typed: the tracked-time dialog offers the invoice date's month
      // (on the first days of a month, this week's Monday is in the month before).
      invoicedate: localDate(new Date()),
      period: 'This week',
      buyer_reference: 'PO 77',
    });
    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: `Invoice ${next.invoicenumber}` }).waitFor();
    await page.getByRole('button', { name: 'Add tracked time' }).click();
    const tracked = page.getByRole('dialog', { name: 'Add tracked time' });
    await tracked.getByRole('row', { name: /Shop — Activity 01/ }).waitFor();
    await tracked.getByRole('button', { name: 'Add to invoice' }).click();
    await tracked.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Shop — Activity 01/ }).waitFor();

    // Send: the dialog starts from the Dutch template (the client's invoice language), PDF and e-invoice on.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: `Send invoice ${next.invoicenumber}` });
    await send.waitFor();
    expect(await send.getByRole('textbox', { name: 'To address 1' }).inputValue()).toBe('piet@shop.test');
    expect(await send.getByRole('textbox', { name: /Subject/ }).inputValue()).toBe(`Factuur ${next.invoicenumber} van Deliver Advies`);
    expect(await send.getByRole('switch', { name: /e-invoice/ }).isChecked()).toBe(true);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await statusButton(page, 'Sent').waitFor();

    const mail = await mailbox.waitFor('piet@shop.test');
    expect(mail.subject).toBe(`Factuur ${next.invoicenumber} van Deliver Advies`);
    expect(flat(mail.text)).toContain('€ 484,00');
    const printLink = mail.links.find((link) => link.startsWith(`${server.baseUrl}/invoices/`) && link.endsWith('/print'));
    expect(printLink).toBeDefined();
    const [pdf, xml] = mail.parsed.attachments;
    expect([pdf!.filename, xml!.filename]).toEqual([`${next.invoicenumber}.pdf`, `${next.invoicenumber}.xml`]);
    const printed = await pdfText(pdf!.content);
    expect(printed).toContain(next.invoicenumber);
    expect(printed).toContain('€ 484,00');
    const ubl = xml!.content.toString('utf8');
    expect(ubl).toContain(`<cbc:ID>${next.invoicenumber}</cbc:ID>`);
    expect(ubl).toContain('<cbc:BuyerReference>PO 77</cbc:BuyerReference>');
    expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">484.00</cbc:PayableAmount>');
    // The link opens the public print page of that invoice, in Dutch.
    const print = await browser.newPage();
    await print.goto(printLink!);
    await expect.poll(async () => flat(await print.locator('body').innerText())).toContain(next.invoicenumber);
    expect(await print.locator('html').getAttribute('lang')).toBe('nl');
    await print.close();
    const log = page.getByRole('table', { name: 'Mails' });
    await log.getByText('Delivered').waitFor();

    // A partial payment of 300.00: still sent, 184.00 outstanding.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record payment' });
    await payment.getByRole('textbox', { name: /Amount/ }).fill('300');
    await payment.getByRole('button', { name: 'Record' }).click();
    await payment.waitFor({ state: 'detached' });
    await expect.poll(async () => flat(await page.getByRole('region', { name: 'Payments' }).innerText())).toMatch(/Outstanding €184\.00/);
    await statusButton(page, 'Sent').waitFor();

    // A reminder by hand: the reminder template, with what is still open.
    await page.getByRole('button', { name: 'Send reminder' }).click();
    const remind = page.getByRole('dialog', { name: `Send a reminder for invoice ${next.invoicenumber}` });
    await remind.waitFor();
    expect(await remind.getByRole('textbox', { name: /Subject/ }).inputValue()).toBe(`Herinnering: factuur ${next.invoicenumber} van Deliver Advies`);
    await remind.getByRole('button', { name: 'Send', exact: true }).click();
    await remind.waitFor({ state: 'detached' });
    await expect.poll(() => mailbox.received.filter((received) => received.to === 'piet@shop.test').length).toBe(2);
    const reminder = mailbox.received.filter((received) => received.to === 'piet@shop.test')[1]!;
    expect(reminder.subject).toBe(`Herinnering: factuur ${next.invoicenumber} van Deliver Advies`);
    expect(flat(reminder.text)).toContain('er staat nog € 184,00 open');
    await expect.poll(() => log.getByText('Delivered').count()).toBe(2);
    await statusButton(page, 'Sent').waitFor();

    // The rest: paid, and no more reminders to send.
    await page.getByRole('button', { name: 'Record payment' }).click();
    await payment.getByRole('textbox', { name: /Amount/ }).fill('184');
    await payment.getByRole('button', { name: 'Record' }).click();
    await payment.waitFor({ state: 'detached' });
    await statusButton(page, 'Paid').waitFor();
    expect(await page.getByRole('button', { name: 'Send reminder' }).count()).toBe(0);
    const paid = await callApi<{ status_id: number; total_outstanding: string }>(page, 'GET', `/api/invoices/${invoice.id}`);
    expect(paid).toMatchObject({ status_id: 3, total_outstanding: '0.00' });
    await page.context().close();
  });

  it('makes the next period’s concept of a subscription once, however often the daily job runs', async () => {
    const page = await newPage(browser, server);
    await signUp(page, 'Sara Subscribe', 'sara@paid.test');
    const client = await callApi<{ id: number }>(page, 'POST', '/api/clients', { name: 'Hosted BV' });
    const service = await callApi<{ id: number }>(page, 'POST', '/api/services', { name: 'Hosting' });
    await callApi(page, 'POST', '/api/subscriptions', { client_id: client.id, service_id: service.id, price: '25.00', period: 'month', startdate: '2026-01-01' });
    const nextYear = new Date().getFullYear() + 1;
    const firstOfNextYear = `${nextYear}-01-01`;

    // Twice in a row and twice at the same moment, as cron and several servers might.
    expect(await runJobs(firstOfNextYear)).toMatch(/recurring invoices: invoice \S+ \(organisation \d+, Hosted BV\)/);
    expect(await runJobs(firstOfNextYear)).toContain('recurring invoices: nothing due');
    await Promise.all([runJobs(firstOfNextYear), runJobs(firstOfNextYear)]);

    const invoices = (await callApi<{ invoices: Array<{ id: number; client_id: number; invoicedate: string; status: string }> }>(page, 'GET', `/api/invoices?year=${nextYear}`)).invoices.filter(
      (listed) => listed.client_id === client.id,
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ invoicedate: firstOfNextYear, status: 'concept' });
    await page.goto(`/invoices/${invoices[0]!.id}`);
    await page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(`Hosting — January ${nextYear}`) }).waitFor();
    await page.context().close();
  });
});
